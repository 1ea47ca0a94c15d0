import Foundation
import GRDB
import Testing

@testable import ConjugarCore

/// The one way the database is read: DatabaseOpener opens one AppDatabase on
/// first use, with the checks that refuse a foreign, damaged or newer file before
/// anything is asked, and a reading run on a fresh machine creates nothing.
@Suite("Opening the database")
struct DatabaseOpenerTests {
  /// A conjugar database at `path` with `settings` stored, closed again.
  static func make(_ path: String, settings: [String: String] = [:], _ sql: String? = nil) throws {
    let db = try AppDatabase.open(path: path)
    try db.modifySettings { stored in for (key, value) in settings { stored[key] = value } }
    if let sql { try db.writer.writeWithoutTransaction { try $0.execute(sql: sql) } }
  }

  @Test("an up-to-date file: opened, checked and migrated by the first read; later reads use the same database")
  func opensOnFirstRead() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    try Self.make(path, settings: ["difficulty": "difficult", "playerName": "Ana"])
    let opener = DatabaseOpener(path: path)
    #expect(!opener.isOpen)
    #expect(try opener.settings() == ["difficulty": "difficult", "playerName": "Ana"])
    #expect(opener.isOpen)
    try opener.database().modifySettings { $0["region"] = "latinAmerica" }
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
    _ = try writer.database()
    #expect(writer.isOpen)
    #expect(try writer.settings() == [:])
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test("a file an older conjugar made is opened and migrated at the first read")
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
    #expect(try opener.settings() == ["region": "spain"])
    let applied = try opener.database().writer.read {
      try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations")
    }
    #expect(applied.contains("v4") && applied.count > 4)
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

  @Test("refused when opened, before anything is asked: not SQLite, not conjugar's, newer, a table missing")
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
        _ = try DatabaseOpener(path: path).database()
      }
      #expect(throws: DatabaseOpenError(path: path, problem: problem), "\(name), reading") {
        _ = try DatabaseOpener(path: path).settings()
      }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "\(name) was changed")
    }
  }

  @Test("the file moved, deleted or replaced after it was opened: the write is refused, nothing created")
  func movedAfterOpen() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    try Self.make(path)
    let database = try DatabaseOpener(path: path).database()
    #expect(rename(path, dir.file("elsewhere.sqlite")) == 0)
    #expect(throws: DatabaseOpenError(path: path, problem: .moved)) { try database.checkStillAtPath() }
    #expect(!FileManager.default.fileExists(atPath: path))
    // Replaced by another conjugar database: still not the file opened.
    try Self.make(path)
    #expect(throws: DatabaseOpenError(path: path, problem: .moved)) { try database.checkStillAtPath() }
  }

  @Test("SQLite's result codes, primary or extended, mean one thing to the user")
  func resultCodes() {
    #expect(AppDatabase.problem(code: ResultCode.SQLITE_NOTADB.rawValue, message: "x") == .notSQLite)
    #expect(
      AppDatabase.problem(code: ResultCode.SQLITE_CORRUPT.rawValue | (1 << 8), message: "bad page")
        == .damaged("bad page"))
    #expect(AppDatabase.problem(code: ResultCode.SQLITE_BUSY.rawValue | (2 << 8), message: "x") == .busy)
    #expect(AppDatabase.problem(code: ResultCode.SQLITE_LOCKED.rawValue, message: "x") == .busy)
    #expect(AppDatabase.problem(code: ResultCode.SQLITE_READONLY.rawValue, message: "x") == .readOnly)
    #expect(AppDatabase.problem(code: ResultCode.SQLITE_FULL.rawValue, message: "x") == .diskFull)
    #expect(AppDatabase.problem(code: ResultCode.SQLITE_PERM.rawValue, message: "x") == .unreadable)
    #expect(
      AppDatabase.problem(code: ResultCode.SQLITE_IOERR.rawValue, message: "disk I/O error")
        == .sqlite("disk I/O error"))
  }
}
