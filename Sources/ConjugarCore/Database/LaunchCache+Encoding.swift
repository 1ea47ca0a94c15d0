import FoundationEssentials

/// The cache's two files, each a first line (`magic`, `reviewsMagic`), then
/// fields, each its length in decimal digits, a colon and that many bytes (so a
/// value may hold any byte), the last a checksum (FNV-1a, 64 bits, of every byte
/// before it). Both begin with the database's state:
///
///     the database's: device, inode, size, ctime s, ctime ns, mtime s, mtime ns
///     the -wal's: 0 (absent), or 1 and its seven numbers; then the -journal's
///
/// then `PATH-launch` holds the number of settings, then each key and value; and
/// `PATH-launch-review` the number of review schedules, then each one's
/// infinitive, tense, person ("" for none), stability, difficulty, last review and
/// due (the Doubles' bit patterns; dates as seconds since 2001) and last rating.
/// Numbers are decimal text; Doubles are kept exactly, by their bits.
///
/// Two files, so that a launch reads only what it needs: the quiz its settings
/// (a few hundred bytes), `review` its schedules too (a learner of a few weeks
/// has hundreds).
extension LaunchCache {
  /// `PATH-launch`'s bytes.
  func encodedSettings() -> [UInt8] {
    var out = CacheWriter(magic: LaunchCache.magic, state: state)
    out.number(Int64(settings.count))
    for key in settings.keys.sorted() {
      out.field(key.utf8)
      out.field(settings[key, default: ""].utf8)
    }
    return out.finished()
  }

  /// `PATH-launch-review`'s bytes (nil when the schedules are not kept).
  func encodedReviews() -> [UInt8]? {
    guard let reviewItems else { return nil }
    var out = CacheWriter(magic: LaunchCache.reviewsMagic, state: state)
    out.number(Int64(reviewItems.count))
    for item in reviewItems {
      out.field(item.question.infinitive.utf8)
      out.field(item.question.tense.rawValue.utf8)
      out.field((item.question.person?.rawValue ?? "").utf8)
      out.real(item.schedule.memory.stability)
      out.real(item.schedule.memory.difficulty)
      out.real(item.schedule.lastReview.timeIntervalSinceReferenceDate)
      out.real(item.schedule.due.timeIntervalSinceReferenceDate)
      out.number(Int64(item.schedule.lastRating.rawValue))
    }
    return out.finished()
  }

  /// The state and settings `PATH-launch`'s bytes hold; nil for anything else
  /// (another format, a file cut short, a changed byte, a value that cannot be).
  static func decodeSettings(_ bytes: UnsafeBufferPointer<UInt8>) -> (DatabaseState, [String: String])? {
    guard var reader = FieldReader(bytes, magic: magic), let state = reader.state(),
      let count = reader.number(), (0...10_000).contains(count)
    else { return nil }
    var settings = [String: String](minimumCapacity: 32)
    for _ in 0..<count {
      guard let key = reader.string(), let value = reader.string(), settings[key] == nil else { return nil }
      settings[key] = value
    }
    guard reader.endsWithChecksum() else { return nil }
    return (state, settings)
  }

  /// The state and review schedules `PATH-launch-review`'s bytes hold; nil for
  /// anything else.
  static func decodeReviews(_ bytes: UnsafeBufferPointer<UInt8>) -> (DatabaseState, [ReviewItem])? {
    guard var reader = FieldReader(bytes, magic: reviewsMagic), let state = reader.state(),
      let count = reader.number(), (0...Int64(maximumReviewItems)).contains(count)
    else { return nil }
    // A tense or person by name: a hash look-up for many (the tables cost some
    // 50,000 instructions to build once), comparisons with each name for a few.
    let many = count > 24
    var items: [ReviewItem] = []
    items.reserveCapacity(Int(count))
    for _ in 0..<count {
      guard let infinitive = reader.string(), !infinitive.isEmpty,
        let tenseName = reader.string(),
        let tense = many ? AppDatabase.storedTenses[tenseName] : Tense(rawValue: tenseName),
        let personName = reader.string(),
        let stability = reader.real(), let difficulty = reader.real(),
        let lastReview = reader.real(), let due = reader.real(),
        let rating = reader.number().flatMap({ FSRSRating(rawValue: Int(clamping: $0)) }),
        stability.isFinite, stability > 0, difficulty.isFinite, (1...10).contains(difficulty),
        lastReview.isFinite, due.isFinite
      else { return nil }
      var person: Person? = nil
      if !personName.isEmpty {
        guard let named = many ? AppDatabase.storedPersons[personName] : Person(rawValue: personName) else {
          return nil
        }
        person = named
      }
      items.append(
        ReviewItem(
          Question(infinitive, tense, person),
          CardSchedule(
            memory: MemoryState(stability: stability, difficulty: difficulty),
            lastReview: Date(timeIntervalSinceReferenceDate: lastReview),
            due: Date(timeIntervalSinceReferenceDate: due), lastRating: rating)))
    }
    guard reader.endsWithChecksum() else { return nil }
    return (state, items)
  }

  /// FNV-1a, 64 bits: enough to catch a file cut short or a changed byte (the cache
  /// guards against accidents; a deliberate edit of it is no more than an edit of
  /// the database, which the same user may make).
  static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }
}

/// Writes a cache file's fields: the first line and the state, then what the
/// caller adds, then (`finished`) the checksum.
struct CacheWriter {
  private var out: [UInt8]

  init(magic: StaticString, state: DatabaseState) {
    out = Array(UnsafeBufferPointer(start: magic.utf8Start, count: magic.utf8CodeUnitCount))
    file(state.database)
    for side in [state.wal, state.journal] {
      if let side {
        number(1)
        file(side)
      } else {
        number(0)
      }
    }
  }

  mutating func field(_ bytes: some Collection<UInt8>) {
    out.append(contentsOf: String(bytes.count).utf8)
    out.append(UInt8(ascii: ":"))
    out.append(contentsOf: bytes)
  }

  mutating func number(_ value: Int64) { field(String(value).utf8) }
  mutating func real(_ value: Double) { number(Int64(bitPattern: value.bitPattern)) }

  private mutating func file(_ state: FileState) {
    for value in [
      state.device, state.inode, state.size, state.changed.seconds, state.changed.nanoseconds,
      state.modified.seconds, state.modified.nanoseconds,
    ] {
      number(value)
    }
  }

  consuming func finished() -> [UInt8] {
    let sum = out.withUnsafeBufferPointer(LaunchCache.checksum)
    number(Int64(bitPattern: sum))
    return out
  }
}

/// Reads a cache file's fields in turn, where they lie; every read answers nil
/// past the end or for a malformed field.
struct FieldReader {
  let bytes: UnsafeBufferPointer<UInt8>
  private(set) var position: Int

  /// A reader after the first line, nil when the bytes do not begin with `magic`.
  init?(_ bytes: UnsafeBufferPointer<UInt8>, magic: StaticString) {
    let count = magic.utf8CodeUnitCount
    guard bytes.count > count, memcmp(bytes.baseAddress!, magic.utf8Start, count) == 0 else { return nil }
    self.bytes = bytes
    position = count
  }

  /// The next field's bytes.
  mutating func field() -> Range<Int>? {
    var length = 0
    var digits = 0
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: ":") { break }
      guard byte &- 0x30 < 10, digits < 8 else { return nil }
      length = length * 10 + Int(byte &- 0x30)
      digits += 1
      position += 1
    }
    guard digits > 0, position < bytes.count, bytes.count - (position + 1) >= length else { return nil }
    let start = position + 1
    position = start + length
    return start..<position
  }

  /// A field as text. Bytes that are not UTF-8 (only a cache written by another
  /// program could hold them: its checksum matched) become U+FFFD, as a column
  /// SQLite returns is decoded; validating each string instead cost a launch 1,400
  /// instructions a string (the standard library's generic validation).
  mutating func string() -> String? {
    guard let range = field() else { return nil }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// A decimal integer, with an optional minus sign.
  mutating func number() -> Int64? {
    guard let range = field(), !range.isEmpty, range.count <= 20 else { return nil }
    var index = range.lowerBound
    let negative = bytes[index] == UInt8(ascii: "-")
    if negative { index += 1 }
    guard index < range.upperBound else { return nil }
    var value: Int64 = 0
    while index < range.upperBound {
      let digit = bytes[index] &- 0x30
      guard digit < 10 else { return nil }
      let (times, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times.addingReportingOverflow(negative ? -Int64(digit) : Int64(digit))
      guard !overflow, !overflow2 else { return nil }
      value = sum
      index += 1
    }
    return value
  }

  /// A Double kept by its bits.
  mutating func real() -> Double? {
    number().map { Double(bitPattern: UInt64(bitPattern: $0)) }
  }

  /// The state of the database's files, as `CacheWriter` writes it.
  mutating func state() -> DatabaseState? {
    func side() -> FileState?? {
      switch number() {
      case 0: return .some(nil)
      case 1: return file().map { .some($0) }
      default: return nil
      }
    }
    guard let database = file(), let wal = side(), let journal = side() else { return nil }
    return DatabaseState(database: database, wal: wal, journal: journal)
  }

  private mutating func file() -> FileState? {
    guard let device = number(), let inode = number(), let size = number(),
      let changedSeconds = number(), let changedNanoseconds = number(),
      let modifiedSeconds = number(), let modifiedNanoseconds = number()
    else { return nil }
    return FileState(
      device: device, inode: inode, size: size,
      changed: Timestamp(seconds: changedSeconds, nanoseconds: changedNanoseconds),
      modified: Timestamp(seconds: modifiedSeconds, nanoseconds: modifiedNanoseconds))
  }

  /// Whether what follows is the last field, the checksum of every byte before it.
  mutating func endsWithChecksum() -> Bool {
    let summed = position
    guard let checksum = number(), position == bytes.count else { return false }
    return UInt64(bitPattern: checksum) == LaunchCache.checksum(UnsafeBufferPointer(rebasing: bytes[..<summed]))
  }
}
