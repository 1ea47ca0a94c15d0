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

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  var dataUse: DataUse { listQuestions ? .reads : .writes }

  func validate() throws {
    try QuizCommand.validate(listQuestions: listQuestions, json: json)
  }

  /// The session these options ask for. Every choice the options and the catalog
  /// alone can judge is checked here, once, before the World opens (or creates)
  /// the database (`checkBeforeLaunch`), so a usage error leaves a fresh machine
  /// untouched; the rest (`--top`, `--verbs-from`) needs the World's catalog.
  var plan: SessionPlan {
    get throws {
      .practice(
        try PracticeChoice(
          tenses: tenses, verbs: verbs, verbsFrom: verbsFrom, top: top, persons: persons,
          irregularOnly: irregular, count: count),
        seed: seed)
    }
  }

  func checkBeforeLaunch() throws { _ = try plan }

  func run() throws {
    let world = Current
    let session = try Sessions.start(plan, in: world)
    if listQuestions { return QuestionList.write(session.questions, json: json, in: world) }
    if session.isShort {
      // No item is asked twice in a session: a narrow choice gives fewer questions.
      let n = session.questions.count
      world.console.write(
        "Only \(n) question\(n == 1 ? " matches" : "s match") these choices (none is asked twice).\n")
    }
    try SessionRun.play(session, in: world)
  }
}
