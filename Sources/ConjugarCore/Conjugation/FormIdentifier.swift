import Synchronization

/// Reverse lookup: which verb, tense and person a written form is ("tuve" →
/// tener · pretérito · yo), in a phrase as a learner reads it ("se lo di",
/// "nos vamos", "vete"). Only catalog verbs (and their V+se forms) are searched:
/// a guess by rule would identify anything as something.
///
/// The candidates for a word come from a stem index built once, at first use,
/// from the catalog's text alone (no verb is conjugated to build it): every
/// verb's stems (habl-, piens-, tuv-, teng-...) and the whole forms its features
/// spell out. A word is looked up by its prefixes, and only the few verbs found
/// are conjugated and compared.
public struct FormIdentifier: Sendable {
  /// One way to read a form.
  public struct Reading: Sendable, Hashable {
    /// The verb it is a form of.
    public let infinitive: String
    /// Nil for the infinitive itself.
    public let tense: Tense?
    /// Nil for the infinitive, the gerundio and the participio.
    public let person: Person?

    /// A reading as `infinitive`, `tense` and `person`.
    public init(infinitive: String, tense: Tense?, person: Person?) {
      self.infinitive = infinitive
      self.tense = tense
      self.person = person
    }

    /// The tense's key in shared/spec/cli.md; "infinitivo" for the infinitive.
    public var tenseKey: String { tense?.rawValue ?? "infinitivo" }
    /// The tense's Spanish name ("pretérito"); "infinitivo" for the infinitive.
    public var tenseName: String { tense?.displayName ?? "infinitivo" }
  }

  /// A learner's form that is no Spanish form, and the one they meant
  /// ("poní" → puse, "teniamos" → teníamos).
  public struct Correction: Sendable, Hashable {
    let written: String
    let infinitive: String
    let tense: Tense
    let persons: [Person]
    let correct: String

    /// "poní is not a form; the pretérito of poner, yo, is puse".
    public var message: String {
      let who = persons.isEmpty ? "" : ", " + persons.map { $0.label(imperative: tense.isImperative) }
        .joined(separator: " and ")
      return "\(written) is not a form; the \(tense.displayName) of \(infinitive)\(who)\(who.isEmpty ? "" : ",") is \(correct)"
    }
  }

  let catalog: VerbCatalog
  /// The stem index, one table per initial letter of the stems, built when a
  /// word with that letter is first looked up: one form looks at one letter's
  /// verbs only.
  let index: StemIndex

  /// An identifier over `catalog`'s verbs; its index is built as words are first looked up.
  public init(catalog: VerbCatalog) {
    self.catalog = catalog
    self.index = StemIndex(catalog: catalog)
  }

  /// Verbs some of whose forms start with another letter than the infinitive
  /// (fui, soy, huelo, yerro, yergo, quepo, he): in every letter's table.
  static let otherInitial: Set<String> = ["ir", "ser", "oler", "errar", "erguir", "caber", "haber"]

  final class StemIndex: Sendable {
    let catalog: VerbCatalog
    let tables = Mutex<[Unicode.Scalar: [String: [String]]]>([:])

    init(catalog: VerbCatalog) { self.catalog = catalog }

    /// The verbs with a stem equal to `prefix` (unaccented, not empty).
    func verbs(withStem prefix: String) -> [String] {
      guard let first = prefix.unicodeScalars.first else { return [] }
      return tables.withLock { tables in
        if let table = tables[first] { return table[prefix] ?? [] }
        let table = FormIdentifier.stemTable(catalog, initial: first)
        tables[first] = table
        return table[prefix] ?? []
      }
    }
  }

  static let reflexive: Set<String> = ["me", "te", "se", "nos", "os"]
  static let clitics: Set<String> = ["me", "te", "se", "nos", "os", "lo", "la", "los", "las", "le", "les"]
  static let accusative: Set<String> = ["lo", "la", "los", "las"]
  /// Enclitic pronouns, longest first (dámelo, acuérdate, dígaselo).
  static let enclitics = [
    "melos", "melas", "telos", "telas", "selos", "selas", "noslo", "nosla", "noslos", "noslas", "oslo", "osla",
    "oslos", "oslas", "melo", "mela", "telo", "tela", "selo", "sela", "nos", "los", "las", "les", "me", "te",
    "se", "os", "lo", "la", "le",
  ]

  // MARK: Readings

  /// Every reading of `input`, in catalog, tense and person order; empty when
  /// no catalog verb has such a form.
  func readings(of input: String) -> [Reading] {
    var cache: [String: Conjugation?] = [:]
    return readings(of: input, cache: &cache)
  }

  /// The readings of every input, sharing the conjugations between them.
  public func readings(of inputs: [String]) -> [[Reading]] {
    var cache: [String: Conjugation?] = [:]
    return inputs.map { readings(of: $0, cache: &cache) }
  }

  func readings(of input: String, cache: inout [String: Conjugation?]) -> [Reading] {
    var words = VerbCatalog.normalize(input).split(separator: " ").map(String.init)
    guard !words.isEmpty, words.count <= 8, words.allSatisfy({ $0.unicodeScalars.count < 40 }) else { return [] }
    var found: [Reading] = []
    var seen: Set<Reading> = []
    func add(_ reading: Reading) {
      if seen.insert(reading).inserted { found.append(reading) }
    }
    var negative = false
    if words.count > 1 && words[0] == "no" {
      negative = true
      words.removeFirst()
    }
    var clitics: [String] = []
    while words.count > 1, Self.clitics.contains(words[0]) { clitics.append(words.removeFirst()) }
    let verb = words.joined(separator: " ")
    let bare = bareReadings(verb, negative: negative, proclitic: !clitics.isEmpty, cache: &cache)
    if clitics.isEmpty {
      for reading in bare where !isPronominalOnly(reading.infinitive) || reading.tense == nil { add(reading) }
      if !negative && words.count == 1 { identifyEnclitic(verb, cache: &cache, add) }
      return found
    }
    // Pronouns before the verb: the first one is the verb's own (pronominal) when
    // it is the subject's reflexive (me acuerdo, nos vamos, se me olvidó),
    // otherwise an object (te quiero, los vi, me lo dijo, se lo di).
    let first = clitics[0]
    for reading in bare {
      guard let person = reading.person, reading.tense != .imperativoPositivo else { continue }
      let own = ConjugationBuilder.pronouns[person] == first
      let base = reading.infinitive
      if own && !VerbCatalog.neverPronominal.contains(base) {
        add(Reading(infinitive: pronominalName(base), tense: reading.tense, person: person))
      }
      // se as le before lo/la (se lo di, se lo dio); any other pronoun that is not
      // the subject's own is an object.
      let dativeSe = first == "se" && clitics.count > 1 && Self.accusative.contains(clitics[1])
      if (!own && first != "se") || dativeSe, !isPronominalOnly(base) {
        add(reading)
      }
    }
    return found
  }

  /// The readings of a verb with no pronoun before it: one word, or haber and a
  /// participio ("he hablado"); after "no", the negative imperative too.
  func bareReadings(_ verb: String, negative: Bool, proclitic: Bool, cache: inout [String: Conjugation?])
    -> [Reading]
  {
    let words = verb.split(separator: " ")
    guard let last = words.last.map(String.init) else { return [] }
    var result: [Reading] = []
    let compound = words.count > 1
    for infinitive in candidates(for: last) {
      guard let conjugation = plainConjugation(infinitive, cache: &cache) else { continue }
      let name = infinitive
      for tense in Tense.finite {
        if compound != (ConjugationBuilder.compoundRow(tense) != nil) && tense != .imperativoNegativo { continue }
        if tense == .imperativoPositivo && (negative || proclitic) { continue }
        if tense == .imperativoNegativo && !negative { continue }
        let target = tense == .imperativoNegativo ? "no " + verb : verb
        for person in Person.allCases {
          guard let form = conjugation.form(tense, person) else { continue }
          if form.primary == target || form.alternatives.contains(target) {
            result.append(Reading(infinitive: name, tense: tense, person: person))
          }
        }
      }
      guard !compound && !negative && !proclitic else { continue }
      if conjugation.gerundio.accepted.contains(verb) {
        result.append(Reading(infinitive: name, tense: .gerundio, person: nil))
      }
      if conjugation.participio.accepted.contains(verb) {
        result.append(Reading(infinitive: name, tense: .participio, person: nil))
      }
    }
    if !compound && !negative && !proclitic && catalog.contains(verb) {
      result.append(Reading(infinitive: verb, tense: nil, person: nil))
    } else if !compound && !negative && !proclitic {
      // Any V+se of a catalog verb is an infinitive too (hablarse).
      let (base, pronominal) = VerbCatalog.splitPronominal(verb)
      if pronominal && catalog.contains(base) { result.append(Reading(infinitive: verb, tense: nil, person: nil)) }
    }
    return result
  }

  /// The verb named when its own pronoun is used: acordarse, irse, venirse.
  func pronominalName(_ infinitive: String) -> String {
    infinitive.hasSuffix("se") ? infinitive : infinitive + "se"
  }

  /// A catalog line that exists only as V+se (arrepentirse): its forms go with a pronoun.
  func isPronominalOnly(_ infinitive: String) -> Bool {
    let (base, pronominal) = VerbCatalog.splitPronominal(infinitive)
    return pronominal && !catalog.contains(base)
  }

  /// The forms without pronouns of a catalog verb (for arrepentirse: arrepiento).
  func plainConjugation(_ infinitive: String, cache: inout [String: Conjugation?]) -> Conjugation? {
    if let cached = cache[infinitive] { return cached }
    let (base, pronominal) = VerbCatalog.splitPronominal(infinitive)
    var result: Conjugation?
    if !pronominal {
      result = catalog.conjugation(of: infinitive)
    } else if let spec = try? catalog.resolvedSpec(infinitive, pronominal: true, depth: 0) {
      result = catalog.build(
        infinitive, base: base, gloss: "", spec: spec, pronominal: false, inferred: false, model: nil)
    }
    cache[infinitive] = .some(result)
    return result
  }

  /// A single word with enclitic pronouns: an affirmative imperative, a gerundio
  /// or an infinitive with the pronouns attached (acuérdate, dámelo, vete,
  /// diciéndolo, dármelo). The written accent must be where the form puts it
  /// (levántate is tú, levantate vos); a word written with no accent at all is
  /// read as if it had its accents.
  func identifyEnclitic(_ form: String, cache: inout [String: Conjugation?], _ add: (Reading) -> Void) {
    let plainInput = Self.unaccented(form) == form
    var exact: [Reading] = []
    var loose: [Reading] = []
    for enclitic in Self.enclitics where form.hasSuffix(enclitic) && form.count > enclitic.count + 1 {
      let host = String(form.dropLast(enclitic.count))
      let reflexiveFirst = Self.reflexive.first { enclitic.hasPrefix($0) && !(enclitic.hasPrefix("nos") && $0 == "os") }
      let dative = enclitic.count > 2 && enclitic.hasPrefix("se")
      func consider(_ expected: String, _ reading: Reading) {
        if expected == form {
          exact.append(reading)
        } else if plainInput && Self.unaccented(expected) == form {
          loose.append(reading)
        }
      }
      for infinitive in candidates(for: host) where !isPronominalOnly(infinitive) {
        guard let conjugation = plainConjugation(infinitive, cache: &cache) else { continue }
        for person in Person.allCases where person != .yo {
          // te goes with tú and vos, os with vosotros, se alone with usted and
          // ustedes: siéntate is not sentir · usted.
          if enclitic.hasPrefix("te") && person != .tu && person != .vos { continue }
          if enclitic.hasPrefix("os") && person != .vosotros { continue }
          if enclitic == "se" && person != .el && person != .ellos { continue }
          let own = reflexiveFirst.map { ConjugationBuilder.pronouns[person] == $0 } ?? false
          let name = own && !dative ? pronominalName(infinitive) : infinitive
          for spelling in conjugation.form(.imperativoPositivo, person)?.accepted ?? [] {
            // acordémonos drops the -s of -mos (and démoselo), acordaos the -d of acordad.
            let drops =
              (person == .nosotros && spelling.hasSuffix("s") && (enclitic.hasPrefix("nos") || enclitic.hasPrefix("se")))
              || (person == .vosotros && spelling.hasSuffix("d") && spelling != "id" && enclitic.hasPrefix("os"))
            consider(
              Accent.attach(spelling, enclitic, dropping: drops ? 1 : 0),
              Reading(infinitive: name, tense: .imperativoPositivo, person: person))
            if person == .vosotros && spelling == "id" && enclitic.hasPrefix("os") {
              consider("idos", Reading(infinitive: name, tense: .imperativoPositivo, person: person))
            }
          }
        }
        for spelling in conjugation.gerundio.accepted {
          consider(
            Accent.attach(spelling, enclitic),
            Reading(infinitive: reflexiveFirst != nil && !dative && enclitic == "se" ? pronominalName(infinitive) : infinitive,
              tense: .gerundio, person: nil))
        }
        if Self.unaccented(host) == infinitive && enclitic != "se" {
          consider(Accent.attach(infinitive, enclitic), Reading(infinitive: infinitive, tense: nil, person: nil))
        }
      }
    }
    for reading in exact.isEmpty ? loose : exact { add(reading) }
  }

  // MARK: Candidates

  /// The catalog verbs that may have `word` among their forms: those with a stem
  /// that begins the word.
  func candidates(for word: String) -> [String] {
    let w = Array(Self.unaccented(word).unicodeScalars)
    var result: [String] = []
    var seen: Set<String> = []
    var prefix = String.UnicodeScalarView()
    for scalar in w {
      prefix.append(scalar)
      for infinitive in index.verbs(withStem: String(prefix)) where seen.insert(infinitive).inserted {
        result.append(infinitive)
      }
    }
    return result
  }

  /// The stems starting with `initial` of the verbs that start with it, and of
  /// the few whose forms change their first letter.
  static func stemTable(_ catalog: VerbCatalog, initial: Unicode.Scalar) -> [String: [String]] {
    var index: [String: [String]] = [:]
    for infinitive in catalog.infinitives {
      guard let f = infinitive.unicodeScalars.first, Accent.stripped(f) == initial || otherInitial.contains(infinitive)
      else { continue }
      let (base, pronominal) = VerbCatalog.splitPronominal(infinitive)
      // A V+se whose base has a line is found through the base.
      if pronominal && catalog.contains(base) { continue }
      var stems: Set<String> = []
      Self.stems(of: infinitive, catalog: catalog, depth: 0, into: &stems)
      for stem in stems where stem.unicodeScalars.first == initial { index[stem, default: []].append(infinitive) }
    }
    return index
  }

  /// Prefixes that start every form of a verb: its stem without the letters
  /// spelling rules change (busc- → bus-: busqué, busco), its stem-changed
  /// stems (piens-, pid-, duerm-, durm-), the infinitive (hablaré), and the forms
  /// and stems its features spell out (teng-, tuv-, soy, fui). Unaccented.
  static func stems(of infinitive: String, catalog: VerbCatalog, depth: Int, into stems: inout Set<String>) {
    let (base, _) = VerbCatalog.splitPronominal(infinitive)
    let plain = unaccented(base)
    guard plain.count >= 2 else { return }
    stems.insert(plain)
    var stem = String(plain.dropLast(2))
    if stem.count <= 1 { stems.insert(String(plain.dropLast())) }
    if stem.hasSuffix("gu") || stem.hasSuffix("qu") || stem.hasSuffix("gü") {
      stem = String(stem.dropLast(2))
    } else if let last = stem.last, "cgz".contains(last) {
      stem = String(stem.dropLast())
    }
    stems.insert(stem)
    // Most lines have no feature or only a rank: nothing more to read.
    guard let entry = catalog.entry(infinitive), !entry.featuresRange.isEmpty else { return }
    let text = catalog.features(entry)
    if text.hasPrefix("rank=") && !text.contains(" ") { return }
    let features = text.split(separator: " ")
    func replacingLast(_ vowel: Character, with replacement: String) -> String? {
      guard let i = stem.lastIndex(of: vowel) else { return nil }
      var s = stem
      s.replaceSubrange(i...i, with: replacement)
      return s
    }
    for token in features {
      switch token {
      case "ie", "ie-i", "i":
        for r in ["ie", "i", "ye"] {
          if let s = replacingLast("e", with: r) { stems.insert(s) }
          if let s = replacingLast("i", with: r) { stems.insert(s) }
        }
        if stem.first == "e" { stems.insert("y" + stem) }
      case "ue", "ue-u":
        for r in ["ue", "u", "hue", "üe"] {
          if let s = replacingLast("o", with: r) { stems.insert(s) }
        }
        if let s = replacingLast("u", with: "ue") { stems.insert(s) }
      default:
        guard let eq = token.firstIndex(of: "=") else { continue }
        let key = token[..<eq]
        let value = token[token.index(after: eq)...]
        if key == "like" {
          let like = String(value)
          guard depth < 3, base.hasSuffix(like), base != like else { continue }
          let prefix = String(plain.dropLast(unaccented(like).count))
          var baseStems: Set<String> = []
          Self.stems(of: like, catalog: catalog, depth: depth + 1, into: &baseStems)
          for s in baseStems { stems.insert(prefix + s) }
        } else if key != "rank" && key != "lacks" {
          for item in value.split(whereSeparator: { $0 == "," || $0 == "/" }) {
            let form = unaccented(String(item))
            stems.insert(form)
            // yo=tengo: teng- (tenga); pret=...,fueron: fue- (fuera).
            if key == "yo" { stems.insert(String(form.dropLast())) }
          }
        }
      }
    }
  }

  static func unaccented(_ s: String) -> String {
    if s.utf8.allSatisfy({ $0 < 0x80 }) { return s }
    return String(String.UnicodeScalarView(s.unicodeScalars.map { $0 == "ü" ? $0 : Accent.stripped($0) }))
  }

  // MARK: A learner's errors

  /// For a word that is no form: the form the learner meant, when the word is a
  /// regularised form of an irregular verb (poní, andé, cabí, sabo, rompido), a
  /// form missing its accents (teniamos), -jieron for -jeron (dijieron), or haiga.
  public func correction(for input: String) -> Correction? {
    let word = VerbCatalog.normalize(input)
    guard !word.contains(" "), word.unicodeScalars.count < 40, !word.isEmpty else { return nil }
    var cache: [String: Conjugation?] = [:]
    // haiga, haigas...: the popular subjunctive of haber.
    if word.hasPrefix("haig") {
      let meant = "hay" + word.dropFirst(4)
      if let c = correct(word, meant: meant, cache: &cache) { return c }
    }
    if word.contains("jie") {
      let meant = word.replacingOccurrences(of: "jie", with: "je")
      if let c = correct(word, meant: meant, cache: &cache) { return c }
    }
    for infinitive in candidates(for: word) where !isPronominalOnly(infinitive) {
      guard let real = plainConjugation(infinitive, cache: &cache) else { continue }
      // The form the verb would have if it were regular (poní, sabo, rompido).
      let (base, _) = VerbCatalog.splitPronominal(infinitive)
      guard
        let regular = catalog.build(
          base, base: base, gloss: "", spec: VerbSpec(), pronominal: false, inferred: true, model: nil)
      else { continue }
      for tense in Tense.finite where ConjugationBuilder.compoundRow(tense) == nil && !tense.isImperative {
        var persons: [Person] = []
        var meant = ""
        for person in Person.allCases {
          guard regular.form(tense, person)?.primary == word, let form = real.form(tense, person)?.primary,
            form != word
          else { continue }
          persons.append(person)
          meant = form
        }
        if !persons.isEmpty {
          return Correction(written: word, infinitive: infinitive, tense: tense, persons: persons, correct: meant)
        }
      }
      if regular.participio.primary == word && !real.participio.accepted.contains(word) {
        return Correction(
          written: word, infinitive: infinitive, tense: .participio, persons: [], correct: real.participio.primary)
      }
    }
    let plainWord = Self.unaccented(word)
    guard plainWord == word else { return nil }
    for infinitive in candidates(for: word) where !isPronominalOnly(infinitive) {
      guard let real = plainConjugation(infinitive, cache: &cache) else { continue }
      // The same form with its accents (teniamos → teníamos).
      for tense in Tense.finite where ConjugationBuilder.compoundRow(tense) == nil && tense != .imperativoNegativo {
        var persons: [Person] = []
        var meant = ""
        for person in Person.allCases {
          guard let form = real.form(tense, person)?.primary, Self.unaccented(form) == plainWord else { continue }
          persons.append(person)
          meant = form
        }
        if !persons.isEmpty {
          return Correction(written: word, infinitive: infinitive, tense: tense, persons: persons, correct: meant)
        }
      }
    }
    return nil
  }

  /// The correction naming `meant`'s reading, when `meant` is a form.
  func correct(_ word: String, meant: String, cache: inout [String: Conjugation?]) -> Correction? {
    let readings = bareReadings(meant, negative: false, proclitic: false, cache: &cache)
    guard let first = readings.first, let tense = first.tense else { return nil }
    let persons = readings.filter { $0.infinitive == first.infinitive && $0.tense == tense }.compactMap(\.person)
    return Correction(written: word, infinitive: first.infinitive, tense: tense, persons: persons, correct: meant)
  }

  // MARK: Did you mean

  /// Catalog forms close to `word` (one or two edits), for an unknown word: the
  /// nearest first, then the more frequent verb's. An infinitive-shaped word is
  /// compared with the catalog's infinitives (ablar → hablar, bucar → buscar); a
  /// well-formed -ear verb (hackear, loguearse: how Spanish takes in loans) gets
  /// only a verb one edit away that people use (wordfreq knows it).
  public func closestForms(to input: String, limit: Int = 3) -> [String] {
    let word = VerbCatalog.normalize(input)
    let w = Array(word.unicodeScalars)
    guard !w.isEmpty, w.count < 40, !word.contains(" ") else { return [] }
    let (base, pronominal) = VerbCatalog.splitPronominal(word)
    if VerbCatalog.isWellFormed(base) {
      let loan = base.hasSuffix("ear")
      let found = catalog.rankedSuggestions(for: base, maxDistance: loan ? 1 : nil, rankedOnly: loan)
      return found.prefix(limit).map { pronominal ? $0 + "se" : $0 }
    }
    var found: [(Int, Int, String)] = []
    var seen: Set<String> = []
    var cache: [String: Conjugation?] = [:]
    // The candidates of the word and of its first few letters less one (tuvee → tuv-).
    var pool = candidates(for: word)
    if w.count > 2 { pool += candidates(for: String(String.UnicodeScalarView(w.dropFirst()))) }
    for infinitive in pool where !isPronominalOnly(infinitive) {
      guard let conjugation = plainConjugation(infinitive, cache: &cache) else { continue }
      let rank = catalog.rank(of: infinitive) ?? Int.max
      for tense in Tense.allCases where ConjugationBuilder.compoundRow(tense) == nil && !tense.isImperative {
        for person in Person.allCases {
          guard let form = conjugation.form(tense, person)?.primary, !form.contains(" "),
            abs(form.unicodeScalars.count - w.count) <= 2, seen.insert(form).inserted
          else { continue }
          let d = VerbCatalog.editDistance(w, Array(form.unicodeScalars), limit: 2)
          if d <= 2 { found.append((d, rank, form)) }
        }
      }
    }
    return found.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.prefix(limit).map(\.2)
  }
}

extension VerbCatalog {
  /// Whether the verb's catalog line has a conjugation feature (a rank alone is not one).
  func hasConjugationFeatures(_ infinitive: String) -> Bool {
    guard let entry = self.entry(infinitive), !entry.featuresRange.isEmpty else { return false }
    let features = self.features(entry)
    return features.split(separator: " ").contains { !$0.hasPrefix("rank=") }
  }

  /// The catalog infinitives nearest `word` in spelling, the more frequent first
  /// among equals: one edit for short words, two for longer ones (or `maxDistance`).
  func rankedSuggestions(for word: String, maxDistance: Int? = nil, rankedOnly: Bool = false) -> [String] {
    let w = Array(word.unicodeScalars)
    guard !w.isEmpty, w.count < 40 else { return [] }
    let limit = (maxDistance ?? (w.count <= 4 ? 1 : 2)) * 10
    var found: [(Int, Int, String)] = []
    for infinitive in infinitives where !infinitive.hasSuffix("se") {
      let candidate = Array(infinitive.unicodeScalars)
      guard abs(candidate.count - w.count) * 10 <= limit else { continue }
      let d = Self.learnerDistance(w, candidate, limit: limit)
      guard d <= limit else { continue }
      let rank = self.rank(of: infinitive)
      if rankedOnly && rank == nil { continue }
      found.append((d, rank ?? Int.max, infinitive))
    }
    // Only the nearest ("hablarr" suggests hablar, not also hallar), and after
    // them the same consonants with other vowels (habler: haber, then hablar);
    // the more frequent first among equals.
    guard let best = found.map(\.0).min() else { return [] }
    let skeleton = Self.consonants(w)
    return found.filter { $0.0 == best || Self.consonants(Array($0.2.unicodeScalars)) == skeleton }
      .sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map(\.2)
  }

  static func consonants(_ w: [Unicode.Scalar]) -> [Unicode.Scalar] {
    w.filter { !Accent.isStrong($0) && !Accent.isWeak($0) }
  }

  /// An edit distance in tenths weighed by how learners misspell: a letter left
  /// out or added (ablar, bucar, peder), or one that sounds the same (empesar:
  /// s/z/c, b/v, y/ll, g/j) costs 10; another consonant 15; another vowel 20, as
  /// a changed vowel usually makes another word (peder is perder, not poder).
  static func learnerDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
    func cost(_ x: Unicode.Scalar, _ y: Unicode.Scalar) -> Int {
      let x = Accent.stripped(x)
      let y = Accent.stripped(y)
      if x == y { return 0 }
      for group in soundAlike where group.contains(x) && group.contains(y) { return 10 }
      let vowels = "aeiou".unicodeScalars
      return vowels.contains(x) && vowels.contains(y) ? 20 : 15
    }
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) * 10 }
    var previous = (0...b.count).map { $0 * 10 }
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i * 10
      var rowMinimum = current[0]
      for j in 1...b.count {
        current[j] = min(previous[j] + 10, current[j - 1] + 10, previous[j - 1] + cost(a[i - 1], b[j - 1]))
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return limit + 1 }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  static let soundAlike: [[Unicode.Scalar]] = [["s", "z", "c"], ["b", "v"], ["y", "l"], ["g", "j"], ["k", "q", "c"]]
}
