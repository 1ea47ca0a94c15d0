extension Score {
  /// The end of a finished quiz, through the World in force: the score to the
  /// leaderboard and the completion to analytics (`record`), then a promptable
  /// action to the review prompter. A quiz quit early never gets here.
  public func report() {
    record()
    Current.reviewPrompter.promptableActionHappened()
  }

  /// The score to the leaderboard and the completion to analytics. When the World
  /// has a database (device: the quiz row, its questions and the event all go to
  /// it), their writes are committed in one transaction: the quiz is stored whole or
  /// not at all. Simulator writes nothing here; unitTest's spies just record.
  public func record() {
    let send = {
      Current.gameCenter.reportScore(self)
      Current.analytics.recordEvent(
        "quizCompleted",
        parameters: [
          "score": String(value), "points": String(points), "region": region.rawValue,
          "difficulty": difficulty.rawValue, "elapsedSeconds": String(elapsedSeconds),
        ])
    }
    guard let database = Current.database else { return send() }
    do {
      try database.inOneTransaction(send)
    } catch {
      Current.console.writeError("conjugar: the quiz was not saved: \(database.explain(error))\n")
    }
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
