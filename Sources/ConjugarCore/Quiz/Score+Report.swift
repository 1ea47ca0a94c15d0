extension Score {
  /// The end of a finished quiz, through the World in force: the score to the
  /// leaderboard, the completion to analytics, a promptable action to the review
  /// prompter. A quiz quit early never gets here.
  public func report() {
    Current.gameCenter.reportScore(self)
    Current.analytics.recordEvent(
      "quizCompleted",
      parameters: [
        "score": String(value), "points": String(points), "region": region.rawValue,
        "difficulty": difficulty.rawValue, "elapsedSeconds": String(elapsedSeconds),
      ])
    Current.reviewPrompter.promptableActionHappened()
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
