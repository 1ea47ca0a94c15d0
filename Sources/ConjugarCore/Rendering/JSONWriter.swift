/// A small, fast JSON writer for the command-line contract (shared/spec/cli.md).
/// Hand-written rather than JSONEncoder so key order is fixed and printing every
/// form of 700+ verbs stays within a few milliseconds: it appends UTF-8 bytes.
public struct JSONWriter {
  /// The UTF-8 bytes written so far.
  public private(set) var bytes: [UInt8] = []

  public init(capacity: Int = 4096) { bytes.reserveCapacity(capacity) }

  public var output: String { String(decoding: bytes, as: UTF8.self) }

  public mutating func raw(_ s: StaticString) {
    s.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  public mutating func string(_ s: String) {
    bytes.append(0x22)
    var s = s
    s.withUTF8 { utf8 in
      for u in utf8 {
        switch u {
        case 0x22: bytes.append(0x5C); bytes.append(0x22)
        case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
        case 0x0A: bytes.append(0x5C); bytes.append(0x6E)
        case 0x0D: bytes.append(0x5C); bytes.append(0x72)
        case 0x09: bytes.append(0x5C); bytes.append(0x74)
        case 0..<0x20:
          let hex: [UInt8] = Array("0123456789abcdef".utf8)
          bytes.append(contentsOf: [0x5C, 0x75, 0x30, 0x30, hex[Int(u >> 4)], hex[Int(u & 0xF)]])
        default: bytes.append(u)
        }
      }
    }
    bytes.append(0x22)
  }

  public mutating func key(_ k: StaticString) {
    bytes.append(0x22)
    k.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(0x22)
    bytes.append(0x3A)
  }

  mutating func key(_ k: String) {
    string(k)
    bytes.append(0x3A)
  }
}

extension Conjugation {
  /// The JSON object of shared/spec/cli.md for this verb.
  public func writeJSON(to w: inout JSONWriter) {
    w.raw("{")
    w.key("infinitive"); w.string(infinitive); w.raw(",")
    w.key("translation"); w.string(translation); w.raw(",")
    w.key("gerundio"); w.string(gerundio.primary); w.raw(",")
    w.key("participio"); w.string(participio.primary); w.raw(",")
    w.key("inferred"); w.raw(inferred ? "true" : "false"); w.raw(",")
    w.key("tenses"); w.raw("{")
    for (t, tense) in Tense.finite.enumerated() {
      if t > 0 { w.raw(",") }
      w.key(tense.rawValue)
      w.raw("{")
      var first = true
      for (p, person) in Person.allCases.enumerated() {
        guard let form = finite[t][p] else { continue }
        if !first { w.raw(",") }
        first = false
        w.key(person.rawValue)
        w.string(form.primary)
      }
      w.raw("}")
    }
    w.raw("}}")
  }

  public var json: String {
    var w = JSONWriter()
    writeJSON(to: &w)
    return w.output
  }
}
