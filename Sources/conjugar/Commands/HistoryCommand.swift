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

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  func validate() throws {
    guard limit >= 1 else { throw ValidationError("--limit must be a whole number, 1 or more") }
  }

  func run() throws {
    let world = Current
    // Written as it is read, in pieces of about 64 KB: a history of a million
    // answers is never held whole, as quizzes or as text.
    var pending = ""
    func write(_ text: String) {
      pending += text
      if pending.utf8.count >= 1 << 16 {
        world.console.write(pending)
        pending = ""
      }
    }
    // What is still held when a read fails is dropped: a short history that
    // cannot be read prints nothing but the error.
    func finish() { if !pending.isEmpty { world.console.write(pending) } }
    if json {
      let explain = Self.explainer(catalog: world.catalog, contexts: world.contexts)
      var first = true
      write("[")
      try world.records.history(limit: limit, passes: 1) { _, entry in
        var writer = JSONWriter(capacity: 4096)
        if !first { writer.raw(",") }
        first = false
        JSON.historyEntry(entry, explain: explain).write(to: &writer)
        write(writer.output)
      }
      write("]\n")
      finish()
      return
    }
    try Self.write(
      { body throws(RecordsError) in try world.records.history(limit: limit, passes: 3, body: body) },
      persistent: world.records.isPersistent, timeZone: world.timeZone, width: world.console.columns, to: write)
    finish()
  }

  static func render(
    _ entries: [HistoryEntry], persistent: Bool, timeZone: TimeZone?, width: Int = 80
  ) -> String {
    var text = ""
    write(
      { body in for pass in 0..<3 { for entry in entries { body(pass, entry) } } },
      persistent: persistent, timeZone: timeZone, width: width, to: { text += $0 })
    return text
  }

  static let alignments: [TextTable.Alignment] = [
    .left, .left, .right, .right, .right, .right, .left, .left, .left, .left,
  ]
  static let header = [
    "Date", "Kind", "Score", "Right", "Accents", "Wrong", "Time", "Difficulty", "Region", "Player",
  ]

  /// The table (as `TextTable` lays it out, or as its cards when it is wider than
  /// `width`), then the items missed, written piece by piece to `out` while `read`
  /// hands over the quizzes three times: to measure the table's columns, to write
  /// its rows, to write what was missed. Nothing is kept but the columns' widths.
  static func write(
    _ read: (_ body: (_ pass: Int, HistoryEntry) -> Void) throws -> Void,
    persistent: Bool, timeZone: TimeZone?, width: Int, to out: @escaping (String) -> Void
  ) rethrows {
    let header = Self.header.map(TerminalText.safe)
    var widths = header.map(TerminalText.width)
    // Per column, the widest cell of the rows whose last non-empty cell it is: a
    // row's width once its trailing spaces are trimmed.
    var widestLast = [Int](repeating: -1, count: widths.count)
    func measure(_ row: [String]) {
      let cellWidths = row.map(TerminalText.width)
      for (column, cellWidth) in cellWidths.enumerated() { widths[column] = max(widths[column], cellWidth) }
      if let last = row.lastIndex(where: { !$0.isEmpty }) {
        widestLast[last] = max(widestLast[last], cellWidths[last])
      }
    }
    measure(header)
    var started = -1
    var fits = true
    try read { pass, entry in
      if pass != started {
        started = pass
        if pass == 1 {
          // The widest line, as `TextTable.render(width:)` measures it.
          let widest =
            widestLast.indices.filter { widestLast[$0] >= 0 }.map { column in
              widths[..<column].reduce(0, +) + 2 * column
                + (alignments[column] == .right ? widths[column] : widestLast[column])
            }.max() ?? 0
          fits = widest <= width
          if fits { out(line(header, widths: widths) + "\n") }
        } else if pass == 2 {
          out("\nMissed in each session:\n")
        }
      }
      switch pass {
      case 0: measure(cells(entry, timeZone: timeZone))
      case 1:
        let row = cells(entry, timeZone: timeZone)
        if fits {
          out(line(row, widths: widths) + "\n")
        } else {
          out(TextTable.card(header: header, row: row, leading: 2, width: width))
        }
      default: out(missed(entry, timeZone: timeZone, width: width))
      }
    }
    if started < 0 {
      out(
        persistent
          ? "No quizzes yet: finish one and it shows here.\n" : "No history: this World keeps none.\n")
    }
  }

  /// One quiz's row of the table, each cell safe for a terminal.
  static func cells(_ e: HistoryEntry, timeZone: TimeZone?) -> [String] {
    [
      Self.local(e.date, in: timeZone), e.kind.rawValue, e.kind == .quiz ? String(e.score) : "—", String(e.right),
      // The difficulty chose a quiz's and a practice's questions, not a review's or a context session's.
      String(e.partial), String(e.wrong), Scoring.clock(e.elapsedSeconds),
      [.quiz, .practice].contains(e.kind) ? e.difficulty : "—", e.region,
      e.kind != .quiz ? "—" : e.player ?? "(not on the leaderboard)",
    ].map(TerminalText.safe)
  }

  /// A row padded to `widths`, two spaces apart, trailing spaces trimmed (as `TextTable`).
  static func line(_ row: [String], widths: [Int]) -> String {
    var line = ""
    for (column, cell) in row.enumerated() where column < widths.count {
      let fill = String(repeating: " ", count: widths[column] - TerminalText.width(cell))
      if column > 0 { line += "  " }
      line += alignments[column] == .right ? fill + cell : cell + fill
    }
    while line.last == " " { line.removeLast() }
    return line
  }

  /// Under the table, the items missed (0 points) in one session: what the
  /// learner asked for, the right form and what was typed.
  static func missed(_ e: HistoryEntry, timeZone: TimeZone?, width: Int) -> String {
    let heading = "  \(Self.local(e.date, in: timeZone)) \(e.kind.rawValue)"
    let wrong = e.questions.filter { $0.points == 0 }
    guard !wrong.isEmpty else { return heading + ": nothing missed\n" }
    var lines = heading + ":\n"
    for q in wrong {
      let asked =
        Tense(rawValue: q.tense).map {
          QuizText.describe(Question(q.infinitive, $0, q.person.flatMap { Person(rawValue: $0) }))
        }
        ?? ([q.infinitive, q.tense] + [q.person].compactMap { $0 }).joined(separator: " · ")
      let typed = q.answer.isEmpty ? "no answer" : "you wrote \u{201C}\(q.answer)\u{201D}"
      lines +=
        TextWrap.wrap(TerminalText.safe("    \(asked): \(q.correctForm) (\(typed))"), width: width, indent: 6) + "\n"
    }
    return lines
  }

  /// Why a stored answer lost points (0 or 5), as the quiz said it (nil when the
  /// answer was right, blank, or no form of the verb).
  static func explainer(catalog: VerbCatalog, contexts: ContextSentences) -> (HistoryQuestion) -> String? {
    var cache: [String: VerbForms?] = [:]
    func explain(_ q: HistoryQuestion) -> String? {
      guard let tense = Tense(rawValue: q.tense) else { return nil }
      if let id = q.sentence {
        guard let sentence = contexts.sentence(id) else { return nil }
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
      guard let forms else { return nil }
      // As the quiz marked it: a 5-point accent slip gets its rule's line too.
      return Explanation.asMarked(q.answer, to: Question(q.infinitive, tense, person), forms: forms)?.text
    }
    // A learner makes the same slip again and again: each explanation is worked
    // out once. Bounded, so that a long history of new slips keeps memory small.
    var explained: [HistoryQuestion: String?] = [:]
    return { question in
      guard question.points < 10, !question.answer.isEmpty else { return nil }
      if let known = explained[question] { return known }
      if explained.count >= 4096 { explained.removeAll(keepingCapacity: true) }
      let text = explain(question)
      explained[question] = text
      return text
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
