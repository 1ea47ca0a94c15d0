import Foundation

/// One quiz from its first question to its saved score: the one owner of that flow.
/// The front end reads lines and prints; the session grades (`answer`) and, at the
/// end, reports once through the World it is given (`finish`): the quiz to the
/// records, the score to the leaderboard, the completion to analytics, a promptable
/// action to the review prompter.
public struct QuizSession: Sendable {
  public private(set) var game: QuizGame
  /// The settings the quiz was started with (region, difficulty, second person).
  public let settings: Settings

  public init(questions: [Question], settings: Settings, catalog: VerbCatalog, startDate: Date) {
    self.settings = settings
    game = QuizGame(
      questions: questions, region: settings.region, difficulty: settings.difficulty,
      startDate: startDate, answerKey: QuizGame.answerKey(catalog))
  }

  /// The ranked quiz of the World's settings, shuffled as its randomness says (or
  /// from `seed`), starting now by its clock.
  public static func ranked(in world: World, seed: UInt64? = nil) -> QuizSession {
    var randomness = world.randomness
    if let seed { randomness = Randomness(shouldShuffle: true, seed: seed) }
    let questions = QuizComposer.compose(
      difficulty: world.settings.difficulty, region: world.settings.region,
      secondSingular: world.settings.secondSingularQuiz, randomness: randomness)
    return QuizSession(
      questions: questions, settings: world.settings, catalog: world.catalog,
      startDate: world.clock.now())
  }

  public var questions: [Question] { game.questions }
  public var isFinished: Bool { game.isFinished }

  /// Grades an answer to the current question and moves on; nil once finished.
  public mutating func answer(_ text: String) throws(QuizError) -> QuestionResult? {
    try game.answer(text)
  }

  /// Reports the finished quiz through `world`, once, and returns its score. The
  /// quiz is recorded first; if that fails nothing else is reported and the error
  /// says the quiz was not kept. A score the leaderboard refuses is in the history
  /// but not on the board, and says so.
  public func finish(in world: World) throws(QuizNotSaved) -> Score {
    let score = game.finalScore(at: world.clock.now())
    let player = world.gameCenter.isAuthenticated ? settings.playerName : nil
    try world.records.record(FinishedQuiz(score: score, player: player))
    if player != nil { try world.gameCenter.reportScore(score) }
    let event = AnalyticsEvent.quizCompleted(score)
    world.analytics.recordEvent(event.name, parameters: event.parameters)
    world.reviewPrompter.promptableActionHappened()
    return score
  }
}

/// The analytics events conjugar records, each derived in one place.
public struct AnalyticsEvent: Sendable, Hashable {
  public let name: String
  public let parameters: [String: String]

  /// A finished quiz.
  public static func quizCompleted(_ score: Score) -> AnalyticsEvent {
    AnalyticsEvent(
      name: "quizCompleted",
      parameters: [
        "score": String(score.value), "points": String(score.points),
        "region": score.region.rawValue, "difficulty": score.difficulty.rawValue,
        "elapsedSeconds": String(score.elapsedSeconds),
      ])
  }
}
