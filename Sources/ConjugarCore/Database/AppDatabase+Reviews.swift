import FoundationEssentials
import GRDB

/// The spaced-repetition schedule: one row per item (verb, tense, person).
extension AppDatabase {
  /// The schedules of `questions` (every item when nil), soonest due first, ties
  /// in the order of (infinitive, tense, person).
  func reviewItems(for questions: Set<Question>? = nil) throws -> [ReviewItem] {
    let items = try writer.read { db in
      var items: [ReviewItem] = []
      for (query, sentence) in [(Self.reviewItemsQuery, false), (Self.contextItemsQuery, true)] {
        let rows = try Row.fetchCursor(db, sql: query)
        while let row = try rows.next() {
          guard let item = sentence ? Self.contextItem(row) : Self.reviewItem(row),
            questions.map({ $0.contains(item.question) }) ?? true
          else { continue }
          items.append(item)
        }
      }
      return items
    }
    return Self.soonestDueFirst(items)
  }

  /// Every context sentence's schedule: the sentence, then the columns
  /// `reviewItem(_:)` reads.
  static let contextItemsQuery = """
    SELECT sentence, infinitive, tense, person, stability, difficulty, lastReview, due, lastRating
    FROM contextReviewItem
    """

  /// A stored context schedule as an item (its question names the sentence); nil
  /// for a row that does not read as one.
  static func contextItem(_ row: Row) -> ReviewItem? {
    guard !row.hasNull(atIndex: 0) else { return nil }
    let sentence: String = row[0]
    guard !sentence.isEmpty, let item = reviewItem(row, from: 1) else {
      return nil
    }
    let q = item.question
    return ReviewItem(Question(q.infinitive, q.tense, q.person, sentence: sentence), item.schedule)
  }

  /// Every schedule, in the columns `reviewItem(_:)` reads.
  static let reviewItemsQuery = """
    SELECT infinitive, tense, person, stability, difficulty, lastReview, due, lastRating
    FROM reviewItem
    """

  /// Items soonest due first, ties in the order given (the table's key order).
  static func soonestDueFirst(_ items: [ReviewItem]) -> [ReviewItem] {
    items.enumerated().sorted {
      ($0.element.schedule.due, $0.offset) < ($1.element.schedule.due, $1.offset)
    }.map(\.element)
  }

  /// A stored row as an item; nil for a row that does not read as one (a tampered
  /// file): it is left out of reviews rather than stopping them. The row must come
  /// from a SELECT of infinitive, tense, person, stability, difficulty, lastReview,
  /// due, lastRating, in that order.
  ///
  /// Columns are read with SQLite's conversions after a NULL check (GRDB stops the
  /// program on a NULL read as a non-optional): a value of another type is
  /// converted as SQLite converts it ('abc' reads as 0) and then fails the checks
  /// of what a schedule holds.
  static func reviewItem(_ row: Row, from first: Int = 0) -> ReviewItem? {
    for column in first..<(first + 8) where row.hasNull(atIndex: column) { return nil }
    let infinitive: String = row[first]
    let personText: String = row[first + 2]
    let stability: Double = row[first + 3]
    let difficulty: Double = row[first + 4]
    let ratingValue: Int64 = row[first + 7]
    // A non-finite number would poison the scheduler's arithmetic.
    guard !infinitive.isEmpty, stability.isFinite, stability > 0, difficulty.isFinite,
      (1...10).contains(difficulty),
      let tense = Tense(rawValue: row[first + 1] as String),
      let last = storedDate(row[first + 5]), let due = storedDate(row[first + 6]),
      let rating = FSRSRating(rawValue: Int(clamping: ratingValue))
    else { return nil }
    let person: Person?
    if personText.isEmpty {
      person = nil
    } else if let named = Person(rawValue: personText) {
      person = named
    } else {
      return nil
    }
    return ReviewItem(
      Question(infinitive, tense, person),
      CardSchedule(
        memory: MemoryState(stability: stability, difficulty: difficulty), lastReview: last,
        due: due, lastRating: rating))
  }

  /// A date as stored (`ISO8601.string`); nil for text that is no date.
  static func storedDate(_ text: String) -> Date? {
    ISO8601.canonicalDate(text) ?? ISO8601.date(text)
  }

  /// Updates the schedule of each item answered (inside a write transaction the
  /// caller holds): the stored schedules read, FSRS applied to the answers in
  /// order (`QuizSession.schedules`), the results written back.
  static func applyAnswers(_ db: Database, _ answers: [QuestionResult], at date: Date) throws {
    guard !answers.isEmpty else { return }
    let select = try db.cachedStatement(
      sql: """
        SELECT infinitive, tense, person, stability, difficulty, lastReview, due, lastRating
        FROM reviewItem WHERE infinitive = ? AND tense = ? AND person = ?
        """)
    let selectSentence = try db.cachedStatement(sql: contextItemsQuery + " WHERE sentence = ?")
    var seen: Set<Question> = []
    var previous: [ReviewItem] = []
    for question in answers.map(\.question) where seen.insert(question).inserted {
      if let sentence = question.sentence {
        if let row = try Row.fetchOne(selectSentence, arguments: [sentence]), let item = contextItem(row) {
          previous.append(item)
        }
        continue
      }
      let arguments: StatementArguments = [
        question.infinitive, question.tense.rawValue, question.person?.rawValue ?? "",
      ]
      if let row = try Row.fetchOne(select, arguments: arguments), let item = reviewItem(row) {
        previous.append(item)
      }
    }
    try storeReviews(db, QuizSession.schedules(after: answers, previous: previous, at: date))
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
    let contextStatement = try db.cachedStatement(
      sql: """
        INSERT INTO contextReviewItem
          (sentence, infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (sentence) DO UPDATE SET
          infinitive = excluded.infinitive, tense = excluded.tense, person = excluded.person,
          stability = excluded.stability, difficulty = excluded.difficulty,
          lastReview = excluded.lastReview, due = excluded.due,
          lastRating = excluded.lastRating, reviews = reviews + 1
        """)
    for item in items {
      let schedule = item.schedule
      if let sentence = item.question.sentence {
        try contextStatement.execute(arguments: [
          sentence, item.question.infinitive, item.question.tense.rawValue,
          item.question.person?.rawValue ?? "", schedule.memory.stability,
          schedule.memory.difficulty, ISO8601.string(schedule.lastReview),
          ISO8601.string(schedule.due), schedule.lastRating.rawValue,
        ])
        continue
      }
      try statement.execute(arguments: [
        item.question.infinitive, item.question.tense.rawValue,
        item.question.person?.rawValue ?? "", schedule.memory.stability,
        schedule.memory.difficulty, ISO8601.string(schedule.lastReview),
        ISO8601.string(schedule.due), schedule.lastRating.rawValue,
      ])
    }
  }
}
