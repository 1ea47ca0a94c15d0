import FoundationEssentials
import Synchronization

/// The device's or simulator's database: one `AppDatabase` on one GRDB queue,
/// opened (checked, migrated) by the first read or write that needs it, and kept
/// for the rest of the run.
///
/// A command that only reads, on a machine where conjugar has never saved
/// anything, reads defaults and empty records and creates no file. A command that
/// will write opens the file at launch (`World.device(openingDatabase: true)`), so
/// a foreign, damaged, newer or unwritable file is refused before the first question.
final class DatabaseOpener: Sendable {
  let path: String
  /// The database once opened. A Mutex, not a lazy var: the World is Sendable and
  /// a quiz's save may come from the interrupt handler's thread.
  private let opened: Mutex<AppDatabase?>
  /// In memory: nothing is ever written to a file.
  let inMemory: Bool
  /// How long one write waits for another program's lock.
  let busyTimeout: TimeInterval

  /// Whether missing directories on the way to the file are made: only for
  /// conjugar's default place. A path the user chose (--database,
  /// CONJUGAR_DATABASE) must be in a directory that exists.
  let makesDirectories: Bool

  init(path: String, busyTimeout: TimeInterval = AppDatabase.busyTimeout, makesDirectories: Bool = true) {
    self.path = path
    self.busyTimeout = busyTimeout
    self.makesDirectories = makesDirectories
    inMemory = false
    opened = Mutex(nil)
  }

  /// A database in memory, made when first needed.
  static func memory() -> DatabaseOpener { DatabaseOpener() }

  private init() {
    path = ":memory:"
    makesDirectories = false
    busyTimeout = AppDatabase.busyTimeout
    inMemory = true
    opened = Mutex(nil)
  }

  /// An opener for a database already open (tests).
  init(_ database: AppDatabase) {
    path = database.path
    busyTimeout = AppDatabase.busyTimeout
    makesDirectories = true
    inMemory = database.path == ":memory:"
    opened = Mutex(database)
  }

  /// Whether there is anything to read: the database is open, or its file exists.
  /// Also true for a path where no file can ever be (under a file, or on a file
  /// system that holds none, such as /proc): opening it then refuses with its
  /// reason, as a quiz would, rather than a reading command showing an empty
  /// board for a database that cannot exist. Nothing is created either way.
  var hasData: Bool {
    isOpen
      || (!inMemory
        && (FileManager.default.fileExists(atPath: path) || !DatabaseFile.couldHoldFile(path)
          || (!makesDirectories && directoryIsMissing)))
  }

  /// Whether the directory the file would be in does not exist (a path the user
  /// chose with a typo in it): opening then says so, as a quiz would.
  private var directoryIsMissing: Bool {
    guard case let .success(target) = DatabaseFile.resolve(path) else { return false }
    return DatabaseFile.missingDirectory(of: target) != nil
  }

  /// Whether the database has been opened in this run.
  var isOpen: Bool { opened.withLock { $0 != nil } }

  /// The database, opened on first use: created if absent, refused if unusable.
  /// `reading`: the caller only reads (`AppDatabase.open`: a file this user may not
  /// write is opened read-only, one in rollback-journal mode that another program
  /// is reading is read as it is). A write after such an opening opens the file
  /// again, for writing, with every check.
  func database(reading: Bool = false) throws(DatabaseOpenError) -> AppDatabase {
    try opened.withLock { (database: inout AppDatabase?) throws(DatabaseOpenError) -> AppDatabase in
      if let database, reading || !database.openedForReading { return database }
      var fresh: AppDatabase
      if inMemory {
        do { fresh = try AppDatabase.inMemory() } catch {
          throw DatabaseOpenError(path: path, problem: .sqlite("\(error)"))
        }
      } else {
        fresh = try AppDatabase.open(
          path: path, busyTimeout: busyTimeout, reading: reading, makingDirectories: makesDirectories)
        fresh.openedForReading = reading
      }
      database = fresh
      return fresh
    }
  }

  /// The settings stored (the file opened if it was not).
  func settings() throws(DatabaseOpenError) -> [String: String] {
    do {
      return try database(reading: true).settings()
    } catch {
      throw DatabaseOpenError(path: path, problem: AppDatabase.problem(error))
    }
  }

  /// One line for an error met while using the database.
  func explain(_ error: any Error) -> String {
    DatabaseOpenError(path: path, problem: AppDatabase.problem(error)).message
  }
}
