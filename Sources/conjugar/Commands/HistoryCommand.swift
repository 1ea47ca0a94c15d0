import ArgumentParser
import ConjugarCore
import FoundationEssentials

/// `conjugar history`: the most recent finished quizzes and how they went.
struct HistoryCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "history", abstract: "Show recent quizzes and their results, newest first.",
    discussion: "Under the table, the items you missed in each session, with the right form.")

  @Flag(help: "Print a JSON array of quizzes, each with its questions and answers.")
  var json = false

  @Option(parsing: .unconditional, help: "At most this many quizzes (1 or more).")
  var limit = 10

  @OptionGroup(title: "Launch options") var launch: LaunchOptions

  /// The root, whose launch options are read before or after the subcommand.

  @ParentCommand var conjugar: Conjugar

  func validate() throws {
    guard limit >= 1 else { throw ValidationError("--limit must be a whole number, 1 or more") }
  }

  func run() throws {
    let world = Current
    let entries = try world.records.history(limit: limit)
    world.console.write(
      json
        ? JSON.history(entries, explain: Self.explainer(catalog: world.catalog)).text
        : Self.render(
          entries, persistent: world.records.isPersistent, timeZone: world.timeZone,
          width: world.console.columns))
  }

  static func render(
    _ entries: [HistoryEntry], persistent: Bool, timeZone: TimeZone?, width: Int = 80
  ) -> String {
    guard !entries.isEmpty else {
      return persistent
        ? "No quizzes yet: finish one and it shows here.\n" : "No history: this World keeps none.\n"
    }
    var table = TextTable([.left, .left, .right, .right, .right, .right, .left, .left, .left, .left])
    table.append([
      "Date", "Kind", "Score", "Right", "Accents", "Wrong", "Time", "Difficulty", "Region", "Player",
    ])
    for e in entries {
      let date = Self.local(e.date, in: timeZone)
      table.append([
        date, e.kind.rawValue, e.kind == .quiz ? String(e.score) : "—", String(e.right), String(e.partial), String(e.wrong),
        Scoring.clock(e.elapsedSeconds), e.difficulty, e.region,
        e.kind != .quiz ? "—" : e.player ?? "(not on the leaderboard)",
      ])
    }
    return table.render(width: width, leading: 2) + missed(entries, timeZone: timeZone, width: width)
  }

  /// Under the table, the items missed (0 points) in each session, newest first:
  /// what the learner asked for, the right form and what was typed.
  static func missed(_ entries: [HistoryEntry], timeZone: TimeZone?, width: Int) -> String {
    var lines = ["", "Missed in each session:"]
    for e in entries {
      let heading = "  \(Self.local(e.date, in: timeZone)) \(e.kind.rawValue)"
      let wrong = e.questions.filter { $0.points == 0 }
      guard !wrong.isEmpty else {
        lines.append(heading + ": nothing missed")
        continue
      }
      lines.append(heading + ":")
      for q in wrong {
        let asked =
          Tense(rawValue: q.tense).map { QuizText.describe(Question(q.infinitive, $0, q.person.flatMap { Person(rawValue: $0) })) }
          ?? ([q.infinitive, q.tense] + [q.person].compactMap { $0 }).joined(separator: " · ")
        let typed = q.answer.isEmpty ? "no answer" : "you wrote \u{201C}\(q.answer)\u{201D}"
        lines.append(
          TextWrap.wrap(TerminalText.safe("    \(asked): \(q.correctForm) (\(typed))"), width: width, indent: 6))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Why a stored wrong answer was wrong, as the quiz said it (nil when the
  /// answer was right, blank, or no form of the verb).
  static func explainer(catalog: VerbCatalog) -> (HistoryQuestion) -> String? {
    var cache: [String: VerbForms?] = [:]
    return { q in
      guard q.points == 0, !q.answer.isEmpty, let tense = Tense(rawValue: q.tense) else { return nil }
      if let id = q.sentence {
        guard let sentence = (try? ContextLibrary.standard())?.sentence(id) else { return nil }
        return ContextExplanation.explain(q.answer, to: sentence, catalog: catalog)?.text
      }
      let person = q.person.flatMap(Person.init(rawValue:))
      let forms: VerbForms?
      if let known = cache[q.infinitive] {
        forms = known
      } else {
        forms = VerbForms(infinitive: q.infinitive, catalog: catalog)
        cache[q.infinitive] = forms
      }
      guard let forms, let expected = forms.form(tense, person) else { return nil }
      return Explanation.explain(q.answer, to: Question(q.infinitive, tense, person), expected: expected, forms: forms)?
        .text
    }
  }

  /// "2024-05-01 12:30" in the given time zone (nil: the system's local time), from a
  /// stored ISO-8601 date (shown as stored when it does not parse).
  static func local(_ stored: String, in timeZone: TimeZone?) -> String {
    guard let date = ISO8601.date(stored) else { return String(stored.prefix(16)) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone ?? TimeZone(secondsFromGMT: LocalTime.offset(at: date)) ?? .gmt
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ n: Int?) -> String { n.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "??" }
    return "\(c.year ?? 0)-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute))"
  }
}
