import Foundation
import GRDB

/// Reads and writes named by intent; every value is a bound argument.
extension AppDatabase {
  public func setting(_ key: String) throws -> String? {
    try writer.read { db in
      try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key])
    }
  }

  public func setSetting(_ key: String, _ value: String) throws {
    try writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO setting (key, value) VALUES (?, ?)
          ON CONFLICT (key) DO UPDATE SET value = excluded.value
          """,
        arguments: [key, value])
    }
  }

  /// Stores a finished quiz, its questions and (when given) its analytics event in
  /// one transaction; `player` nil keeps it off the leaderboard (the player opted
  /// out) but in the history.
  public func recordQuiz(
    _ score: Score, player: String?, event: (name: String, parameters: [String: String])? = nil
  ) throws {
    let date = ISO8601.string(score.date)
    let eventJSON = try event.map { try Self.json($0.parameters) }
    try writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO quiz (date, player, score, region, difficulty, elapsedSeconds)
          VALUES (?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          date, player, score.value, score.region.rawValue, score.difficulty.rawValue,
          score.elapsedSeconds,
        ])
      let quizId = db.lastInsertedRowID
      for (index, result) in score.results.enumerated() {
        try db.execute(
          sql: """
            INSERT INTO quizQuestion
              (quizId, position, infinitive, tense, person, answer, correctForm, points, date)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            quizId, index + 1, result.question.infinitive, result.question.tense.rawValue,
            result.question.person?.rawValue, result.answer, result.correctForm,
            result.grade.points, date,
          ])
      }
      if let event, let eventJSON {
        try Self.insertEvent(db, name: event.name, parameters: eventJSON, date: date)
      }
    }
  }

  public func recordEvent(_ name: String, parameters: [String: String], date: Date) throws {
    let json = try Self.json(parameters)
    try writer.write { db in
      try Self.insertEvent(db, name: name, parameters: json, date: ISO8601.string(date))
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
    let data = try JSONSerialization.data(withJSONObject: parameters, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  /// Best first; ties go to the earlier score.
  public func leaderboard(limit: Int) throws -> [LeaderboardEntry] {
    try writer.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT player, score, difficulty, region, date FROM quiz
          WHERE player IS NOT NULL ORDER BY score DESC, date, id LIMIT ?
          """,
        arguments: [max(0, limit)]
      ).map {
        LeaderboardEntry(
          player: $0["player"], score: $0["score"], difficulty: $0["difficulty"],
          region: $0["region"], date: $0["date"])
      }
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
}
