import Foundation
import GRDB

/// Writes named by intent; every value is a bound argument.
extension AppDatabase {
  public func setting(_ key: String) throws -> String? {
    try writer.read { db in
      try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key])
    }
  }

  public func setSetting(_ key: String, _ value: String) throws {
    try write { db in
      try db.execute(
        sql: """
          INSERT INTO setting (key, value) VALUES (?, ?)
          ON CONFLICT (key) DO UPDATE SET value = excluded.value
          """,
        arguments: [key, value])
    }
  }

  /// Forgets every setting: each reads as its default again.
  public func removeAllSettings() throws {
    try write { db in try db.execute(sql: "DELETE FROM setting") }
  }

  /// Stores a finished quiz and its questions in one transaction; `player` nil keeps
  /// it off the leaderboard (the player opted out) but in the history.
  public func recordQuiz(_ score: Score, player: String?) throws {
    let date = ISO8601.string(score.date)
    try write { db in
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
      let statement = try db.cachedStatement(
        sql: """
          INSERT INTO quizQuestion
            (quizId, position, infinitive, tense, person, answer, correctForm, points, date)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
          """)
      for (index, result) in score.results.enumerated() {
        try statement.execute(arguments: [
          quizId, index + 1, result.question.infinitive, result.question.tense.rawValue,
          result.question.person?.rawValue, result.answer, result.correctForm,
          result.grade.points, date,
        ])
      }
    }
  }

  public func recordEvent(_ name: String, parameters: [String: String], date: Date) throws {
    let data = try JSONSerialization.data(withJSONObject: parameters, options: [.sortedKeys])
    let json = String(decoding: data, as: UTF8.self)
    let date = ISO8601.string(date)
    try write { db in
      try db.execute(
        sql: "INSERT INTO analyticsEvent (date, name, parameters) VALUES (?, ?, ?)",
        arguments: [date, name, json])
    }
  }
}
