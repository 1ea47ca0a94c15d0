/// Spanish stress and written-accent rules, enough to re-accent a form when
/// something is added to it: an enclitic pronoun ("acuerda" + "te" → "acuérdate"),
/// a prefix ("ten" → "contén"), or a voseo ending ("habla" → "hablá"); and to drop
/// the accent the RAE's 2010 rules remove from monosyllables ("crió" → "crio").
///
/// Words are handled as arrays of Unicode scalars; every letter conjugar writes is
/// one precomposed scalar.
enum Accent {
  typealias Word = [Unicode.Scalar]

  static func isStrong(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case "a", "e", "o", "á", "é", "ó": true
    default: false
    }
  }

  static func isWeak(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case "i", "u", "í", "ú", "ü": true
    default: false
    }
  }

  static func isAccented(_ c: Unicode.Scalar) -> Bool {
    switch c {
    case "á", "é", "í", "ó", "ú": true
    default: false
    }
  }

  /// 0 for the same letter, accented or not; 1 for another (an edit's cost).
  static func sameLetter(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Int {
    a == b || stripped(a) == stripped(b) ? 0 : 1
  }

  static func stripped(_ c: Unicode.Scalar) -> Unicode.Scalar {
    switch c {
    case "á": "a"
    case "é": "e"
    case "í": "i"
    case "ó": "o"
    case "ú": "u"
    default: c
    }
  }

  static func accented(_ c: Unicode.Scalar) -> Unicode.Scalar {
    switch c {
    case "a": "á"
    case "e": "é"
    case "i": "í"
    case "o": "ó"
    case "u", "ü": "ú"
    default: c
    }
  }

  /// Whether the scalar at `i` is a vowel sound: the u of "que", "qui", "gue",
  /// "gui" is silent; a final y after a vowel ("estoy") is part of the nucleus.
  static func isVowel(_ w: Word, _ i: Int) -> Bool {
    let c = w[i]
    if c == "u" && i > 0 && (w[i - 1] == "q" || w[i - 1] == "g") && i + 1 < w.count {
      switch w[i + 1] {
      case "e", "i", "é", "í": return false
      default: break
      }
    }
    if c == "y" { return i == w.count - 1 && i > 0 && (isStrong(w[i - 1]) || isWeak(w[i - 1])) }
    return isStrong(c) || isWeak(c)
  }

  /// Vowel nuclei (syllables) as ranges of scalar indices. Two strong vowels are
  /// in hiatus; a weak vowel that carries the stress (`stressed`, or a written
  /// accent) beside a strong one is in hiatus too. "h" between vowels does not
  /// separate them.
  static func nuclei(_ w: Word, stressed: Int? = nil) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    var start = -1
    var last = -1
    func stressedWeak(_ i: Int) -> Bool {
      (isWeak(w[i]) && (i == stressed || isAccented(w[i])))
    }
    var i = 0
    while i < w.count {
      if isVowel(w, i) {
        if start >= 0 && last >= 0 {
          let prev = w[last]
          let joins =
            !(isStrong(prev) && isStrong(w[i]))
            && !(stressedWeak(i) && isStrong(prev))
            && !(stressedWeak(last) && isStrong(w[i]))
          let adjacent = last == i - 1 || (last == i - 2 && w[i - 1] == "h")
          if joins && adjacent {
            last = i
            i += 1
            continue
          }
          result.append(start...last)
        }
        start = i
        last = i
      } else if start >= 0 && !(w[i] == "h" && i + 1 < w.count && isVowel(w, i + 1)) {
        result.append(start...last)
        start = -1
        last = -1
      }
      i += 1
    }
    if start >= 0 { result.append(start...last) }
    return result
  }

  /// The index of the stressed vowel: the written accent if there is one,
  /// otherwise the default stress (penultimate syllable for words ending in a
  /// vowel, n or s; the last otherwise).
  static func stressIndex(_ w: Word) -> Int? {
    if let i = w.firstIndex(where: isAccented) { return i }
    let syllables = nuclei(w)
    guard let lastSyllable = syllables.last else { return nil }
    let nucleus = syllables.count > 1 && endsInVowelNS(w) ? syllables[syllables.count - 2] : lastSyllable
    return vowelCarryingStress(w, nucleus)
  }

  /// In a diphthong the strong vowel carries the stress; of two weak vowels, the second.
  static func vowelCarryingStress(_ w: Word, _ nucleus: ClosedRange<Int>) -> Int {
    for i in nucleus where isStrong(w[i]) { return i }
    return nucleus.reversed().first { isVowel(w, $0) && w[$0] != "y" } ?? nucleus.lowerBound
  }

  static func endsInVowelNS(_ w: Word) -> Bool {
    guard let c = w.last else { return false }
    return c == "n" || c == "s" || isStrong(c) || isWeak(c)
  }

  /// Writes `w` with its stress on `stressed`, adding a written accent only where
  /// the rules require one. `w` must carry no accent of its own.
  static func accentuate(_ w: Word, stressed: Int) -> Word {
    let syllables = nuclei(w, stressed: stressed)
    guard let position = syllables.firstIndex(where: { $0.contains(stressed) }) else { return w }
    let after = syllables.count - 1 - position
    // A stressed weak vowel beside a strong one is always written with its accent (huía, reís).
    let hiatus =
      isWeak(w[stressed])
      && ((stressed > 0 && isStrong(w[stressed - 1])) || (stressed + 1 < w.count && isStrong(w[stressed + 1]))
        || (stressed > 1 && w[stressed - 1] == "h" && isStrong(w[stressed - 2]))
        || (stressed + 2 < w.count && w[stressed + 1] == "h" && isStrong(w[stressed + 2])))
    let needs: Bool
    if hiatus {
      needs = true
    } else if syllables.count == 1 {
      needs = false
    } else {
      switch after {
      case 0: needs = endsInVowelNS(w) && !(w.count >= 2 && w[w.count - 1] == "s" && !isVowel(w, w.count - 2))
      case 1: needs = !endsInVowelNS(w)
      default: needs = true
      }
    }
    guard needs else { return w }
    var out = w
    out[stressed] = accented(w[stressed])
    return out
  }

  /// `suffix` attached to `form`, the stress staying where it was ("acuerda" + "te");
  /// `dropping` letters are first removed from the end ("acordad" − d + "os").
  static func attach(_ form: String, _ suffix: String, dropping: Int = 0) -> String {
    let w = Array(form.unicodeScalars)
    guard let s = stressIndex(w), s < w.count - dropping else { return form + suffix }
    let plain = w.dropLast(dropping).map(stripped) + Array(suffix.unicodeScalars)
    return String(String.UnicodeScalarView(accentuate(plain, stressed: s)))
  }

  /// `prefix` put before `form`, the stress staying where it was ("con" + "ten").
  static func prefixing(_ prefix: String, _ form: String) -> String {
    let w = Array(form.unicodeScalars)
    guard let s = stressIndex(w) else { return prefix + form }
    let p = Array(prefix.unicodeScalars)
    let plain = p + w.map(stripped)
    return String(String.UnicodeScalarView(accentuate(plain, stressed: s + p.count)))
  }

  /// `form` with its last vowel stressed ("habla" → "hablá", "da" → "da"), and the
  /// pre-2010 spelling of a two-vowel monosyllable ("hui", formerly "huí").
  static func stressingLastVowel(_ form: String) -> Form {
    let w = Array(form.unicodeScalars).map(stripped)
    guard let s = w.indices.last(where: { isVowel(w, $0) && w[$0] != "y" }) else { return Form(form) }
    let result = accentuate(w, stressed: s)
    var older: [String] = []
    if result == w && s > 0 && isVowel(w, s - 1) {
      var accentedForm = w
      accentedForm[s] = accented(w[s])
      older.append(String(String.UnicodeScalarView(accentedForm)))
    }
    return Form(String(String.UnicodeScalarView(result)), alternatives: older)
  }

  /// A form built by rule with the accent its ending carries, checked against the
  /// 2010 rules: a monosyllable loses it ("crió" → "crio", "huí" → "hui"), a hiatus
  /// keeps it ("reís"). Returns the form and, when an accent was dropped, the
  /// older spelling.
  static func normalized(_ form: String) -> (String, older: String?) {
    // Fast path: no accent, or vowels in two separate groups (a polysyllable whose
    // ending's accent is right as it is: habló, comí).
    var hasAccent = false
    var groups = 0
    var inGroup = false
    for c in form.unicodeScalars {
      let vowel = isStrong(c) || isWeak(c)
      if vowel && !inGroup { groups += 1 }
      inGroup = vowel
      if isAccented(c) { hasAccent = true }
    }
    guard hasAccent, groups < 2 else { return (form, nil) }
    let w = Array(form.unicodeScalars)
    guard let s = w.firstIndex(where: isAccented) else { return (form, nil) }
    let plain = w.map(stripped)
    let result = accentuate(plain, stressed: s)
    if result == w { return (form, nil) }
    return (String(String.UnicodeScalarView(result)), form)
  }
}
