import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore

/// `review --status` counted by SQL (issue 26: a history of a million answers):
/// the same four numbers the review's own reading gives, on schedules written by
/// hand around `now`, tampered rows and a date in another ISO-8601 form among them.
@Suite("review --status counted in the database")
struct ReviewStatusTests {
  /// 2024-05-01T12:00:00.5Z: half a second past a whole second.
  static let now = Date(timeIntervalSince1970: 1_714_564_800.5)

  @Test("due now, due in 24 hours, learning, mastered: counted as written by hand")
  func counts() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let db = try AppDatabase.open(path: dir.file("c.sqlite"))
    try db.writer.write { db in
      for (verb, stability, due) in [
        ("a", "2", "2024-05-01T12:00:00Z"),  // due now (at the whole second before now); learning
        ("b", "22", "2024-05-01T12:00:01Z"),  // half a second ahead: in 24 hours; mastered
        ("c", "21", "2024-05-02T12:00:00Z"),  // in 24 hours, just; 21 days is still learning
        ("d", "21.5", "2024-05-02T12:00:01Z"),  // later; mastered
        ("e", "5", "2024-04-01T00:00:00Z"),  // a month overdue: due now; learning
        // Another ISO-8601 form the review reads (11:00Z): due now, though as text
        // it sorts after now; mastered.
        ("f", "40", "2024-05-01T13:00:00+02:00"),
        // Rows the review cannot read: counted nowhere.
        ("g", "'abc'", "2024-05-01T10:00:00Z"), ("h", "1e999", "2024-05-01T10:00:00Z"),
        ("i", "3", "2024-02-30T10:00:00Z"),
      ] {
        try db.execute(
          sql: """
            INSERT INTO reviewItem (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
            VALUES ('\(verb)', 'preterito', 'yo', \(stability), 5, '2024-03-01T10:00:00Z', '\(due)', 3)
            """)
      }
      // Unreadable: a tense that is none.
      try db.execute(
        sql: """
          INSERT INTO reviewItem (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
          VALUES ('j', 'presente', 'yo', 3, 5, '2024-03-01T10:00:00Z', '2024-04-01T10:00:00Z', 3)
          """)
      // A context sentence due now, learning; one whose stability is infinite.
      try db.execute(
        sql: """
          INSERT INTO contextReviewItem
            (sentence, infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
          VALUES ('pi-001', 'hablar', 'preterito', 'el', 3, 5, '2024-03-01T10:00:00Z', '2024-04-30T00:00:00Z', 1),
            ('pi-002', 'hablar', 'preterito', 'el', 1e999, 5, '2024-03-01T10:00:00Z', '2024-04-30T00:00:00Z', 1)
          """)
    }
    let expected = ReviewStatus(dueNow: 4, dueIn24Hours: 2, learning: 4, mastered: 3)
    #expect(try db.reviewStatus(now: Self.now) == expected)
    // The review's own reading of every item agrees.
    #expect(ReviewSelector.status(try db.reviewItems(), now: Self.now) == expected)
    #expect(try SQLiteQuizRecords(DatabaseOpener(db)).reviewStatus(now: Self.now) == expected)
  }

  @Test("an empty schedule counts nothing")
  func empty() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let db = try AppDatabase.open(path: dir.file("c.sqlite"))
    #expect(try db.reviewStatus(now: Self.now) == ReviewStatus(dueNow: 0, dueIn24Hours: 0, learning: 0, mastered: 0))
  }

  /// The query repeats migration v8's partial indexes' words: were they to drift
  /// apart, SQLite would read every row again to find the unreadable ones.
  @Test("the unreadable rows are read through v8's partial indexes, and the counts through (due, stability)")
  func plans() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let db = try AppDatabase.open(path: dir.file("c.sqlite"))
    func plan(_ sql: String) throws -> String {
      try db.writer.read { try Row.fetchAll($0, sql: "EXPLAIN QUERY PLAN " + sql) }.map { $0["detail"] as String }
        .joined(separator: "; ")
    }
    #expect(
      try plan("SELECT * FROM reviewItem WHERE \(AppDatabase.unreadableReviewItems)")
        == "SCAN reviewItem USING INDEX reviewItem_unreadable")
    #expect(
      try plan("SELECT * FROM contextReviewItem WHERE \(AppDatabase.unreadableContextItems)")
        == "SCAN contextReviewItem USING INDEX contextReviewItem_unreadable")
    #expect(
      try plan("SELECT COUNT(*), SUM(due <= ''), SUM(stability > 21) FROM reviewItem")
        == "SCAN reviewItem USING COVERING INDEX reviewItem_dueStability")
  }

  /// What the end of every session says is waiting (issue 26 §14: a quiz's save
  /// ≤ 5 ms at 100,000 answers): counted by SQL, the same as the review's own
  /// reading, on schedules written by hand around `now`.
  @Test("the end of a session counts the due items, then the missed ones not yet due, as written by hand")
  func backlog() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let db = try AppDatabase.open(path: dir.file("c.sqlite"))
    try db.writer.write { db in
      for (verb, stability, due, rating) in [
        ("a", "2", "2024-05-01T12:00:00Z", 3),  // due now (the whole second before now)
        ("b", "2", "2024-05-01T12:00:01Z", 1),  // missed, half a second ahead: waiting
        ("c", "2", "2024-06-01T00:00:00Z", 1),  // missed, a month ahead: waiting
        ("d", "2", "2024-06-01T00:00:00Z", 2),  // rated Hard, not due: neither
        ("e", "2", "2024-04-01T00:00:00Z", 1),  // missed and due: counted once, as due
        ("f", "2", "2024-05-01T13:00:00+02:00", 3),  // 11:00Z in another form: due
        ("g", "2", "2024-05-01T15:00:00+02:00", 1),  // 13:00Z, missed: waiting
        // 11:30Z, missed: due, though as text it sorts after now.
        ("h", "2", "2024-05-01T13:30:00+02:00", 1),
        // Rows the review cannot read: counted nowhere.
        ("i", "'abc'", "2024-04-01T00:00:00Z", 1), ("k", "3", "2024-02-30T10:00:00Z", 1),
      ] {
        try db.execute(
          sql: """
            INSERT INTO reviewItem (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
            VALUES ('\(verb)', 'preterito', 'yo', \(stability), 5, '2024-03-01T10:00:00Z', '\(due)', \(rating))
            """)
      }
      // Unreadable, missed and waiting: a tense that is none.
      try db.execute(
        sql: """
          INSERT INTO reviewItem (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
          VALUES ('j', 'presente', 'yo', 3, 5, '2024-03-01T10:00:00Z', '2024-06-01T10:00:00Z', 1)
          """)
      // Context sentences: one missed and due, one missed and waiting, one unreadable.
      try db.execute(
        sql: """
          INSERT INTO contextReviewItem
            (sentence, infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
          VALUES ('pi-001', 'hablar', 'preterito', 'el', 3, 5, '2024-03-01T10:00:00Z', '2024-04-30T00:00:00Z', 1),
            ('pi-002', 'hablar', 'preterito', 'el', 3, 5, '2024-03-01T10:00:00Z', '2024-06-01T00:00:00Z', 1),
            ('pi-003', 'hablar', 'preterito', 'el', 1e999, 5, '2024-03-01T10:00:00Z', '2024-06-01T00:00:00Z', 1)
          """)
    }
    // Due: a, e, f, h, pi-001; missed and waiting: b, c, g, pi-002.
    let backlog = try db.reviewBacklog(now: Self.now)
    #expect(backlog.due == 5 && backlog.missed == 4)
    // The review's own reading of every item agrees.
    let items = try db.reviewItems()
    #expect(items.filter { $0.isDue(at: Self.now) }.count == 5)
    #expect(ReviewSelector.inPriority(items, now: Self.now).count == 9)
    // And so the end of a session, on those records.
    var world = World.test(clock: Self.now)
    world.records = SQLiteQuizRecords(DatabaseOpener(db))
    let session = QuizSession(
      questions: [Question("tener", .preterito, .yo)], settings: world.settings, catalog: world.catalog,
      startDate: Self.now, kind: .practice)
    let end = session.end(value: 100, previousBest: nil, bestKnown: true, in: world)
    #expect(end.dueNow == 5)
    #expect(end.toReview == 9)
    #expect(end.nextCommand == "conjugar review")
  }

  @Test("nothing waiting: no items due, none missed, and the end's next command is more practice")
  func noBacklog() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let db = try AppDatabase.open(path: dir.file("c.sqlite"))
    let empty = try db.reviewBacklog(now: Self.now)
    #expect(empty.due == 0 && empty.missed == 0)
    var world = World.test(clock: Self.now)
    world.records = SQLiteQuizRecords(DatabaseOpener(db))
    let session = QuizSession(
      questions: [Question("tener", .preterito, .yo)], settings: world.settings, catalog: world.catalog,
      startDate: Self.now)
    let end = session.end(value: 0, previousBest: nil, bestKnown: true, in: world)
    #expect(end.dueNow == 0 && end.toReview == 0)
    #expect(end.nextCommand == "conjugar practice")
  }

  /// Each count is a range of an index that holds its columns (v8, v9): never a
  /// read of every schedule, nor of the table's rows.
  @Test("the backlog is counted through (due, stability) and (lastRating, due), rows untouched")
  func backlogPlans() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let db = try AppDatabase.open(path: dir.file("c.sqlite"))
    func plan(_ sql: String) throws -> String {
      try db.writer.read { try Row.fetchAll($0, sql: "EXPLAIN QUERY PLAN " + sql) }.map { $0["detail"] as String }
        .joined(separator: "; ")
    }
    for table in ["reviewItem", "contextReviewItem"] {
      #expect(
        try plan("SELECT COUNT(*) FROM \(table) WHERE due <= ''")
          == "SEARCH \(table) USING COVERING INDEX \(table)_dueStability (due<?)")
      #expect(
        try plan("SELECT COUNT(*) FROM \(table) WHERE lastRating = 1 AND due > ''")
          == "SEARCH \(table) USING COVERING INDEX \(table)_ratingDue (lastRating=? AND due>?)")
    }
  }
}
