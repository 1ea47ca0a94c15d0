import Foundation
import GRDB

/// Reads over every answer ever given: the items (verb, tense, person) and days.
extension AppDatabase {
  /// Every item answered, with how often it was asked and missed (0 points).
  public func answeredItems() throws -> [AnsweredItem] {
    try writer.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT infinitive, tense, person, COUNT(*) AS asked, SUM(points = 0) AS missed
          FROM quizQuestion GROUP BY infinitive, tense, person ORDER BY infinitive, tense, person
          """
      ).compactMap { row in
        guard let infinitive = row["infinitive"] as String?, let tense = row["tense"] as String?
        else { return nil }
        return AnsweredItem(
          infinitive: infinitive, tense: tense, person: row["person"],
          asked: row["asked"] as Int? ?? 0, missed: row["missed"] as Int? ?? 0)
      }
    }
  }

  /// Answers per UTC day ("2024-05-01"), fully right and in all, for the days on
  /// or after `since`.
  public func dailyAnswers(since: Date) throws -> [(day: String, right: Int, asked: Int)] {
    try writer.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT substr(date, 1, 10) AS day, SUM(points = 10) AS right, COUNT(*) AS asked
          FROM quizQuestion WHERE date >= ? GROUP BY day ORDER BY day
          """,
        arguments: [ISO8601.string(since)]
      ).compactMap { row in
        guard let day = row["day"] as String? else { return nil }
        return (day, row["right"] as Int? ?? 0, row["asked"] as Int? ?? 0)
      }
    }
  }
}
