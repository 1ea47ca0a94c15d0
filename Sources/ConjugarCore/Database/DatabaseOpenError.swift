/// A database that cannot be used: one line for standard error naming the file,
/// what is wrong and what to do. conjugar then exits 1 and leaves the file as it was.
struct DatabaseOpenError: Error, Equatable, Sendable {
  let path: String
  let problem: Problem

  init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  enum Problem: Equatable, Sendable {
    case isDirectory
    case notRegularFile
    case unreadable
    case readOnly
    case readOnlyFileSystem
    case pathTooLong(Int)
    case diskFull
    /// The path no longer names the file opened (moved, deleted or replaced).
    case moved
    case directoryNotWritable(String)
    case cannotCreateDirectory(String, String)
    /// A path the user chose (--database, CONJUGAR_DATABASE) in a directory that
    /// does not exist: only conjugar's default place is created.
    case noDirectory(String)
    case cannotCreate(String)
    case notSQLite
    case damaged(String)
    case notConjugar
    case newerSchema
    case busy
    /// In rollback-journal mode, and another program kept reading it while conjugar
    /// waited to switch it to WAL.
    case busySwitchingToWAL
    case sqlite(String)
  }

  /// What is wrong with the file.
  var reason: String {
    switch problem {
    case .isDirectory: "it is a directory"
    case .notRegularFile: "it is not a regular file"
    case .unreadable: "permission denied reading it"
    case .readOnly: "it is read-only"
    case .readOnlyFileSystem: "it is on a read-only file system"
    case let .pathTooLong(limit): "its path is longer than SQLite accepts (\(limit) bytes)"
    case .diskFull: "the disk is full"
    case .moved: "it was moved or deleted while conjugar was using it"
    case let .directoryNotWritable(directory): "its directory \(directory) is not writable"
    case let .cannotCreateDirectory(directory, why): "cannot create its directory \(directory) (\(why))"
    case let .noDirectory(directory): "its directory \(directory) does not exist"
    case let .cannotCreate(why): "cannot create it (\(why))"
    case .notSQLite: "it is not a SQLite database"
    case let .damaged(detail): "it is damaged (\(detail))"
    case .notConjugar: "it is a SQLite database but not conjugar's"
    case .newerSchema: "it was written by a newer version of conjugar"
    case .busy: "another program keeps it locked"
    case .busySwitchingToWAL:
      "another program is reading it, and conjugar needs it alone for a moment to switch it from "
        + "rollback-journal mode (a copy made by VACUUM INTO, say) to WAL mode"
    case let .sqlite(message): message
    }
  }

  /// What the user can do about it.
  var advice: String {
    let elsewhere = "or choose another file with --database or CONJUGAR_DATABASE"
    switch problem {
    case .isDirectory, .notRegularFile, .notConjugar, .pathTooLong:
      return "choose another file with --database or CONJUGAR_DATABASE"
    case .readOnlyFileSystem: return "mount it read-write, \(elsewhere)"
    case .diskFull: return "free some space, \(elsewhere)"
    case .noDirectory:
      return "check the path, or make the directory first (conjugar makes only its own default one), \(elsewhere)"
    case .moved: return "nothing was written to it; put it back, or run conjugar again to use the path as it is now"
    case .unreadable, .readOnly: return "give yourself read and write access (chmod u+rw), \(elsewhere)"
    case .directoryNotWritable, .cannotCreateDirectory, .cannotCreate:
      return "make the directory writable, \(elsewhere)"
    case .notSQLite:
      return "move it aside and conjugar starts a new database there, \(elsewhere)"
    case .damaged:
      return "restore a backup or move it aside and conjugar starts a new database, \(elsewhere)"
    case .newerSchema: return "upgrade conjugar, \(elsewhere)"
    case .busy, .busySwitchingToWAL: return "try again once the other program has finished"
    case .sqlite: return "choose another file with --database or CONJUGAR_DATABASE"
    }
  }

  /// The line for standard error (without "conjugar: " and the newline).
  var message: String { "cannot use the database \(path): \(reason); \(advice)" }
}
