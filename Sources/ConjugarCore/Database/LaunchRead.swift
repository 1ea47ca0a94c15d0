import FoundationEssentials
import GRDBSQLite
import SystemShims

/// The launch's look at an existing database: every check `AppDatabase.open` makes
/// before it writes (the file's, then `AppDatabase.inspect`, shared), and the
/// settings, read in one deferred transaction on a connection of SQLite's own C
/// API. A run reads its settings before its first question, but writes (if ever)
/// only at its end: the GRDB queue, whose opening costs some 4 M instructions at
/// start-up in a static build (its set-up's generic types are found by the Swift
/// runtime's scan of every protocol conformance, its closing posts notifications),
/// is opened, and everything checked again, when the run first writes
/// (`DatabaseOpener.database()`). README, Speed.
struct LaunchRead: Sendable {
  /// Whether every migration this build knows is applied. When not (a new file, or
  /// one an older conjugar made), the database is opened in full, and migrated.
  let upToDate: Bool
  /// The settings stored (empty unless up to date).
  let settings: [String: String]
  /// The file read: a later open must find the same one at the path.
  let identity: FileIdentity?
  /// Read from the launch cache (LaunchCache), not from the database: SQLite was
  /// not opened.
  let fromCache: Bool

  init(upToDate: Bool, settings: [String: String], identity: FileIdentity?, fromCache: Bool = false) {
    self.upToDate = upToDate
    self.settings = settings
    self.identity = identity
    self.fromCache = fromCache
  }

  /// Checks and reads the file at `path`, which exists. The connection is handed
  /// back, open, when the file is up to date, for the run's other reads before it
  /// writes (`reviewItems`): a second connection would parse the schema again.
  /// `usingCache`: the launch cache is read instead when it matches the file
  /// (after the same checks of the file without SQLite), and no connection is made.
  static func read(path: String, busyTimeout: TimeInterval, usingCache: Bool = true) throws(DatabaseOpenError)
    -> sending (read: LaunchRead, connection: SQLiteConnection?)
  {
    // The launch cache first, when it matches the file: the checks then skip what
    // its state proves unchanged since a run last read and checked the file (its
    // bytes, so its header; its type; the -wal's absence), each a system call at
    // every launch. Permissions, the directory and the room on the disk are
    // checked as always.
    var resolved: String?
    var cache: LaunchCache?
    if usingCache, case let .success(target) = DatabaseFile.resolve(path) {
      resolved = target
      cache = LaunchCache.load(databasePath: target)
    }
    let file = try DatabaseFile.prepare(path, resolved: resolved, unchanged: cache?.state)
    if let cache {
      return (
        LaunchRead(
          upToDate: true, settings: cache.settings,
          identity: FileIdentity(path: file.resolved, state: cache.state.database), fromCache: true),
        nil
      )
    }
    do {
      let connection = try SQLiteConnection(path: file.resolved, busyTimeout: busyTimeout)
      let read = try connection.inDeferredTransaction {
        // A new file, or one to migrate: the full open (GRDB) reads it.
        guard try AppDatabase.inspect(connection.strings) else {
          return LaunchRead(upToDate: false, settings: [:], identity: nil)
        }
        return LaunchRead(
          upToDate: true, settings: try connection.settings(), identity: FileIdentity(file.resolved))
      }
      guard read.upToDate else {
        connection.close()
        return (read, nil)
      }
      return (read, connection)
    } catch {
      throw AppDatabase.openFailure(error, file: file, path: path)
    }
  }
}

extension LaunchRead {
  /// The review schedules of `questions` (every item when nil), soonest due first,
  /// read on the connection of a launch read that found the file up to date, as
  /// `AppDatabase.reviewItems` reads them: for `review`, whose first question
  /// depends on them.
  /// `inTransaction`: in a deferred transaction of its own (false: the caller's).
  static func reviewItems(
    on connection: SQLiteConnection, for questions: Set<Question>?, inTransaction: Bool = true
  ) throws -> [ReviewItem] {
    var items: [ReviewItem] = []
    func readAll() throws {
      try connection.each(AppDatabase.reviewItemsQuery) { statement in
        guard let item = AppDatabase.reviewItem(StatementColumns(statement: statement)),
          questions.map({ $0.contains(item.question) }) ?? true
        else { return }
        items.append(item)
      }
    }
    if inTransaction { try connection.inDeferredTransaction(readAll) } else { try readAll() }
    return AppDatabase.soonestDueFirst(items)
  }
}

/// The current row of a statement stepped through SQLite's C API.
struct StatementColumns: ReviewColumns {
  let statement: OpaquePointer

  func isNull(_ index: Int) -> Bool { sqlite3_column_type(statement, Int32(index)) == SQLITE_NULL }

  func text(_ index: Int) -> String {
    guard let text = sqlite3_column_text(statement, Int32(index)) else { return "" }
    return String(
      decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, Int32(index)))),
      as: UTF8.self)
  }

  func date(_ index: Int) -> Date? {
    guard let text = sqlite3_column_text(statement, Int32(index)) else { return nil }
    return AppDatabase.storedDate(
      utf8: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, Int32(index)))))
  }

  func real(_ index: Int) -> Double { sqlite3_column_double(statement, Int32(index)) }
  func integer(_ index: Int) -> Int64 { sqlite3_column_int64(statement, Int32(index)) }
}

/// An error SQLite's C API reported: its result code and message.
struct SQLiteFailure: Error, Equatable, Sendable {
  let code: Int32
  let message: String
}

/// A connection through SQLite's C API, for the launch's read: opened read-write
/// (SQLite may need to make the `-shm` of a database in WAL mode to read it) but
/// never creating the file, and closed before the run goes on.
final class SQLiteConnection {
  private var handle: OpaquePointer?

  /// Set once, before SQLite's first use in a conjugar process (the launch's read
  /// comes first): each connection allocates its cache a page at a time, not in a
  /// block whose every slot costs a page fault (Sources/SystemShims/sqlite_tuning.c says why).
  private static let pageCacheConfigured: Int32 = conjugar_sqlite_no_bulk_page_cache()

  init(path: String, busyTimeout: TimeInterval) throws(SQLiteFailure) {
    _ = Self.pageCacheConfigured
    var opened: OpaquePointer?
    let code = sqlite3_open_v2(path, &opened, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil)
    guard code == SQLITE_OK, let opened else {
      let failure = SQLiteFailure(
        code: code, message: opened.map { String(cString: sqlite3_errmsg($0)) } ?? Self.describe(code))
      sqlite3_close_v2(opened)
      throw failure
    }
    handle = opened
    sqlite3_busy_timeout(opened, Int32(max(0, min(busyTimeout * 1000, Double(Int32.max)))))
  }

  deinit { close() }

  func close() {
    if let handle { sqlite3_close_v2(handle) }
    handle = nil
  }

  static func describe(_ code: Int32) -> String { String(cString: sqlite3_errstr(code)) }

  private func failure(_ code: Int32) -> SQLiteFailure {
    SQLiteFailure(code: code, message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? Self.describe(code))
  }

  /// Runs `sql`, calling `row` for each row of its result.
  func each(_ sql: String, _ row: (OpaquePointer) throws -> Void) throws {
    guard let handle else { throw SQLiteFailure(code: SQLITE_MISUSE, message: "the connection is closed") }
    var statement: OpaquePointer?
    let prepared = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    defer { sqlite3_finalize(statement) }
    guard prepared == SQLITE_OK, let statement else { throw failure(prepared) }
    while true {
      let step = sqlite3_step(statement)
      if step == SQLITE_DONE { return }
      guard step == SQLITE_ROW else { throw failure(step) }
      try row(statement)
    }
  }

  /// The first column of every row, as text (a NULL there is damage).
  func strings(_ sql: String) throws -> [String] {
    var result: [String] = []
    try each(sql) { statement in
      guard let text = sqlite3_column_text(statement, 0) else {
        throw SQLiteFailure(code: SQLITE_CORRUPT, message: "a NULL where text was expected (\(sql))")
      }
      result.append(String(cString: text))
    }
    return result
  }

  /// `body` in a deferred transaction, ended whatever it does.
  func inDeferredTransaction<T>(_ body: () throws -> T) throws -> T {
    try each("BEGIN DEFERRED") { _ in }
    do {
      let result = try body()
      try each("COMMIT") { _ in }
      return result
    } catch {
      try? each("ROLLBACK") { _ in }
      throw error
    }
  }

  /// Every setting, each value checked to be text as `StoredRow` checks it.
  func settings() throws -> [String: String] {
    // Room for every setting at once: growing the dictionary went through the
    // standard library's own resize, which found its storage type by a scan of
    // every protocol conformance (0.39 M instructions; README, Speed).
    var stored = [String: String](minimumCapacity: 32)
    try each("SELECT rowid, key, value FROM setting") { statement in
      let row = sqlite3_column_int64(statement, 0)
      let key = try text(statement, 1, row: row, column: "key")
      stored[key] = try text(statement, 2, row: row, column: "value")
    }
    return stored
  }

  /// Column `index` as text; a value of another type (or a blob that is not UTF-8)
  /// is reported as `StoredRow` reports it.
  private func text(_ statement: OpaquePointer, _ index: Int32, row: Int64, column: String) throws -> String {
    let shown: String
    switch sqlite3_column_type(statement, index) {
    case SQLITE_TEXT:
      if let text = sqlite3_column_text(statement, index) {
        return String(
          decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, index))),
          as: UTF8.self)
      }
      shown = "NULL"
    case SQLITE_BLOB:
      let count = Int(sqlite3_column_bytes(statement, index))
      if let bytes = sqlite3_column_blob(statement, index),
        let text = String(
          validating: UnsafeRawBufferPointer(start: bytes, count: count).bindMemory(to: UInt8.self),
          as: UTF8.self)
      {
        return text
      }
      if count == 0 { return "" }
      shown = "a blob of \(count) bytes"
    case SQLITE_INTEGER: shown = String(sqlite3_column_int64(statement, index))
    case SQLITE_FLOAT: shown = String(sqlite3_column_double(statement, index))
    default: shown = "NULL"
    }
    throw StoredValueError(table: "setting", row: row, column: column, value: shown, expected: "text")
  }
}
