import ArgumentParser
import ConjugarCore

/// `conjugar practice`: drill what you choose. Not ranked: it goes to the history
/// as practice and feeds the review schedule, never the leaderboard.
struct PracticeCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "practice", abstract: "Drill the tenses, verbs and persons you choose.",
    discussion: """
      Tenses by key (preterito) or as you say them (preterito with or without its accent, preterite, \
      "imperfect subjunctive"), persons yo tu vos el nosotros vosotros ellos (usted, \
      ustedes), verbs from the catalog; each option may be given several times. \
      Without them: the tenses of your difficulty, frequent verbs, the persons your \
      region and secondSingularQuiz allow. Answer as in the quiz (:q quits, :say).
      """)

  @Option(name: .customLong("tense"), help: "A tense to drill (repeatable).")
  var tenses: [String] = []

  @Option(name: .customLong("verb"), help: "A verb to drill (repeatable).")
  var verbs: [String] = []

  @Option(name: .customLong("person"), help: "A person to drill (repeatable).")
  var persons: [String] = []

  @Flag(help: "Only verbs with irregular forms in the chosen tenses.")
  var irregular = false

  @Option(parsing: .unconditional, help: "How many questions (1 to 500).")
  var count = PracticeFilter.defaultCount

  @Option(help: "Draw the questions from this seed, to replay a session.")
  var seed: UInt64?

  @Flag(help: "Print the questions without playing.")
  var listQuestions = false

  @Flag(help: "With --list-questions, print them as JSON.")
  var json = false

  @OptionGroup(title: "Launch options") var launch: LaunchOptions

  /// The root, whose launch options are read before or after the subcommand.

  @ParentCommand var conjugar: Conjugar

  var writesData: Bool { !listQuestions }

  func validate() throws {
    try QuizCommand.validate(listQuestions: listQuestions, json: json)
  }

  /// Every choice the catalog alone can judge, before the World opens (or
  /// creates) the database: the same one line and exit status 2 as in `run`.
  func checkBeforeLaunch() throws {
    guard PracticeFilter.countRange.contains(count) else { throw PracticeError.badCount(count) }
    for name in tenses { _ = try LearnerNames.tense(name) }
    for name in persons { _ = try LearnerNames.person(name) }
    if !verbs.isEmpty {
      var filter = PracticeFilter(verbs: verbs, count: count)
      _ = try PracticeCatalog.context(
        for: &filter, catalog: .standard, settings: Settings(defaultPlayerName: "player"))
    }
  }

  func run() throws {
    try Self.run(
      Choice(
        tenses: tenses, verbs: verbs, persons: persons, irregular: irregular, count: count,
        seed: seed, listQuestions: listQuestions, json: json),
      in: Current)
  }

  /// The options as plain values; `Choice()` is a bare `conjugar practice`, which
  /// `Main` runs without the argument parser.
  struct Choice: Equatable {
    var tenses: [String] = []
    var verbs: [String] = []
    var persons: [String] = []
    var irregular = false
    var count = PracticeFilter.defaultCount
    var seed: UInt64? = nil
    var listQuestions = false
    var json = false
  }

  /// Practice, or its list of questions, in `world`, as `choice` says.
  static func run(_ choice: Choice, in world: World) throws {
    try QuizCommand.validate(listQuestions: choice.listQuestions, json: choice.json)
    // A count out of range is refused in one line, like the other impossible choices.
    guard PracticeFilter.countRange.contains(choice.count) else { throw PracticeError.badCount(choice.count) }
    var filter = PracticeFilter(
      tenses: try choice.tenses.map { name throws(LearnerNameError) in try LearnerNames.tense(name) },
      verbs: choice.verbs,
      persons: try choice.persons.map { name throws(LearnerNameError) in try LearnerNames.person(name) },
      irregularOnly: choice.irregular, count: choice.count, seed: choice.seed ?? world.randomness.seed)
    let context = try PracticeCatalog.context(
      for: &filter, catalog: world.catalog, settings: world.settings)
    let questions = try PracticeSelector.questions(filter, in: context)
    if !choice.listQuestions && questions.count < choice.count {
      // No item is asked twice in a session: a narrow choice gives fewer questions.
      let n = questions.count
      world.console.write(
        "Only \(n) question\(n == 1 ? " matches" : "s match") these choices (none is asked twice).\n")
    }
    try SessionRun.play(questions, kind: .practice, in: world, list: choice.listQuestions, json: choice.json)
  }
}

/// Listing or playing a session's questions, the same for quiz, practice and review.
enum SessionRun {
  static func play(
    _ questions: [Question], kind: SessionKind, in world: World, list: Bool, json: Bool
  ) throws {
    if list {
      world.console.write(json ? QuestionList.json(questions) : QuestionList.text(questions))
      return
    }
    let session = QuizSession(
      questions: questions, settings: world.settings, catalog: world.catalog,
      startDate: world.clock.now(), kind: kind)
    var player = QuizPlayer(session: session, world: world)
    try player.play()
  }
}
