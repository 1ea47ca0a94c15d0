import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore

/// `progress`'s forecast of reviews and calendar of days practised, read from a
/// small database written by hand (issue 41 §11): each schedule's local day
/// worked out by hand, bad rows left out and counted, never a trap.
@Suite("progress pictures: the forecast and the days practised")
struct ProgressPicturesTests {
  /// Day 20,794 since 1970-01-01: Monday 2026-12-07.
  static let today = 20_794

  /// `hour`:`minute` local time on day `today + day`, as stored (UTC).
  static func local(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
    let naive = Double((today + day) * 86_400 + hour * 3600 + minute * 60)
    return Date(timeIntervalSince1970: naive - Double(LocalTime.offset(at: Date(timeIntervalSince1970: naive))))
  }

  /// Monday 2026-12-07, 12:00 local.
  static let now = local(0, 12)

  static func database() throws -> (AppDatabase, TemporaryDirectory) {
    let dir = try TemporaryDirectory()
    let db = try AppDatabase.open(path: dir.file("p.sqlite"))
    let dues: [(String, String)] = [
      ("a", ISO8601.string(local(-6, 8))),  // overdue since last Tuesday: today
      ("b", ISO8601.string(local(0, 21, 55))),  // later today: today
      ("c", ISO8601.string(local(1, 0))),  // Tue 12-08, midnight
      ("d", ISO8601.string(local(1, 23, 59))),  // Tue 12-08
      ("e", ISO8601.string(local(13, 23))),  // Sun 12-20, the window's last day
      ("f", ISO8601.string(local(14, 0))),  // Mon 12-21: past the window
      ("g", "9999-12-31T00:00:00Z"),  // absurdly far: past the window
      ("h", "2026-02-30T10:00:00Z"),  // no such day: left out, counted
      ("i", "someday"),  // no date: left out, counted
      ("j", "5"),  // a number: left out, counted
    ]
    try db.writer.write { db in
      for (verb, due) in dues {
        try db.execute(
          sql: """
            INSERT INTO reviewItem (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
            VALUES (?, 'preterito', 'yo', 2.0, 5.0, '2026-11-01T10:00:00Z', ?, 3)
            """, arguments: [verb, due])
      }
      // Sentences: one on Wednesday, one stored in another spelling of a date
      // (13:00 at +02:00 is 11:00Z, Thursday wherever the machine is).
      try db.execute(
        sql: """
          INSERT INTO contextReviewItem
            (sentence, infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
          VALUES ('pi-001', 'hablar', 'preterito', 'el', 3.0, 5.0, '2026-11-01T10:00:00Z', ?, 3),
            ('pi-002', 'hablar', 'preterito', 'el', 3.0, 5.0, '2026-11-01T10:00:00Z', '2026-12-10T13:00:00+02:00', 3)
          """, arguments: [ISO8601.string(local(2, 10))])
      // Days practised: the calendar's first Monday (2026-10-19) and the day
      // before it (outside), three days this week and last, a day with no answer,
      // and a day after today (a clock set back): not drawn.
      for (day, asked) in [
        ("2026-10-18", 4), ("2026-10-19", 3), ("2026-11-30", 10), ("2026-12-01", 2), ("2026-12-02", 0),
        ("2026-12-05", 7), ("2026-12-07", 1), ("2026-12-09", 5),
      ] {
        try db.execute(
          sql: """
            INSERT INTO learnerSkillDay (day, skill, asked, correct, mastery, lastAnswered)
            VALUES (?, 'tense:preterito', ?, 0, 0.5, '2026-11-01T10:00:00Z')
            """, arguments: [day, asked])
      }
      // The same day under two skills counts once.
      try db.execute(
        sql: """
          INSERT INTO learnerSkillDay (day, skill, asked, correct, mastery, lastAnswered)
          VALUES ('2026-12-05', 'person:yo', 7, 7, 0.9, '2026-11-01T10:00:00Z')
          """)
    }
    return (db, dir)
  }

  @Test("reviews due a local day, today with what is overdue; absurd and unreadable dates left out and counted")
  func forecast() throws {
    let (db, dir) = try Self.database()
    defer { dir.cleanUp() }
    let pictures = try db.pictures(now: Self.now)
    #expect(pictures.today == "2026-12-07")
    let expected: [(String, Int)] = [
      ("2026-12-07", 2), ("2026-12-08", 2), ("2026-12-09", 1), ("2026-12-10", 1), ("2026-12-11", 0),
      ("2026-12-12", 0), ("2026-12-13", 0), ("2026-12-14", 0), ("2026-12-15", 0), ("2026-12-16", 0),
      ("2026-12-17", 0), ("2026-12-18", 0), ("2026-12-19", 0), ("2026-12-20", 1),
    ]
    #expect(pictures.forecast == expected.map { ProgressPictures.DueDay(day: $0.0, count: $0.1) })
    #expect(pictures.skipped == 3)
  }

  @Test("the days practised: the calendar's eight weeks up to today, each day once, days without an answer left out")
  func practiceDays() throws {
    let (db, dir) = try Self.database()
    defer { dir.cleanUp() }
    let pictures = try db.pictures(now: Self.now)
    #expect(pictures.practiceDays == ["2026-10-19", "2026-11-30", "2026-12-01", "2026-12-05", "2026-12-07"])
    let rows = pictures.calendar(now: Self.now)
    #expect(rows.count == 8)
    #expect(rows.first?.first?.day == "2026-10-19")
    #expect(rows.first?.count == 7)
    // This week stops today, a Monday.
    #expect(rows.last?.map(\.day) == ["2026-12-07"])
  }

  @Test("no database: nothing due, nothing practised")
  func empty() {
    let pictures = ProgressPictures.empty(now: Self.now)
    #expect(pictures.forecast.count == 14)
    #expect(pictures.forecast.allSatisfy { $0.count == 0 })
    #expect(pictures.forecast.last?.day == "2026-12-20")
    #expect(pictures.practiceDays.isEmpty)
  }
}
