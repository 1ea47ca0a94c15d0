import FoundationEssentials
import Synchronization

/// The verbs conjugar knows, parsed from Resources/verbs.txt (compiled into the
/// binary by the EmbedCatalog plugin), and the entry point for conjugating any
/// infinitive: catalog verbs, and well-formed infinitives it lacks, by rule.
public struct VerbCatalog: Sendable {
  /// The catalog shipped with conjugar: its lines are in code-point order (a test
  /// checks), so one verb is found by binary search over its lines, with no
  /// parsing, through the index of line starts made at build time (EmbedResource).
  public static let standard = VerbCatalog(
    embedded: embeddedVerbCatalog, lineIndex: embeddedVerbCatalogLineIndex)

  /// Where a verb's gloss and features are in `bytes`: decoded only when asked
  /// for, so start-up does not build two strings per catalog line.
  struct Entry: Sendable, Equatable {
    let glossRange: Range<Int>
    let featuresRange: Range<Int>
  }

  /// Every line parsed: built the first time something needs the whole catalog
  /// (the list of verbs, suggestions, identify), never for one verb's table.
  struct Parsed: Sendable {
    /// Catalog infinitives in file order.
    var infinitives: [String] = []
    var entries: [String: Entry] = [:]
    /// Lines that are not `infinitive | gloss [| features]`, with their numbers.
    var malformed: [String] = []
  }

  /// The catalog's UTF-8 text: the embedded one read where the compiler put it (a
  /// static string, never copied: copying its 215 KB cost every start 0.23 M
  /// instructions and some 100 page faults), any other in an array of its own.
  enum Text: Sendable {
    case embedded(StaticString)
    case owned([UInt8])
  }

  final class Storage: Sendable {
    let text: Text
    /// Where each entry line starts, six hexadecimal digits a line, when the entry
    /// lines are in code-point order (the embedded catalog's, made at build time).
    let lineIndex: StaticString?
    /// Whether a verb is found by binary search (there is a line index).
    var sorted: Bool { lineIndex != nil }
    let parsed = Mutex<Parsed?>(nil)

    init(text: Text, lineIndex: StaticString?) {
      self.text = text
      self.lineIndex = lineIndex
    }

    /// The text's UTF-8 bytes, for the time of `body`.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R { Self.withBytes(text, body) }

    static func withBytes<R>(_ text: Text, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
      switch text {
      case let .embedded(string): string.withUTF8Buffer(body)
      case let .owned(bytes): bytes.withUnsafeBufferPointer(body)
      }
    }
  }

  let storage: Storage

  /// The bytes in `range` of the catalog's text, as a string.
  func text(_ range: Range<Int>) -> String {
    storage.withBytes { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
  }

  /// Catalog infinitives in file order.
  public var infinitives: [String] { parsed.infinitives }
  /// Lines that are not `infinitive | gloss [| features]`, with their numbers.
  var malformedLines: [String] { parsed.malformed }

  func gloss(_ entry: Entry) -> String { text(entry.glossRange) }
  func features(_ entry: Entry) -> Substring { Substring(text(entry.featuresRange)) }

  /// Keeps the catalog text; parses nothing yet (the whole text is parsed the
  /// first time a verb is looked up).
  public init(text: String) {
    storage = Storage(text: .owned(Array(text.utf8)), lineIndex: nil)
  }

  /// The catalog compiled into the binary (the EmbedCatalog plugin), read in place,
  /// and searched through `lineIndex`, the starts of its lines in code-point order.
  init(embedded: StaticString, lineIndex: StaticString) {
    storage = Storage(text: .embedded(embedded), lineIndex: lineIndex)
  }

  /// The catalog line of `infinitive`, if any.
  func entry(_ infinitive: String) -> Entry? {
    guard storage.sorted else { return parsed.entries[infinitive] }
    if let parsed = storage.parsed.withLock({ $0 }) { return parsed.entries[infinitive] }
    return search(infinitive)
  }

  /// Binary search over the sorted lines, comparing UTF-8 bytes (code-point order).
  /// Each probe reads only the name before the line's first bar; the rest of the
  /// line is split only for the verb found (start-up: README, Speed).
  private func search(_ infinitive: String) -> Entry? {
    guard let lineIndex = storage.lineIndex else { return nil }
    var infinitive = infinitive
    return infinitive.withUTF8 { key in
      storage.withBytes { bytes in
        lineIndex.withUTF8Buffer { index in Self.search(key, in: bytes, lineIndex: index) }
      }
    }
  }

  static func search(
    _ key: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>,
    lineIndex index: UnsafeBufferPointer<UInt8>
  ) -> Entry? {
    guard let text = bytes.baseAddress, let digits = index.baseAddress else { return nil }
    let count = bytes.count
    var low = 0
    var high = index.count / 6
    while low < high {
      let middle = (low + high) / 2
      var start = 0
      for k in 0..<6 {
        let digit = digits[middle &* 6 &+ k]
        start = start &<< 4 | Int(digit <= 0x39 ? digit &- 0x30 : digit &- 0x57)
      }
      guard start < count else { return nil }
      var bar = start
      while bar < count && text[bar] != 0x7C && text[bar] != 0x0A { bar += 1 }
      // No bar: malformed, which the full parse reports.
      guard bar < count, text[bar] == 0x7C else { return nil }
      let name = trimmed(bytes, start..<bar)
      // Code-point order is the order of the UTF-8 bytes.
      let common = min(name.count, key.count)
      var order = 0
      if common > 0, let keyStart = key.baseAddress { order = Int(memcmp(text + name.lowerBound, keyStart, common)) }
      if order == 0 { order = name.count - key.count }
      if order < 0 {
        low = middle + 1
      } else if order > 0 {
        high = middle
      } else {
        var end = bar
        while end < count && text[end] != 0x0A { end += 1 }
        return split(bytes, start..<end).entry
      }
    }
    return nil
  }

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
      if firstBar == nil { firstBar = i } else if secondBar == nil { secondBar = i; break }
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

  public func contains(_ infinitive: String) -> Bool { entry(infinitive) != nil }
  public func translation(of infinitive: String) -> String? { entry(infinitive).map(gloss) }

  /// The verb's frequency rank in the catalog (`rank=`, 1 = most frequent); nil
  /// for a verb outside the catalog or one the frequency list does not know.
  public func rank(of infinitive: String) -> Int? {
    guard let entry = self.entry(infinitive) else { return nil }
    return (try? VerbSpec(features: features(entry)))?.rank
  }

  /// rank(of:) and defectiveness(of:) at once, with one lookup; a line whose only
  /// feature is its rank (most of them) is not parsed as a VerbSpec. For the quiz
  /// and practice, which ask it of every verb of a family.
  public func rankAndDefectiveness(of infinitive: String) -> (rank: Int?, defective: Defectiveness) {
    guard let entry = self.entry(infinitive) else { return (nil, .none) }
    // The embedded catalog's lines all parse (CatalogTests): its features are
    // scanned for the four that matter here, without building the verb's forms.
    if storage.sorted,
      let facts = storage.withBytes({ Self.scanRankAndDefectiveness($0[entry.featuresRange]) })
    {
      return facts
    }
    let features = features(entry)
    if features.isEmpty { return (nil, .none) }
    if features.hasPrefix("rank="), !features.contains(" "), let rank = Int(features.dropFirst(5)) {
      return (rank, .none)
    }
    guard let spec = try? VerbSpec(features: features) else { return (nil, .none) }
    var defective = spec.defective
    if spec.weather { defective.persons = .thirdSingular }
    return (spec.rank, defective)
  }

  /// rank=, lacks=, third and weather, read from a features field that parses;
  /// nil if a rank or lacks= value is not one the full parse accepts.
  /// The features' bytes are read where they are, token by token (no array of
  /// tokens: the quiz asks this of some 150 verbs before its first question).
  static func scanRankAndDefectiveness<Bytes: Collection<UInt8>>(_ features: Bytes) -> (
    rank: Int?, defective: Defectiveness
  )? {
    var rank: Int?
    var defective = Defectiveness.none
    var weather = false
    var position = features.startIndex
    while position != features.endIndex {
      guard features[position] != UInt8(ascii: " ") else {
        features.formIndex(after: &position)
        continue
      }
      var end = position
      while end != features.endIndex && features[end] != UInt8(ascii: " ") { features.formIndex(after: &end) }
      let token = features[position..<end]
      position = end
      if token.elementsEqual("weather".utf8) {
        weather = true
      } else if token.elementsEqual("third".utf8) {
        defective.persons = .third
      } else if token.starts(with: "rank=".utf8) {
        var n = 0
        for byte in token.dropFirst(5) {
          guard (0x30...0x39).contains(byte), n < 1_000_000_000 else { return nil }
          n = n * 10 + Int(byte - 0x30)
        }
        guard n > 0 else { return nil }
        rank = n
      } else if token.starts(with: "lacks=".utf8) {
        for name in token.dropFirst(6).split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
          guard let tenses = Defectiveness.tenseTokens[Substring(String(decoding: name, as: UTF8.self))]
          else { return nil }
          defective.missingTenses.formUnion(tenses)
        }
      }
    }
    if weather { defective.persons = .thirdSingular }
    return (rank, defective)
  }

  /// Which persons and tenses a catalog verb has, from its features alone (no
  /// conjugating): weather verbs the third person singular, as the quiz asks them.
  public func defectiveness(of infinitive: String) -> Defectiveness {
    guard let entry = self.entry(infinitive), let spec = try? VerbSpec(features: features(entry))
    else { return .none }
    var defective = spec.defective
    if spec.weather { defective.persons = .thirdSingular }
    return defective
  }

  /// Every form of `input`: a catalog verb, or a well-formed infinitive conjugated
  /// by rule (`inferred`). Anything else throws with close matches, if any.
  public func conjugate(_ input: String) throws(ConjugationError) -> Conjugation {
    let word = Self.normalize(input)
    let (base, pronominal) = Self.splitPronominal(word)
    if let entry = self.entry(word) {
      if let spec = try? resolvedSpec(word, pronominal: pronominal, depth: 0),
        let conjugation = build(word, base: base, gloss: gloss(entry), spec: spec, pronominal: pronominal,
          inferred: false, model: nil)
      {
        return conjugation
      }
    } else if pronominal, let entry = self.entry(base) {
      // Any V+se of a catalog verb: the base's features, the pronouns added.
      if let spec = try? resolvedSpec(base, pronominal: false, depth: 0),
        let conjugation = build(word, base: base, gloss: gloss(entry), spec: spec, pronominal: true,
          inferred: false, model: nil)
      {
        return conjugation
      }
    } else if Self.isWellFormed(base), let (spec, model) = inferredSpec(base),
      let conjugation = build(word, base: base, gloss: pronominal ? translation(of: base) ?? "" : "",
        spec: spec, pronominal: pronominal, inferred: true, model: model)
    {
      return conjugation
    }
    throw .notAnInfinitive(input: input, suggestions: suggestions(for: word))
  }

  func build(
    _ infinitive: String, base: String, gloss: String, spec: VerbSpec, pronominal: Bool,
    inferred: Bool, model: String?
  ) -> Conjugation? {
    guard let conjugator = Conjugator(infinitive: base, spec: spec) else { return nil }
    return ConjugationBuilder.build(
      infinitive: infinitive, translation: gloss, table: conjugator.simpleTable(),
      pronominal: pronominal, weather: spec.weather && !spec.personal, inferred: inferred, model: model,
      defective: spec.defective, personalWeather: spec.weather && spec.personal)
  }

  /// The spec in force for a catalog verb: its own features, those of its
  /// non-pronominal base when it gives none (acordarse ← acordar), and those of a
  /// `like=` base with the prefix applied.
  func resolvedSpec(_ infinitive: String, pronominal: Bool, depth: Int) throws(VerbSpec.ParseError) -> VerbSpec {
    guard depth < 4, let entry = self.entry(infinitive) else {
      throw VerbSpec.ParseError(message: "\(infinitive): unknown or circular base")
    }
    let own = try VerbSpec(features: features(entry))
    if pronominal && own.isRegular {
      let (base, _) = Self.splitPronominal(infinitive)
      if self.entry(base) != nil { return try resolvedSpec(base, pronominal: false, depth: depth + 1) }
    }
    guard let like = own.like else { return own }
    let (base, _) = Self.splitPronominal(infinitive)
    guard base.hasSuffix(like), base != like else {
      throw VerbSpec.ParseError(message: "\(infinitive) does not end with its like= base \(like)")
    }
    let prefix = String(base.dropLast(like.count))
    return try resolvedSpec(like, pronominal: false, depth: depth + 1)
      .prefixed(prefix)
      .overridden(by: own)
  }

  /// "acordarse" → ("acordar", true).
  static func splitPronominal(_ word: String) -> (String, Bool) {
    guard word.hasSuffix("se"), word.count >= 4 else { return (word, false) }
    let base = String(word.dropLast(2))
    return base.hasSuffix("r") ? (base, true) : (word, false)
  }

  static func normalize(_ input: String) -> String {
    // Plain lower-case ASCII (most input) is already normal.
    if !input.isEmpty && input.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) { return input }
    return input.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping.lowercased()
  }
}
