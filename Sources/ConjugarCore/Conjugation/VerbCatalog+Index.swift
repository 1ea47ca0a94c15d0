import Glibc

/// Looking a catalog line up: through the hash table and line index made at
/// build time for the embedded catalog, by the parsed dictionary otherwise.
extension VerbCatalog {
  /// The catalog line of `infinitive`, if any.
  func entry(_ infinitive: String) -> Entry? {
    guard let index = storage.index else { return parsed.entries[infinitive] }
    if let parsed = storage.parsed.withLock({ $0 }) { return parsed.entries[infinitive] }
    var infinitive = infinitive
    return infinitive.withUTF8 { key in
      storage.withBytes { bytes in
        index.lineStarts.withUTF8Buffer { lineStarts in
          index.names.withUTF8Buffer { names in
            Self.lookUp(key, in: bytes, lineStarts: lineStarts, names: names).map { found in
              // The line's end: the C library's memchr, many bytes a step.
              var end = bytes.count
              if let newline = memchr(bytes.baseAddress! + found.bar, 0x0A, bytes.count - found.bar) {
                end = UnsafeRawPointer(bytes.baseAddress!).distance(to: UnsafeRawPointer(newline))
              }
              return Self.split(bytes, found.start..<end).entry
            } ?? nil
          }
        }
      }
    }
  }

  /// A catalog verb's rank and defectiveness from the build-time facts table, when
  /// its line's features are plain (no defectiveness, a rank that reads plainly);
  /// nil otherwise, and for a verb not in the catalog (`catalogFacts` then reads).
  func plainFacts(_ infinitive: String) -> (found: Bool, rank: Int?)? {
    guard let index = storage.index else { return nil }
    var infinitive = infinitive
    return infinitive.withUTF8 { key -> (found: Bool, rank: Int?)? in
      storage.withBytes { bytes in
        index.lineStarts.withUTF8Buffer { lineStarts in
          index.names.withUTF8Buffer { names in
            index.facts.withUTF8Buffer { facts -> (found: Bool, rank: Int?)? in
              guard let found = Self.lookUp(key, in: bytes, lineStarts: lineStarts, names: names) else {
                return (false, nil)
              }
              let at = found.line * 6
              guard at + 6 <= facts.count, facts[at + 5] == UInt8(ascii: "0") else { return nil }
              var rank = 0
              for k in at..<(at + 5) {
                let digit = facts[k]
                rank = rank &<< 4 | Int(digit <= 0x39 ? digit &- 0x30 : digit &- 0x57)
              }
              return (true, rank == 0 ? nil : rank)
            }
          }
        }
      }
    }
  }

  /// One name's line through the build-time index: hash the key, probe the table
  /// from its slot, compare the name of each line found (the bytes before its first
  /// bar, trimmed) with the key, until an empty slot. Only the line found is split
  /// (start-up: docs/performance.md). An index that does not fit the text finds nothing.
  static func lookUp(
    _ key: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>,
    lineStarts: UnsafeBufferPointer<UInt8>, names: UnsafeBufferPointer<UInt8>
  ) -> (line: Int, start: Int, bar: Int)? {
    guard let text = bytes.baseAddress, let starts = lineStarts.baseAddress, let table = names.baseAddress
    else { return nil }
    let size = names.count / 4
    guard size > 0, size & (size - 1) == 0 else { return nil }
    func number(_ digits: UnsafePointer<UInt8>, _ count: Int) -> Int {
      var value = 0
      for k in 0..<count {
        let digit = digits[k]
        value = value &<< 4 | Int(digit <= 0x39 ? digit &- 0x30 : digit &- 0x57)
      }
      return value
    }
    var hash: UInt32 = 0x811C_9DC5  // FNV-1a, as EmbedResource hashes
    for byte in key { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
    var slot = Int(hash) & (size - 1)
    for _ in 0..<size {
      let line = number(table + slot * 4, 4)
      guard line != 0xFFFF, line < lineStarts.count / 6 else { return nil }
      let start = number(starts + line * 6, 6)
      guard start < bytes.count else { return nil }
      var bar = start
      while bar < bytes.count && text[bar] != 0x7C && text[bar] != 0x0A { bar += 1 }
      if bar < bytes.count, text[bar] == 0x7C {
        let name = trimmed(bytes, start..<bar)
        let same =
          name.count == key.count
          && (key.isEmpty || key.baseAddress.map { memcmp(text + name.lowerBound, $0, key.count) == 0 } ?? false)
        if same { return (line, start, bar) }
      }
      slot = (slot + 1) & (size - 1)
    }
    return nil
  }
}
