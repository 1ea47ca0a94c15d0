/// Reading the catalog text: every line split into its name, gloss and
/// features, the lines that are not verbs kept with their numbers.
extension VerbCatalog {
  /// The whole catalog, parsed once.
  var parsed: Parsed {
    storage.parsed.withLock { parsed in
      if let parsed { return parsed }
      let built = storage.withBytes(Self.parse)
      parsed = built
      return built
    }
  }

  static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && (bytes[lower] == 0x20 || bytes[lower] == 0x09) { lower += 1 }
    while upper > lower && (bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 || bytes[upper - 1] == 0x0D) {
      upper -= 1
    }
    return lower..<upper
  }

  /// One line's first bar and its entry (nil without a bar).
  static func split(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> (firstBar: Int?, entry: Entry?) {
    var firstBar: Int?
    var secondBar: Int?
    for i in line where bytes[i] == 0x7C {
      if firstBar == nil {
        firstBar = i
      } else if secondBar == nil {
        secondBar = i
        break
      }
    }
    guard let firstBar else { return (nil, nil) }
    let glossEnd = secondBar ?? line.upperBound
    let features = secondBar.map { trimmed(bytes, ($0 + 1)..<line.upperBound) } ?? line.upperBound..<line.upperBound
    return (firstBar, Entry(glossRange: trimmed(bytes, (firstBar + 1)..<glossEnd), featuresRange: features))
  }

  /// Parses every line. Works on UTF-8 bytes.
  static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Parsed {
    var result = Parsed()
    result.infinitives.reserveCapacity(10_000)
    result.entries.reserveCapacity(10_000)
    do {
      func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[trimmed(bytes, range)]), as: UTF8.self)
      }
      var number = 0
      var lineStart = 0
      while lineStart < bytes.count {
        number += 1
        var lineEnd = lineStart
        while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
        defer { lineStart = lineEnd + 1 }
        if lineEnd == lineStart || bytes[lineStart] == 0x23 { continue }  // empty or "#"
        let line = split(bytes, lineStart..<lineEnd)
        guard let firstBar = line.firstBar, let entry = line.entry else {
          result.malformed.append("line \(number): \(string(lineStart..<lineEnd))")
          continue
        }
        let infinitive = string(lineStart..<firstBar)
        guard result.entries[infinitive] == nil else {
          result.malformed.append("line \(number): \(infinitive) appears twice")
          continue
        }
        result.infinitives.append(infinitive)
        result.entries[infinitive] = entry
      }
    }
    return result
  }
}
