import Foundation
import GRDB
import Synchronization

/// The device's or simulator's database file, opened (and checked) the first time
/// something needs it. A command that only reads, on a machine where conjugar has
/// never saved anything, reads defaults and empty records and creates no file.
public final class DatabaseOpener: Sendable {
  public let path: String
  private let opened: Mutex<AppDatabase?>

  /// In memory: nothing is ever written to a file.
  let inMemory: Bool

  public init(path: String) {
    self.path = path
    inMemory = false
    opened = Mutex(nil)
  }

  /// A database in memory, made when first needed.
  public static func memory() -> DatabaseOpener { DatabaseOpener() }

  private init() {
    path = ":memory:"
    inMemory = true
    opened = Mutex(nil)
  }

  /// An opener for a database already open (tests).
  public init(_ database: AppDatabase) {
    path = database.path
    inMemory = database.path == ":memory:"
    opened = Mutex(database)
  }

  /// Whether there is anything to read: the database is open, or its file exists.
  public var hasData: Bool {
    opened.withLock { $0 != nil } || (!inMemory && FileManager.default.fileExists(atPath: path))
  }

  /// The database, opened on first use: created if absent, refused if unusable.
  public func database() throws(DatabaseOpenError) -> AppDatabase {
    try opened.withLock { (database: inout AppDatabase?) throws(DatabaseOpenError) -> AppDatabase in
      if let database { return database }
      let fresh: AppDatabase
      if inMemory {
        do { fresh = try AppDatabase.inMemory() } catch {
          throw DatabaseOpenError(path: path, problem: .sqlite("\(error)"))
        }
      } else {
        fresh = try AppDatabase.open(path: path)
      }
      database = fresh
      return fresh
    }
  }

  /// One line for an error met while using the database.
  public func explain(_ error: any Error) -> String {
    if let error = error as? DatabaseOpenError { return error.message }
    let problem = (error as? DatabaseError).map(AppDatabase.problem) ?? .sqlite("\(error)")
    return DatabaseOpenError(path: path, problem: problem).message
  }
}
