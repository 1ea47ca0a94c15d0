extension Score {
  /// The end of a finished quiz, through the World in force: the score to the
  /// leaderboard, the completion to analytics, a promptable action to the review
  /// prompter. A quiz quit early never gets here. A score the leaderboard could not
  /// save throws (and tells analytics and the prompter nothing).
  public func report() throws {
    try Current.gameCenter.reportScore(self)
    Current.analytics.recordEvent(Self.completionEvent, parameters: analyticsParameters)
    Current.reviewPrompter.promptableActionHappened()
  }

  /// The analytics event of a finished quiz.
  public static let completionEvent = "quizCompleted"

  public var analyticsParameters: [String: String] {
    [
      "score": String(value), "points": String(points), "region": region.rawValue,
      "difficulty": difficulty.rawValue, "elapsedSeconds": String(elapsedSeconds),
    ]
  }
}

extension QuizComposer {
  /// The questions the World in force would ask, from its settings and randomness.
  public static func currentQuestions() -> [Question] {
    compose(
      difficulty: Current.settings.difficulty, region: Current.settings.region,
      secondSingular: Current.settings.secondSingularQuiz, randomness: Current.randomness)
  }
}
