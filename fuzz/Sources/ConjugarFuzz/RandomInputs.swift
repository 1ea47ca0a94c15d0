import ConjugarCore

/// The seeded driver's inputs: a few real answers, infinitives and catalog lines,
/// mutated byte by byte (insert, delete, replace, splice, repeat).
enum RandomInputs {
  static let seeds: [[UInt8]] = [
    "\u{0}tuve", "\u{0}  Tuvé ", "\u{0}a'", "\u{0}pidio'", "\u{0}n~ino", "\u{0}u:",
    "\u{1}tener | to have | ie g pret=tuv fut=tendr\nir | to go | irregular\n",
    "\u{1}contener | to contain | like=tener\n# comment\n\nbad line\n",
    "\u{2}actuar", "\u{2}acordarse", "\u{2}zzzar", "\u{2}  IRSE ",
  ].map { Array($0.utf8) }

  static let interesting: [[UInt8]] = [
    [0x27], [0x7E], [0x3A], [0x7C], [0x0A], [0x0D], [0x00], [0x1B], [0xCC, 0x81],
    [0xC3, 0xA1], [0xE2, 0x80, 0xAE], [0xF0, 0x9F, 0x98, 0x80], [0xFF], [0x20], [0x09],
    Array("se".utf8), Array("like=".utf8), Array("pret=".utf8),
  ]

  static func mutate(_ corpus: [[UInt8]], using random: inout SplitMix64) -> [UInt8] {
    var bytes = corpus[Int(random.next() % UInt64(corpus.count))]
    let steps = 1 + Int(random.next() % 8)
    for _ in 0..<steps {
      let position = bytes.isEmpty ? 0 : 1 + Int(random.next() % UInt64(bytes.count))
      let at = min(position, bytes.count)
      switch random.next() % 5 {
      case 0: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: at)
      case 1: if at < bytes.count && at > 0 { bytes.remove(at: at) }
      case 2: if at < bytes.count && at > 0 { bytes[at] = UInt8(truncatingIfNeeded: random.next()) }
      case 3: bytes.insert(contentsOf: interesting[Int(random.next() % UInt64(interesting.count))], at: at)
      default:
        let piece = bytes[min(at, bytes.count)...].prefix(16)
        for _ in 0..<Int(random.next() % 4) { bytes.insert(contentsOf: piece, at: at) }
      }
    }
    if random.next() % 16 == 0 { bytes[0] = UInt8(truncatingIfNeeded: random.next()) }
    return bytes.isEmpty ? [0] : bytes
  }
}
