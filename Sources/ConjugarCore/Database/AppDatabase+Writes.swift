import FoundationEssentials
import GRDB

/// Writes named by intent, each in one IMMEDIATE transaction; every value is a bound
/// argument.
extension AppDatabase {
  /// One stored setting, nil when never written.
  func setting(_ key: String) throws -> String? {
    try settings()[key]
  }

  /// Writes one setting (its own transaction).
  func setSetting(_ key: String, _ value: String) throws {
    try modifySettings { $0[key] = value }
  }

  /// Every stored setting, in one read.
  func settings() throws -> [String: String] {
    try writer.read(Self.readSettings)
  }

  /// Reads every setting, lets `body` change them and writes back what changed, in
  /// one IMMEDIATE transaction: another process's change in between is never lost.
  func modifySettings<T>(_ body: (inout [String: String]) -> T) throws -> T {
    try checkStillAtPath()
    return try writer.write { db in
      var stored = try Self.readSettings(db)
      let before = stored
      let result = body(&stored)
      for key in before.keys where stored[key] == nil {
        try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
      }
      for (key, value) in stored where before[key] != value {
        try db.execute(
          sql: """
            INSERT INTO setting (key, value) VALUES (?, ?)
            ON CONFLICT (key) DO UPDATE SET value = excluded.value
            """,
          arguments: [key, value])
      }
      return result
    }
  }

  private static func readSettings(_ db: Database) throws -> [String: String] {
    var stored: [String: String] = [:]
    for row in try Row.fetchAll(db, sql: "SELECT rowid, key, value FROM setting") {
      let setting = StoredRow(row, table: "setting", idColumn: "rowid")
      stored[try setting.string("key")] = try setting.string("value")
    }
    return stored
  }

  /// Stores a finished quiz and its questions, and updates the schedules of the
  /// items answered, in one transaction; `player` nil means the player kept off the
  /// leaderboard. The schedules are read and written inside that transaction, so
  /// two processes answering the same item lose neither review.
  ///
  /// A finished quiz is worth waiting for: when another program holds the write
  /// lock past the busy timeout, the commit is tried again, `attempts` times in all.
  func recordQuiz(
    _ score: Score, player: String?, kind: SessionKind = .quiz, outboxID: String? = nil,
    topics: [String: String] = [:], attempts: Int = 4
  ) throws {
    let date = ISO8601.string(score.date)
    let learning = LearningEvent.events(score.results, topics: topics)
    try checkStillAtPath()
    try retryingWhenBusy(attempts: attempts) {
      try writer.write { db in
        try Self.insertQuiz(db, score, player: player, kind: kind, date: date, topics: topics)
        try Self.applyAnswers(db, score.results, at: score.date)
        try Self.applyLearning(db, learning, at: score.date)
        // The class board's outbox: queued with the quiz, or not at all.
        if let outboxID {
          try db.execute(
            sql: """
              INSERT INTO classBoardOutbox (id, score, difficulty, region, date, elapsedSeconds)
              VALUES (?, ?, ?, ?, ?, ?)
              """,
            arguments: [
              outboxID, score.value, score.difficulty.rawValue, score.region.rawValue, date,
              score.elapsedSeconds,
            ])
        }
      }
    }
  }

  /// Updates the schedules of answered items alone (a practice or review left
  /// before its end), in one transaction; `topics` as for a finished quiz.
  func keepAnswers(
    _ answers: [QuestionResult], at date: Date, topics: [String: String] = [:], attempts: Int = 4
  ) throws {
    let learning = LearningEvent.events(answers, topics: topics)
    try checkStillAtPath()
    try retryingWhenBusy(attempts: attempts) {
      try writer.write { db in
        try Self.applyAnswers(db, answers, at: date)
        try Self.applyLearning(db, learning, at: date)
        try Self.countKeptAnswers(db, answers, at: date)
      }
    }
  }

  /// Puts a score on the local leaderboard.
  func recordLeaderboardEntry(_ score: Score, player: String, attempts: Int = 4) throws {
    try checkStillAtPath()
    try retryingWhenBusy(attempts: attempts) {
      try writer.write { db in
        try db.execute(
          sql: """
            INSERT INTO leaderboardEntry (player, score, difficulty, region, date)
            VALUES (?, ?, ?, ?, ?)
            """,
          arguments: [
            player, score.value, score.difficulty.rawValue, score.region.rawValue,
            ISO8601.string(score.date),
          ])
      }
    }
  }

  /// Whether another connection holds the write lock now: a write transaction is
  /// begun with no busy timeout and rolled back at once, and the timeout put back.
  /// Any other failure says nothing about a lock, so it answers false and leaves
  /// the save to report it.
  func isWriteLocked() -> Bool {
    do {
      return try writer.writeWithoutTransaction { db in
        let timeout = try Int.fetchOne(db, sql: "PRAGMA busy_timeout") ?? 0
        try db.execute(sql: "PRAGMA busy_timeout = 0")
        defer { try? db.execute(sql: "PRAGMA busy_timeout = \(timeout)") }
        do {
          try db.execute(sql: "BEGIN IMMEDIATE")
        } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
          return true
        }
        try db.execute(sql: "ROLLBACK")
        return false
      }
    } catch {
      return false
    }
  }

  /// Whether the write lock could be had within as long as a save waits for it
  /// (the busy timeout, `attempts` times): taken and given back at once. Other
  /// conjugars saving let go within it; a program that keeps it does not. Any
  /// other failure says nothing about a lock, and answers true.
  func writeLockFrees(attempts: Int = 4) -> Bool {
    do {
      try retryingWhenBusy(attempts: attempts) {
        try writer.writeWithoutTransaction { db in
          try db.execute(sql: "BEGIN IMMEDIATE")
          try db.execute(sql: "ROLLBACK")
        }
      }
      return true
    } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
      return false
    } catch {
      return true
    }
  }

  private func retryingWhenBusy(attempts: Int, _ body: () throws -> Void) throws {
    var attempt = 1
    while true {
      do {
        return try body()
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && attempt < attempts {
        attempt += 1
      }
    }
  }

  func recordEvent(_ name: String, parameters: [String: String], date: Date) throws {
    let json = try Self.json(parameters)
    try checkStillAtPath()
    try writer.write { db in
      try Self.insertEvent(db, name: name, parameters: json, date: ISO8601.string(date))
    }
  }

  private static func insertQuiz(
    _ db: Database, _ score: Score, player: String?, kind: SessionKind, date: String,
    topics: [String: String]
  ) throws {
    try db.execute(
      sql: """
        INSERT INTO quiz (date, player, score, region, difficulty, elapsedSeconds, kind)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        date, player, score.value, score.region.rawValue, score.difficulty.rawValue,
        score.elapsedSeconds, kind.rawValue,
      ])
    let quizId = db.lastInsertedRowID
    let statement = try db.cachedStatement(
      sql: """
        INSERT INTO quizQuestion
          (quizId, position, infinitive, tense, person, answer, correctForm, points, date, sentence, topic)
        VALUES (?, ?, ?, ?, ?, CAST(? AS TEXT), ?, ?, ?, ?, ?)
        """)
    for (index, result) in score.results.enumerated() {
      try statement.execute(arguments: [
        quizId, index + 1, result.question.infinitive, result.question.tense.rawValue,
        // The answer's bytes, cast to text: bound as a string, SQLite would stop at
        // the first NUL. History reads it back the same way (CAST AS BLOB).
        result.question.person?.rawValue, Data(result.answer.utf8), result.correctForm,
        result.grade.points, date, result.question.sentence,
        result.question.sentence.flatMap { topics[$0] },
      ])
    }
  }

  private static func insertEvent(_ db: Database, name: String, parameters: String, date: String)
    throws
  {
    try db.execute(
      sql: "INSERT INTO analyticsEvent (date, name, parameters) VALUES (?, ?, ?)",
      arguments: [date, name, parameters])
  }

  private static func json(_ parameters: [String: String]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(parameters), as: UTF8.self)
  }
}
