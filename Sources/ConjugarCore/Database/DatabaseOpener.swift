import FoundationEssentials
import GRDB
import Synchronization

/// The device's or simulator's database file, opened (and checked) the first time
/// something needs it. A command that only reads, on a machine where conjugar has
/// never saved anything, reads defaults and empty records and creates no file.
public final class DatabaseOpener: Sendable {
  public let path: String
  private let opened: Mutex<AppDatabase?>
  /// The launch's read of the file (LaunchRead), before anything opened it.
  private let launchRead = Mutex<LaunchRead?>(nil)
  /// Its connection, kept for the run's reads until the database is opened.
  private let launchConnection = Mutex<SQLiteConnection?>(nil)

  /// In memory: nothing is ever written to a file.
  let inMemory: Bool

  /// How long one write waits for another program's lock.
  let busyTimeout: TimeInterval

  public init(path: String, busyTimeout: TimeInterval = AppDatabase.busyTimeout) {
    self.path = path
    self.busyTimeout = busyTimeout
    inMemory = false
    opened = Mutex(nil)
  }

  /// A database in memory, made when first needed.
  public static func memory() -> DatabaseOpener { DatabaseOpener() }

  private init() {
    path = ":memory:"
    busyTimeout = AppDatabase.busyTimeout
    inMemory = true
    opened = Mutex(nil)
  }

  /// An opener for a database already open (tests).
  public init(_ database: AppDatabase) {
    path = database.path
    busyTimeout = AppDatabase.busyTimeout
    inMemory = database.path == ":memory:"
    opened = Mutex(database)
  }

  /// Whether there is anything to read: the database is open, or its file exists.
  /// Also true for a path where no file can ever be (under a file, or on a file
  /// system that holds none, such as /proc): opening it then refuses with its
  /// reason, as a quiz would, rather than a reading command showing an empty
  /// board for a database that cannot exist. Nothing is created either way.
  /// A launch read of the file answers without looking again.
  public var hasData: Bool {
    opened.withLock { $0 != nil } || launchRead.withLock { $0 != nil }
      || (!inMemory && (Self.exists(path) || !DatabaseFile.couldHoldFile(path)))
  }

  /// Whether something is at `path`, links followed (as FileManager's fileExists,
  /// without making FileManager.default at start-up: 0.02 M instructions).
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0
  }

  /// The database, opened on first use: created if absent, refused if unusable.
  /// After a launch read, the file must still be the one read: one moved, deleted
  /// or replaced since is refused (`.moved`), never created anew.
  public func database() throws(DatabaseOpenError) -> AppDatabase {
    try opened.withLock { (database: inout AppDatabase?) throws(DatabaseOpenError) -> AppDatabase in
      if let database { return database }
      let fresh: AppDatabase
      if inMemory {
        do { fresh = try AppDatabase.inMemory() } catch {
          throw DatabaseOpenError(path: path, problem: .sqlite("\(error)"))
        }
      } else {
        if let read = launchRead.withLock({ $0 }), let identity = read.identity,
          FileIdentity(identity.path) != identity
        {
          throw DatabaseOpenError(path: path, problem: .moved)
        }
        launchConnection.withLock { connection in
          connection?.close()
          connection = nil
        }
        fresh = try AppDatabase.open(path: path, busyTimeout: busyTimeout)
      }
      database = fresh
      return fresh
    }
  }

  /// Whether the GRDB database is open (tests: a launch read leaves it closed).
  var isOpen: Bool { opened.withLock { $0 != nil } }

  /// For a run that will write: the file checked before anything starts, refused
  /// if unusable. An existing, up-to-date file is checked and its settings read
  /// without opening it for writing (LaunchRead); any other (missing, new, made by
  /// an older conjugar) is opened now: created, migrated.
  public func prepareForWriting() throws(DatabaseOpenError) {
    if try readAtLaunch()?.upToDate == true { return }
    _ = try database()
  }

  /// The settings stored: from the open database, else from the launch's read of
  /// an up-to-date file, else (the file needs migrating) from the database opened.
  public func settings() throws(DatabaseOpenError) -> [String: String] {
    if let read = try readAtLaunch(), read.upToDate { return read.settings }
    do {
      return try database().settings()
    } catch {
      throw DatabaseOpenError(path: path, problem: AppDatabase.problem(error))
    }
  }

  /// The review schedules of `questions` (every item when nil), soonest due first:
  /// from the open database, else (a file the launch read found up to date) from
  /// the launch cache or on the launch read's connection, without opening the
  /// database for writing. A launch cache that does not keep them (a long history)
  /// is set aside for a launch read of the file.
  public func reviewItems(for questions: Set<Question>?) throws -> [ReviewItem] {
    if var read = try readAtLaunch(), read.upToDate, let identity = read.identity {
      guard FileIdentity(identity.path) == identity else {
        throw DatabaseOpenError(path: path, problem: .moved)
      }
      if read.fromCache, let cached = LaunchCache.loadReviews(databasePath: identity.path) {
        guard let questions else { return cached }
        return cached.filter { questions.contains($0.question) }
      }
      if read.fromCache {
        read = try readAtLaunch(usingCache: false)
        guard read.upToDate else { return try database().reviewItems(for: questions) }
      }
      let items = try launchConnection.withLock { connection throws -> [ReviewItem]? in
        guard let connection else { return nil }
        return try LaunchRead.reviewItems(on: connection, for: questions)
      }
      if let items { return items }
    }
    return try database().reviewItems(for: questions)
  }

  /// The launch's read of the file, made once: nil in memory, when the database is
  /// already open, or when no file exists at the path.
  private func readAtLaunch() throws(DatabaseOpenError) -> LaunchRead? {
    guard !inMemory, opened.withLock({ $0 == nil }) else { return nil }
    return try launchRead.withLock { (read: inout LaunchRead?) throws(DatabaseOpenError) -> LaunchRead? in
      if let read { return read }
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      let made = try connectAtLaunch(usingCache: true)
      read = made
      return made
    }
  }

  /// A launch read of the file itself, replacing one from the launch cache.
  private func readAtLaunch(usingCache: Bool) throws(DatabaseOpenError) -> LaunchRead {
    try launchRead.withLock { (read: inout LaunchRead?) throws(DatabaseOpenError) -> LaunchRead in
      let made = try connectAtLaunch(usingCache: usingCache)
      read = made
      return made
    }
  }

  private func connectAtLaunch(usingCache: Bool) throws(DatabaseOpenError) -> LaunchRead {
    try launchConnection.withLock {
      (kept: inout SQLiteConnection?) throws(DatabaseOpenError) -> LaunchRead in
      let (made, connection) = try LaunchRead.read(path: path, busyTimeout: busyTimeout, usingCache: usingCache)
      kept = connection
      return made
    }
  }

  /// Whether this run's launch read came from the launch cache (tests).
  var launchReadFromCache: Bool { launchRead.withLock { $0?.fromCache ?? false } }

  /// The run has ended: closes the database, and when this run opened it (to
  /// write, or to read what the launch cache did not hold), keeps what the next
  /// launch reads in the launch cache (LaunchCache.refresh). A run whose launch
  /// came from a cache still right, and wrote nothing, leaves it as it is.
  public func endRun() {
    guard !inMemory else { return }
    let database = opened.withLock { database -> AppDatabase? in
      defer { database = nil }
      return database
    }
    let read = launchRead.withLock { $0 }
    launchConnection.withLock { connection in
      connection?.close()
      connection = nil
    }
    let resolved: String?
    if let database {
      // Every connection of this process closed first: an open one keeps a `-wal`.
      guard (try? database.close()) != nil else { return }
      resolved = database.identity?.path
    } else if let read, !read.fromCache {
      resolved = read.identity?.path
    } else {
      resolved = nil
    }
    if let resolved { LaunchCache.refresh(databasePath: resolved) }
  }

  /// One line for an error met while using the database.
  public func explain(_ error: any Error) -> String {
    DatabaseOpenError(path: path, problem: AppDatabase.problem(error)).message
  }
}
