import FoundationEssentials
import Glibc

/// The checks made on the database path before SQLite touches it, so that a file
/// conjugar must refuse is never written: not a directory, readable and writable, in
/// a writable directory, and either empty or starting with the SQLite header. A
/// missing file is created with mode 0600, its missing directories with mode 0700.
///
/// A path is a path: it is made absolute before SQLite sees it, so `file:x.db` and
/// `:memory:` name files, not SQLite URIs or an in-memory database. A symbolic link
/// is followed to where it points (a dangling one included), and the checks, the
/// modes and the file SQLite opens are those of the target.
struct DatabaseFile {
  /// The 16 bytes every SQLite 3 database file starts with.
  static let header = Array("SQLite format 3\0".utf8)
  /// SQLite's unix VFS refuses longer paths (MAX_PATHNAME).
  static let maximumPathBytes = 512

  /// The absolute path of the file itself, links resolved: what SQLite opens.
  let resolved: String
  /// What this run created (directories, then the file), to remove if the open fails.
  private(set) var created: [String] = []
  /// The `-wal` and `-shm` files that were not there before SQLite opened the file.
  private(set) var sideFilesAbsent: [String] = []

  /// Space SQLite needs beside a database it opens in WAL mode: the `-shm` index
  /// (32 KiB) and the start of the `-wal`. Below this, opening fails part-way and
  /// leaves a truncated `-shm` behind.
  static let spaceNeeded = 64 * 1024

  /// Resolves, checks and, when missing, creates the file. `makingDirectories`:
  /// whether missing directories are made (conjugar's default place); a path the
  /// user chose must name an existing directory, so that a typo is refused rather
  /// than starting a blank history somewhere new.
  static func prepare(_ path: String, makingDirectories: Bool = true) throws(DatabaseOpenError) -> DatabaseFile {
    func fail(_ problem: DatabaseOpenError.Problem) -> DatabaseOpenError {
      DatabaseOpenError(path: path, problem: problem)
    }
    guard !path.isEmpty else { throw fail(.cannotCreate("the path is empty")) }
    let target: String
    switch resolve(path) {
    case let .success(resolved): target = resolved
    case let .failure(error): throw fail(problem(errno: error.code))
    }
    guard target.utf8.count <= maximumPathBytes else { throw fail(.pathTooLong(maximumPathBytes)) }
    var file = DatabaseFile(resolved: target)
    let directory = directory(of: target)
    var info = stat()
    if stat(target, &info) == 0 {
      guard info.st_mode & S_IFMT != S_IFDIR else { throw fail(.isDirectory) }
      guard info.st_mode & S_IFMT == S_IFREG else { throw fail(.notRegularFile) }
      guard access(target, R_OK) == 0 else { throw fail(.unreadable) }
      guard access(target, W_OK) == 0 else { throw fail(errno == EROFS ? .readOnlyFileSystem : .readOnly) }
      // SQLite creates the -wal and -shm files beside the database.
      guard access(directory, W_OK | X_OK) == 0 else {
        throw fail(errno == EROFS ? .readOnlyFileSystem : .directoryNotWritable(directory))
      }
      if info.st_size > 0, !startsWithHeader(target) { throw fail(.notSQLite) }
      func absent(_ side: String) -> Bool {
        var info = stat()
        return lstat(side, &info) != 0
      }
      let wal = target + "-wal"
      let shm = target + "-shm"
      if absent(wal) { file.sideFilesAbsent.append(wal) }
      if absent(shm) { file.sideFilesAbsent.append(shm) }
      // A full disk, found before SQLite makes a `-shm` it cannot fill.
      if file.sideFilesAbsent.contains(shm), diskIsFull(directory) { throw fail(.diskFull) }
      tighten(target, info)
      return file
    }
    guard errno == ENOENT else { throw fail(problem(errno: errno)) }
    if !makingDirectories, let missing = missingDirectory(of: target) { throw fail(.noDirectory(missing)) }
    do {
      try file.makeDirectories(directory)
    } catch let error {
      file.removeCreated()
      let problem: DatabaseOpenError.Problem =
        switch error.code {
        case EROFS: .readOnlyFileSystem
        case ENOSPC, EDQUOT: .diskFull
        default: .cannotCreateDirectory(directory, error.reason)
        }
      throw fail(problem)
    }
    guard access(directory, W_OK | X_OK) == 0 else {
      let problem: DatabaseOpenError.Problem =
        errno == EROFS ? .readOnlyFileSystem : .directoryNotWritable(directory)
      file.removeCreated()
      throw fail(problem)
    }
    let fd = open(target, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC | O_NOFOLLOW, 0o600)
    if fd >= 0 {
      fchmod(fd, 0o600)  // whatever the umask
      close(fd)
      file.created.append(target)
    } else if errno != EEXIST {  // EEXIST: another conjugar created it first, fine
      let problem = Self.problem(errno: errno)
      file.removeCreated()
      throw fail(problem)
    }
    return file
  }

  /// Whether a missing file at `path` could be created, found without creating
  /// anything: false when a component of its directory is not a directory, or when
  /// the nearest existing directory is on a file system with no storage (proc,
  /// sysfs: statvfs reports no blocks). Permissions do not count here: a reading
  /// command shows defaults where another user might write.
  static func couldHoldFile(_ path: String) -> Bool {
    guard !path.isEmpty, case let .success(target) = resolve(path) else { return false }
    var directory = Self.directory(of: target)
    while true {
      var info = stat()
      if stat(directory, &info) == 0 {
        guard info.st_mode & S_IFMT == S_IFDIR else { return false }
        var volume = statvfs()
        return statvfs(directory, &volume) != 0 || volume.f_blocks > 0
      }
      guard errno == ENOENT else { return errno != ENOTDIR }
      let parent = Self.directory(of: directory)
      guard parent != directory else { return true }
      directory = parent
    }
  }

  /// The directory that would hold `target` (absolute, links resolved) when it
  /// does not exist; nil when it does, or when something else is in the way (a
  /// file: `prepare` says so as before).
  static func missingDirectory(of target: String) -> String? {
    let directory = directory(of: target)
    var info = stat()
    return stat(directory, &info) != 0 && errno == ENOENT ? directory : nil
  }

  static func problem(errno code: Int32) -> DatabaseOpenError.Problem {
    switch code {
    case EROFS: .readOnlyFileSystem
    case ENOSPC, EDQUOT: .diskFull
    default: .cannotCreate(String(cString: strerror(code)))
    }
  }

  /// The absolute path `path` names once every symbolic link is followed, the last
  /// one included even when its target does not exist yet; or the errno.
  static func resolve(_ path: String) -> Result<String, DirectoryError> {
    var current = path
    if !path.hasPrefix("/") {
      // getcwd itself, not FileManager's currentDirectoryPath, which answers "" for
      // a working directory longer than 1,024 bytes (and the file would land in /).
      guard let pointer = getcwd(nil, 0) else { return .failure(DirectoryError(code: errno)) }
      current = String(cString: pointer) + "/" + path
      free(pointer)
    }
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else {
        if errno == ENAMETOOLONG { return .failure(DirectoryError(code: ENAMETOOLONG)) }
        return .success(current)
      }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, Int(PATH_MAX))
      guard count > 0 else { return .failure(DirectoryError(code: errno)) }
      let link = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        link.hasPrefix("/")
        ? link : directory(of: current) + "/" + link
    }
    return .failure(DirectoryError(code: ELOOP))
  }

  /// The directory holding the file or directory at the absolute path `path`, as
  /// URL's `deletingLastPathComponent().path` gives it ("/a/b/c" and "/a/b/c/" →
  /// "/a/b", "/a" → "/", "/" → "/"), in plain string work: URL's costs start-up.
  static func directory(of path: String) -> String {
    var bytes = Array(path.utf8)
    func dropTrailingSlashes() { while bytes.count > 1, bytes.last == UInt8(ascii: "/") { bytes.removeLast() } }
    dropTrailingSlashes()
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    bytes.removeSubrange((slash == 0 ? 1 : slash)...)
    dropTrailingSlashes()
    return String(decoding: bytes, as: UTF8.self)
  }

  /// An existing file conjugar's user owns loses the access other users had to
  /// it (a file created 0644 by an earlier version, say). Group access stays when
  /// the group may write: a class sharing one file through a group meant it.
  static func tighten(_ path: String, _ info: stat) {
    guard info.st_uid == geteuid() else { return }
    let mode = info.st_mode & 0o777
    let groupShares = mode & 0o020 != 0
    let wanted = groupShares ? mode & 0o770 : mode & 0o700
    if wanted != mode { chmod(path, wanted) }
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

  /// Whether the file's header says WAL mode (bytes 18 and 19, the read and write
  /// versions, are 2).
  static func isWALMode(_ path: String) -> Bool {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var bytes = [UInt8](repeating: 0, count: 20)
    let count = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress, 20) }
    return count == 20 && bytes[18] == 2 && bytes[19] == 2
  }

  struct DirectoryError: Error {
    let code: Int32
    var reason: String { String(cString: strerror(code)) }
  }

  /// `mkdir -p` with mode 0700 for each directory it creates (existing ones are left
  /// alone), remembering them.
  mutating func makeDirectories(_ directory: String) throws(DirectoryError) {
    var info = stat()
    if stat(directory, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else { throw DirectoryError(code: ENOTDIR) }
      return
    }
    guard errno == ENOENT else { throw DirectoryError(code: errno) }
    let parent = Self.directory(of: directory)
    if parent != directory { try makeDirectories(parent) }
    if mkdir(directory, 0o700) == 0 {
      chmod(directory, 0o700)  // whatever the umask
      created.append(directory)
    } else if errno != EEXIST {
      throw DirectoryError(code: errno)
    }
  }

  /// Whether the file system holding `directory` has less room than SQLite needs
  /// to open a database there (root may use the blocks reserved for it).
  static func diskIsFull(_ directory: String) -> Bool {
    var info = statvfs()
    // A file system with no blocks at all (/proc, /sys) is not full: it holds no
    // files of ours, and SQLite's own error says so better.
    guard statvfs(directory, &info) == 0, info.f_blocks > 0 else { return false }
    let blocks = geteuid() == 0 ? UInt64(info.f_bfree) : UInt64(info.f_bavail)
    return blocks * UInt64(info.f_frsize) < UInt64(spaceNeeded)
  }

  /// After a failed open: the `-shm` this run's SQLite began but could not size
  /// (under 32 KiB, so no process can be using it), with the empty `-wal` made
  /// beside it. A `-shm` that was already there, or that reached its size, belongs
  /// to SQLite and another process may be using it: it stays.
  func removeBrokenSideFiles() {
    let shm = resolved + "-shm"
    let wal = resolved + "-wal"
    var info = stat()
    guard sideFilesAbsent.contains(shm), lstat(shm, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      info.st_size < 32 * 1024
    else { return }
    unlink(shm)
    if sideFilesAbsent.contains(wal), lstat(wal, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      info.st_size == 0
    {
      unlink(wal)
    }
  }

  /// Removes what this run created, newest first: the file (with the -wal and -shm
  /// SQLite may have made beside it) only while still empty, directories only
  /// while empty. Used when the open fails, so a refused path leaves nothing.
  func removeCreated() {
    for path in created.reversed() {
      var info = stat()
      guard lstat(path, &info) == 0 else { continue }
      if info.st_mode & S_IFMT == S_IFDIR {
        rmdir(path)
      } else if info.st_size == 0 {
        for suffix in ["-wal", "-shm", "-journal"] { unlink(path + suffix) }
        unlink(path)
      }
    }
  }
}
