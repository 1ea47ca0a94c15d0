import ArgumentParser
import ConjugarCore

struct QuizCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "quiz",
    abstract: "Play a 50-question quiz (the default).",
    // Help texts stay ASCII: the manual page generator drops every other letter.
    discussion: """
      Answers are read one per line; :help lists what else can be typed (:hint, \
      :table, :info, :say). Type :q (or end the input) to stop; the answers of a \
      quiz stopped early count for review, not for the leaderboard. Without a Spanish keyboard, type a' e' i' o' u' \
      for the accented vowels, u: for u with a diaeresis and n~ for n with a tilde.
      """)

  @Flag(help: "Print the questions the quiz would ask, without playing.")
  var listQuestions = false

  @Flag(help: "With --list-questions, print them as JSON.")
  var json = false

  @Option(help: "Shuffle the quiz from this seed, to replay one.")
  var seed: UInt64?

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  var dataUse: DataUse { listQuestions ? .reads : .writes }

  func validate() throws {
    try Self.validate(listQuestions: listQuestions, json: json)
  }

  static func validate(listQuestions: Bool, json: Bool) throws {
    if json && !listQuestions { throw ValidationError("--json goes with --list-questions") }
  }

  func run() throws {
    let world = Current
    let session = try Sessions.start(.quiz(seed: seed), in: world)
    if listQuestions { return QuestionList.write(session.questions, json: json, in: world) }
    try SessionRun.play(session, in: world)
  }
}

/// Playing a session at the terminal, the same for every kind.
enum SessionRun {
  /// Plays `session` and returns the answers given (fewer than its questions when
  /// the learner left). `flow`: the session is a part of a longer flow.
  @discardableResult
  static func play(
    _ session: QuizSession, in world: World, englishFirst: Bool = false, flow: QuizPlayer.Flow? = nil
  ) throws -> [QuestionResult] {
    var player = QuizPlayer(session: session, world: world)
    player.englishFirst = englishFirst
    player.flow = flow
    // One topic chosen: naming it before each answer gives nothing away.
    if case .context(let topics, _, _) = session.plan.questions { player.showsTopic = topics.count == 1 }
    try player.play()
    return player.session.game.results
  }
}

/// `conjugar quiz --list-questions`.
enum QuestionList {
  /// The questions on the World's console, as text or JSON.
  static func write(_ questions: [Question], json: Bool, in world: World) {
    world.console.write(
      json ? Self.json(questions) : text(questions, contexts: world.contexts, width: world.console.columns))
  }

  static func json(_ questions: [Question]) -> String {
    JSON.array(
      questions.enumerated().map { index, question in
        .object(
          [
            .init("index", .int(index + 1)), .init("infinitive", .string(question.infinitive)),
            .init("tense", .string(question.tense.rawValue)),
            .init("person", .optional(question.person?.rawValue)),
          ] + (question.sentence.map { [.init("sentence", .string($0))] } ?? []))
      }
    ).text
  }

  static func text(_ questions: [Question], contexts: ContextSentences, width: Int) -> String {
    var table = TextTable([.right, .left])
    for (index, question) in questions.enumerated() {
      table.append([String(index + 1), QuizText.describe(question, contexts: contexts)])
    }
    return table.renderWrappingLast(width: width)
  }
}
