import ArgumentParser
import ConjugarCore
import FoundationEssentials

/// `conjugar review`: the items that are due (FSRS), most overdue first, then the
/// ones you missed that are not yet due.
struct ReviewCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "review", abstract: "Review what is due, and what you missed (spaced repetition).")

  @Option(parsing: .unconditional, help: "At most this many questions (1 to 500).")
  var count = PracticeFilter.defaultCount

  @Flag(help: "Print the questions without playing.")
  var listQuestions = false

  @Flag(help: "Counts only: due now, due in the next 24 hours, learning, mastered.")
  var status = false

  @Flag(help: "With --list-questions or --status, print JSON.")
  var json = false

  @OptionGroup(title: "Launch options") var launch: LaunchOptions

  /// The root, whose launch options are read before or after the subcommand.

  @ParentCommand var conjugar: Conjugar

  var writesData: Bool { !listQuestions && !status }

  func validate() throws {
    try Self.validate(listQuestions: listQuestions, status: status, json: json)
  }

  /// Before the World opens (or creates) the database.
  func checkBeforeLaunch() throws {
    guard PracticeFilter.countRange.contains(count) else { throw PracticeError.badCount(count) }
  }

  static func validate(listQuestions: Bool, status: Bool, json: Bool) throws {
    if json && !listQuestions && !status {
      throw ValidationError("--json goes with --list-questions or --status")
    }
    if status && listQuestions { throw ValidationError("choose --status or --list-questions") }
  }

  func run() throws {
    try Self.run(count: count, listQuestions: listQuestions, status: status, json: json, in: Current)
  }

  /// The review, its list or its counts, in `world`. `Main` calls it directly for a
  /// bare `conjugar review`, without the argument parser.
  static func run(count: Int, listQuestions: Bool, status: Bool, json: Bool, in world: World) throws {
    guard PracticeFilter.countRange.contains(count) else { throw PracticeError.badCount(count) }
    if status {
      // Counted where the schedules are kept: none is read here.
      let counts = try world.records.reviewStatus(now: world.clock.now())
      world.console.write(json ? JSON.reviewStatus(counts).text : Self.render(counts))
      return
    }
    let now = world.clock.now()
    // A question the catalog cannot ask (a verb another version knew, a tampered
    // file) is passed over rather than stopping the review. The items come in
    // priority order, read as they are needed (issue 35: reading every schedule
    // of a million-answer history took 83 MB). A catalog verb's forms are known
    // from its features; any other is conjugated, once.
    var questions: [Question] = []
    var conjugations: [String: Conjugation?] = [:]
    var library: ContextLibrary?? = nil
    try world.records.reviewQueue(now: now) { question in
      if let id = question.sentence {
        if library == nil { library = .some(try? ContextLibrary.standard()) }
        // A context sentence this version carries, for this learner's region.
        if let sentence = library??.sentence(id), ContextLibrary.asks(sentence, settings: world.settings),
          sentence.accepted(in: world.catalog) != nil
        {
          questions.append(question)
        }
      } else if let has = world.catalog.hasForm(question.infinitive, question.tense, question.person) {
        if has { questions.append(question) }
      } else {
        if conjugations[question.infinitive] == nil {
          conjugations[question.infinitive] = .some(world.catalog.conjugation(of: question.infinitive))
        }
        if conjugations[question.infinitive]??.form(question.tense, question.person) != nil {
          questions.append(question)
        }
      }
      return questions.count < count
    }
    guard !questions.isEmpty || listQuestions else {
      world.console.write(
        Self.nothingDue(next: try world.records.nextDue(after: now), now: now, timeZone: world.timeZone))
      return
    }
    // Chosen by priority, asked mixed: not verb by verb as they were stored.
    try SessionRun.play(
      ReviewSelector.interleave(questions), kind: .review, in: world, list: listQuestions, json: json)
  }

  static func render(_ status: ReviewStatus) -> String {
    "Due now: \(status.dueNow)\nDue in the next 24 hours: \(status.dueIn24Hours)\n"
      + "Learning: \(status.learning)\nMastered (stability over 21 days): \(status.mastered)\n"
  }

  static func nothingDue(next: Date?, now: Date, timeZone: TimeZone?) -> String {
    guard let next else {
      return "Nothing to review yet: answer questions in a quiz or in practice, and what you "
        + "miss comes back here.\n"
    }
    let hours = Int((next.timeIntervalSince(now) / 3600).rounded(.up))
    let when = hours < 48 ? "in \(hours) hour\(hours == 1 ? "" : "s")" : "in \(hours / 24) days"
    return "Nothing is due. The next item is due \(when), "
      + "\(HistoryCommand.local(ISO8601.string(next), in: timeZone)).\n"
  }
}
