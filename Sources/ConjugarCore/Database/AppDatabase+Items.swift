import FoundationEssentials
import GRDB

/// Reads over every answer ever given: the items (verb, tense, person) and days.
extension AppDatabase {
  /// Every item answered, with how often it was asked and missed (0 points),
  /// each handed to `body` as it is read (nothing is kept), in one read
  /// transaction. Items answered only in a session left before its end (`:q`)
  /// have a schedule but no question in the history: they count too, asked as
  /// often as reviewed, missed when their last answer was (the schedule keeps no
  /// more). Answers are grouped by item straight from the index in that
  /// order (v8), which also finds at once whether a schedule's item was ever asked.
  func answeredItems(_ body: (AnsweredItem) throws -> Void) throws {
    try writer.read { db in
      let rows = try Row.fetchCursor(
        db,
        sql: """
          SELECT * FROM (
          SELECT MIN(rowid) AS rowid, infinitive, tense, person, sentence, COUNT(*) AS asked,
            SUM(points = 0) AS missed
          FROM quizQuestion GROUP BY infinitive, tense, person, sentence
          UNION ALL
          SELECT 0 AS rowid, infinitive, tense, NULLIF(person, '') AS person, NULL AS sentence, reviews AS asked,
            lastRating = 1 AS missed
          FROM reviewItem r WHERE NOT EXISTS (
            SELECT 1 FROM quizQuestion q
            WHERE q.infinitive = r.infinitive AND q.tense = r.tense AND q.person IS NULLIF(r.person, ''))
          ) ORDER BY sentence IS NOT NULL, infinitive, tense, person, sentence
          """)
      while let row = try rows.next() {
        // Checked like every read: a tampered value is named, never a crash.
        let item = StoredRow(row, table: "quizQuestion", idColumn: "rowid")
        try body(
          AnsweredItem(
            infinitive: try item.string("infinitive"), tense: try item.string("tense"),
            person: try item.optionalString("person"), asked: try item.int("asked"),
            missed: try item.int("missed"), sentence: try item.optionalString("sentence")))
      }
    }
  }

  /// Answers per UTC day ("2024-05-01"), fully right and in all, for the days on
  /// or after `since`.
  func dailyAnswers(since: Date) throws -> [(day: String, right: Int, asked: Int)] {
    try writer.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT MIN(rowid) AS rowid, substr(date, 1, 10) AS day, SUM(points = 10) AS right,
            COUNT(*) AS asked
          FROM quizQuestion WHERE date >= ? GROUP BY day ORDER BY day
          """,
        arguments: [ISO8601.string(since)]
      ).map { row in
        let day = StoredRow(row, table: "quizQuestion", idColumn: "rowid")
        return (try day.string("day"), try day.int("right"), try day.int("asked"))
      }
    }
  }
}
