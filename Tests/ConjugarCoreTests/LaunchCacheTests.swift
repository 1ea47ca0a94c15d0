import Foundation
import GRDB
import Testing

@testable import ConjugarCore

/// The launch cache (LaunchCache): what a launch reads from a database unchanged
/// since conjugar last checked it, kept beside it and trusted only while the
/// database's files are exactly as they were; ignored when anything differs, never
/// a crash, never a stale setting.
@Suite("The launch cache")
struct LaunchCacheTests {
  static func file(_ size: Int64, changed: (Int64, Int64), modified: (Int64, Int64)? = nil) -> FileState {
    FileState(
      device: 2049, inode: 131_074, size: size,
      changed: Timestamp(seconds: changed.0, nanoseconds: changed.1),
      modified: Timestamp(seconds: (modified ?? changed).0, nanoseconds: (modified ?? changed).1))
  }

  static let item = ReviewItem(
    Question("tener", .preterito, .yo),
    CardSchedule(
      memory: MemoryState(stability: 2.3065, difficulty: 2.118104),
      lastReview: Date(timeIntervalSince1970: 1_790_000_000), due: Date(timeIntervalSince1970: 1_790_172_800),
      lastRating: .good))

  static let sample = LaunchCache(
    state: DatabaseState(
      database: file(94_208, changed: (1_795_000_000, 123_456_789)), wal: nil,
      journal: file(0, changed: (1_795_000_001, 5), modified: (1_795_000_000, 7))),
    settings: [
      "difficulty": "Difficult", "playerName": "Ana:12\n3:\u{0}é\u{1B}[31m", "": "",
    ],
    reviewItems: [item, ReviewItem(Question("llover", .presenteDeIndicativo, nil), item.schedule)])

  static func settings(_ bytes: [UInt8]) -> (DatabaseState, [String: String])? {
    bytes.withUnsafeBufferPointer(LaunchCache.decodeSettings)
  }

  static func reviews(_ bytes: [UInt8]) -> (DatabaseState, [ReviewItem])? {
    bytes.withUnsafeBufferPointer(LaunchCache.decodeReviews)
  }

  @Test("written and read back whole: any bytes in a setting, exact numbers and dates")
  func roundTrip() throws {
    let bytes = Self.sample.encodedSettings()
    let read = try #require(Self.settings(bytes))
    #expect(read.0 == Self.sample.state)
    #expect(read.1 == Self.sample.settings)
    let reviewBytes = try #require(Self.sample.encodedReviews())
    let reviews = try #require(Self.reviews(reviewBytes))
    #expect(reviews.0 == Self.sample.state)
    #expect(reviews.1 == Self.sample.reviewItems)
    #expect(LaunchCache(state: Self.sample.state, settings: [:], reviewItems: nil).encodedReviews() == nil)
    // The format, by hand: the first line, then the database's seven numbers.
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("conjugar launch cache 2\n4:20496:1310745:9420810:17950000009:1234567891"))
    // No -wal (0), a -journal (1 and its numbers), three settings, sorted by key.
    #expect(text.contains("1:01:14:20496:1310741:010:17950000011:510:17950000001:71:30:0:10:difficulty9:Difficult"))
    let reviewText = String(decoding: reviewBytes, as: UTF8.self)
    #expect(reviewText.hasPrefix("conjugar launch reviews 1\n4:2049"))
    #expect(reviewText.contains("1:25:tener9:preterito2:yo"))
  }

  @Test("a cache cut short, with any byte changed, of another format or empty: not a cache")
  func damagedCaches() throws {
    let bytes = Self.sample.encodedSettings()
    let reviewBytes = try #require(Self.sample.encodedReviews())
    for length in 0..<bytes.count {
      #expect(Self.settings(Array(bytes.prefix(length))) == nil, "cut to \(length) bytes")
    }
    for length in 0..<reviewBytes.count {
      #expect(Self.reviews(Array(reviewBytes.prefix(length))) == nil, "reviews cut to \(length) bytes")
    }
    for index in bytes.indices {
      var changed = bytes
      changed[index] ^= 0x01
      #expect(Self.settings(changed) == nil, "byte \(index) changed")
    }
    for index in reviewBytes.indices {
      var changed = reviewBytes
      changed[index] ^= 0x01
      #expect(Self.reviews(changed) == nil, "reviews: byte \(index) changed")
    }
    #expect(Self.settings(bytes + [0x0A]) == nil)
    #expect(Self.settings(reviewBytes) == nil, "one file is not the other")
    #expect(Self.reviews(bytes) == nil)
    #expect(Self.settings(Array("conjugar launch cache 1\n".utf8) + bytes.dropFirst(24)) == nil)
  }

  @Test("files settle a millisecond after their last change, by the clock that stamps them")
  func settling() {
    let changed = (Int64(1_795_000_000), Int64(123_456_789))
    let state = DatabaseState(database: Self.file(4096, changed: changed), wal: nil, journal: nil)
    func at(_ seconds: Int64, _ nanoseconds: Int64) -> DatabaseState.Settling {
      state.settling(at: Timestamp(seconds: seconds, nanoseconds: nanoseconds))
    }
    #expect(at(1_795_000_000, 123_456_789) == .notYet)
    #expect(at(1_795_000_000, 124_456_788) == .notYet)
    #expect(at(1_795_000_000, 124_456_789) == .settled)
    #expect(at(1_795_000_005, 0) == .settled)
    // The clock behind the file's time: not yet, then never (a second or more).
    #expect(at(1_794_999_999, 500_000_000) == .notYet)
    #expect(at(1_794_999_999, 123_456_788) == .never)
    // A -wal changed later holds it back.
    let withWAL = DatabaseState(
      database: Self.file(4096, changed: changed), wal: Self.file(0, changed: (1_795_000_002, 1)), journal: nil)
    #expect(withWAL.settling(at: Timestamp(seconds: 1_795_000_002, nanoseconds: 999_999)) == .notYet)
    #expect(withWAL.settling(at: Timestamp(seconds: 1_795_000_002, nanoseconds: 1_000_001)) == .settled)
    // Times in whole milliseconds (or seconds): a coarse file system, never cached.
    let coarse = DatabaseState(
      database: Self.file(4096, changed: (1_795_000_000, 120_000_000)), wal: nil, journal: nil)
    #expect(coarse.settling(at: Timestamp(seconds: 1_795_000_100, nanoseconds: 0)) == .never)
  }

  @Test("a timestamp plus milliseconds carries into seconds, either way")
  func timestamps() {
    #expect(
      Timestamp(seconds: 10, nanoseconds: 999_500_000).adding(milliseconds: 1)
        == Timestamp(seconds: 11, nanoseconds: 500_000))
    #expect(
      Timestamp(seconds: 10, nanoseconds: 500_000).adding(milliseconds: -1)
        == Timestamp(seconds: 9, nanoseconds: 999_500_000))
    #expect(
      Timestamp(seconds: 10, nanoseconds: 0).adding(milliseconds: -1_000) == Timestamp(seconds: 9, nanoseconds: 0))
    #expect(Timestamp(seconds: 9, nanoseconds: 999_999_999) < Timestamp(seconds: 10, nanoseconds: 0))
  }

  /// A scratch directory holding `c.sqlite`, made by `cached(_:settings:)`, and
  /// that file's path. The caller cleans the directory up.
  static func cachedDatabase(settings: [String: String]) throws -> (TemporaryDirectory, String) {
    let dir = try TemporaryDirectory()
    let path = dir.file("c.sqlite")
    try cached(path, settings: settings)
    return (dir, path)
  }

  /// A conjugar database at `path` holding `settings` and one answered item,
  /// closed, with its launch cache written as a run's end writes it.
  static func cached(_ path: String, settings: [String: String]) throws {
    let opener = DatabaseOpener(path: path)
    try opener.database().modifySettings { stored in for (key, value) in settings { stored[key] = value } }
    try opener.database().keepAnswers(
      [QuestionResult(question: Question("tener", .preterito, .yo), answer: "tuve", correctForm: "tuve", grade: .total)],
      at: Date(timeIntervalSince1970: 1_790_000_000))
    opener.endRun()
    #expect(FileManager.default.fileExists(atPath: path + "-launch"), "the run's end keeps the cache")
    #expect(FileManager.default.fileExists(atPath: path + "-launch-review"))
  }

  @Test("a run's end keeps the cache; the next launch reads it and opens no SQLite; its reviews as the database's")
  func readFromCache() throws {
    let (dir, path) = try Self.cachedDatabase(settings: ["difficulty": "Difficult", "playerName": "Ana"])
    defer { dir.cleanUp() }
    let opener = DatabaseOpener(path: path)
    try opener.prepareForWriting()
    #expect(try opener.settings() == ["difficulty": "Difficult", "playerName": "Ana"])
    #expect(opener.launchReadFromCache)
    let items = try opener.reviewItems(for: nil)
    #expect(items.map(\.question) == [Question("tener", .preterito, .yo)])
    #expect(items.first?.schedule.lastReview == Date(timeIntervalSince1970: 1_790_000_000))
    #expect(items.first?.schedule.lastRating == .good)
    #expect(try opener.reviewItems(for: [Question("ser", .preterito, .yo)]).isEmpty)
    #expect(!opener.isOpen)
    #expect(try AppDatabase.open(path: path).reviewItems() == items, "the same schedules as SQLite reads")
  }

  @Test("the schedules' file damaged, the settings' whole: settings from the cache, schedules from the database")
  func damagedReviews() throws {
    let (dir, path) = try Self.cachedDatabase(settings: ["difficulty": "Difficult"])
    defer { dir.cleanUp() }
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path + "-launch-review"))
    bytes[bytes.count - 30] ^= 0x04
    try bytes.write(to: URL(fileURLWithPath: path + "-launch-review"))
    let opener = DatabaseOpener(path: path)
    #expect(try opener.settings() == ["difficulty": "Difficult"])
    #expect(opener.launchReadFromCache)
    #expect(try opener.reviewItems(for: nil).map(\.question) == [Question("tener", .preterito, .yo)])
    #expect(!opener.launchReadFromCache, "read from the database")
  }

  @Test("the database written by another program after the cache: the cache is not used, the new value is read")
  func changedBehindItsBack() throws {
    let (dir, path) = try Self.cachedDatabase(settings: ["difficulty": "Difficult"])
    defer { dir.cleanUp() }
    // Another program (no conjugar code): GRDB's own queue, then closed.
    do {
      let queue = try DatabaseQueue(path: path)
      try queue.write { try $0.execute(sql: "UPDATE setting SET value = 'Easy' WHERE key = 'difficulty'") }
      try queue.close()
    }
    let opener = DatabaseOpener(path: path)
    #expect(try opener.settings()["difficulty"] == "Easy")
    #expect(!opener.launchReadFromCache)
    // That run's end writes a new cache, which the next launch uses.
    opener.endRun()
    let next = DatabaseOpener(path: path)
    #expect(try next.settings()["difficulty"] == "Easy")
    #expect(next.launchReadFromCache)
  }

  @Test("a run that writes removes the cache before it writes, and keeps a new one at its end")
  func writerReplacesIt() throws {
    let (dir, path) = try Self.cachedDatabase(settings: ["difficulty": "Difficult"])
    defer { dir.cleanUp() }
    let opener = DatabaseOpener(path: path)
    #expect(try opener.settings()["difficulty"] == "Difficult")
    try opener.database().modifySettings { $0["difficulty"] = "Moderate" }
    #expect(!FileManager.default.fileExists(atPath: path + "-launch"))
    #expect(!FileManager.default.fileExists(atPath: path + "-launch-review"))
    opener.endRun()
    let next = DatabaseOpener(path: path)
    #expect(try next.settings()["difficulty"] == "Moderate")
    #expect(next.launchReadFromCache)
  }

  @Test("a cache that is garbage, empty, a link, a directory or a FIFO: ignored, the database read")
  func hostileCaches() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let cache = path + "-launch"
    try Self.cached(path, settings: ["difficulty": "Difficult"])
    let good = try Data(contentsOf: URL(fileURLWithPath: cache))
    let other = dir.file("elsewhere")
    try good.write(to: URL(fileURLWithPath: other))
    let cases: [(String, () throws -> Void)] = [
      ("garbage", { try Data("SQLite format 3\0 or anything".utf8).write(to: URL(fileURLWithPath: cache)) }),
      ("empty", { try Data().write(to: URL(fileURLWithPath: cache)) }),
      ("one byte changed", {
        var bytes = good
        bytes[bytes.count / 2] ^= 0x20
        try bytes.write(to: URL(fileURLWithPath: cache))
      }),
      ("a link to a good cache", { try FileManager.default.createSymbolicLink(atPath: cache, withDestinationPath: other) }),
      ("a directory", { try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: false) }),
      // A FIFO with no writer: opening it to read would wait forever.
      ("a FIFO", { #expect(mkfifo(cache, 0o600) == 0) }),
      ("too big", { try Data(repeating: 0x31, count: LaunchCache.maximumBytes + 1).write(to: URL(fileURLWithPath: cache)) }),
    ]
    for (name, make) in cases {
      try? FileManager.default.removeItem(atPath: cache)
      try make()
      let opener = DatabaseOpener(path: path)
      #expect(try opener.settings()["difficulty"] == "Difficult", "\(name)")
      #expect(!opener.launchReadFromCache, "\(name)")
    }
  }

  @Test("a database damaged after its cache was written is refused at launch, as without a cache")
  func damagedAfterCache() throws {
    let (dir, path) = try Self.cachedDatabase(settings: ["difficulty": "Difficult"])
    defer { dir.cleanUp() }
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    try handle.seek(toOffset: 4096)
    handle.write(Data(repeating: 0x5A, count: 4096 * 3))
    try handle.close()
    #expect(throws: DatabaseOpenError.self) { try DatabaseOpener(path: path).settings() }
  }

  @Test("a history of more schedules than the cache keeps: settings from the cache, reviews from the database")
  func longHistory() throws {
    let (dir, path) = try Self.cachedDatabase(settings: ["difficulty": "Difficult"])
    defer { dir.cleanUp() }
    do {
      let queue = try DatabaseQueue(path: path)
      try queue.write { db in
        for n in 0..<LaunchCache.maximumReviewItems {
          try db.execute(
            sql: """
              INSERT INTO reviewItem (infinitive, tense, person, stability, difficulty, lastReview, due, lastRating)
              VALUES (?, 'preterito', 'yo', 1.5, 5, '2026-01-01T00:00:00Z', '2026-01-02T00:00:00Z', 3)
              """, arguments: ["verbo\(n)"])
        }
      }
      try queue.close()
    }
    let writer = DatabaseOpener(path: path)
    _ = try writer.settings()
    writer.endRun()
    #expect(FileManager.default.fileExists(atPath: path + "-launch"))
    #expect(!FileManager.default.fileExists(atPath: path + "-launch-review"), "too many to keep")
    let opener = DatabaseOpener(path: path)
    #expect(try opener.settings()["difficulty"] == "Difficult")
    #expect(opener.launchReadFromCache)
    #expect(try opener.reviewItems(for: nil).count == LaunchCache.maximumReviewItems + 1)
    #expect(!opener.isOpen, "read on a launch connection, not the database opened to write")
  }
}
