import FoundationEssentials
import GRDB
import Glibc

/// conjugar's SQLite database: settings, leaderboard scores, quiz history and
/// analytics events. A Sendable value around a GRDB writer (the GRDB demo's
/// AppDatabase); the schema is built by frozen migrations.
///
/// Several processes may share the file: WAL mode, a busy timeout, and GRDB 7's
/// write transactions, which are IMMEDIATE (they take the write lock when they
/// begin, so a reader never has to upgrade and fail with SQLITE_BUSY).
struct AppDatabase: Sendable {
  let writer: any DatabaseWriter
  /// The file as the user named it, or ":memory:".
  let path: String
  /// The file opened: its absolute path (links resolved), device and inode. nil in
  /// memory.
  let identity: FileIdentity?
  /// Opened for a command that only reads (`DatabaseOpener.database(reading:)`).
  var openedForReading = false

  init(_ writer: any DatabaseWriter, path: String, identity: FileIdentity? = nil) {
    self.writer = writer
    self.path = path
    self.identity = identity
  }

  /// How long a write waits, by default, for another process's write to finish.
  static let busyTimeout: TimeInterval = 5

  /// Opens (creating if absent) the database at `path`. Nothing is written to an
  /// existing file until it has passed every check: a regular, readable, writable
  /// file in a writable directory, with the SQLite header, passing
  /// `PRAGMA quick_check`, made by conjugar and by no newer version of it. Only then
  /// is it put in WAL mode and migrated. A refused file is left as it was; a file or
  /// directories this call created are removed again.
  ///
  /// `busyTimeout`: how long one write waits for another program's lock.
  ///
  /// `reading`: the command only reads. A file it may not write (a backup kept
  /// read-only) is then opened read-only (`openReadOnly`), and a file in
  /// rollback-journal mode that another program is reading is read as it is,
  /// not switched to WAL.
  ///
  /// `makingDirectories`: false for a path the user chose, whose directory must exist.
  static func open(
    path: String, busyTimeout: TimeInterval = busyTimeout, reading: Bool = false, makingDirectories: Bool = true
  ) throws(DatabaseOpenError) -> AppDatabase {
    if reading, let readOnly = try openReadOnly(path: path, busyTimeout: busyTimeout) { return readOnly }
    let file = try DatabaseFile.prepare(path, makingDirectories: makingDirectories)
    var configuration = Configuration()
    configuration.busyMode = .timeout(busyTimeout)
    configuration.foreignKeysEnabled = true
    // Left at .default: WAL is enabled by hand once the file is known to be ours,
    // because switching a foreign database's journal mode would rewrite its header.
    configuration.journalMode = .default
    do {
      // The absolute path: SQLite never reads it as a URI (file:...) or :memory:.
      let queue = try DatabaseQueue(path: file.resolved, configuration: configuration)
      try queue.writeWithoutTransaction { db in
        try inspect(db)
        // Reading needs no WAL: a file another program is reading is read as it
        // is. A run that will write needs it (readers beside its writes), and
        // waits for it at most the busy timeout.
        guard try enableWAL(db, within: reading ? 0 : busyTimeout) || reading else {
          throw DatabaseOpenError.Problem.busySwitchingToWAL
        }
      }
      try migrate(queue)
      guard let identity = FileIdentity(file.resolved) else { throw DatabaseOpenError.Problem.moved }
      return AppDatabase(queue, path: path, identity: identity)
    } catch {
      throw openFailure(error, file: file, path: path)
    }
  }

  /// After a failed open: removes what it made (a new file, a `-shm`
  /// it could not size) and says what went wrong.
  static func openFailure(_ error: any Error, file: DatabaseFile, path: String) -> DatabaseOpenError {
    file.removeCreated()
    file.removeBrokenSideFiles()
    var found = problem(error)
    // SQLite reports a -shm it cannot extend as an I/O error, not SQLITE_FULL.
    if case .sqlite = found,
      DatabaseFile.diskIsFull(DatabaseFile.directory(of: file.resolved))
    {
      found = .diskFull
    }
    return DatabaseOpenError(path: path, problem: found)
  }

  /// Throws `.moved` when the path no longer names the file this database opened
  /// (deleted, renamed, replaced): a write would go nowhere anyone can read. Every
  /// write checks it first; the quiz's save is one.
  func checkStillAtPath() throws(DatabaseOpenError) {
    guard let identity, FileIdentity(identity.path) != identity else { return }
    throw DatabaseOpenError(path: path, problem: .moved)
  }

  /// A fresh database in memory, for tests.
  static func inMemory() throws -> AppDatabase {
    let queue = try DatabaseQueue()
    try migrator.migrate(queue)
    return AppDatabase(queue, path: ":memory:")
  }

  /// Read-only checks, in a deferred transaction: conjugar's tables, no migration
  /// this build does not know, sound pages. An empty database is fine (new).
  ///
  /// `PRAGMA quick_check` runs on every table but the ones that grow with every
  /// quiz: checking those at each launch would cost time in proportion to the
  /// history. Damage there shows when it is read (`history`, `stats`: one line,
  /// exit 1) or written (the quiz is not saved, and says so); SQLite rolls back.
  static func inspect(_ db: Database) throws {
    try db.inTransaction(.deferred) {
      try inspectTables(db)
      return .commit
    }
  }

  private static func inspectTables(_ db: Database) throws {
    let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'")
    // New, or another conjugar is creating it right now (GRDB makes its table of
    // migrations before running the first).
    guard !Set(tables).isSubset(of: ["grdb_migrations"]) else { return }
    guard tables.contains("grdb_migrations") else { throw DatabaseOpenError.Problem.notConjugar }
    let applied = Set(try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
    guard applied.contains("v1") else { throw DatabaseOpenError.Problem.notConjugar }
    guard applied.isSubset(of: knownMigrations) else { throw DatabaseOpenError.Problem.newerSchema }
    // A table dropped by another program: one line naming it now, rather than a
    // failure at every read of it.
    for migration in applied.sorted() {
      for table in tablesMade[migration] ?? [] where !tables.contains(table) {
        throw DatabaseOpenError.Problem.damaged("its table \(table) is missing")
      }
    }
    for table in tables where !table.hasPrefix("sqlite_") && !growingTables.contains(where: { $0.name == table }) {
      let check = try String.fetchAll(db, sql: "PRAGMA quick_check(\(quoted(table)))")
      guard check == ["ok"] else { throw DatabaseOpenError.Problem.damaged(firstLine(check)) }
    }
    // The tables that grow with every quiz: the path to the largest key only
    // (growingTables; docs/persistence.md, Limits). typeof() answers text even
    // for an empty table; a damaged page on the way is SQLite's error.
    for table in growingTables where tables.contains(table.name) {
      _ = try String.fetchAll(db, sql: "SELECT typeof(max(\(table.key))) FROM \(quoted(table.name))")
    }
  }

  /// WAL lets readers and one writer work at once; FULL synchronous makes every
  /// committed quiz survive a power cut. Switching to WAL needs the file alone for
  /// a moment: a new file that another conjugar is creating, or a file in
  /// rollback-journal mode (a copy made by `VACUUM INTO`) that another program is
  /// reading. Tried again every 20 ms for at most `wait` seconds in all, each try
  /// without SQLite's busy wait (which made each of 50 tries wait 5 s: 140 s
  /// behind a reader). False when the file is still not ours alone then.
  static func enableWAL(_ db: Database, within wait: TimeInterval) throws -> Bool {
    if try String.fetchOne(db, sql: "PRAGMA journal_mode") == "wal" {
      try db.execute(sql: "PRAGMA synchronous = FULL")
      return true
    }
    let timeout = try Int.fetchOne(db, sql: "PRAGMA busy_timeout") ?? 0
    try db.execute(sql: "PRAGMA busy_timeout = 0")
    defer { try? db.execute(sql: "PRAGMA busy_timeout = \(timeout)") }
    let clock = ContinuousClock()
    let deadline = clock.now + .milliseconds(Int(wait * 1000))
    while true {
      do {
        let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
        guard mode == "wal" else { throw DatabaseOpenError.Problem.sqlite("cannot enable WAL") }
        try db.execute(sql: "PRAGMA synchronous = FULL")
        return true
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
        if clock.now >= deadline { return false }
        usleep(20_000)
      }
    }
  }

  /// Runs the migrations still to apply. Processes opening a new file at once race:
  /// two may both decide to run a migration (the loser's transaction fails), and
  /// while the file is still in rollback mode SQLite may answer "no such table" for
  /// one another has just created. Either way, look again in a moment.
  static func migrate(_ writer: any DatabaseWriter) throws {
    var attempt = 0
    while true {
      do {
        if try writer.read({ try migrator.hasCompletedMigrations($0) }) { return }
        try migrator.migrate(writer)
      } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY {
        // Another program kept the file past the busy timeout: waiting that
        // long again, twenty times over, would only hide it.
        throw error
      } catch {
        attempt += 1
        if attempt >= 20 { throw error }
        usleep(10_000)
      }
    }
  }

  /// One line for an error met while using the database (damage found on reading,
  /// a full disk...): what is wrong and what to do, as when opening.
  func explain(_ error: any Error) -> String {
    DatabaseOpenError(path: path, problem: Self.problem(error)).message
  }

  /// An identifier for SQL text: in double quotes, each double quote doubled.
  static func quoted(_ identifier: String) -> String {
    var text = "\""
    for character in identifier {
      text += character == "\"" ? "\"\"" : String(character)
    }
    return text + "\""
  }

  /// The first finding of an integrity check, on one line.
  static func firstLine(_ findings: [String]) -> String {
    let lines = findings.joined(separator: "\n").split(separator: "\n")
    return String((lines.first { !$0.hasPrefix("***") } ?? "").prefix(120))
  }

  /// What an error met while opening or using the database means for the user.
  static func problem(_ error: any Error) -> DatabaseOpenError.Problem {
    switch error {
    case let error as DatabaseOpenError: error.problem
    case let problem as DatabaseOpenError.Problem: problem
    case let error as StoredValueError: .damaged(error.detail)
    case let error as DatabaseError:
      problem(code: error.resultCode.rawValue, message: error.message ?? "\(error.resultCode)")
    default: .sqlite("\(error)")
    }
  }

  /// What a SQLite result code (primary or extended) means for the user.
  static func problem(code: Int32, message: String) -> DatabaseOpenError.Problem {
    switch ResultCode(rawValue: code).primaryResultCode {
    case .SQLITE_NOTADB: .notSQLite
    case .SQLITE_CORRUPT: .damaged(message)
    case .SQLITE_BUSY, .SQLITE_LOCKED: .busy
    case .SQLITE_READONLY: .readOnly
    case .SQLITE_FULL: .diskFull
    case .SQLITE_PERM, .SQLITE_AUTH: .unreadable
    default: .sqlite(message)
    }
  }
}

extension DatabaseOpenError.Problem: Error {}
