import ArgumentParser
import ConjugarCore

/// `conjugar practice`: drill what you choose. Not ranked: it goes to the history
/// as practice and feeds the review schedule, never the leaderboard.
struct PracticeCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "practice", abstract: "Drill the tenses, verbs and persons you choose.",
    discussion: PracticeCommand.discussion)

  /// The help's discussion: how to choose, then every name --tense and --person
  /// accept (the shell completions offer the same).
  static let discussion: String = {
    let (tenses, groups) = LearnerNames.tenseNames
    var lines = [
      "Choose tenses, verbs and persons; each option may be given several times. Without them "
        + "you get the tenses of your difficulty, frequent verbs, and the persons your region and "
        + "secondSingularQuiz ask. A person you name is asked whatever the settings say (--person "
        + "vos, --person tu). Answer as in the quiz (:q quits, :say).",
      "",
      "Names may be typed with or without accents, in any case, with spaces or hyphens.",
      "",
      "Groups of tenses:",
    ]
    for group in groups {
      lines.append("  " + group.names.joined(separator: ", ") + ": " + group.keys.joined(separator: ", "))
    }
    lines += ["", "Tenses (the key, then the other names it answers to):"]
    for tense in tenses {
      lines.append("  " + tense.key + ": " + tense.names.joined(separator: ", "))
    }
    lines += ["", "Persons:"]
    for person in LearnerNames.personNames {
      lines.append("  " + person.names.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }()

  /// What the shell completes after --tense and --person: every name, spaces as
  /// hyphens (the names are matched with or without them).
  static let tenseCompletions: [String] = {
    let (tenses, groups) = LearnerNames.tenseNames
    let names = groups.flatMap(\.names) + tenses.flatMap { [$0.key] + $0.names }
    var seen: Set<String> = []
    return names.map { name in String(name.filter { $0 != "(" && $0 != ")" }.map { $0 == " " ? "-" : $0 }) }
      .filter { seen.insert($0).inserted }
  }()

  static let personCompletions: [String] = LearnerNames.personNames.flatMap(\.names)

  @Option(
    name: .customLong("tense"),
    help: "A tense, or a group such as subjunctive, imperative or \"perfect tenses\" (repeatable).",
    completion: .list(PracticeCommand.tenseCompletions))
  var tenses: [String] = []

  @Option(name: .customLong("verb"), help: "A verb to drill (repeatable).")
  var verbs: [String] = []

  @Option(
    help: ArgumentHelp(
      "Drill the verbs listed in this file, one infinitive a line (# starts a comment).",
      valueName: "file"),
    completion: .file())
  var verbsFrom: String?

  @Option(help: ArgumentHelp("Drill the N most frequent verbs of the catalog.", valueName: "N"))
  var top: Int?

  @Option(
    name: .customLong("person"), help: "A person to drill (repeatable); overrides the settings.",
    completion: .list(PracticeCommand.personCompletions))
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
    for name in tenses { _ = try LearnerNames.tenses(name) }
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
        tenses: tenses, verbs: verbs, verbsFrom: verbsFrom, top: top, persons: persons, irregular: irregular,
        count: count, seed: seed, listQuestions: listQuestions, json: json),
      in: Current)
  }

  /// The options as plain values; `Choice()` is a bare `conjugar practice`, which
  /// `Main` runs without the argument parser.
  struct Choice: Equatable {
    var tenses: [String] = []
    var verbs: [String] = []
    var verbsFrom: String? = nil
    var top: Int? = nil
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
    var verbs = choice.verbs
    if let top = choice.top {
      let ranked = VerbList.mostFrequent(Int.max, in: world.catalog)
      guard top >= 1, top <= ranked.count else {
        throw CommandFailure("--top must be from 1 to \(ranked.count), not \(top)", exitStatus: .usage)
      }
      verbs += ranked.prefix(top)
    }
    if let path = choice.verbsFrom {
      let names = VerbList.names(in: try VerbList.contents(of: path))
      guard !names.isEmpty else { throw VerbListError.empty(path) }
      for (line, name) in names {
        do { verbs.append(try PracticeCatalog.resolve(name, in: world.catalog)) } catch {
          throw VerbListError.unknownVerb(path, line: line, error)
        }
      }
    }
    var filter = PracticeFilter(
      tenses: try choice.tenses.flatMap { name throws(LearnerNameError) in try LearnerNames.tenses(name) },
      verbs: verbs,
      persons: try choice.persons.map { name throws(LearnerNameError) in try LearnerNames.person(name) },
      irregularOnly: choice.irregular, count: choice.count, seed: choice.seed ?? world.randomness.seed)
    let context = try PracticeCatalog.context(
      for: &filter, catalog: world.catalog, settings: world.settings)
    let formal = LearnerNames.formalPersons(choice.persons)
    let questions = try PracticeSelector.questions(filter, in: context).map { question in
      var question = question
      question.addressedFormally = question.person.map(formal.contains) ?? false
      return question
    }
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
      world.console.write(
        json ? QuestionList.json(questions) : QuestionList.text(questions, width: world.console.columns))
      return
    }
    let session = QuizSession(
      questions: questions, settings: world.settings, catalog: world.catalog,
      startDate: world.clock.now(), kind: kind)
    var player = QuizPlayer(session: session, world: world)
    try player.play()
  }
}
