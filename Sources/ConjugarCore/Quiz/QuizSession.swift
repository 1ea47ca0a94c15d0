import FoundationEssentials

/// One session (a ranked quiz, practice or review) from its first question to
/// its saved record: the one owner of that flow. The front end reads lines and
/// prints; the session grades (`answer`) and, at the end (run by SessionEnding,
/// which decides what happens when and in which order), reports once through the
/// World it is given (`finish`): the session and the new schedules of its items to
/// the records and, for a ranked quiz only, the score to the leaderboard, the
/// completion to analytics and a promptable action to the review prompter.
public struct QuizSession: Sendable {
  /// The questions, the answers so far and the start.
  public private(set) var game: QuizGame
  /// The settings the quiz was started with (region, difficulty, second person).
  public let settings: Settings
  /// A ranked quiz, practice, review or context session: only a ranked quiz reaches the leaderboard.
  public let kind: SessionKind
  /// What the session was started from (`Sessions.start`).
  public let plan: SessionPlan
  /// Why each question is asked, in order, when the plan gave reasons (`given`).
  public let reasons: [String]
  /// A review that found nothing to ask: when the next item falls due (nil when
  /// the session has questions).
  public let nothingDue: NothingDue?
  let catalog: VerbCatalog
  let contexts: ContextSentences

  /// A session of `questions` as they are: `Sessions.start`, the one entry the
  /// program starts sessions by, makes it; tests make one of their own questions.
  package init(
    questions: [Question], settings: Settings, catalog: VerbCatalog, startDate: Date,
    kind: SessionKind = .quiz, contexts: ContextSentences = .embedded, plan: SessionPlan? = nil,
    reasons: [String] = [], nothingDue: NothingDue? = nil
  ) {
    self.settings = settings
    self.kind = kind
    self.catalog = catalog
    self.contexts = contexts
    self.plan = plan ?? .given(questions.map { PlannedQuestion($0, reason: "") }, kind: kind)
    self.reasons = reasons
    self.nothingDue = nothingDue
    game = QuizGame(
      questions: questions, region: settings.region, difficulty: settings.difficulty,
      startDate: startDate, answerKey: Self.answerKey(catalog, contexts: contexts),
      verbForms: QuizGame.verbForms(catalog))
  }

  /// A question's accepted answers: its form, or for a context sentence every
  /// reading the sentence lists (`ContextSentence.accepted`).
  static func answerKey(_ catalog: VerbCatalog, contexts: ContextSentences) -> @Sendable (Question) -> Form? {
    let named = QuizGame.answerKey(catalog)
    return { question in
      guard let id = question.sentence else { return named(question) }
      return contexts.sentence(id)?.accepted(in: catalog)
    }
  }

  /// Fewer questions than the plan asked for matched it (none is asked twice).
  public var isShort: Bool { questions.count < plan.count }

  /// Why the current question is asked, when the plan said (`SessionPlan.given`).
  public var currentReason: String? {
    guard game.number <= reasons.count else { return nil }
    let reason = reasons[game.number - 1]
    return reason.isEmpty ? nil : reason
  }

  /// Every question of the session, in the order asked.
  public var questions: [Question] { game.questions }
  var isFinished: Bool { game.isFinished }

  /// Grades an answer to the current question and moves on; nil once finished. A
  /// wrong answer comes with why when the rules know (another person, another
  /// tense, the verb made regular, a common mistake). `help` is what the learner
  /// asked for before answering: a hint caps the question at 5 points everywhere,
  /// the table or the tense's summary in a ranked quiz only.
  public mutating func answer(_ text: String, help: Set<QuizHelp> = []) throws(QuizError) -> QuestionResult? {
    let capped = help.contains(.hint) || (kind == .quiz && !help.isEmpty)
    let sentence = currentSentence
    // Read in its sentence: words the sentence already shows around the slot
    // ("no salgan" after its "No") are not the slot's, and cost nothing.
    var text = text
    if let sentence, let accepted = sentence.accepted(in: catalog),
      AnswerGrader.grade(text, against: accepted) == .wrong
    {
      text = sentence.slotContent(of: text)
    }
    guard var result = try game.answer(text, helped: capped) else { return nil }
    // A context sentence's own line: its cue, its refused alternatives, the tense.
    if result.grade == .wrong, let sentence {
      result.explanation = ContextExplanation.explain(text, to: sentence, catalog: catalog, region: settings.region)
    }
    return result
  }

  /// The current question's asked form (a context sentence's as its slot shows
  /// it, without the sentence's "no"), nil once finished.
  var currentForm: Form? {
    if let sentence = currentSentence { return sentence.readings.first.flatMap { sentence.spellings($0, in: catalog) } }
    return game.currentQuestion.flatMap { catalog.conjugation(of: $0.infinitive)?.form($0.tense, $0.person) }
  }

  /// The context sentence the current question asks, if it is one.
  public var currentSentence: ContextSentence? {
    game.currentQuestion?.sentence.flatMap { contexts.sentence($0) }
  }

  /// What the `level`th `:hint` shows of the current answer.
  public func hint(level: Int) -> String {
    guard let question = game.currentQuestion, let form = currentForm else { return "" }
    return QuizHelpText.hint(form.primary, infinitive: question.infinitive, level: level)
  }

  /// Whether a `level`th `:hint` would show more than the one before.
  public func hasMoreHints(level: Int) -> Bool {
    guard let question = game.currentQuestion, let form = currentForm else { return false }
    return QuizHelpText.hasMore(form.primary, infinitive: question.infinitive, level: level)
  }

  /// The `:table` of the current question: its tense, the answer blanked.
  public func table() -> [QuizHelpText.Row] {
    guard let question = game.currentQuestion, let forms = VerbForms(infinitive: question.infinitive, catalog: catalog)
    else { return [] }
    return QuizHelpText.table(
      question, forms: forms, region: settings.region, secondSingular: settings.secondSingularQuiz)
  }

  /// The score of the session ended at `end`.
  public func score(endingAt end: Date) -> Score { game.finalScore(at: end) }

  /// Reports the session, ended at `end` (one reading of the clock, the one its
  /// results were shown with), through `world`, once, and returns its score. The
  /// quiz is recorded first; if that fails nothing else is reported and the error
  /// says the quiz was not kept. A score the leaderboard refuses is in the history
  /// but not on the board, and says so.
  ///
  /// Not public: a session is ended by `SessionEnding.finish`, which also saves
  /// under the lock's watch and sends what waits for the class board. Ending it
  /// here would leave the class board's queue unsent.
  package func finish(endingAt end: Date, in world: World) throws(QuizNotSaved) -> Score {
    let score = self.score(endingAt: end)
    let ranked = kind == .quiz
    let player = ranked && world.gameCenter.isAuthenticated(settings) ? settings.playerName : nil
    try world.records.record(
      FinishedQuiz(
        score: score, player: player, kind: kind,
        outboxID: player != nil ? world.gameCenter.outboxID() : nil,
        topics: Self.topics(of: score.results, in: world.contexts)))
    let event = AnalyticsEvent.completed(kind, score)
    if let player { try world.gameCenter.reportScore(score, player: player, console: world.console) }
    world.analytics.recordEvent(
      event.name, parameters: event.parameters, at: world.clock.now(), console: world.console)
    if ranked {
      world.reviewPrompter.promptableActionHappened(
        at: world.clock.now(), store: world.settingsStore, console: world.console)
    }
    return score
  }

  /// The topic of each context sentence answered, by id, as the history keeps it.
  static func topics(of results: [QuestionResult], in contexts: ContextSentences) -> [String: String] {
    var topics: [String: String] = [:]
    for id in results.compactMap(\.question.sentence) where topics[id] == nil {
      topics[id] = contexts.sentence(id)?.topic.rawValue
    }
    return topics
  }

  /// A session left before its end (`:q`, end of input), ranked or not: the items
  /// answered so far get their new schedules (and so reach `export --anki`),
  /// nothing else is reported (no history, no leaderboard, no analytics; issue 24
  /// §5). Returns how many answers were kept. Not public: `SessionEnding.stop` is
  /// the way to end a session early.
  @discardableResult
  package func keepAnswered(in world: World) throws(QuizNotSaved) -> Int {
    let results = game.results
    guard !results.isEmpty else { return 0 }
    try world.records.keep(results, at: world.clock.now(), topics: Self.topics(of: results, in: world.contexts))
    return results.count
  }

  /// Each item's schedule after this session's answers, in the order given (an item
  /// asked twice is reviewed twice): FSRS-6, right → Good, an accent slipped →
  /// Hard, wrong → Again.
  package static func schedules(
    after results: [QuestionResult], previous: [ReviewItem], at date: Date,
    fsrs: FSRS = FSRS()
  ) -> [ReviewItem] {
    var cards = Dictionary(previous.map { ($0.question, $0.schedule) }, uniquingKeysWith: { $1 })
    var order: [Question] = []
    for result in results {
      if !order.contains(result.question) { order.append(result.question) }
      cards[result.question] = fsrs.review(
        cards[result.question], FSRSRating(result.grade), at: date)
    }
    return order.compactMap { question in cards[question].map { ReviewItem(question, $0) } }
  }
}

/// The analytics events conjugar records, each derived in one place.
struct AnalyticsEvent: Sendable, Hashable {
  let name: String
  let parameters: [String: String]

  /// A finished session: quizCompleted, practiceCompleted or reviewCompleted.
  static func completed(_ kind: SessionKind, _ score: Score) -> AnalyticsEvent {
    AnalyticsEvent(
      name: kind.rawValue + "Completed",
      parameters: [
        "score": String(score.value), "points": String(score.points),
        "region": score.region.rawValue, "difficulty": score.difficulty.rawValue,
        "elapsedSeconds": String(score.elapsedSeconds),
      ])
  }
}

/// Help a learner can ask for without leaving a question (`:hint`, `:table`, `:info`).
public enum QuizHelp: String, Sendable, Hashable, CaseIterable {
  /// `:hint`: the start of the answer.
  case hint
  /// `:table`: the verb's other forms in the tense asked.
  case table
  /// `:info`: the tense's page.
  case info
}
