import FoundationEssentials

/// The line for an answer that is the asked form but for its written accents,
/// naming the rule it breaks (`AccentRules`), the same in the quiz and in context.
enum AccentExplanation {
  /// The spelling of `expected` that `given` (normalised) is an accent slip of.
  static func slipped(_ given: String, _ expected: Form) -> (String, AccentSlip)? {
    for spelling in FormMatch.spellings(expected) {
      if let slip = AccentRules.slip(given: given, expected: spelling) { return (spelling, slip) }
    }
    return nil
  }

  /// "dio has one syllable, and monosyllables take no written accent (RAE 2010): dio."
  static func explain(_ given: String, _ expected: Form) -> Explanation? {
    guard let (right, slip) = slipped(given, expected) else { return nil }
    return Explanation(kind: .accentSlip, text: line(given, right, slip))
  }

  static func line(_ given: String, _ right: String, _ slip: AccentSlip) -> String {
    let page = "conjugar info \(AccentRules.infoTopic(for: slip.rule))"
    let word = changedWord(given, right)
    let wordAccented = word.unicodeScalars.contains(where: Accent.isAccented)
    // An accent typed on a word that takes none, and no rule of its own to name:
    // the word's stress and ending say why (recuerdé, imagínen, cállaos).
    if !slip.missing, !wordAccented, [.stressedEnding, .esdrujula, .other].contains(slip.rule) {
      let last = word.unicodeScalars.last.map(Accent.stripped)
      if let last, Accent.isStrong(last) || Accent.isWeak(last) || last == "n" || last == "s" {
        return "\(word) is stressed on its second-to-last syllable and ends in a vowel, n or s, so it takes no "
          + "written accent: \(right). (conjugar info accents)"
      }
      return "\(word) is stressed on its last syllable and ends in a consonant other than n or s, so it takes no "
        + "written accent: \(right). (conjugar info accents)"
    }
    switch (slip.rule, slip.missing) {
    case (.stressedEnding, true):
      return "\(word) is stressed on its last syllable and ends in a vowel, n or s, so it is written with an accent: "
        + "\(right). (\(page))"
    case (.stressedEnding, false):
      return
        "the stress of \(word) is on its last syllable; the accent goes there and nowhere else: \(right). (\(page))"
    case (.monosyllable, false):
      return
        "\(word) has one syllable, and words of one syllable take no written accent (RAE 2010): \(right). (\(page))"
    case (.monosyllable, true):
      return "\(word) keeps its accent to tell it from another word spelt the same (diacritic accent): \(right). "
        + "(\(page))"
    case (.strongPreterito, _):
      return "\(word) is a strong pretérito, stressed on its stem, so its ending takes no accent: \(right). (\(page))"
    case (.hiatus, true):
      return "a stressed i or u beside a, e or o is written with an accent, which splits the two vowels: \(right). "
        + "(\(page))"
    case (.hiatus, false):
      return "ui and iu are written as one syllable, without an accent: \(right). (\(page))"
    case (.enclitic, true):
      return "with the pronoun attached the stress stays where it was, now far from the end, so it is written: "
        + "\(right). (\(page))"
    case (.enclitic, false) where wordAccented:
      return "with the pronoun attached the stress stays where it was, and the accent goes on that syllable: "
        + "\(right). (\(page))"
    case (.enclitic, false):
      return "the command with its pronoun attached is stressed where it was and needs no written accent: \(right). "
        + "(\(page))"
    case (.esdrujula, true):
      return "\(word) is stressed on the third syllable from the end, and such words always take an accent: \(right). "
        + "(\(page))"
    case (.esdrujula, false):
      return "the accent goes on the syllable that carries the stress: \(right). (\(page))"
    case (.diaeresis, _):
      return "ü makes the u of gue and gui heard: \(right). (\(page))"
    case (.other, _):
      return "mind where the stress falls: \(right). (\(page))"
    }
  }

  /// " The accent tells them apart: enseñó is stressed on its last syllable, so it
  /// is written with an accent." when `given`, another form of the verb, is
  /// `right` with accents left out (enseño for enseñó, gane for gané): the line
  /// names that other form first, and this names the slip (issue 43 §3). Empty
  /// otherwise.
  static func tellsApart(_ given: String, _ right: String) -> String {
    guard let slip = AccentRules.slip(given: given, expected: right), slip.missing else { return "" }
    let word = changedWord(given, right)
    let why: String
    switch slip.rule {
    case .stressedEnding: why = "\(word) is stressed on its last syllable, so it is written with an accent"
    case .esdrujula: why = "\(word) is stressed on the third syllable from the end, so it is written with an accent"
    case .hiatus: why = "the accent of \(word) splits its stressed i or u from the vowel beside it"
    case .enclitic: why = "\(word) keeps its stress with the pronoun attached, so it is written with an accent"
    case .monosyllable: why = "\(word) carries the accent that tells it from the other word"
    case .strongPreterito, .diaeresis, .other: why = "\(word) is written with an accent"
    }
    return " The accent tells them apart: \(why)."
  }

  /// The word of `right` that differs from `given` (the whole answer when one word).
  static func changedWord(_ given: String, _ right: String) -> String {
    let a = given.split(separator: " ")
    let b = right.split(separator: " ")
    guard a.count == b.count else { return right }
    return zip(a, b).first { $0 != $1 }.map { String($0.1) } ?? right
  }
}
