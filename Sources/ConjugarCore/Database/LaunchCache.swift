import FoundationEssentials

/// What the launch reads from a database that has not changed since conjugar last
/// checked it: its settings (`PATH-launch`) and, for a history of ordinary length,
/// its review schedules (`PATH-launch-review`), kept in small files beside it, each
/// with the state of the database's files when they were read. A launch whose
/// database files are in exactly that state (device, inode, size, change and
/// modification times of the file and of its `-wal` and `-journal`, or their
/// absence) reads these instead of opening SQLite, whose opening alone costs about
/// half a hello world's start (README, Speed); any other launch reads the database
/// as before (LaunchRead) and checks it.
///
/// Why the state proves the content unchanged (docs/persistence.md, "The launch
/// cache"): every write to a file sets its change time (ctime) to the clock's
/// current tick, and no program can set a ctime of its choosing. The cache is
/// written only by a run that read the clock, then found every file's ctime at
/// least a millisecond older than it (`settling`), then read the database, then
/// found the state unchanged: any write after that reading of the clock, by any
/// program, gives a later ctime, so a matching state means no write since. A file
/// system whose times are coarser than a millisecond (their nanoseconds a whole
/// number of milliseconds) is never cached. A run that writes also removes the
/// cache before it opens the database to write (`discard`).
///
/// The cache holds only what passed the launch's checks: it is written after
/// `AppDatabase.inspect` and the reads themselves succeeded. A cache that is
/// unreadable, truncated, altered (its checksum), from another format or too big
/// is ignored, never trusted, and the database is read instead.
struct LaunchCache: Equatable, Sendable {
  /// The database's files when the cache was written.
  let state: DatabaseState
  /// Every setting stored.
  let settings: [String: String]
  /// Every review schedule that reads as one, soonest due first (as
  /// `AppDatabase.reviewItems` returns them); nil when there were more than
  /// `maximumReviewItems` (`review` then reads the database), or not read.
  let reviewItems: [ReviewItem]?

  /// Beyond this many schedules (some 350 quizzes), `review` reads them from the
  /// database: the cache stays small, and its reading stays cheaper than SQLite's.
  static let maximumReviewItems = 2_000
  /// A bigger file is not a cache conjugar wrote.
  static let maximumBytes = 1 << 20
  /// The first lines: the formats, each changed with any change to it.
  static let magic: StaticString = "conjugar launch cache 2\n"
  static let reviewsMagic: StaticString = "conjugar launch reviews 1\n"

  /// Where the cache of the database at `databasePath` (absolute, links resolved) is.
  static func path(for databasePath: String) -> String { databasePath + "-launch" }
  /// Where its review schedules are.
  static func reviewsPath(for databasePath: String) -> String { databasePath + "-launch-review" }

  /// The cached settings of `databasePath`, when its cache is whole and the
  /// database's files are still in the state it records; else nil.
  static func load(databasePath: String) -> LaunchCache? {
    guard let bytes = readFile(path(for: databasePath)),
      let (state, settings) = bytes.withUnsafeBufferPointer(decodeSettings),
      DatabaseState(databasePath) == state
    else { return nil }
    return LaunchCache(state: state, settings: settings, reviewItems: nil)
  }

  /// The cached review schedules of `databasePath`, soonest due first, on the same
  /// terms; nil when there are none kept for its current state.
  static func loadReviews(databasePath: String) -> [ReviewItem]? {
    guard let bytes = readFile(reviewsPath(for: databasePath)),
      let (state, items) = bytes.withUnsafeBufferPointer(decodeReviews),
      DatabaseState(databasePath) == state
    else { return nil }
    return items
  }

  /// Removes the cache of `databasePath` (a run about to write, or one that found
  /// the database unusable).
  static func discard(databasePath: String) {
    unlink(path(for: databasePath))
    unlink(reviewsPath(for: databasePath))
  }

  /// Reads the database at `databasePath` once more, after a run that opened it,
  /// and keeps what a launch reads in its cache; does nothing (but remove a cache
  /// that can no longer be right) when the database does not settle, fails its
  /// checks, changes while read, or the cache cannot be written. Every connection
  /// of this process to the file must be closed: one open would keep a `-wal`.
  /// Waits at most `patience` for the files' last change to be a millisecond old
  /// (one tick of the clock: a few milliseconds after a run's own write).
  static func refresh(databasePath: String, patience: Duration = .milliseconds(30)) {
    guard let before = settledState(databasePath, patience: patience) else {
      discard(databasePath: databasePath)
      return
    }
    var read: (settings: [String: String], reviewItems: [ReviewItem]?)?
    do {
      // No waiting for another program's lock: a run ending does not wait for a cache.
      let connection = try SQLiteConnection(path: databasePath, busyTimeout: 0)
      read = try connection.inDeferredTransaction {
        guard try AppDatabase.inspect(connection.strings) else { return nil }
        let count = try connection.strings("SELECT count(*) FROM reviewItem").first.flatMap { Int($0) }
        let items =
          (count ?? .max) <= maximumReviewItems
          ? try LaunchRead.reviewItems(on: connection, for: nil, inTransaction: false) : nil
        return (try connection.settings(), items)
      }
      connection.close()
    } catch {
      read = nil
    }
    guard let read, DatabaseState(databasePath) == before else {
      discard(databasePath: databasePath)
      return
    }
    let cache = LaunchCache(state: before, settings: read.settings, reviewItems: read.reviewItems)
    if let reviews = cache.encodedReviews() {
      write(reviews, to: reviewsPath(for: databasePath))
    } else {
      unlink(reviewsPath(for: databasePath))
    }
    write(cache.encodedSettings(), to: path(for: databasePath))
  }

  /// The state of the files once their last change is at least a millisecond older
  /// than the clock (read before them), waiting up to `patience`; nil when it does
  /// not come to that, or the database is gone.
  static func settledState(_ databasePath: String, patience: Duration) -> DatabaseState? {
    let clock = ContinuousClock()
    let deadline = clock.now + patience
    while true {
      let now = coarseNow()
      guard let state = DatabaseState(databasePath) else { return nil }
      switch state.settling(at: now) {
      case .settled: return state
      case .never: return nil
      case .notYet:
        guard clock.now < deadline else { return nil }
        sleepBriefly()
      }
    }
  }

  /// The clock that stamps files' times: the kernel's coarse real-time clock,
  /// which file times never run behind (`isSettled`).
  static func coarseNow() -> Timestamp {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME_COARSE, &now)
    return Timestamp(seconds: Int64(now.tv_sec), nanoseconds: Int64(now.tv_nsec))
  }

  private static func sleepBriefly() {
    var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
    nanosleep(&pause, nil)
  }

  // MARK: The file

  /// The whole file at `path`, if it is a regular file no bigger than
  /// `maximumBytes`; a link is not followed (the cache is written where it lies),
  /// and a FIFO put in its place does not block the launch (O_NONBLOCK, then
  /// refused as no regular file).
  static func readFile(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
      info.st_size > 0, info.st_size <= maximumBytes
    else { return nil }
    let size = Int(info.st_size)
    var bytes = [UInt8](repeating: 0, count: size)
    let complete = bytes.withUnsafeMutableBytes { buffer -> Bool in
      var done = 0
      while done < size {
        let got = read(descriptor, buffer.baseAddress! + done, size - done)
        if got < 0, errno == EINTR { continue }
        guard got > 0 else { return false }
        done += got
      }
      return true
    }
    return complete ? bytes : nil
  }

  /// Writes `bytes` to a file of its own beside `path`, then renames it over
  /// `path`, so a reader finds the old cache or the new one, whole; on any failure
  /// (a full disk, a directory gone read-only) nothing is left behind.
  static func write(_ bytes: [UInt8], to path: String) {
    let temporary = path + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { return }
    let written = bytes.withUnsafeBytes { buffer -> Bool in
      var done = 0
      while done < buffer.count {
        let wrote = Glibc.write(descriptor, buffer.baseAddress! + done, buffer.count - done)
        if wrote < 0, errno == EINTR { continue }
        guard wrote > 0 else { return false }
        done += wrote
      }
      return true
    }
    guard close(descriptor) == 0, written, rename(temporary, path) == 0 else {
      unlink(temporary)
      return
    }
  }
}

/// An instant as file times give it: seconds and nanoseconds since 1970.
struct Timestamp: Equatable, Comparable, Sendable {
  let seconds: Int64
  let nanoseconds: Int64

  static func < (a: Timestamp, b: Timestamp) -> Bool {
    (a.seconds, a.nanoseconds) < (b.seconds, b.nanoseconds)
  }

  /// This instant plus `milliseconds`.
  func adding(milliseconds: Int64) -> Timestamp {
    let total = nanoseconds + milliseconds * 1_000_000
    return Timestamp(
      seconds: seconds + total / 1_000_000_000 - (total < 0 && total % 1_000_000_000 != 0 ? 1 : 0),
      nanoseconds: ((total % 1_000_000_000) + 1_000_000_000) % 1_000_000_000)
  }
}

/// One file as stat(2) sees it: which file (device, inode), its size, and when it
/// last changed (ctime: any write, rename or change of mode) and was modified.
struct FileState: Equatable, Sendable {
  let device: Int64
  let inode: Int64
  let size: Int64
  let changed: Timestamp
  let modified: Timestamp

  /// nil when nothing is at `path` (a link is followed, as SQLite follows it).
  init?(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.init(
      device: Int64(bitPattern: UInt64(info.st_dev)), inode: Int64(bitPattern: UInt64(info.st_ino)),
      size: Int64(info.st_size),
      changed: Timestamp(seconds: Int64(info.st_ctim.tv_sec), nanoseconds: Int64(info.st_ctim.tv_nsec)),
      modified: Timestamp(seconds: Int64(info.st_mtim.tv_sec), nanoseconds: Int64(info.st_mtim.tv_nsec)))
  }

  init(device: Int64, inode: Int64, size: Int64, changed: Timestamp, modified: Timestamp) {
    self.device = device
    self.inode = inode
    self.size = size
    self.changed = changed
    self.modified = modified
  }
}

/// The database's files that hold its content: the file itself, and its `-wal` and
/// `-journal` when present (the `-shm` is an index SQLite rebuilds, and readers
/// write it).
struct DatabaseState: Equatable, Sendable {
  let database: FileState
  let wal: FileState?
  let journal: FileState?

  /// nil when there is no database at `path`.
  init?(_ path: String) {
    guard let database = FileState(path) else { return nil }
    self.init(database: database, wal: FileState(path + "-wal"), journal: FileState(path + "-journal"))
  }

  init(database: FileState, wal: FileState?, journal: FileState?) {
    self.database = database
    self.wal = wal
    self.journal = journal
  }

  enum Settling: Equatable {
    /// Every file last changed at least a millisecond before `now`.
    case settled
    /// Not yet: a change within the last millisecond (or just ahead of the clock).
    case notYet
    /// Never: a file system whose times are whole milliseconds (or coarser), or a
    /// change time more than a second ahead of the clock.
    case never
  }

  /// Whether the files' state, read after the clock read `now`, can be cached: a
  /// later write to any of them, stamped no earlier than `now` (less the file
  /// system's granularity, under a millisecond when times carry finer digits),
  /// must show as a later change time.
  func settling(at now: Timestamp) -> Settling {
    var result = Settling.settled
    for file in [database, wal, journal] {
      guard let changed = file?.changed else { continue }
      if changed.nanoseconds % 1_000_000 == 0 || now.adding(milliseconds: 1_000) < changed { return .never }
      if now < changed.adding(milliseconds: 1) { result = .notYet }
    }
    return result
  }
}
