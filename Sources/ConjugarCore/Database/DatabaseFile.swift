import Foundation

/// The checks made on the database path before SQLite touches it, so that a file
/// conjugar must refuse is never written: not a directory, readable and writable, in
/// a writable directory, and either empty or starting with the SQLite header. A
/// missing file is created with mode 0600, its missing directories with mode 0700.
enum DatabaseFile {
  /// The 16 bytes every SQLite 3 database file starts with.
  static let header = Array("SQLite format 3\0".utf8)

  static func prepare(_ path: String) throws(DatabaseOpenError) {
    func fail(_ problem: DatabaseOpenError.Problem) -> DatabaseOpenError {
      DatabaseOpenError(path: path, problem: problem)
    }
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var info = stat()
    if stat(path, &info) == 0 {
      guard info.st_mode & S_IFMT != S_IFDIR else { throw fail(.isDirectory) }
      guard info.st_mode & S_IFMT == S_IFREG else { throw fail(.notRegularFile) }
      guard access(path, R_OK) == 0 else { throw fail(.unreadable) }
      guard access(path, W_OK) == 0 else { throw fail(.readOnly) }
      // SQLite creates the -wal and -shm files beside the database.
      guard access(directory, W_OK | X_OK) == 0 else { throw fail(.directoryNotWritable(directory)) }
      if info.st_size > 0, !startsWithHeader(path) { throw fail(.notSQLite) }
      return
    }
    guard errno == ENOENT else { throw fail(.cannotCreate(String(cString: strerror(errno)))) }
    if let error = makeDirectories(directory) {
      throw fail(.cannotCreateDirectory(directory, error))
    }
    guard access(directory, W_OK | X_OK) == 0 else { throw fail(.directoryNotWritable(directory)) }
    let fd = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
    if fd >= 0 {
      close(fd)
    } else if errno != EEXIST {  // another conjugar created it first: fine
      throw fail(.cannotCreate(String(cString: strerror(errno))))
    }
  }

  /// Whether the file's first 100 bytes (SQLite's header) start with the magic string.
  static func startsWithHeader(_ path: String) -> Bool {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: 100)
    let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, 100) }
    return count == 100 && Array(bytes[0..<16]) == header
  }

  /// `mkdir -p` with mode 0700 for each directory it creates (existing ones are left
  /// alone); nil on success, else the system's reason.
  static func makeDirectories(_ directory: String) -> String? {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) {
      return isDirectory.boolValue ? nil : String(cString: strerror(ENOTDIR))
    }
    let parent = URL(fileURLWithPath: directory).deletingLastPathComponent().path
    if parent != directory, let error = makeDirectories(parent) { return error }
    guard mkdir(directory, 0o700) == 0 || errno == EEXIST else {
      return String(cString: strerror(errno))
    }
    return nil
  }
}
