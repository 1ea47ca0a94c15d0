import FoundationEssentials

/// The accent family (docs/learning.md, "Accents"): an answer that differs from
/// the asked form only in written accents or the diaeresis is an accent pattern,
/// named by the rule it breaks (`AccentRules`), and no evidence about tense,
/// mood or person (cante for canté is also a subjunctive form).
extension MistakePattern {
  /// The accent pattern of `given` for `expected`, nil unless they differ only in accents.
  static func accentPattern(given: String, expected: String) -> MistakePattern? {
    guard let slip = AccentRules.slip(given: given, expected: expected) else { return nil }
    return accent(slip.rule)
  }

  /// The pattern of an accent rule.
  static func accent(_ rule: AccentRule) -> MistakePattern {
    MistakePattern(rawValue: "accent:" + rule.rawValue) ?? .accentOther
  }

  /// The rule of an accent pattern, nil for another pattern.
  var accentRule: AccentRule? {
    isAccent ? AccentRule(rawValue: String(rawValue.dropFirst("accent:".count))) : nil
  }

  /// The accent patterns an answer of `correctForm` could show: the rule broken
  /// by leaving its accents out (cené → cene), or, for a form with none, by
  /// writing one on its last vowel (dio → dió, hizo → hizó).
  static func accentChances(_ correctForm: String) -> Set<MistakePattern> {
    let right = correctForm.nfc.lowercased()
    let bare = AnswerGrader.stripAccents(right).replacingOccurrences(of: "ü", with: "u")
    if bare != right { return accentPattern(given: bare, expected: right).map { [$0] } ?? [] }
    // Adding one is a chance only where a rule says none: dio, hizo.
    var scalars = Array(right.unicodeScalars)
    guard let last = scalars.lastIndex(where: { "aeiou".unicodeScalars.contains($0) }) else { return [] }
    let acute: [Unicode.Scalar: Unicode.Scalar] = ["a": "á", "e": "é", "i": "í", "o": "ó", "u": "ú"]
    scalars[last] = acute[scalars[last]] ?? scalars[last]
    let marked = String(String.UnicodeScalarView(scalars))
    guard let pattern = accentPattern(given: marked, expected: right),
      pattern == .accentMonosyllable || pattern == .accentStrongPreterito
    else { return [] }
    return [pattern]
  }
}
