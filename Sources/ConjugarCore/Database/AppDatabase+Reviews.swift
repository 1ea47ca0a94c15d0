import FoundationEssentials
import GRDB

/// A row of `AppDatabase.reviewItemsQuery`, read with SQLite's typed accessors (a
/// value of another type converted as SQLite converts it): GRDB's rows, and the
/// launch's reads through the C API (LaunchRead).
protocol ReviewColumns {
  func isNull(_ index: Int) -> Bool
  func text(_ index: Int) -> String
  func real(_ index: Int) -> Double
  func integer(_ index: Int) -> Int64
  /// The column's text as a stored date (`AppDatabase.storedDate`).
  func date(_ index: Int) -> Date?
}

extension ReviewColumns {
  func date(_ index: Int) -> Date? { AppDatabase.storedDate(text(index)) }
}

extension Row: ReviewColumns {
  func isNull(_ index: Int) -> Bool { hasNull(atIndex: index) }
  func text(_ index: Int) -> String { self[index] }
  func real(_ index: Int) -> Double { self[index] }
  func integer(_ index: Int) -> Int64 { self[index] }
}

/// The spaced-repetition schedule: one row per item (verb, tense, person).
extension AppDatabase {
  /// The schedules of `questions` (every item when nil), soonest due first, ties
  /// in the order of (infinitive, tense, person).
  public func reviewItems(for questions: Set<Question>? = nil) throws -> [ReviewItem] {
    let items = try writer.read { db in
      // A cursor: each row is read where SQLite holds it, never copied; the table
      // is scanned in its key order and sorted here, which costs less than SQLite's
      // sorter (thousands of rows at every `review`).
      let rows = try Row.fetchCursor(db, sql: Self.reviewItemsQuery)
      var items: [ReviewItem] = []
      while let row = try rows.next() {
        guard let item = Self.reviewItem(row),
          questions.map({ $0.contains(item.question) }) ?? true
        else { continue }
        items.append(item)
      }
      return items
    }
    return Self.soonestDueFirst(items)
  }

  /// Every schedule, in the columns `reviewItem(_:)` reads.
  static let reviewItemsQuery = """
    SELECT infinitive, tense, person, stability, difficulty, lastReview, due, lastRating
    FROM reviewItem
    """

  /// A tense or a person by its stored name: a hash look-up, where the enum's own
  /// `init(rawValue:)` compares the name with each case in turn (a review of a
  /// long history reads thousands of rows: 5,700 after 1,000 quizzes).
  static let storedTenses = [String: Tense](uniqueKeysWithValues: Tense.allCases.map { ($0.rawValue, $0) })
  static let storedPersons = [String: Person](uniqueKeysWithValues: Person.allCases.map { ($0.rawValue, $0) })

  /// Items soonest due first, ties in the order given (the table's key order).
  /// The positions are sorted, not the items: a sort moves its elements many
  /// times, and an item is a question and its schedule.
  static func soonestDueFirst(_ items: [ReviewItem]) -> [ReviewItem] {
    let dues = items.map(\.schedule.due)
    var order = Array(items.indices)
    order.sort { dues[$0] != dues[$1] ? dues[$0] < dues[$1] : $0 < $1 }
    return order.map { items[$0] }
  }

  /// A stored row as an item; nil for a row that does not read as one (a tampered
  /// file): it is left out of reviews rather than stopping them. The row must come
  /// from a SELECT of infinitive, tense, person, stability, difficulty, lastReview,
  /// due, lastRating, in that order.
  ///
  /// Read with SQLite's typed accessors (thousands of rows at every `review`): they
  /// stop the program only on NULL, which is checked first; a value of another
  /// type is converted by SQLite ('abc' reads as 0, 1e300 as the largest integer,
  /// a number as its text) and then fails the checks of what a schedule holds.
  static func reviewItem(_ row: some ReviewColumns) -> ReviewItem? {
    for column in 0..<8 where row.isNull(column) { return nil }
    let infinitive = row.text(0)
    let personText = row.text(2)
    let stability = row.real(3)
    let difficulty = row.real(4)
    let ratingValue = row.integer(7)
    // A non-finite number would poison the scheduler's arithmetic.
    guard !infinitive.isEmpty, stability.isFinite, stability > 0, difficulty.isFinite,
      (1...10).contains(difficulty),
      let tense = storedTenses[row.text(1)],
      let last = row.date(5), let due = row.date(6),
      let rating = FSRSRating(rawValue: Int(clamping: ratingValue))
    else { return nil }
    let person: Person?
    if personText.isEmpty {
      person = nil
    } else if let named = storedPersons[personText] {
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

  /// A date as `ISO8601.string` writes it ("2026-11-23T19:20:05Z"), read without
  /// Foundation's parser (a tenth of the cost); any other text goes to
  /// `ISO8601.date`, which also refuses dates that do not exist.
  static func storedDate(_ text: String) -> Date? {
    if let date = ISO8601.canonicalDate(text) { return date }
    return ISO8601.date(text)
  }

  /// The same, of text's UTF-8 where it is (a column SQLite holds): no String is
  /// made for the usual form (thousands of rows at every `review`).
  static func storedDate(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Date? {
    ISO8601.canonicalDate(bytes) ?? ISO8601.date(String(decoding: bytes, as: UTF8.self))
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
    var seen: Set<Question> = []
    var previous: [ReviewItem] = []
    for question in answers.map(\.question) where seen.insert(question).inserted {
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
