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

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  var dataUse: DataUse { listQuestions || status ? .reads : .writes }

  func validate() throws {
    try Self.validate(listQuestions: listQuestions, status: status, json: json)
  }

  /// The session these options ask for; the count is checked here, once, before
  /// the World opens (or creates) the database (`checkBeforeLaunch`).
  var plan: SessionPlan { get throws { try .review(count: count) } }

  func checkBeforeLaunch() throws { _ = try plan }

  static func validate(listQuestions: Bool, status: Bool, json: Bool) throws {
    if json && !listQuestions && !status {
      throw ValidationError("--json goes with --list-questions or --status")
    }
    if status && listQuestions { throw ValidationError("choose --status or --list-questions") }
  }

  func run() throws {
    let world = Current
    let plan = try self.plan
    if status {
      // Counted where the schedules are kept: none is read here.
      let counts = try world.records.reviewStatus(now: world.clock.now())
      world.console.write(json ? JSON.reviewStatus(counts).text : Self.render(counts))
      return
    }
    let session = try Sessions.start(plan, in: world)
    if listQuestions { return QuestionList.write(session.questions, json: json, in: world) }
    if let nothing = session.nothingDue {
      return world.console.write(Self.nothingDue(nothing, timeZone: world.timeZone))
    }
    try SessionRun.play(session, in: world)
  }

  static func render(_ status: ReviewStatus) -> String {
    "Due now: \(status.dueNow)\nDue in the next 24 hours: \(status.dueIn24Hours)\n"
      + "Learning: \(status.learning)\nMastered (stability over 21 days): \(status.mastered)\n"
  }

  static func nothingDue(_ nothing: NothingDue, timeZone: TimeZone?) -> String {
    let now = nothing.now
    guard let next = nothing.next else {
      return "Nothing to review yet: answer questions in a quiz or in practice, and what you "
        + "miss comes back here.\n"
    }
    let hours = Int((next.timeIntervalSince(now) / 3600).rounded(.up))
    let when = hours < 48 ? "in \(hours) hour\(hours == 1 ? "" : "s")" : "in \(hours / 24) days"
    return "Nothing is due. The next item is due \(when), "
      + "\(HistoryCommand.local(ISO8601.string(next), in: timeZone)).\n"
  }
}
