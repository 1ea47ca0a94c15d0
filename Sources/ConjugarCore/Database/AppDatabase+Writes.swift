import Foundation
import GRDB

/// Writes named by intent, each in one IMMEDIATE transaction; every value is a bound
/// argument.
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

  /// Forgets every setting: each reads as its default again.
  public func removeAllSettings() throws {
    try writer.write { db in try db.execute(sql: "DELETE FROM setting") }
  }

  /// Stores a finished quiz, its questions and (when given) its analytics event in
  /// one transaction; `player` nil keeps it off the leaderboard (the player opted
  /// out) but in the history.
  ///
  /// A finished quiz is worth waiting for: when another program holds the write
  /// lock past the busy timeout, the commit is tried again, `attempts` times in all.
  public func recordQuiz(
    _ score: Score, player: String?, event: (name: String, parameters: [String: String])? = nil,
    attempts: Int = 4
  ) throws {
    let date = ISO8601.string(score.date)
    let eventJSON = try event.map { try Self.json($0.parameters) }
    var attempt = 1
    while true {
      do {
        try writer.write { db in
          try Self.insertQuiz(db, score, player: player, date: date)
          if let event, let eventJSON {
            try Self.insertEvent(db, name: event.name, parameters: eventJSON, date: date)
          }
        }
        return
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY && attempt < attempts {
        attempt += 1
      }
    }
  }

  public func recordEvent(_ name: String, parameters: [String: String], date: Date) throws {
    let json = try Self.json(parameters)
    try writer.write { db in
      try Self.insertEvent(db, name: name, parameters: json, date: ISO8601.string(date))
    }
  }

  private static func insertQuiz(_ db: Database, _ score: Score, player: String?, date: String)
    throws
  {
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
}
