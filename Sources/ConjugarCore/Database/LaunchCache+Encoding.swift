import FoundationEssentials

/// The cache's bytes: the line `magic`, then fields, each its length in decimal
/// digits, a colon and that many bytes (so a value may hold any byte), the last a
/// checksum (FNV-1a, 64 bits, of every byte before it). In order:
///
///     the database's state: device, inode, size, ctime s, ctime ns, mtime s, mtime ns
///     the -wal's: 0 (absent), or 1 and its seven numbers; then the -journal's
///     the number of settings, then each key and value
///     the number of review schedules (-1: not kept), then each one's infinitive,
///       tense, person ("" for none), stability, difficulty, last review and due
///       (the Doubles' bit patterns; dates as seconds since 2001) and last rating
///     the checksum
///
/// Numbers are decimal text; Doubles are kept exactly, by their bits.
extension LaunchCache {
  func encoded() -> [UInt8] {
    var out = LaunchCache.magic
    func field(_ bytes: some Collection<UInt8>) {
      out.append(contentsOf: String(bytes.count).utf8)
      out.append(UInt8(ascii: ":"))
      out.append(contentsOf: bytes)
    }
    func number(_ value: Int64) { field(Array(String(value).utf8)) }
    func real(_ value: Double) { number(Int64(bitPattern: value.bitPattern)) }
    func file(_ state: FileState) {
      for value in [
        state.device, state.inode, state.size, state.changed.seconds, state.changed.nanoseconds,
        state.modified.seconds, state.modified.nanoseconds,
      ] {
        number(value)
      }
    }
    file(state.database)
    for side in [state.wal, state.journal] {
      if let side {
        number(1)
        file(side)
      } else {
        number(0)
      }
    }
    number(Int64(settings.count))
    for key in settings.keys.sorted() {
      field(Array(key.utf8))
      field(Array(settings[key, default: ""].utf8))
    }
    if let reviewItems {
      number(Int64(reviewItems.count))
      for item in reviewItems {
        field(Array(item.question.infinitive.utf8))
        field(Array(item.question.tense.rawValue.utf8))
        field(Array((item.question.person?.rawValue ?? "").utf8))
        real(item.schedule.memory.stability)
        real(item.schedule.memory.difficulty)
        real(item.schedule.lastReview.timeIntervalSinceReferenceDate)
        real(item.schedule.due.timeIntervalSinceReferenceDate)
        number(Int64(item.schedule.lastRating.rawValue))
      }
    } else {
      number(-1)
    }
    number(Int64(bitPattern: Self.checksum(out[...])))
    return out
  }

  /// The cache `bytes` hold; nil for anything else (another format, a file cut
  /// short, a changed byte, a value that cannot be).
  static func decode(_ bytes: [UInt8]) -> LaunchCache? {
    guard bytes.count > magic.count, bytes[..<magic.count].elementsEqual(magic) else { return nil }
    var reader = FieldReader(bytes: bytes, position: magic.count)
    func file() -> FileState? {
      guard let device = reader.number(), let inode = reader.number(), let size = reader.number(),
        let changedSeconds = reader.number(), let changedNanoseconds = reader.number(),
        let modifiedSeconds = reader.number(), let modifiedNanoseconds = reader.number()
      else { return nil }
      return FileState(
        device: device, inode: inode, size: size,
        changed: Timestamp(seconds: changedSeconds, nanoseconds: changedNanoseconds),
        modified: Timestamp(seconds: modifiedSeconds, nanoseconds: modifiedNanoseconds))
    }
    func side() -> FileState?? {
      switch reader.number() {
      case 0: return .some(nil)
      case 1: return file().map { .some($0) }
      default: return nil
      }
    }
    guard let database = file(), let wal = side(), let journal = side(),
      let settingCount = reader.number(), (0...10_000).contains(settingCount)
    else { return nil }
    var settings = [String: String](minimumCapacity: 32)
    for _ in 0..<settingCount {
      guard let key = reader.string(), let value = reader.string(), settings[key] == nil else { return nil }
      settings[key] = value
    }
    guard let itemCount = reader.number(), (-1...Int64(maximumReviewItems)).contains(itemCount) else { return nil }
    var reviewItems: [ReviewItem]? = nil
    if itemCount >= 0 {
      var items: [ReviewItem] = []
      items.reserveCapacity(Int(itemCount))
      for _ in 0..<itemCount {
        guard let infinitive = reader.string(), !infinitive.isEmpty,
          let tense = reader.string().flatMap({ AppDatabase.storedTenses[$0] }),
          let personName = reader.string(),
          let stability = reader.real(), let difficulty = reader.real(),
          let lastReview = reader.real(), let due = reader.real(),
          let rating = reader.number().flatMap({ FSRSRating(rawValue: Int(clamping: $0)) }),
          stability.isFinite, stability > 0, difficulty.isFinite, (1...10).contains(difficulty),
          lastReview.isFinite, due.isFinite
        else { return nil }
        var person: Person? = nil
        if !personName.isEmpty {
          guard let named = AppDatabase.storedPersons[personName] else { return nil }
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
      reviewItems = items
    }
    let summed = reader.position
    guard let checksum = reader.number(), reader.position == bytes.count,
      UInt64(bitPattern: checksum) == Self.checksum(bytes[..<summed])
    else { return nil }
    return LaunchCache(
      state: DatabaseState(database: database, wal: wal, journal: journal), settings: settings,
      reviewItems: reviewItems)
  }

  /// FNV-1a, 64 bits: enough to catch a file cut short or a changed byte (the cache
  /// guards against accidents; a deliberate edit of it is no more than an edit of
  /// the database, which the same user may make).
  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }
}

/// Reads the cache's fields in turn; every read answers nil past the end or for a
/// malformed field.
struct FieldReader {
  let bytes: [UInt8]
  var position: Int

  /// The next field's bytes.
  mutating func field() -> Range<Int>? {
    var length = 0
    var digits = 0
    while position < bytes.count, bytes[position] != UInt8(ascii: ":") {
      let digit = Int(bytes[position]) - 0x30
      guard (0...9).contains(digit), digits < 8 else { return nil }
      length = length * 10 + digit
      digits += 1
      position += 1
    }
    guard digits > 0, position < bytes.count, bytes.count - (position + 1) >= length else { return nil }
    let start = position + 1
    position = start + length
    return start..<position
  }

  mutating func string() -> String? {
    guard let range = field() else { return nil }
    return bytes.withUnsafeBufferPointer { String(validating: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
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
      let digit = Int64(bytes[index]) - 0x30
      guard (0...9).contains(digit) else { return nil }
      let (times, overflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times.addingReportingOverflow(negative ? -digit : digit)
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
}
