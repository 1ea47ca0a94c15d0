import GRDB

/// Reads named by intent, each in one deferred transaction; every value is a bound
/// argument. Every value read is checked against its column's type (`StoredRow`): a
/// tampered row throws `StoredValueError`, naming it, instead of stopping the program.
extension AppDatabase {
  /// Best first; ties go to the earlier score. `difficulty` nil: every difficulty.
  func leaderboard(limit: Int, difficulty: Difficulty? = nil) throws -> [LeaderboardEntry] {
    try writer.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT id, player, score, difficulty, region, date FROM leaderboardEntry
          WHERE ?1 IS NULL OR difficulty = ?1
          ORDER BY score DESC, date, id LIMIT ?2
          """,
        arguments: [difficulty?.rawValue, max(0, limit)]
      ).map {
        let row = StoredRow($0, table: "leaderboardEntry")
        return LeaderboardEntry(
          player: try row.string("player"), score: try row.int("score"),
          difficulty: try row.string("difficulty"), region: try row.string("region"),
          date: try row.string("date"))
      }
    }
  }

  /// The `limit` most recent quizzes, newest first, with their questions.
  func history(limit: Int) throws -> [HistoryEntry] {
    try writer.read { db in
      let quizzes = try Row.fetchAll(
        db,
        sql: """
          SELECT id, date, player, score, region, difficulty, elapsedSeconds, kind FROM quiz
          ORDER BY date DESC, id DESC LIMIT ?
          """,
        arguments: [max(0, limit)])
      let statement = try db.cachedStatement(
        sql: """
          SELECT rowid, infinitive, tense, person, CAST(answer AS BLOB) AS answer, correctForm,
            points, sentence
          FROM quizQuestion WHERE quizId = ? ORDER BY position
          """)
      return try quizzes.map { row in
        let quiz = StoredRow(row, table: "quiz")
        let questions = try Row.fetchAll(statement, arguments: [quiz.id]).map {
          let question = StoredRow($0, table: "quizQuestion", idColumn: "rowid")
          return HistoryQuestion(
            infinitive: try question.string("infinitive"), tense: try question.string("tense"),
            person: try question.optionalString("person"), answer: try question.string("answer"),
            correctForm: try question.string("correctForm"), points: try question.points(),
            sentence: try question.optionalString("sentence"))
        }
        let points = questions.map(\.points)
        return HistoryEntry(
          date: try quiz.string("date"), player: try quiz.optionalString("player"),
          score: try quiz.int("score"), points: points.reduce(0, +),
          region: try quiz.string("region"), difficulty: try quiz.string("difficulty"),
          elapsedSeconds: try quiz.int("elapsedSeconds"), right: points.count { $0 == 10 },
          partial: points.count { $0 == 5 }, wrong: points.count { $0 == 0 },
          questions: questions, kind: SessionKind(rawValue: try quiz.string("kind")) ?? .quiz)
      }
    }
  }

  /// Accuracy per tense (in the order of `Tense.allCases`) and the `missedLimit`
  /// verbs most often answered wrong (most first, then alphabetically).
  func stats(missedLimit: Int = 10) throws -> Stats {
    try writer.read { db in
      let quizzes = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM quiz") ?? 0
      let tenses = try Self.accuracy(
        db, by: "tense", where: "sentence IS NULL", order: Tense.allCases.map(\.rawValue))
      let missed = try Row.fetchAll(
        db,
        sql: """
          SELECT MIN(rowid) AS rowid, infinitive, SUM(points = 0) AS missed, COUNT(*) AS asked
          FROM quizQuestion
          GROUP BY infinitive HAVING missed > 0 ORDER BY missed DESC, infinitive LIMIT ?
          """,
        arguments: [max(0, missedLimit)]
      ).map {
        let row = StoredRow($0, table: "quizQuestion", idColumn: "rowid")
        return MissedVerb(
          infinitive: try row.string("infinitive"), missed: try row.int("missed"),
          asked: try row.int("asked"))
      }
      let topics = try Self.accuracy(
        db, by: "topic", where: "topic IS NOT NULL", order: ContextTopic.allCases.map(\.rawValue))
      var stats = Stats(quizzes: quizzes, tenses: tenses, mostMissed: missed)
      stats.topics = topics
      return stats
    }
  }

  /// Answers counted by `column` (tense, or a context sentence's topic) among the
  /// rows `condition` keeps, in `order` (names it does not list last, by name).
  private static func accuracy(
    _ db: Database, by column: String, where condition: String, order: [String]
  ) throws -> [TenseAccuracy] {
    let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    return try Row.fetchAll(
      db,
      sql: """
        SELECT MIN(rowid) AS rowid, \(column), COUNT(*) AS asked, SUM(points = 10) AS right,
          SUM(points = 5) AS partial, SUM(points = 0) AS wrong
        FROM quizQuestion WHERE \(condition) GROUP BY \(column)
        """
    ).map {
      let row = StoredRow($0, table: "quizQuestion", idColumn: "rowid")
      return TenseAccuracy(
        tense: try row.string(column), asked: try row.int("asked"), right: try row.int("right"),
        partial: try row.int("partial"), wrong: try row.int("wrong"))
    }.sorted { (position[$0.tense] ?? .max, $0.tense) < (position[$1.tense] ?? .max, $1.tense) }
  }

  /// Row counts of the quiz, quizQuestion and analyticsEvent tables.
  func counts() throws -> (quizzes: Int, questions: Int, events: Int) {
    try writer.read { db in
      (
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM quiz") ?? 0,
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM quizQuestion") ?? 0,
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM analyticsEvent") ?? 0
      )
    }
  }

  /// `PRAGMA integrity_check`'s verdict: ["ok"] for a sound file.
  func integrityCheck() throws -> [String] {
    try writer.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
  }

  /// Quizzes whose question count is not `expected` (a quiz is stored whole or not
  /// at all, so none).
  func incompleteQuizzes(expected: Int = Scoring.questionCount) throws -> Int {
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
