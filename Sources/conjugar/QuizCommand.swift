import ArgumentParser
import ConjugarCore

struct QuizCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "quiz", abstract: "Play a 50-question quiz (the default).",
    discussion: """
      Answers are read one per line. Type :q (or end the input) to stop; a quiz \
      stopped early reports nothing. Without a Spanish keyboard, type a' e' i' o' u' \
      for á é í ó ú, u: for ü and n~ for ñ.
      """)

  @Flag(help: "Print the questions the quiz would ask, without playing.")
  var listQuestions = false

  @Flag(help: "With --list-questions, print them as JSON.")
  var json = false

  @Option(help: "Shuffle the quiz from this seed, to replay one.")
  var seed: UInt64?

  @OptionGroup(title: "Launch options") var launch: LaunchOptions

  func validate() throws {
    if json && !listQuestions { throw ValidationError("--json goes with --list-questions") }
  }

  func run() throws {
    try Self.run(listQuestions: listQuestions, json: json, seed: seed)
  }

  /// The quiz in the World in force. `Main` calls it directly for a bare `conjugar`
  /// or `conjugar quiz`, sparing the argument parser's start-up work.
  static func run(listQuestions: Bool = false, json: Bool = false, seed: UInt64? = nil) throws {
    var randomness = Current.randomness
    if let seed { randomness = Randomness(shouldShuffle: true, seed: seed) }
    let questions = QuizComposer.compose(
      difficulty: Current.settings.difficulty, region: Current.settings.region,
      secondSingular: Current.settings.secondSingularQuiz, randomness: randomness)
    if listQuestions {
      Current.console.write(json ? try QuestionList.json(questions) : QuestionList.text(questions))
      return
    }
    try QuizPlayer(questions: questions).play()
  }
}

/// `conjugar quiz --list-questions`.
enum QuestionList {
  struct Entry: Encodable {
    let index: Int
    let question: Question

    enum CodingKeys: String, CodingKey { case index, infinitive, tense, person }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(index, forKey: .index)
      try container.encode(question.infinitive, forKey: .infinitive)
      try container.encode(question.tense.rawValue, forKey: .tense)
      try container.encode(question.person?.rawValue, forKey: .person)
    }
  }

  static func json(_ questions: [Question]) throws -> String {
    try JSONOutput.string(questions.enumerated().map { Entry(index: $0 + 1, question: $1) })
  }

  static func text(_ questions: [Question]) -> String {
    questions.enumerated().map { i, q in
      let number = String(i + 1)
      return String(repeating: " ", count: 2 - min(2, number.count)) + number + "  "
        + QuizText.describe(q)
    }.joined(separator: "\n") + "\n"
  }
}
