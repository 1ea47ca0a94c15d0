import ArgumentParser
import ConjugarCore

/// `conjugar context`: sentences where the learner chooses the tense. Each
/// sentence is a review item; the session goes to the history as `context`.
struct ContextCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "context", abstract: "Fill in sentences, choosing the tense each one needs.",
    discussion: """
      Each sentence has a slot (___) and the verb to put in it; the tense is yours to \
      choose. The English and the topic come after your answer (:hint shows the English \
      first). Topics: \(ContextTopic.allCases.map(\.rawValue).joined(separator: ", ")) \
      (or preterite, subjunctive, si, imperative..., or an info page they practise: \
      gerundio, pronominal, participio...). Answer as in the quiz (:q quits, :say).
      """)

  @Option(name: .customLong("topic"), help: "A topic to practise (repeatable).")
  var topics: [String] = []

  @Option(help: "Only sentences of this CEFR level (A2, B1, B2, C1).")
  var level: String?

  @Option(parsing: .unconditional, help: "How many sentences (1 to 500).")
  var count = 20

  @Option(help: "Draw the sentences from this seed, to replay a session.")
  var seed: UInt64?

  @Flag(
    help: """
      An easier mode (for A2 learners): the English shown above each sentence, \
      before you answer.
      """)
  var english = false

  @Flag(help: "Print the sentences without playing.")
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

  /// A count out of range is refused before the World opens, or creates, the
  /// database: a usage error leaves a fresh machine untouched.
  func checkBeforeLaunch() throws {
    guard PracticeFilter.countRange.contains(count) else { throw PracticeError.badCount(count) }
  }

  func run() throws {
    let world = Current
    guard PracticeFilter.countRange.contains(count) else { throw PracticeError.badCount(count) }
    var chosen: [ContextTopic] = []
    for name in topics {
      guard let named = ContextTopic.named(name) else {
        if let page = ContextTopic.unpractisedInfoPage(name) {
          throw CommandFailure(Self.unpractised(page), exitStatus: .usage)
        }
        throw CommandFailure(
          "unknown topic \"\(TerminalText.safe(name))\"; topics: "
            + ContextTopic.allCases.map(\.rawValue).joined(separator: ", "), exitStatus: .usage)
      }
      chosen += named.filter { !chosen.contains($0) }
    }
    var cefr: CEFRLevel?
    if let level {
      guard let named = CEFRLevel(rawValue: level.uppercased()) else {
        throw CommandFailure("--level must be A2, B1, B2 or C1, not \"\(TerminalText.safe(level))\"", exitStatus: .usage)
      }
      cefr = named
    }
    let library = try ContextLibrary.standard()
    var randomness = world.randomness
    if let seed { randomness = Randomness(shouldShuffle: true, seed: seed) }
    let sentences = library.select(
      topics: chosen, level: cefr, settings: world.settings, randomness: randomness, count: count)
    guard !sentences.isEmpty else {
      throw CommandFailure("no sentence matches these choices", exitStatus: .usage)
    }
    if listQuestions {
      world.console.write(
        json ? Self.json(sentences, catalog: world.catalog) : Self.text(sentences, width: world.console.columns))
      return
    }
    if sentences.count < count {
      let n = sentences.count
      world.console.write("Only \(n) sentence\(n == 1 ? " matches" : "s match") these choices.\n")
    }
    let session = QuizSession(
      questions: sentences.map(\.question), settings: world.settings, catalog: world.catalog,
      startDate: world.clock.now(), kind: .context)
    var player = QuizPlayer(session: session, world: world)
    player.englishFirst = english
    // One topic chosen: naming it before each answer gives nothing away.
    player.showsTopic = chosen.count == 1
    try player.play()
  }

  /// An info page no context topic practises: what the sentences offer instead.
  static func unpractised(_ page: String) -> String {
    let topics = ContextTopic.allCases.map(\.rawValue).joined(separator: ", ")
    if page == "voseo" {
      return "no topic practises voseo alone: vos sentences join every topic when "
        + "secondSingularQuiz is Vos; topics: " + topics
    }
    return "no context sentences practise the info page \"\(page)\"; topics: " + topics
  }

  /// `--list-questions --json`: id, sentence, infinitive, person (when the
  /// sentence shows it), every accepted answer, topic and level.
  static func json(_ sentences: [ContextSentence], catalog: VerbCatalog) -> String {
    JSON.array(
      sentences.map { s in
        .object(
          [
            .init("id", .string(s.id)), .init("sentence", .string(s.text)),
            .init("infinitive", .string(s.verb)),
          ] + (s.showsPerson ? [.init("person", .string(s.subject.rawValue))] : []) + [
            .init("answers", .array((s.accepted(in: catalog)?.accepted ?? []).map(JSON.string))),
            .init("topic", .string(s.topic.rawValue)), .init("level", .string(s.level.rawValue)),
          ])
      }
    ).text
  }

  static func text(_ sentences: [ContextSentence], width: Int) -> String {
    let number = String(sentences.count).count
    return sentences.enumerated().map { index, s in
      let head = String(index + 1).leftPadded(to: number) + "  "
      return TextWrap.wrap(head + s.prompt, width: width, indent: number + 2) + "\n"
    }.joined()
  }
}
