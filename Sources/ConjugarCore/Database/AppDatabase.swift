import Foundation
import GRDB

/// conjugar's SQLite database: settings, leaderboard scores, quiz history and
/// analytics events. A Sendable value around a GRDB writer (the GRDB demo's
/// AppDatabase); the schema is built by frozen migrations in `init`.
public struct AppDatabase: Sendable {
  let writer: any DatabaseWriter
  /// The file, or ":memory:".
  public let path: String

  init(_ writer: any DatabaseWriter, path: String) throws {
    self.writer = writer
    self.path = path
    try Self.migrator.migrate(writer)
  }

  /// Opens (creating if absent) the database at `path`: directory mode 0700, file
  /// mode 0600, WAL, a busy timeout so two processes can share it. A file that is
  /// not a conjugar database is reported, never recreated.
  public static func open(path: String) throws(DatabaseOpenError) -> AppDatabase {
    let url = URL(fileURLWithPath: path)
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    if manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw DatabaseOpenError(path: path, reason: "it is a directory")
    }
    do {
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
    } catch {
      throw DatabaseOpenError(path: path, reason: "cannot create its directory")
    }
    if !manager.fileExists(atPath: path) {
      let fd = Foundation.open(path, O_CREAT | O_EXCL | O_WRONLY, 0o600)
      guard fd >= 0 || errno == EEXIST else {
        throw DatabaseOpenError(path: path, reason: String(cString: strerror(errno)))
      }
      if fd >= 0 { close(fd) }
    }
    var configuration = Configuration()
    configuration.journalMode = .wal
    configuration.busyMode = .timeout(5)
    configuration.foreignKeysEnabled = true
    do {
      let queue = try DatabaseQueue(path: path, configuration: configuration)
      return try AppDatabase(queue, path: path)
    } catch let error as DatabaseError {
      let reason =
        error.resultCode == .SQLITE_NOTADB
        ? "it is not a conjugar database" : (error.message ?? "\(error.resultCode)")
      throw DatabaseOpenError(path: path, reason: reason)
    } catch {
      throw DatabaseOpenError(path: path, reason: "\(error)")
    }
  }

  /// A fresh database in memory, for tests.
  public static func inMemory() throws -> AppDatabase {
    try AppDatabase(DatabaseQueue(), path: ":memory:")
  }
}

/// A database that cannot be used; one line for standard error.
public struct DatabaseOpenError: Error, Equatable, Sendable {
  public let path: String
  public let reason: String

  public var message: String { "cannot open the database \(path): \(reason)" }
}
