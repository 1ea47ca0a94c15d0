import FoundationEssentials
import Glibc
import Synchronization

/// The verbs conjugar knows, parsed from Resources/verbs.txt (compiled into the
/// binary by the EmbedCatalog plugin), and the entry point for conjugating any
/// infinitive: catalog verbs, and well-formed infinitives it lacks, by rule.
public struct VerbCatalog: Sendable {
  /// The catalog shipped with conjugar: one verb is found with no parsing, through
  /// the hash table of its names and the index of its line starts made at build
  /// time (EmbedResource).
  public static let standard = VerbCatalog(
    embedded: embeddedVerbCatalog,
    index: Index(
      lineStarts: embeddedVerbCatalogLineIndex, names: embeddedVerbCatalogNameTable,
      facts: embeddedVerbCatalogFactsTable))

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
  /// static string, never copied), any other in an array of its own.
  enum Text: Sendable {
    case embedded(StaticString)
    case owned([UInt8])
  }

  final class Storage: Sendable {
    let text: Text
    /// The index made at build time (the embedded catalog's); nil: parse to look up.
    let index: Index?
    /// Whether a verb is looked up through the index.
    var indexed: Bool { index != nil }
    let parsed = Mutex<Parsed?>(nil)

    init(text: Text, index: Index?) {
      self.text = text
      self.index = index
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

  /// Made at build time by EmbedResource, as hexadecimal text: `lineStarts`, where
  /// each entry line (neither empty nor a comment) starts, six digits a line, in file
  /// order; `names`, a hash table of the lines' names (FNV-1a of the name's bytes,
  /// linear probing over a power-of-two number of slots, four digits a slot: a
  /// line's number, ffff when empty); `facts`, each line's rank and whether its
  /// features can make it defective, six digits a line (EmbedResource's lineFacts),
  /// so that the quiz and practice, which ask hundreds of verbs how common they are,
  /// read neither line.
  struct Index: Sendable {
    let lineStarts: StaticString
    let names: StaticString
    let facts: StaticString
  }

  /// Whether this is the catalog compiled in (with its build-time index): facts
  /// written at build time from it (VerbFamily.catalogFacts) hold for it alone.
  var isEmbedded: Bool { storage.indexed }

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
    storage = Storage(text: .owned(Array(text.utf8)), index: nil)
  }

  /// The catalog compiled into the binary (the EmbedCatalog plugin), read in place,
  /// and looked up through its build-time `index`.
  init(embedded: StaticString, index: Index) {
    storage = Storage(text: .embedded(embedded), index: index)
  }

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

  func contains(_ infinitive: String) -> Bool { entry(infinitive) != nil }
  /// The verb's English gloss; nil for a verb the catalog does not gloss (a rare
  /// one such as ensenar), so no one shows an empty "()".
  public func translation(of infinitive: String) -> String? {
    entry(infinitive).map(gloss).flatMap { $0.isEmpty ? nil : $0 }
  }

  /// The verb's frequency rank in the catalog (`rank=`, 1 = most frequent); nil
  /// for a verb outside the catalog or one the frequency list does not know.
  func rank(of infinitive: String) -> Int? {
    guard let entry = self.entry(infinitive) else { return nil }
    return (try? VerbSpec(features: features(entry)))?.rank
  }

  /// rank(of:) and defectiveness(of:) at once, with one lookup; a line whose only
  /// feature is its rank (most of them) is not parsed as a VerbSpec. For the quiz
  /// and practice, which ask it of every verb of a family.
  func rankAndDefectiveness(of infinitive: String) -> (rank: Int?, defective: Defectiveness) {
    catalogFacts(of: infinitive) ?? (nil, .none)
  }

  /// The same, nil for a verb outside the catalog: one lookup says both.
  func catalogFacts(of infinitive: String) -> (rank: Int?, defective: Defectiveness)? {
    if let plain = plainFacts(infinitive) {
      return plain.found ? (plain.rank, .none) : nil
    }
    guard let entry = self.entry(infinitive) else { return nil }
    // The embedded catalog's lines all parse (CatalogTests): its features are
    // scanned for the four that matter here, without building the verb's forms.
    if storage.indexed,
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
      // The five features start with five different letters: most tokens (stem
      // changes, irregular forms) are passed over on their first byte.
      let first = token[token.startIndex]
      guard
        first == UInt8(ascii: "w") || first == UInt8(ascii: "t") || first == UInt8(ascii: "r")
          || first == UInt8(ascii: "l") || first == UInt8(ascii: "o")
      else { continue }
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
      } else if token.starts(with: "only=".utf8) {
        let vowels = token.dropFirst(5)
        guard !vowels.isEmpty, vowels.allSatisfy({ $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "i") }) else {
          return nil
        }
        defective.endingVowels = String(decoding: vowels, as: UTF8.self)
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

  /// Whether a catalog verb has the form of `tense` and `person`, from its features
  /// alone, as its conjugation would say (`Conjugation.has`): nil for a verb not in
  /// the catalog, which only conjugating can tell. For `review`, which checks each
  /// due item before asking it without conjugating every due verb.
  public func hasForm(_ infinitive: String, _ tense: Tense, _ person: Person?) -> Bool? {
    guard let facts = catalogFacts(of: infinitive) else { return nil }
    switch tense {
    case .gerundio, .participio: return true
    default:
      guard let person, tense.isFinite, !(tense.isImperative && person == .yo) else { return false }
      return facts.defective.allows(tense, person)
    }
  }

  /// Which persons and tenses a catalog verb has, from its features alone (no
  /// conjugating): weather verbs the third person singular, as the quiz asks them.
  func defectiveness(of infinitive: String) -> Defectiveness {
    guard let entry = self.entry(infinitive), let spec = try? VerbSpec(features: features(entry))
    else { return .none }
    var defective = spec.defective
    if spec.weather { defective.persons = .thirdSingular }
    return defective
  }

  /// Every form of `input`: a catalog verb, or a well-formed infinitive conjugated
  /// by rule (`inferred`). Anything else throws with close matches, if any.
  public func conjugate(_ input: String) throws(ConjugationError) -> Conjugation {
    if let conjugation = conjugation(of: input) { return conjugation }
    throw .notAnInfinitive(input: input, suggestions: suggestions(for: Self.normalize(input)))
  }

  /// The verb's conjugation, nil when `input` is no verb. Callers with no one to
  /// tell (an export, a history, a stored question) ask this: "did you mean"
  /// compares the word with every verb, wasted work for a word read from a file.
  public func conjugation(of input: String) -> Conjugation? {
    let word = Self.normalize(input)
    let (base, pronominal) = Self.splitPronominal(word)
    if let entry = self.entry(word) {
      if let spec = try? resolvedSpec(word, pronominal: pronominal, depth: 0),
        let conjugation = build(
          word, base: base, gloss: gloss(entry), spec: spec, pronominal: pronominal,
          inferred: false, model: nil)
      {
        return conjugation
      }
    } else if pronominal && Self.neverPronominal.contains(base) {
      return nil
    } else if pronominal, let entry = self.entry(base) {
      // Any other V+se of a catalog verb (darse, comerse): the base's features,
      // the pronouns added. The catalog's data, not a rule's guess: not inferred.
      if let spec = try? resolvedSpec(base, pronominal: false, depth: 0),
        let conjugation = build(
          word, base: base, gloss: gloss(entry), spec: spec, pronominal: true,
          inferred: false, model: nil)
      {
        return conjugation
      }
    } else if Self.isWellFormed(base), let (spec, model) = inferredSpec(base),
      let conjugation = build(
        word, base: base, gloss: pronominal ? translation(of: base) ?? "" : "",
        spec: spec, pronominal: pronominal, inferred: true, model: model)
    {
      return conjugation
    }
    return nil
  }

  func build(
    _ infinitive: String, base: String, gloss: String, spec: VerbSpec, pronominal: Bool,
    inferred: Bool, model: String?
  ) -> Conjugation? {
    guard let conjugator = Conjugator(infinitive: base, spec: spec) else { return nil }
    var table = conjugator.simpleTable()
    if let also = spec.also {
      var other = spec
      other.also = nil
      if case .change(let change) = also { other.stemChange = change } else { other.stemChange = nil }
      if let second = Conjugator(infinitive: base, spec: other) { table = table.accepting(second.simpleTable()) }
    }
    return ConjugationBuilder.build(
      infinitive: infinitive, translation: gloss, table: table,
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

  /// Verbs with no pronominal use to conjugate: ser; the auxiliary haber, whose
  /// only one is the fixed phrase habérselas; the modals soler and poder. "Serse"
  /// is no verb and "me soy" no form to teach, so their V+se is no verb here.
  static let neverPronominal: Set<String> = ["ser", "haber", "soler", "poder"]

  /// "acordarse" → ("acordar", true).
  static func splitPronominal(_ word: String) -> (String, Bool) {
    guard word.hasSuffix("se"), word.count >= 4 else { return (word, false) }
    let base = String(word.dropLast(2))
    return base.hasSuffix("r") ? (base, true) : (word, false)
  }

  /// Lower-case Spanish letters (á é í ó ú ü ñ precomposed) in words one space
  /// apart: NFC, lower case and trimmed already.
  static func isPlainSpanish(_ input: String) -> Bool {
    var previous: Unicode.Scalar = " "
    for scalar in input.unicodeScalars {
      switch scalar {
      case "a"..."z", "á", "é", "í", "ó", "ú", "ü", "ñ": break
      case " " where previous != " ": break
      default: return false
      }
      previous = scalar
    }
    return previous != " "
  }

  static func normalize(_ input: String) -> String {
    // Plain lower-case ASCII (most input) is already normal; so are lower-case
    // words of Spanish letters, precomposed, one space apart (every form conjugar
    // prints: identify's round trip sends a million).
    if !input.isEmpty && input.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) { return input }
    if Self.isPlainSpanish(input) { return input }
    return input.trimmingCharacters(in: .whitespacesAndNewlines).nfc.lowercased()
  }
}
