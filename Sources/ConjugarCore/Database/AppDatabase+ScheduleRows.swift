import FoundationEssentials
import GRDB

/// Reading a stored schedule (`reviewItem`, `contextReviewItem`): each value is
/// taken by the type SQLite stored it as, never converted. GRDB stops the program
/// on a value it cannot convert (text read as a Double from a copied row), and
/// SQLite's own conversions turn 'abc' into 0; a stability of 1e20 passes the
/// table's `> 0` CHECK and then overflowed the scheduler's whole days.
extension AppDatabase {
  /// The largest stability, in days, a schedule is read with: some 2,700 years,
  /// far above what FSRS reaches with intervals of at most 100 years (36,500 days),
  /// far below where its arithmetic would overflow. Written out again in the
  /// partial indexes of migration v-db-strict-schedules and in `readableSchedule`.
  static let maximumStability: Double = 1_000_000

  /// The rows `reviewItem(_:)` may not read, in the words of the partial index
  /// `reviewItem_unreadable` (migration v-db-strict-schedules; the same words, so
  /// that SQLite reads them through it; a test holds the two together). Empty in
  /// a sound file.
  static let unreadableReviewItems = """
    NOT (
      typeof(infinitive) = 'text' AND infinitive <> ''
      AND \(readableSchedule))
    """

  /// The same for `contextItem(_:)` and `contextReviewItem_unreadable`.
  static let unreadableContextItems = """
    NOT (
      typeof(sentence) = 'text' AND sentence <> ''
      AND typeof(infinitive) = 'text' AND infinitive <> ''
      AND \(readableSchedule))
    """

  private static let readableSchedule = """
    tense IN ('presenteDeIndicativo', 'preterito', 'imperfectoDeIndicativo', 'futuroDeIndicativo',
      'condicional', 'presenteDeSubjuntivo', 'imperfectoDeSubjuntivo1', 'imperfectoDeSubjuntivo2',
      'futuroDeSubjuntivo', 'imperativoPositivo', 'imperativoNegativo', 'perfectoDeIndicativo',
      'preteritoAnterior', 'pluscuamperfectoDeIndicativo', 'futuroPerfecto', 'condicionalCompuesto',
      'perfectoDeSubjuntivo', 'pluscuamperfectoDeSubjuntivo1', 'pluscuamperfectoDeSubjuntivo2',
      'futuroPerfectoDeSubjuntivo', 'gerundio', 'participio')
    AND person IN ('', 'yo', 'tu', 'vos', 'el', 'nosotros', 'vosotros', 'ellos')
    AND typeof(stability) = 'real' AND stability > 0 AND stability <= 1000000.0
    AND typeof(difficulty) = 'real' AND difficulty BETWEEN 1 AND 10
    AND typeof(lastRating) = 'integer' AND lastRating BETWEEN 1 AND 4
    AND strftime('%Y-%m-%dT%H:%M:%SZ', lastReview, '+0 seconds') IS lastReview
    AND strftime('%Y-%m-%dT%H:%M:%SZ', due, '+0 seconds') IS due
    """

  /// Every context sentence's schedule: the sentence, then the columns
  /// `reviewItem(_:)` reads.
  static let contextItemsQuery = """
    SELECT sentence, infinitive, tense, person, stability, difficulty, lastReview, due, lastRating
    FROM contextReviewItem
    """

  /// A stored context schedule as an item (its question names the sentence); nil
  /// for a row that does not read as one.
  static func contextItem(_ row: Row, from first: Int = 0) -> ReviewItem? {
    try? checkedContextItem(row, from: first)
  }

  /// The same, naming the first value that does not read (by the row's sentence).
  static func checkedContextItem(_ row: Row, from first: Int = 0) throws(StoredValueError) -> ReviewItem {
    let sentence = row[first] as DatabaseValue
    guard case let .string(id) = sentence.storage, !id.isEmpty else {
      throw flaw("contextReviewItem", row, first, key: StoredRow.shown(sentence), "sentence", "text")
    }
    let item: ReviewItem
    do throws(StoredValueError) { item = try checkedReviewItem(row, from: first + 1) } catch {
      throw StoredValueError(
        table: "contextReviewItem", row: 0, column: error.column, value: error.value, expected: error.expected,
        key: id)
    }
    let q = item.question
    return ReviewItem(Question(q.infinitive, q.tense, q.person, sentence: id), item.schedule)
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
  static func reviewItem(_ row: Row, from first: Int = 0) -> ReviewItem? {
    try? checkedReviewItem(row, from: first)
  }

  /// The same, naming the first value that does not read, by the row's key (the
  /// table has no rowids). Each value must be stored as the type its column holds
  /// (text, a REAL, an INTEGER: what `typeof()` answers in `readableSchedule`),
  /// within its range.
  static func checkedReviewItem(_ row: Row, from first: Int = 0) throws(StoredValueError) -> ReviewItem {
    let values = (0..<8).map { row[first + $0] as DatabaseValue }
    // The key is spelt out only for a row that does not read.
    func not(_ index: Int, _ column: String, _ expected: String) -> StoredValueError {
      let key = values[0..<3].map { if case let .string(text) = $0.storage { text } else { StoredRow.shown($0) } }
        .joined(separator: ", ")
      return flaw("reviewItem", row, first + index, key: key, column, expected)
    }
    guard case let .string(infinitive) = values[0].storage, !infinitive.isEmpty else {
      throw not(0, "infinitive", "text")
    }
    guard case let .string(tenseName) = values[1].storage, let tense = Tense(rawValue: tenseName) else {
      throw not(1, "tense", "the name of a tense (presenteDeIndicativo, preterito, …)")
    }
    let person: Person?
    switch values[2].storage {
    case .string(""): person = nil
    case let .string(text) where Person(rawValue: text) != nil: person = Person(rawValue: text)
    default: throw not(2, "person", StoredRow.listed(Person.self) + " or empty")
    }
    guard case let .double(stability) = values[3].storage, stability > 0, stability <= maximumStability else {
      throw not(3, "stability", "a number of days above 0 and at most 1000000")
    }
    guard case let .double(difficulty) = values[4].storage, (1...10).contains(difficulty) else {
      throw not(4, "difficulty", "a number from 1 to 10")
    }
    guard case let .string(lastText) = values[5].storage, let last = storedDate(lastText) else {
      throw not(5, "lastReview", StoredRow.dateForm)
    }
    guard case let .string(dueText) = values[6].storage, let due = storedDate(dueText) else {
      throw not(6, "due", StoredRow.dateForm)
    }
    guard case let .int64(ratingValue) = values[7].storage,
      let rating = FSRSRating(rawValue: Int(clamping: ratingValue))
    else { throw not(7, "lastRating", "1, 2, 3 or 4") }
    return ReviewItem(
      Question(infinitive, tense, person),
      CardSchedule(
        memory: MemoryState(stability: stability, difficulty: difficulty), lastReview: last,
        due: due, lastRating: rating))
  }

  private static func flaw(
    _ table: String, _ row: Row, _ index: Int, key: String, _ column: String, _ expected: String
  ) -> StoredValueError {
    StoredValueError(
      table: table, row: 0, column: column, value: StoredRow.shown(row[index] as DatabaseValue), expected: expected,
      key: key)
  }

  /// The stored schedules a review passes over (another program wrote them): how
  /// many, and the first named. Read through the partial indexes that hold only
  /// them, empty in a sound file, so every session asks before its first question.
  func damagedSchedules() throws -> (count: Int, first: StoredValueError?) {
    try writer.read { db in
      var count = 0
      var first: StoredValueError?
      for (query, unreadable, sentence) in [
        (Self.reviewItemsQuery, Self.unreadableReviewItems, false),
        (Self.contextItemsQuery, Self.unreadableContextItems, true),
      ] {
        let rows = try Row.fetchCursor(db, sql: query + " WHERE " + unreadable)
        while let row = try rows.next() {
          do throws(StoredValueError) {
            _ = sentence ? try Self.checkedContextItem(row) : try Self.checkedReviewItem(row)
          } catch {
            count += 1
            first = first ?? error
          }
        }
      }
      return (count, first)
    }
  }

  /// A date as stored (`ISO8601.string`); nil for text that is no date.
  static func storedDate(_ text: String) -> Date? {
    ISO8601.canonicalDate(text) ?? ISO8601.date(text)
  }
}
