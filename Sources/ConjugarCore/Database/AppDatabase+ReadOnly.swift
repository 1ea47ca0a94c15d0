import FoundationEssentials
import GRDB
import Glibc

extension AppDatabase {
  /// For a command that only reads, a file this user may not write, or in a
  /// directory it may not write (a backup kept read-only, another user's file):
  /// opened read-only, with the checks of `inspect`, so that it can be read and
  /// exported and nothing is written to it or beside it. nil for a file this user
  /// may write, or one that is missing, empty or not SQLite: `open` goes on as for
  /// any command, and refuses those with their usual line.
  ///
  /// A file in WAL mode is read this way only with its `-wal` and `-shm` beside it
  /// (SQLite would otherwise create them next to the backup, unasked); without
  /// them it is refused as read-only, as before (docs/persistence.md). A file
  /// missing a migration this build applies cannot be migrated read-only: refused
  /// as read-only too.
  static func openReadOnly(path: String, busyTimeout: TimeInterval) throws(DatabaseOpenError) -> AppDatabase? {
    guard !path.isEmpty, case let .success(target) = DatabaseFile.resolve(path) else { return nil }
    var info = stat()
    guard stat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0,
      access(target, R_OK) == 0,
      access(target, W_OK) != 0 || access(DatabaseFile.directory(of: target), W_OK | X_OK) != 0,
      DatabaseFile.startsWithHeader(target)
    else { return nil }
    let wal = access(target + "-wal", F_OK) == 0 && access(target + "-shm", F_OK) == 0
    guard !DatabaseFile.isWALMode(target) || wal else { return nil }
    var configuration = Configuration()
    configuration.readonly = true
    configuration.busyMode = .timeout(busyTimeout)
    do {
      let queue = try DatabaseQueue(path: target, configuration: configuration)
      // Outside a transaction: `inspect` begins its own (the connection writes nothing).
      let complete = try queue.writeWithoutTransaction { db in
        try inspect(db)
        // An empty file has no table of migrations: nothing to read, nothing to migrate read-only.
        let applied = try? String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        return applied.map(Set.init) == knownMigrations
      }
      guard complete else { throw DatabaseOpenError.Problem.readOnly }
      guard let identity = FileIdentity(target) else { throw DatabaseOpenError.Problem.moved }
      return AppDatabase(queue, path: path, identity: identity)
    } catch {
      throw DatabaseOpenError(path: path, problem: problem(error))
    }
  }
}
