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

  /// The root, whose launch options are read before or after the subcommand.
  @ParentCommand var conjugar: Conjugar

  var dataUse: DataUse { listQuestions ? .reads : .writes }

  func validate() throws {
    try QuizCommand.validate(listQuestions: listQuestions, json: json)
  }

  /// The session these options ask for. Every option is checked here, once,
  /// before the World opens (or creates) the database (`checkBeforeLaunch`): a
  /// usage error leaves a fresh machine untouched.
  var plan: SessionPlan {
    get throws {
      let count = try SessionPlan.checked(self.count)
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
          throw CommandFailure(
            "--level must be A2, B1, B2 or C1, not \"\(TerminalText.safe(level))\"", exitStatus: .usage)
        }
        cefr = named
      }
      return try .context(topics: chosen, level: cefr, count: count, seed: seed)
    }
  }

  func checkBeforeLaunch() throws { _ = try plan }

  func run() throws {
    let world = Current
    let session = try Sessions.start(plan, in: world)
    let sentences = session.questions.compactMap { $0.sentence.flatMap(world.contexts.sentence) }
    if listQuestions {
      world.console.write(
        json ? Self.json(sentences, catalog: world.catalog) : Self.text(sentences, width: world.console.columns))
      return
    }
    if session.isShort {
      let n = sentences.count
      world.console.write("Only \(n) sentence\(n == 1 ? " matches" : "s match") these choices.\n")
    }
    try SessionRun.play(session, in: world, englishFirst: english)
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
