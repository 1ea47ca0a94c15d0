/// Which letters of a form depart from the regular pattern, found by comparing it
/// with the form a fully regular verb would have: "tengo" against "teno" → "g".
public enum Highlight {
  /// Character offsets of `form` that differ from `regular`, or nil when they match.
  static func irregularRange(_ form: String, regular: String) -> Range<Int>? {
    guard form != regular else { return nil }
    if isOneScalarPerLetter(form), isOneScalarPerLetter(regular) {
      return differingRange(Array(form.unicodeScalars), Array(regular.unicodeScalars))
    }
    return differingRange(Array(form), Array(regular))
  }

  /// Whether each character of `text` is a single Unicode scalar, so that scalar
  /// offsets are character offsets: true of every form of the catalog (precomposed
  /// Latin letters, below U+0300, where no grapheme cluster but CR LF has two
  /// scalars). Working on scalars then spares finding grapheme boundaries, which
  /// was most of the cost of a conjugation table (docs/performance.md).
  static func isOneScalarPerLetter(_ text: String) -> Bool {
    // Read as UTF-8: a scalar below U+0300 is one byte below 0x80, or two whose
    // first is below 0xCC (U+0300 is CC 80); continuation bytes are 80-BF. The
    // bytes are read where they are, no scalar decoded.
    var text = text
    return text.withUTF8 { bytes in
      for byte in bytes where byte >= 0xCC || byte == 0x0D { return false }
      return true
    }
  }

  /// The same on letters already split (offsets from each slice's start); nil when
  /// they match.
  public static func irregularRange(_ a: ArraySlice<Unicode.Scalar>, _ b: ArraySlice<Unicode.Scalar>) -> Range<Int>? {
    guard !a.elementsEqual(b) else { return nil }
    return differingRange(a, b)
  }

  private static func differingRange<Letters: RandomAccessCollection>(_ a: Letters, _ b: Letters) -> Range<Int>?
  where Letters.Element: Equatable, Letters.Index == Int {
    let a0 = a.startIndex
    let b0 = b.startIndex
    var prefix = 0
    while prefix < a.count && prefix < b.count && a[a0 + prefix] == b[b0 + prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix && suffix < b.count - prefix
      && a[a0 + a.count - 1 - suffix] == b[b0 + b.count - 1 - suffix]
    {
      suffix += 1
    }
    let end = a.count - suffix
    // A letter dropped from the regular form (hago vs haco): mark the letter after it.
    if end <= prefix { return prefix < a.count ? prefix..<(prefix + 1) : (a.count - 1)..<a.count }
    return prefix..<end
  }
}

extension VerbCatalog {
  /// The forms `infinitive` would have if it were fully regular (spelling changes
  /// such as busqué kept), for highlighting; nil for a string that is not an infinitive.
  public func regularConjugation(of infinitive: String) -> Conjugation? {
    let word = Self.normalize(infinitive)
    return regularConjugation(word, weather: conjugation(of: word)?.isWeatherVerb ?? false)
  }

  /// The same for a verb already conjugated, without conjugating it again.
  public func regularConjugation(of conjugation: Conjugation) -> Conjugation? {
    regularConjugation(Self.normalize(conjugation.infinitive), weather: conjugation.isWeatherVerb)
  }

  private func regularConjugation(_ word: String, weather: Bool) -> Conjugation? {
    let (base, pronominal) = Self.splitPronominal(word)
    var spec = VerbSpec()
    spec.weather = weather
    return build(word, base: base, gloss: "", spec: spec, pronominal: pronominal, inferred: false, model: nil)
  }
}
