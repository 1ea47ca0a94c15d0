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
          player: try row.string("player"), score: try row.nonNegativeInt("score"),
          difficulty: try row.value("difficulty", Difficulty.self).rawValue,
          region: try row.value("region", Region.self).rawValue, date: try row.date("date")
        ).capped
      }
    }
  }

  /// The `limit` most recent quizzes, newest first, each with its questions handed
  /// to `body` as it is read, in one read transaction: nothing is kept, so a long
  /// history is written out as it is read, in the memory of one quiz. `body` runs
  /// `passes` times over the same quizzes (a table measures its rows before it
  /// writes them), with the pass's number, from 0.
  func history(limit: Int, passes: Int = 1, body: (_ pass: Int, HistoryEntry) throws -> Void) throws {
    try writer.read { db in
      let questions = try db.cachedStatement(
        sql: """
          SELECT rowid, infinitive, tense, person, CAST(answer AS BLOB) AS answer, correctForm,
            points, sentence
          FROM quizQuestion WHERE quizId = ? ORDER BY position
          """)
      for pass in 0..<passes {
        let quizzes = try Row.fetchCursor(
          db,
          sql: """
            SELECT id, date, player, score, region, difficulty, elapsedSeconds, kind FROM quiz
            ORDER BY date DESC, id DESC LIMIT ?
            """,
          arguments: [max(0, limit)])
        while let row = try quizzes.next() {
          let quiz = StoredRow(row, table: "quiz")
          let asked = try Row.fetchAll(questions, arguments: [quiz.id]).map {
            let question = StoredRow($0, table: "quizQuestion", idColumn: "rowid")
            return HistoryQuestion(
              infinitive: try question.string("infinitive"), tense: try question.string("tense"),
              person: try question.optionalString("person"), answer: try question.string("answer"),
              correctForm: try question.string("correctForm"), points: try question.points(),
              sentence: try question.optionalString("sentence"))
          }
          let points = asked.map(\.points)
          try body(
            pass,
            HistoryEntry(
              date: try quiz.date("date"), player: try quiz.optionalString("player"),
              score: try quiz.nonNegativeInt("score"), points: points.reduce(0, +),
              region: try quiz.value("region", Region.self).rawValue,
              difficulty: try quiz.value("difficulty", Difficulty.self).rawValue,
              elapsedSeconds: try quiz.nonNegativeInt("elapsedSeconds"), right: points.count { $0 == 10 },
              partial: points.count { $0 == 5 }, wrong: points.count { $0 == 0 },
              questions: asked, kind: try quiz.value("kind", SessionKind.self)))
        }
      }
    }
  }

  /// Accuracy per tense (in the order of `Tense.allCases`) and the `missedLimit`
  /// verbs most often answered wrong (most first, then alphabetically).
  ///
  /// Answers are counted by SQLite in groups of one name and one number of points,
  /// straight from indexes in that order (v7), and the few groups are added up here:
  /// nothing is worked out again for each answer.
  func stats(missedLimit: Int = 10) throws -> Stats {
    try writer.read { db in
      let quizzes = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM quiz") ?? 0
      let tenses = try Self.accuracy(
        db, by: "tense", where: "sentence IS NULL", order: Tense.allCases.map(\.rawValue))
      var verbs: [String: MissedVerb] = [:]
      for group in try Self.groups(db, by: "infinitive", where: "1") {
        let verb = verbs[group.name] ?? MissedVerb(infinitive: group.name, missed: 0, asked: 0)
        verbs[group.name] = MissedVerb(
          infinitive: group.name, missed: verb.missed + group.wrong, asked: verb.asked + group.asked)
      }
      // Most missed first, then by name as SQLite orders text (its bytes).
      let missed = verbs.values.filter { $0.missed > 0 }.sorted {
        $0.missed != $1.missed
          ? $0.missed > $1.missed : $0.infinitive.utf8.lexicographicallyPrecedes($1.infinitive.utf8)
      }.prefix(max(0, missedLimit))
      let topics = try Self.accuracy(
        db, by: "topic", where: "topic IS NOT NULL", order: ContextTopic.allCases.map(\.rawValue))
      var stats = Stats(quizzes: quizzes, tenses: tenses, mostMissed: Array(missed))
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
    var found: [String: TenseAccuracy] = [:]
    for group in try groups(db, by: column, where: condition) {
      let sum = found[group.name] ?? TenseAccuracy(tense: group.name, asked: 0, right: 0, partial: 0, wrong: 0)
      found[group.name] = TenseAccuracy(
        tense: group.name, asked: sum.asked + group.asked, right: sum.right + group.right,
        partial: sum.partial + group.partial, wrong: sum.wrong + group.wrong)
    }
    return found.values.sorted {
      (position[$0.tense] ?? .max, $0.tense) < (position[$1.tense] ?? .max, $1.tense)
    }
  }

  /// The answers `condition` keeps, counted by `column` and points: one group per
  /// name and number of points, its answers right (10 points), partly (5) or
  /// wrong (0). A group whose name is not text, or whose points are not 0, 5 or
  /// 10, is named with a row that holds it.
  private static func groups(_ db: Database, by column: String, where condition: String) throws
    -> [(name: String, asked: Int, right: Int, partial: Int, wrong: Int)]
  {
    var groups: [(name: String, asked: Int, right: Int, partial: Int, wrong: Int)] = []
    let rows = try Row.fetchCursor(
      db,
      sql: """
        SELECT 0 AS rowid, \(column), points, COUNT(*) AS asked
        FROM quizQuestion WHERE \(condition) GROUP BY \(column), points
        """)
    while let row = try rows.next() {
      let name: String
      let points: Int
      do {
        let group = StoredRow(row, table: "quizQuestion", idColumn: "rowid")
        (name, points) = (try group.string(column), try group.points())
      } catch let error as StoredValueError {
        // Which row holds it is looked up only now, not kept for every group.
        let id = try Int64.fetchOne(
          db,
          sql: "SELECT rowid FROM quizQuestion WHERE (\(condition)) AND \(column) IS ? AND points IS ? LIMIT 1",
          arguments: [row[column] as DatabaseValue, row["points"] as DatabaseValue])
        throw StoredValueError(
          table: error.table, row: id ?? 0, column: error.column, value: error.value, expected: error.expected)
      }
      let asked: Int = row["asked"]
      groups.append((name, asked, points == 10 ? asked : 0, points == 5 ? asked : 0, points == 0 ? asked : 0))
    }
    return groups
  }
}
