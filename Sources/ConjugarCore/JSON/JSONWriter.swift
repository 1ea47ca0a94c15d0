/// A small, fast JSON writer for the command-line contract (docs/cli.md).
/// Hand-written rather than JSONEncoder so key order is fixed and printing every
/// form of 700+ verbs stays within a few milliseconds: it appends UTF-8 bytes.
public struct JSONWriter: ~Copyable {
  // A growable byte buffer of our own: `conjugate <all> --json` appends some
  // 300,000 times, and the budget for it is in docs/performance.md.
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int

  /// An empty writer whose buffer starts at `capacity` bytes (64 at least).
  public init(capacity: Int = 4096) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// Hands over the buffer and its byte count; the caller deallocates it. The
  /// writer is left empty.
  mutating func detach() -> (UnsafeMutablePointer<UInt8>, Int) {
    let detached = (base, count)
    capacity = 64
    base = .allocate(capacity: capacity)
    count = 0
    return detached
  }

  /// The JSON written so far.
  public var output: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

  /// The UTF-8 bytes written so far, for writing to a file descriptor.
  public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try body(UnsafeBufferPointer(start: base, count: count))
  }

  private mutating func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    let newCapacity = max(capacity * 2, count + extra)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  private mutating func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  private mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let source = buffer.baseAddress, !buffer.isEmpty else { return }
    reserve(buffer.count)
    (base + count).update(from: source, count: buffer.count)
    count += buffer.count
  }

  private mutating func append(bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends `s` as it is: JSON punctuation or a literal the caller wrote.
  public mutating func raw(_ s: StaticString) {
    s.withUTF8Buffer { append($0) }
  }

  /// `,"key":"abc"` (comma first unless `first`) for a form in three parts, with
  /// one capacity check. Forms hold only letters and spaces (the catalog is checked
  /// for that, and input is validated), so they are copied without scanning for
  /// characters to escape.
  mutating func member(first: Bool, key: [UInt8], _ a: String, _ b: String, _ c: String) {
    reserve(key.count + a.utf8.count + b.utf8.count + c.utf8.count + 3)
    if !first { appendReserved(0x2C) }
    key.withUnsafeBufferPointer { appendReserved($0) }
    appendReserved(0x22)
    if !a.isEmpty { appendVerbatim(a) }
    appendVerbatim(b)
    if !c.isEmpty { appendVerbatim(c) }
    appendReserved(0x22)
  }

  /// Appends into capacity already reserved.
  private mutating func appendReserved(_ byte: UInt8) {
    base[count] = byte
    count += 1
  }

  private mutating func appendReserved(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let source = buffer.baseAddress else { return }
    (base + count).update(from: source, count: buffer.count)
    count += buffer.count
  }

  private mutating func appendVerbatim(_ s: String) {
    var s = s
    s.withUTF8 { appendReserved($0) }
  }

  /// A JSON number.
  public mutating func number(_ n: Int) {
    append(String(n))
  }

  /// Appends `s` as a JSON string, quoted and escaped.
  public mutating func string(_ s: String) {
    append(0x22)
    append(s)
    append(0x22)
  }

  /// Appends a string's UTF-8 bytes, escaping what JSON requires and what would
  /// reorder or hide text where the JSON is shown (docs/fuzzing.md): C1 controls,
  /// bidi marks, embeddings, overrides and isolates, zero-width characters, the
  /// line and paragraph separators and the byte-order mark, the set
  /// `TerminalText.safe` shows as `<U+…>`, each as `\uXXXX`. Most strings need no
  /// escaping and are copied whole: only a lead byte of one of those (DEL, C2,
  /// D8, E2, EF) sends a string the slow way.
  private mutating func append(_ s: String) {
    if s.isEmpty { return }
    var s = s
    let copied: Bool = s.withUTF8 { buffer in
      for u in buffer where u < 0x20 || u == 0x22 || u == 0x5C || Self.mayStartHidden(u) { return false }
      append(buffer)
      return true
    }
    if copied { return }
    s.withUTF8 { appendEscaping($0) }
  }

  /// The slow way: byte by byte, a scalar decoded only where its lead byte may
  /// start one to escape.
  private mutating func appendEscaping(_ buffer: UnsafeBufferPointer<UInt8>) {
    let hex = Array("0123456789abcdef".utf8)
    var index = 0
    while index < buffer.count {
      let u = buffer[index]
      var value = UInt32(u)
      var length = 1
      if u == 0xC2 || u == 0xD8, index + 1 < buffer.count {
        value = (UInt32(u & 0x1F) << 6) | UInt32(buffer[index + 1] & 0x3F)
        length = 2
      } else if u == 0xE2 || u == 0xEF, index + 2 < buffer.count {
        value = (UInt32(u & 0x0F) << 12) | (UInt32(buffer[index + 1] & 0x3F) << 6) | UInt32(buffer[index + 2] & 0x3F)
        length = 3
      }
      switch value {
      case 0x22: append(bytes: [0x5C, 0x22])
      case 0x5C: append(bytes: [0x5C, 0x5C])
      case 0x0A: append(bytes: [0x5C, 0x6E])
      case 0x0D: append(bytes: [0x5C, 0x72])
      case 0x09: append(bytes: [0x5C, 0x74])
      case _ where value < 0x20 || Self.isHidden(value):
        append(bytes: [0x5C, 0x75] + [12, 8, 4, 0].map { hex[Int((value >> $0) & 0xF)] })
      default: for offset in 0..<length { append(buffer[index + offset]) }
      }
      index += length
    }
  }

  /// The first UTF-8 byte of DEL and of every scalar `isHidden` names.
  private static func mayStartHidden(_ byte: UInt8) -> Bool {
    byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 || byte == 0xEF
  }

  /// Scalars escaped although JSON allows them raw: DEL and the C1 controls, the
  /// Arabic letter mark, zero-width spaces and joiners, LRM and RLM, the line and
  /// paragraph separators, bidi embeddings, overrides and isolates, invisible
  /// operators and the byte-order mark.
  static func isHidden(_ value: UInt32) -> Bool {
    switch value {
    case 0x7F..<0xA0, 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
    default: false
    }
  }

  mutating func key(_ k: StaticString) {
    append(0x22)
    k.withUTF8Buffer { append($0) }
    append(0x22)
    append(0x3A)
  }

  /// A key already encoded as `"key":` bytes.
  mutating func key(bytes encoded: [UInt8]) {
    append(bytes: encoded)
  }

  static func encodedKey(_ k: String) -> [UInt8] { Array("\"\(k)\":".utf8) }
}

extension Conjugation {
  /// The JSON object of docs/cli.md for this verb.
  func writeJSON(to w: inout JSONWriter) {
    w.raw("{")
    w.key("infinitive")
    w.string(infinitive)
    w.raw(",")
    w.key("translation")
    w.string(translation)
    w.raw(",")
    w.key("gerundio")
    w.string(gerundio.primary)
    w.raw(",")
    w.key("participio")
    w.string(participio.primary)
    w.raw(",")
    w.key("inferred")
    w.raw(inferred ? "true" : "false")
    w.raw(",")
    w.key("tenses")
    w.raw("{")
    for (t, tense) in Tense.finite.enumerated() {
      if t > 0 { w.raw(",") }
      w.key(bytes: Self.tenseKeys[t])
      w.raw("{")
      var first = true
      for (p, person) in Person.allCases.enumerated() {
        _ = forms.withParts(tense, person) { prefix, core, suffix in
          w.member(first: first, key: Self.personKeys[p], prefix, core.primary, suffix)
          first = false
        }
      }
      w.raw("}")
    }
    w.raw("}}")
  }

  /// Encoded keys in the order of `Tense.finite` and `Person.allCases`, the loops' order.
  static let tenseKeys = Tense.finite.map { JSONWriter.encodedKey($0.rawValue) }
  static let personKeys = Person.allCases.map { JSONWriter.encodedKey($0.rawValue) }

  var json: String {
    var w = JSONWriter()
    writeJSON(to: &w)
    return w.output
  }
}
