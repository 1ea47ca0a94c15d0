import FoundationEssentials
import GRDB

/// The spaced-repetition schedule: one row per item (verb, tense, person).
extension AppDatabase {
  /// The schedules of `questions` (every item when nil).
  public func reviewItems(for questions: Set<Question>? = nil) throws -> [ReviewItem] {
    try writer.read { db in
      let rows = try Row.fetchAll(
        db,
        sql: """
          SELECT infinitive, tense, person, stability, difficulty, lastReview, due, lastRating
          FROM reviewItem ORDER BY due, infinitive, tense, person
          """)
      return rows.compactMap { row -> ReviewItem? in
        guard let item = Self.reviewItem(row) else { return nil }
        return questions.map { $0.contains(item.question) } ?? true ? item : nil
      }
    }
  }

  /// A stored row as an item; nil for a row that does not read as one (a tampered
  /// file): it is left out of reviews rather than stopping them.
  static func reviewItem(_ row: Row) -> ReviewItem? {
    // `lenient`: a value of the wrong type reads as nil (GRDB's `as` would stop
    // the program); a non-finite number would poison the scheduler's arithmetic.
    guard let infinitive: String = row.lenient("infinitive"),
      let tense = (row.lenient("tense") as String?).flatMap(Tense.init(rawValue:)),
      let stability: Double = row.lenient("stability"), stability.isFinite,
      let difficulty: Double = row.lenient("difficulty"), difficulty.isFinite,
      let last = (row.lenient("lastReview") as String?).flatMap(ISO8601.date),
      let due = (row.lenient("due") as String?).flatMap(ISO8601.date),
      let rating = (row.lenient("lastRating") as Int?).flatMap(FSRSRating.init(rawValue:))
    else { return nil }
    let personText: String = row.lenient("person") ?? ""
    let person = personText.isEmpty ? nil : Person(rawValue: personText)
    return ReviewItem(
      Question(infinitive, tense, person),
      CardSchedule(
        memory: MemoryState(stability: stability, difficulty: difficulty), lastReview: last,
        due: due, lastRating: rating))
  }

  /// Stores new schedules (inside a write transaction the caller holds).
  static func storeReviews(_ db: Database, _ items: [ReviewItem]) throws {
    let statement = try db.cachedStatement(
      sql: """
        INSERT INTO reviewItem
          (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (infinitive, tense, person) DO UPDATE SET
          stability = excluded.stability, difficulty = excluded.difficulty,
          lastReview = excluded.lastReview, due = excluded.due,
          lastRating = excluded.lastRating, reviews = reviews + 1
        """)
    for item in items {
      let schedule = item.schedule
      try statement.execute(arguments: [
        item.question.infinitive, item.question.tense.rawValue,
        item.question.person?.rawValue ?? "", schedule.memory.stability,
        schedule.memory.difficulty, ISO8601.string(schedule.lastReview),
        ISO8601.string(schedule.due), schedule.lastRating.rawValue,
      ])
    }
  }
}
