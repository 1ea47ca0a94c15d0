import FoundationEssentials

/// The API: conjugating a catalog verb or a well-formed infinitive, and the
/// names (pronominal, normalised) every lookup goes through.
extension VerbCatalog {
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
