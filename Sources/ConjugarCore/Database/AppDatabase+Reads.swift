import GRDB

/// Reads named by intent, each in one deferred transaction; every value is a bound
/// argument.
extension AppDatabase {
  /// Best first; ties go to the earlier score. `difficulty` nil: every difficulty.
  public func leaderboard(limit: Int, difficulty: Difficulty? = nil) throws -> [LeaderboardEntry] {
    try writer.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT player, score, difficulty, region, date FROM leaderboardEntry
          WHERE ?1 IS NULL OR difficulty = ?1
          ORDER BY score DESC, date, id LIMIT ?2
          """,
        arguments: [difficulty?.rawValue, max(0, limit)]
      ).map {
        LeaderboardEntry(
          player: $0["player"], score: $0["score"], difficulty: $0["difficulty"],
          region: $0["region"], date: $0["date"])
      }
    }
  }

  /// The `limit` most recent quizzes, newest first, with their questions.
  public func history(limit: Int) throws -> [HistoryEntry] {
    try writer.read { db in
      let quizzes = try Row.fetchAll(
        db,
        sql: """
          SELECT id, date, player, score, region, difficulty, elapsedSeconds FROM quiz
          ORDER BY date DESC, id DESC LIMIT ?
          """,
        arguments: [max(0, limit)])
      let statement = try db.cachedStatement(
        sql: """
          SELECT infinitive, tense, person, answer, correctForm, points FROM quizQuestion
          WHERE quizId = ? ORDER BY position
          """)
      return try quizzes.map { quiz in
        let questions = try Row.fetchAll(statement, arguments: [quiz["id"] as Int64]).map {
          HistoryQuestion(
            infinitive: $0["infinitive"], tense: $0["tense"], person: $0["person"],
            answer: $0["answer"], correctForm: $0["correctForm"], points: $0["points"])
        }
        let points = questions.map(\.points)
        return HistoryEntry(
          date: quiz["date"], player: quiz["player"], score: quiz["score"],
          points: points.reduce(0, +), region: quiz["region"], difficulty: quiz["difficulty"],
          elapsedSeconds: quiz["elapsedSeconds"], right: points.count { $0 == 10 },
          partial: points.count { $0 == 5 }, wrong: points.count { $0 == 0 },
          questions: questions)
      }
    }
  }

  /// Accuracy per tense (in the order of `Tense.allCases`) and the `missedLimit`
  /// verbs most often answered wrong (most first, then alphabetically).
  public func stats(missedLimit: Int = 10) throws -> Stats {
    try writer.read { db in
      let quizzes = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM quiz") ?? 0
      let order = Dictionary(
        uniqueKeysWithValues: Tense.allCases.enumerated().map { ($1.rawValue, $0) })
      let tenses = try Row.fetchAll(
        db,
        sql: """
          SELECT tense, COUNT(*) AS asked, SUM(points = 10) AS right,
            SUM(points = 5) AS partial, SUM(points = 0) AS wrong
          FROM quizQuestion GROUP BY tense
          """
      ).map {
        TenseAccuracy(
          tense: $0["tense"], asked: $0["asked"], right: $0["right"], partial: $0["partial"],
          wrong: $0["wrong"])
      }.sorted { (order[$0.tense] ?? .max, $0.tense) < (order[$1.tense] ?? .max, $1.tense) }
      let missed = try Row.fetchAll(
        db,
        sql: """
          SELECT infinitive, SUM(points = 0) AS missed, COUNT(*) AS asked FROM quizQuestion
          GROUP BY infinitive HAVING missed > 0 ORDER BY missed DESC, infinitive LIMIT ?
          """,
        arguments: [max(0, missedLimit)]
      ).map { MissedVerb(infinitive: $0["infinitive"], missed: $0["missed"], asked: $0["asked"]) }
      return Stats(quizzes: quizzes, tenses: tenses, mostMissed: missed)
    }
  }

  /// Row counts of the quiz, quizQuestion and analyticsEvent tables.
  public func counts() throws -> (quizzes: Int, questions: Int, events: Int) {
    try writer.read { db in
      (
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM quiz") ?? 0,
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM quizQuestion") ?? 0,
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM analyticsEvent") ?? 0
      )
    }
  }

  /// `PRAGMA integrity_check`'s verdict: ["ok"] for a sound file.
  public func integrityCheck() throws -> [String] {
    try writer.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
  }

  /// Quizzes whose question count is not `expected` (a quiz is stored whole or not
  /// at all, so none).
  public func incompleteQuizzes(expected: Int = Scoring.questionCount) throws -> Int {
    try writer.read { db in
      try Int.fetchOne(
        db,
        sql: """
          SELECT COUNT(*) FROM quiz
          WHERE kind = 'quiz' AND (SELECT COUNT(*) FROM quizQuestion WHERE quizId = quiz.id) <> ?
          """,
        arguments: [expected]) ?? 0
    }
  }
}
