import Foundation
import GRDB
import GRDBSQLite
import Testing

@testable import ConjugarCore

/// The launch's read (LaunchRead): an existing file checked and its settings read
/// through SQLite's C API, the GRDB database opened only at the first write, with
/// the same refusals, the same lines and the same care for a file moved meanwhile.
@Suite("The launch's read of the database")
struct LaunchReadTests {
  /// A conjugar database at `path` with `settings` stored, closed again.
  static func make(_ path: String, settings: [String: String] = [:], _ sql: String? = nil) throws {
    let db = try AppDatabase.open(path: path)
    try db.modifySettings { stored in for (key, value) in settings { stored[key] = value } }
    if let sql { try db.writer.writeWithoutTransaction { try $0.execute(sql: sql) } }
  }

  @Test("an up-to-date file: checked and its settings read at launch; the database opened at the first write")
  func readsWithoutOpening() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    try Self.make(path, settings: ["difficulty": "difficult", "playerName": "Ana"])
    let opener = DatabaseOpener(path: path)
    try opener.prepareForWriting()
    #expect(try opener.settings() == ["difficulty": "difficult", "playerName": "Ana"])
    #expect(!opener.isOpen)
    try opener.database().modifySettings { $0["region"] = "latinAmerica" }
    #expect(opener.isOpen)
    #expect(try opener.settings() == ["difficulty": "difficult", "playerName": "Ana", "region": "latinAmerica"])
  }

  @Test("a missing file is created and migrated by a run that writes; a reading run creates nothing")
  func missingFile() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("new/c.sqlite")
    let reader = DatabaseOpener(path: path)
    #expect(!reader.hasData)
    #expect(!FileManager.default.fileExists(atPath: path))
    let writer = DatabaseOpener(path: path)
    try writer.prepareForWriting()
    #expect(writer.isOpen)
    #expect(try writer.settings() == [:])
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test("a file an older conjugar made is opened and migrated at launch, not read around")
  func olderFile() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    do {
      let queue = try DatabaseQueue(path: path)
      try AppDatabase.migrator.migrate(queue, upTo: "v4")
      try queue.write { try $0.execute(sql: "INSERT INTO setting VALUES ('region', 'spain')") }
    }
    let opener = DatabaseOpener(path: path)
    try opener.prepareForWriting()
    #expect(opener.isOpen)
    #expect(try opener.settings() == ["region": "spain"])
  }

  @Test("a setting stored as a blob: valid UTF-8 reads as text, anything else is one line naming the row")
  func blobSettings() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    try Self.make(
      path, settings: ["playerName": "x", "region": "spain"],
      "UPDATE setting SET value = x'416e61' WHERE key = 'playerName'")
    #expect(try DatabaseOpener(path: path).settings() == ["playerName": "Ana", "region": "spain"])
    try Self.make(path, settings: [:], "UPDATE setting SET value = x'ff00' WHERE key = 'region'")
    let opener = DatabaseOpener(path: path)
    do {
      _ = try opener.settings()
      Issue.record("a blob of bad UTF-8 was read as a setting")
    } catch {
      let row = try DatabaseQueue(path: path).read {
        try Int.fetchOne($0, sql: "SELECT rowid FROM setting WHERE key = 'region'")
      }
      #expect(
        opener.explain(error)
          == HostileDatabaseTests.line(path, "row \(row ?? -1) of setting: value is a blob of 2 bytes, not text"))
    }
  }

  @Test("refused at launch as the open refuses: not SQLite, not conjugar's, newer, a table missing")
  func refusals() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let cases: [(String, (String) throws -> Void, DatabaseOpenError.Problem)] = [
      (
        "garbage.sqlite",
        { path in
          // The header, then noise: SQLite itself says it is no database.
          let bytes = Array("SQLite format 3\0".utf8) + [UInt8](repeating: 0xEE, count: 4_080)
          try Data(bytes).write(to: URL(fileURLWithPath: path))
        }, .notSQLite
      ),
      (
        "other.sqlite",
        { path in try DatabaseQueue(path: path).write { try $0.execute(sql: "CREATE TABLE t (x)") } },
        .notConjugar
      ),
      (
        "newer.sqlite", { path in try Self.make(path, "INSERT INTO grdb_migrations VALUES ('v99')") },
        .newerSchema
      ),
      (
        "dropped.sqlite", { path in try Self.make(path, "DROP TABLE leaderboardEntry") },
        .damaged("its table leaderboardEntry is missing")
      ),
    ]
    for (name, make, problem) in cases {
      let path = dir.file(name)
      try make(path)
      let before = try Data(contentsOf: URL(fileURLWithPath: path))
      #expect(throws: DatabaseOpenError(path: path, problem: problem), "\(name)") {
        try DatabaseOpener(path: path).prepareForWriting()
      }
      #expect(throws: DatabaseOpenError(path: path, problem: problem), "\(name), reading") {
        _ = try DatabaseOpener(path: path).settings()
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "\(name) was changed")
    }
  }

  @Test("the file moved, deleted or replaced after the launch's read: the write is refused, nothing created")
  func movedAfterRead() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    try Self.make(path)
    let opener = DatabaseOpener(path: path)
    try opener.prepareForWriting()
    #expect(rename(path, dir.file("elsewhere.sqlite")) == 0)
    #expect(throws: DatabaseOpenError(path: path, problem: .moved)) { try opener.database() }
    #expect(!FileManager.default.fileExists(atPath: path))
    // Replaced by another conjugar database: still not the file read.
    try Self.make(path)
    #expect(throws: DatabaseOpenError(path: path, problem: .moved)) { try opener.database() }
  }

  @Test("review schedules read at launch through the C API: soonest due first, tampered rows left out, as GRDB reads them")
  func reviewItemsAtLaunch() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    func item(_ verb: String, _ person: Person?, due: String) throws -> ReviewItem {
      let date = try #require(ISO8601.date(due))
      return ReviewItem(
        Question(verb, person == nil ? .gerundio : .preterito, person),
        CardSchedule(
          memory: MemoryState(stability: 2.5, difficulty: 6), lastReview: date - 86_400, due: date,
          lastRating: .again))
    }
    let stored = [
      try item("tener", .yo, due: "2026-11-20T10:00:00Z"),
      try item("hablar", .el, due: "2026-11-19T08:30:00Z"),
      try item("ir", nil, due: "2026-11-21T00:00:00Z"),
      try item("ser", .yo, due: "2026-11-18T00:00:00Z"),
    ]
    do {
      let db = try AppDatabase.open(path: path)
      try db.writer.write { try AppDatabase.storeReviews($0, stored) }
      // Another program's damage: a stability that is text (SQLite reads it as 0).
      try db.writer.write {
        try $0.execute(sql: "UPDATE reviewItem SET stability = 'abc' WHERE infinitive = 'ser'")
      }
    }
    let opener = DatabaseOpener(path: path)
    try opener.prepareForWriting()
    let read = try opener.reviewItems(for: nil)
    #expect(!opener.isOpen)
    #expect(read.map(\.question.infinitive) == ["hablar", "tener", "ir"])
    #expect(read.map(\.question.person) == [.el, .yo, nil])
    #expect(read.map(\.schedule.due) == [stored[1], stored[0], stored[2]].map(\.schedule.due))
    #expect(read.allSatisfy { $0.schedule.memory == MemoryState(stability: 2.5, difficulty: 6) })
    #expect(read.allSatisfy { $0.schedule.lastRating == .again })
    let only = try opener.reviewItems(for: [Question("ir", .gerundio, nil)])
    #expect(only.map(\.question.infinitive) == ["ir"])
    // GRDB's read of the same file agrees.
    #expect(try opener.database().reviewItems(for: nil) == read)
  }

  @Test("SQLite's result codes, primary or extended, mean the same to the user on both paths")
  func resultCodes() {
    #expect(AppDatabase.problem(code: SQLITE_NOTADB, message: "x") == .notSQLite)
    #expect(AppDatabase.problem(code: SQLITE_CORRUPT | (1 << 8), message: "bad page") == .damaged("bad page"))
    #expect(AppDatabase.problem(code: SQLITE_BUSY | (2 << 8), message: "x") == .busy)
    #expect(AppDatabase.problem(code: SQLITE_LOCKED, message: "x") == .busy)
    #expect(AppDatabase.problem(code: SQLITE_READONLY, message: "x") == .readOnly)
    #expect(AppDatabase.problem(code: SQLITE_FULL, message: "x") == .diskFull)
    #expect(AppDatabase.problem(code: SQLITE_PERM, message: "x") == .unreadable)
    #expect(AppDatabase.problem(code: SQLITE_IOERR, message: "disk I/O error") == .sqlite("disk I/O error"))
    #expect(AppDatabase.problem(SQLiteFailure(code: SQLITE_NOTADB, message: "x")) == .notSQLite)
  }
}
