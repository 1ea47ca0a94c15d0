import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore

/// `review` reads the schedule in the order it asks (issue 35: reading every
/// schedule of a million-answer history, then sorting copies of it, took 83 MB):
/// the same order `ReviewSelector.inPriority` gives, on schedules written by hand.
@Suite("the review's queue, read from the database in priority order")
struct ReviewQueueTests {
  /// 2024-05-01T12:00:00.5Z: half a second past a whole second.
  static let now = Date(timeIntervalSince1970: 1_714_564_800.5)

  static func schedules() throws -> (AppDatabase, TemporaryDirectory) {
    let dir = try TemporaryDirectory()
    let db = try AppDatabase.open(path: dir.file("c.sqlite"))
    try db.writer.write { db in
      for (verb, stability, due, rating) in [
        ("a", "2", "2024-05-01T12:00:00Z", 3),  // due now (the whole second before now)
        ("b", "2", "2024-05-01T12:00:01Z", 1),  // missed, half a second ahead: after the due ones
        ("c", "2", "2024-06-01T00:00:00Z", 1),  // missed, a month ahead; before pi-002, due the same
        ("d", "2", "2024-06-01T00:00:00Z", 2),  // rated Hard, not due: not asked
        ("e", "2", "2024-04-01T00:00:00Z", 1),  // missed and due: first, most overdue
        ("f", "2", "2024-05-01T13:00:00+02:00", 3),  // 11:00Z in another form: due
        ("g", "2", "2024-05-01T15:00:00+02:00", 1),  // 13:00Z, missed: waiting
        ("h", "2", "2024-05-01T13:30:00+02:00", 1),  // 11:30Z, missed: due
        // Rows that do not read: never asked.
        ("i", "'abc'", "2024-04-01T00:00:00Z", 1), ("k", "3", "2024-02-30T10:00:00Z", 1),
        ("m", "1e20", "2024-04-01T00:00:00Z", 1),
      ] {
        try db.execute(
          sql: """
            INSERT INTO reviewItem (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
            VALUES ('\(verb)', 'preterito', 'yo', \(stability), 5, '2024-03-01T10:00:00Z', '\(due)', \(rating))
            """)
      }
      // Two persons of one verb due at the same second: in key order.
      try db.execute(
        sql: """
          INSERT INTO reviewItem (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
          VALUES ('a', 'preterito', 'tu', 2, 5, '2024-03-01T10:00:00Z', '2024-05-01T12:00:00Z', 3)
          """)
      try db.execute(
        sql: """
          INSERT INTO contextReviewItem
            (sentence, infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
          VALUES ('pi-001', 'hablar', 'preterito', 'el', 3, 5, '2024-03-01T10:00:00Z', '2024-04-30T00:00:00Z', 1),
            ('pi-002', 'hablar', 'preterito', 'el', 3, 5, '2024-03-01T10:00:00Z', '2024-06-01T00:00:00Z', 1),
            ('pi-003', 'hablar', 'preterito', 'el', 1e999, 5, '2024-03-01T10:00:00Z', '2024-04-01T00:00:00Z', 1)
          """)
    }
    return (db, dir)
  }

  static func name(_ question: Question) -> String {
    question.sentence ?? question.infinitive + (question.person == .tu ? "/tu" : "")
  }

  @Test("the due items, most overdue first, then the missed ones, as written by hand and as inPriority orders them")
  func order() throws {
    let (db, dir) = try Self.schedules()
    defer { dir.cleanUp() }
    var asked: [Question] = []
    try db.reviewQueue(now: Self.now) {
      asked.append($0)
      return true
    }
    #expect(asked.map(Self.name) == ["e", "pi-001", "f", "h", "a/tu", "a", "b", "g", "c", "pi-002"])
    #expect(asked == ReviewSelector.inPriority(try db.reviewItems(), now: Self.now))
    // Read only as far as the review asks.
    var three: [Question] = []
    try db.reviewQueue(now: Self.now) {
      three.append($0)
      return three.count < 3
    }
    #expect(three.map(Self.name) == ["e", "pi-001", "f"])
    // The next one due after now: b, half a second ahead.
    #expect(try db.nextDue(after: Self.now) == ISO8601.canonicalDate("2024-05-01T12:00:01Z"))
  }

  @Test("the damaged schedules are counted and the first named, by its key")
  func damaged() throws {
    let (db, dir) = try Self.schedules()
    defer { dir.cleanUp() }
    let found = try db.damagedSchedules()
    // i, k, m and pi-003 (f, g and h read, in another form of date).
    #expect(found.count == 4)
    #expect(
      found.first?.detail
        == "row (i, preterito, yo) of reviewItem: stability is 'abc', not a number of days above 0 and at most 1000000")
  }
}
