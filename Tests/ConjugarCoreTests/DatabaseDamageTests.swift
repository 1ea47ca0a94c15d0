import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore

@Suite("AppDatabase.open refuses what it must not touch")
struct DatabaseDamageTests {
  /// A conjugar database with a few quizzes, closed.
  static func makeDatabase(_ path: String, quizzes: Int = 20) throws {
    let db = try AppDatabase.open(path: path)
    for i in 0..<quizzes { try db.recordQuiz(AppDatabaseTests.score(100 + i), player: "ana") }
  }

  static func expectRefused(
    _ path: String, _ problem: DatabaseOpenError.Problem, in dir: TemporaryDirectory
  ) throws {
    let before = try FileSnapshot(path)
    let files = dir.contents()
    #expect(throws: DatabaseOpenError(path: path, problem: problem)) {
      try AppDatabase.open(path: path)
    }
    #expect(try FileSnapshot(path) == before)
    #expect(dir.contents() == files)
  }

  @Test("a text file")
  func text() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    try Data(String(repeating: "notes\n", count: 100).utf8).write(to: URL(fileURLWithPath: path))
    try Self.expectRefused(path, .notSQLite, in: dir)
  }

  @Test("a file shorter than SQLite's header")
  func short() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    try Data("SQLite format 3\0".utf8).write(to: URL(fileURLWithPath: path))
    try Self.expectRefused(path, .notSQLite, in: dir)
  }

  @Test("damaged pages inside a conjugar database")
  func damaged() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    try Self.makeDatabase(path)
    // The quiz table's root page, wherever the migrations left it (v6 rebuilt the
    // table, which moved it): a page the opening check reads.
    let root =
      try AppDatabase.open(path: path).writer.read {
        try Int.fetchOne($0, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'quiz'")
      } ?? 6
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(bytes.count > 8 * 4096)
    bytes.replaceSubrange((root - 1) * 4096..<root * 4096, with: Data(repeating: 0xA5, count: 4096))
    try bytes.write(to: URL(fileURLWithPath: path))
    let before = try FileSnapshot(path)
    #expect {
      try AppDatabase.open(path: path)
    } throws: { error in
      guard case .damaged = (error as? DatabaseOpenError)?.problem else { return false }
      return true
    }
    #expect(try FileSnapshot(path) == before)
    #expect(dir.contents() == ["c.sqlite"])
  }

  @Test("a SQLite database of another program, in its own journal mode")
  func foreign() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    do {
      let queue = try DatabaseQueue(path: path)
      try queue.write { try $0.execute(sql: "CREATE TABLE recipe (name TEXT)") }
    }
    try Self.expectRefused(path, .notConjugar, in: dir)
  }

  @Test("a directory")
  func directory() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    try FileManager.default.createDirectory(atPath: dir.file("c.sqlite"), withIntermediateDirectories: true)
    #expect(throws: DatabaseOpenError(path: dir.file("c.sqlite"), problem: .isDirectory)) {
      try AppDatabase.open(path: dir.file("c.sqlite"))
    }
    #expect(dir.contents() == ["c.sqlite"])
  }

  @Test("a path under a file")
  func underAFile() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    try Data("x".utf8).write(to: URL(fileURLWithPath: dir.file("notes")))
    #expect(
      throws: DatabaseOpenError(
        path: dir.file("notes/c.sqlite"), problem: .cannotCreate("Not a directory"))
    ) {
      try AppDatabase.open(path: dir.file("notes/c.sqlite"))
    }
  }

  @Test("a read-only file", .enabled(if: getuid() != 0, "root may write any file"))
  func readOnly() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    try Self.makeDatabase(path, quizzes: 1)
    chmod(path, 0o400)
    try Self.expectRefused(path, .readOnly, in: dir)
  }

  @Test("new files and directories are private; existing directories keep their mode")
  func modes() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    chmod(dir.path, 0o755)
    let path = dir.file("a/b/c.sqlite")
    let db = try AppDatabase.open(path: path)
    try db.setSetting("region", "Spain")
    func mode(_ p: String) throws -> Int? {
      try FileManager.default.attributesOfItem(atPath: p)[.posixPermissions] as? Int
    }
    #expect(try mode(dir.file("a")) == 0o700)
    #expect(try mode(dir.file("a/b")) == 0o700)
    #expect(try mode(dir.path) == 0o755)
    #expect(dir.contents() == ["a", "a/b", "a/b/c.sqlite", "a/b/c.sqlite-shm", "a/b/c.sqlite-wal"])
    for file in ["a/b/c.sqlite", "a/b/c.sqlite-shm", "a/b/c.sqlite-wal"] {
      #expect(try mode(dir.file(file)) == 0o600, "\(file)")
    }
  }
}
