import FoundationEssentials

/// The rule of Spanish orthography (RAE, *Ortografía* 2010) a written accent of a
/// verb form follows, so that a slip can be named by the rule it breaks. One
/// classifier serves the marks and the tutor (issues 41 and 43).
public enum AccentRule: String, Sendable, CaseIterable, Codable {
  /// habló, cené, comió, hablarán: the written accent of a stressed last syllable
  /// (an aguda ending in a vowel, n or s).
  case stressedEnding = "stressed-ending"
  /// dio, fue, vio, di, ve: monosyllables take none (RAE 2010), but the few with a
  /// diacritic accent (dé, sé) keep it.
  case monosyllable
  /// hizo, puso, tuve, dijo: the strong pretérito is stressed on its stem, so its
  /// ending carries no written accent.
  case strongPreterito = "strong-preterito"
  /// reír, oír, reúno, leíste, caído: the accent marks a stressed i or u beside a/e/o.
  case hiatus
  /// levántate, dímelo, póngaselo (the accent the pronouns bring); ponte, sentaos (none).
  case enclitic
  /// habláramos, comíamos, hubiéramos: stress on the antepenultimate syllable.
  case esdrujula
  /// averigüe, pingüino: ü, the diaeresis that makes the u of gue/gui heard.
  case diaeresis
  /// Any other written accent (a llana given one it does not take, and the like).
  case other
}

/// An answer that is the right word but for its written accents.
public struct AccentSlip: Sendable, Hashable, Codable {
  /// The rule the slip breaks.
  public let rule: AccentRule
  /// true: an accent the form needs was left out; false: one added or misplaced.
  public let missing: Bool

  public init(rule: AccentRule, missing: Bool) {
    self.rule = rule
    self.missing = missing
  }
}

/// The one accent-rule classifier: plain functions over strings.
public enum AccentRules {
  /// nil unless `given` and `expected` differ only in written accents/diaeresis
  /// (case and surrounding whitespace ignored; identical strings → nil).
  /// With several words (me levanto, no te sientes, he hablado) the first word
  /// that differs is the one classified.
  public static func slip(given: String, expected: String) -> AccentSlip? {
    let typed = words(given)
    let wanted = words(expected)
    guard typed.count == wanted.count, typed != wanted else { return nil }
    for (g, e) in zip(typed, wanted) where g != e {
      guard g.map(bare) == e.map(bare) else { return nil }
    }
    guard let (g, e) = zip(typed, wanted).first(where: { $0 != $1 }) else { return nil }
    return classify(given: g, expected: e)
  }

  /// The `conjugar info` page that explains the rule: "pronominal" ("Accents when
  /// a pronoun is attached") for the enclitic accents, "accents" for the others.
  public static func infoTopic(for rule: AccentRule) -> String {
    switch rule {
    case .enclitic: "pronominal"
    default: "accents"
    }
  }

  // MARK: - Classifying one word

  typealias Word = [Unicode.Scalar]

  static func words(_ text: String) -> [Word] {
    text.nfc.lowercased().split(whereSeparator: \.isWhitespace).map { Array($0.unicodeScalars) }
  }

  /// The letter without its acute accent or diaeresis.
  static func bare(_ c: Unicode.Scalar) -> Unicode.Scalar {
    c == "ü" ? "u" : Accent.stripped(c)
  }

  static func classify(given g: Word, expected e: Word) -> AccentSlip {
    let diffs = g.indices.filter { g[$0] != e[$0] }
    if diffs.contains(where: { g[$0] == "ü" || e[$0] == "ü" }) {
      let missing = diffs.allSatisfy { e[$0] == "ü" && g[$0] == "u" }
      return AccentSlip(rule: .diaeresis, missing: missing)
    }
    let needed = Set(e.indices.filter { Accent.isAccented(e[$0]) })
    let typed = Set(g.indices.filter { Accent.isAccented(g[$0]) })
    let missing = typed.isSubset(of: needed)
    // The accent the rule is about: the form's own, else the one typed.
    let (word, index) = needed.min().map { (e, $0) } ?? (g, typed.min() ?? 0)
    let plain = e.map(bare)
    // Syllables as the form is written: reír is two (its accent splits the ei), dio one.
    if Accent.nuclei(e).count == 1 { return AccentSlip(rule: .monosyllable, missing: missing) }
    if isEnclitic(word: word, accent: index, form: e) { return AccentSlip(rule: .enclitic, missing: missing) }
    let syllables = Accent.nuclei(word)
    let fromEnd = syllables.count - 1 - (syllables.firstIndex { $0.contains(index) } ?? 0)
    if fromEnd >= 2 { return AccentSlip(rule: .esdrujula, missing: missing) }
    if isHiatus(word, index, typedOnly: needed.isEmpty) { return AccentSlip(rule: .hiatus, missing: missing) }
    if needed.isEmpty, fromEnd == 0, isStrongPreterito(plain) {
      return AccentSlip(rule: .strongPreterito, missing: missing)
    }
    if fromEnd == 0 { return AccentSlip(rule: .stressedEnding, missing: missing) }
    return AccentSlip(rule: .other, missing: missing)
  }

  /// A stressed i or u beside a, e or o (an h between them does not count); or,
  /// for an accent the form does not have (`typedOnly`), one typed on the i or u
  /// of ui or iu, which are diphthongs whatever the learner hears (fluído, incluído).
  static func isHiatus(_ w: Word, _ i: Int, typedOnly: Bool) -> Bool {
    guard Accent.isWeak(w[i]) else { return false }
    let before = i > 0 && (Accent.isStrong(w[i - 1]) || (i > 1 && w[i - 1] == "h" && Accent.isStrong(w[i - 2])))
    let after =
      i + 1 < w.count
      && (Accent.isStrong(w[i + 1]) || (i + 2 < w.count && w[i + 1] == "h" && Accent.isStrong(w[i + 2])))
    let weakNeighbour = (i > 0 && Accent.isWeak(w[i - 1])) || (i + 1 < w.count && Accent.isWeak(w[i + 1]))
    return before || after || (typedOnly && weakNeighbour)
  }

  static let clitics: [String] = ["los", "las", "les", "nos", "me", "te", "se", "os", "lo", "la", "le"]

  /// Short commands a pronoun attaches to without any accent (ponte, dame, hazlo).
  static let shortCommands: Set<String> = ["pon", "ten", "ven", "sal", "haz", "di", "da", "ve", "sé", "oye"]

  /// Whether the accent at `index` of `word` belongs to a verb with enclitic
  /// pronouns: the form (`form`, the expected spelling) is a base (a command, a
  /// gerundio, an infinitive) and one or two pronouns, and the accent sits on the
  /// base. An accent the pronouns bring puts the stress three or more syllables
  /// from the end (levántate, dímelo); one typed on a base that needs none
  /// (pónte, sentáos, dáme) is the same rule broken the other way.
  static func isEnclitic(word: Word, accent index: Int, form: Word) -> Bool {
    let plain = form.map(bare)
    var end = plain.count
    var count = 0
    while count < 2,
      let clitic = clitics.first(where: { c in
        let s = Array(c.unicodeScalars)
        return end - s.count >= 2 && Array(plain[(end - s.count)..<end]) == s
      })
    {
      end -= clitic.unicodeScalars.count
      count += 1
    }
    guard count > 0, index < end, let last = plain[..<end].last else { return false }
    let base = String(String.UnicodeScalarView(plain[..<end]))
    let baseSyllables = Accent.nuclei(Array(plain[..<end])).count
    let endsLikeAVerb = Accent.isStrong(last) || Accent.isWeak(last) || last == "r" || last == "d"
    let formAccented = form.contains(where: Accent.isAccented)
    if formAccented {
      // The form's own accent: enclitic only if the pronouns pushed the stress back.
      let syllables = Accent.nuclei(form)
      let fromEnd = syllables.count - 1 - (syllables.firstIndex { $0.contains(index) } ?? 0)
      return fromEnd >= 2 && (endsLikeAVerb || shortCommands.contains(base) || base.hasSuffix("n"))
    }
    // An accent typed where the form has none.
    if shortCommands.contains(base) { return true }
    return baseSyllables >= 2 && endsLikeAVerb
  }

  /// Strong pretéritos (stressed on the stem: hice, hizo, puse, tuvo, dije…) and
  /// their compounds, recognised by their stems and the prefixes those verbs take.
  static func isStrongPreterito(_ plain: Word) -> Bool {
    guard let last = plain.last, last == "e" || last == "o" else { return false }
    let stem = String(String.UnicodeScalarView(plain.dropLast()))
    for (root, prefixes) in strongStems where stem.hasSuffix(root) {
      let prefix = String(stem.dropLast(root.count))
      if prefixes.contains(prefix) { return true }
    }
    return false
  }

  static let strongStems: [(String, Set<String>)] = [
    ("hic", ["", "des", "re", "satisf", "contra"]), ("hiz", ["", "des", "re", "satisf", "contra"]),
    (
      "pus",
      [
        "", "com", "dis", "im", "pro", "su", "ex", "o", "re", "de", "pre", "pos", "contra", "inter", "sobre",
        "super", "yuxta", "trans", "tras", "ante", "antepro", "indis", "re",
      ]
    ),
    ("tuv", ["", "man", "ob", "con", "re", "de", "sos", "abs", "entre", "es", "and", "a", "de"]),
    ("hub", [""]), ("sup", [""]), ("cup", [""]), ("quis", ["", "mal"]), ("pud", [""]),
    ("vin", ["", "con", "pre", "pro", "inter", "sobre", "de", "a", "re", "contra", "circun", "sub"]),
    ("dij", ["", "pre", "contra", "ben", "mal", "des"]),
    ("traj", ["", "a", "con", "dis", "ex", "re", "sus", "abs", "sub", "de", "contra"]),
    ("duj", ["con", "pro", "tra", "de", "re", "intro", "in", "se", "repro", "a", "ab"]),
  ]
}
