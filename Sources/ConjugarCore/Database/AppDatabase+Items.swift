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
            SUM(points = 0) AS missed, 0 AS scheduleOnly
          FROM quizQuestion GROUP BY infinitive, tense, person, sentence
          UNION ALL
          SELECT 0 AS rowid, infinitive, tense, NULLIF(person, '') AS person, NULL AS sentence, reviews AS asked,
            lastRating = 1 AS missed, 1 AS scheduleOnly
          FROM reviewItem r WHERE NOT EXISTS (
            SELECT 1 FROM quizQuestion q
            WHERE q.infinitive = r.infinitive AND q.tense = r.tense AND q.person IS NULLIF(r.person, ''))
          ) ORDER BY sentence IS NOT NULL, infinitive, tense, person, sentence
          """)
      while let row = try rows.next() {
        if (row["scheduleOnly"] as Int?) == 1 {
          if let item = try Self.scheduledItem(row) { try body(item) }
          continue
        }
        // Checked like every read: a tampered value is named, never a crash. A
        // group's counts are SQLite's own (COUNT, SUM), sound whatever the file
        // holds; its tense and person are what another program may have written.
        let item = StoredRow(row, table: "quizQuestion", idColumn: "rowid")
        try body(
          AnsweredItem(
            infinitive: try item.string("infinitive"), tense: try item.tense(),
            person: try item.person(), asked: try item.int("asked"),
            missed: try item.int("missed"), sentence: try item.optionalString("sentence")))
      }
    }
  }

  /// An item answered only in a session left before its end, from its schedule:
  /// nil for a schedule of a tense or person conjugar does not know (a review
  /// passes over those rows too: `unreadableReviewItems`); a count of reviews
  /// below 1 is named by the row's key (the table has no rowids).
  private static func scheduledItem(_ row: Row) throws -> AnsweredItem? {
    let item = StoredRow(row, table: "reviewItem", idColumn: "rowid")
    guard let infinitive: String = row.lenient("infinitive"), let tense: String = row.lenient("tense"),
      Tense(rawValue: tense) != nil
    else { return nil }
    let person: String? = row.lenient("person")
    if let person, Person(rawValue: person) == nil { return nil }
    let reviews: DatabaseValue = row["asked"]
    guard case let .int64(count) = reviews.storage, count >= 1, let asked = Int(exactly: count) else {
      var failure = item.failure("reviews", reviews, "a whole number of 1 or more")
      failure.key = [infinitive, tense, person ?? ""].joined(separator: ", ")
      throw failure
    }
    return AnsweredItem(
      infinitive: infinitive, tense: tense, person: person, asked: asked, missed: try item.int("missed"))
  }

  /// Answers per local day ("2024-05-01", `LearnerDay.local`: the days the tutor's
  /// calendar shows), fully right and in all, for the answers at or after `since`.
  /// Counted per UTC hour in SQL, each hour then put on its local day.
  func dailyAnswers(since: Date) throws -> [(day: String, right: Int, asked: Int)] {
    try writer.read { db in
      var local: [String: (right: Int, asked: Int)] = [:]
      let hours = try Row.fetchAll(
        db,
        sql: """
          SELECT MIN(rowid) AS rowid, substr(date, 1, 13) AS hour, SUM(points = 10) AS right,
            COUNT(*) AS asked
          FROM quizQuestion WHERE date >= ? GROUP BY hour ORDER BY hour
          """,
        arguments: [ISO8601.string(since)])
      for row in hours {
        let day = StoredRow(row, table: "quizQuestion", idColumn: "rowid")
        let hour = try day.string("hour")
        let text = String(hour.prefix(10))
        // A day that is none ('garbage' sorts after every date and passes the
        // WHERE; 2024-02-30) is named by a row that holds it, the first of its group.
        guard ISO8601.canonicalDate(text + "T00:00:00Z") != nil else {
          let date =
            try DatabaseValue.fetchOne(db, sql: "SELECT date FROM quizQuestion WHERE rowid = ?", arguments: [day.id])
            ?? .null
          throw day.failure("date", date, StoredRow.dateForm)
        }
        let (right, asked) = (try day.nonNegativeInt("right"), try day.nonNegativeInt("asked"))
        // Its hour ("2024-05-01T22"), or midnight when the date has none that reads.
        var instant = ISO8601.canonicalDate(text + "T00:00:00Z") ?? since
        if let value = Int(hour.dropFirst(11).prefix(2)), hour.count == 13, (0..<24).contains(value) {
          instant += Double(value * 3600)
        }
        let localDay = LearnerDay.local(instant)
        let sum = local[localDay] ?? (0, 0)
        local[localDay] = (
          min(Self.maximumCount, sum.right + min(right, Self.maximumCount)),
          min(Self.maximumCount, sum.asked + min(asked, Self.maximumCount))
        )
      }
      let recorded = local.map { (day: $0.key, right: $0.value.right, asked: $0.value.asked) }.sorted {
        $0.day < $1.day
      }
      // Answers kept without a session (v-db-answer-days), added to their day's.
      var kept: [String: (right: Int, asked: Int)] = [:]
      let rows = try Row.fetchCursor(
        db, sql: "SELECT day, asked, right FROM answerDay WHERE day >= ?",
        arguments: [String(ISO8601.string(since).prefix(10))])
      while let row = try rows.next() {
        let stored = StoredRow(row, table: "answerDay", idColumn: "day")
        let text = try stored.string("day")
        func named(_ column: String, _ expected: String) -> StoredValueError {
          var failure = stored.failure(column, row[column], expected)
          failure.key = StoredRow.shown(row["day"])
          return failure
        }
        guard ISO8601.canonicalDate(text + "T00:00:00Z") != nil else { throw named("day", "a day such as 2024-05-01") }
        // Saturated, not trusted to add up (issue 45, 4).
        guard let asked = row.count(at: 1) else { throw named("asked", StoredRow.nonNegative) }
        guard let right = row.count(at: 2) else { throw named("right", StoredRow.nonNegative) }
        kept[text] = (right, asked)
      }
      guard !kept.isEmpty else { return recorded }
      var merged: [(day: String, right: Int, asked: Int)] = recorded.map { day in
        guard let more = kept.removeValue(forKey: day.day) else { return day }
        return (day.day, min(Self.maximumCount, day.right + more.right), min(Self.maximumCount, day.asked + more.asked))
      }
      merged += kept.map { (day: $0.key, right: $0.value.right, asked: $0.value.asked) }
      return merged.sorted { $0.day < $1.day }
    }
  }
}
