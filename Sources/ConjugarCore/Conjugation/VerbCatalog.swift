import FoundationEssentials

/// The verbs conjugar knows, parsed from Resources/verbs.txt (compiled into the
/// binary by the EmbedCatalog plugin), and the entry point for conjugating any
/// infinitive: catalog verbs, and well-formed infinitives it lacks, by rule.
public struct VerbCatalog: Sendable {
  /// The catalog shipped with conjugar.
  public static let standard = VerbCatalog(text: embeddedVerbCatalog)

  /// Where a verb's gloss and features are in `bytes`: decoded only when asked
  /// for, so start-up does not build two strings per catalog line.
  struct Entry: Sendable {
    let glossRange: Range<Int>
    let featuresRange: Range<Int>
    let line: Int
  }

  /// The catalog's UTF-8 text.
  let bytes: [UInt8]
  /// Catalog infinitives in file order.
  public let infinitives: [String]
  let entries: [String: Entry]
  /// Lines that are not `infinitive | gloss [| features]`, with their numbers.
  let malformedLines: [String]

  func gloss(_ entry: Entry) -> String { String(decoding: bytes[entry.glossRange], as: UTF8.self) }
  func features(_ entry: Entry) -> Substring { Substring(String(decoding: bytes[entry.featuresRange], as: UTF8.self)) }

  /// Parses the catalog text. Works on UTF-8 bytes: this runs at every start-up.
  public init(text: String) {
    var infinitives: [String] = []
    var entries: [String: Entry] = [:]
    var malformed: [String] = []
    infinitives.reserveCapacity(10_000)
    entries.reserveCapacity(10_000)
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { bytes in
      func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper && (bytes[lower] == 0x20 || bytes[lower] == 0x09) { lower += 1 }
        while upper > lower && (bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 || bytes[upper - 1] == 0x0D) {
          upper -= 1
        }
        return lower..<upper
      }
      func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[trimmed(range)]), as: UTF8.self)
      }
      var number = 0
      var lineStart = 0
      while lineStart < bytes.count {
        number += 1
        var lineEnd = lineStart
        var firstBar: Int?
        var secondBar: Int?
        while lineEnd < bytes.count && bytes[lineEnd] != 0x0A {
          if bytes[lineEnd] == 0x7C {
            if firstBar == nil { firstBar = lineEnd } else if secondBar == nil { secondBar = lineEnd }
          }
          lineEnd += 1
        }
        defer { lineStart = lineEnd + 1 }
        if lineEnd == lineStart || bytes[lineStart] == 0x23 { continue }  // empty or "#"
        guard let firstBar else {
          malformed.append("line \(number): \(string(lineStart..<lineEnd))")
          continue
        }
        let infinitive = string(lineStart..<firstBar)
        guard entries[infinitive] == nil else {
          malformed.append("line \(number): \(infinitive) appears twice")
          continue
        }
        let glossEnd = secondBar ?? lineEnd
        let features = secondBar.map { trimmed(($0 + 1)..<lineEnd) } ?? lineEnd..<lineEnd
        infinitives.append(infinitive)
        entries[infinitive] = Entry(
          glossRange: trimmed((firstBar + 1)..<glossEnd), featuresRange: features, line: number)
      }
    }
    self.bytes = bytes
    self.infinitives = infinitives
    self.entries = entries
    self.malformedLines = malformed
  }

  public func contains(_ infinitive: String) -> Bool { entries[infinitive] != nil }
  public func translation(of infinitive: String) -> String? { entries[infinitive].map(gloss) }

  /// The verb's frequency rank in the catalog (`rank=`, 1 = most frequent); nil
  /// for a verb outside the catalog or one the frequency list does not know.
  public func rank(of infinitive: String) -> Int? {
    guard let entry = entries[infinitive] else { return nil }
    return (try? VerbSpec(features: features(entry)))?.rank
  }

  /// Which persons and tenses a catalog verb has, from its features alone (no
  /// conjugating): weather verbs the third person singular, as the quiz asks them.
  public func defectiveness(of infinitive: String) -> Defectiveness {
    guard let entry = entries[infinitive], let spec = try? VerbSpec(features: features(entry))
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
    if let entry = entries[word] {
      if let spec = try? resolvedSpec(word, pronominal: pronominal, depth: 0),
        let conjugation = build(word, base: base, gloss: gloss(entry), spec: spec, pronominal: pronominal,
          inferred: false, model: nil)
      {
        return conjugation
      }
    } else if pronominal, let entry = entries[base] {
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
    guard depth < 4, let entry = entries[infinitive] else {
      throw VerbSpec.ParseError(message: "\(infinitive): unknown or circular base")
    }
    let own = try VerbSpec(features: features(entry))
    if pronominal && own.isRegular {
      let (base, _) = Self.splitPronominal(infinitive)
      if entries[base] != nil { return try resolvedSpec(base, pronominal: false, depth: depth + 1) }
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
