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
    /// A participio that agrees (hecha, abiertos, abajadas); nil for the
    /// invariable one of the compound tenses (hecho), and for any other form.
    public let agreement: Agreement?
    /// The spelling the form was read as, when it lacks an accent that spelling
    /// has (rieles read as ríeles); nil when it was read as written.
    public let readAs: String?

    /// A reading as `infinitive`, `tense` and `person`, with the agreement of a
    /// participio and the spelling it was read as, if any.
    public init(
      infinitive: String, tense: Tense?, person: Person?, agreement: Agreement? = nil, readAs: String? = nil
    ) {
      self.infinitive = infinitive
      self.tense = tense
      self.person = person
      self.agreement = agreement
      self.readAs = readAs
    }

    /// The same reading, read as `spelling`.
    func read(as spelling: String) -> Reading {
      Reading(infinitive: infinitive, tense: tense, person: person, agreement: agreement, readAs: spelling)
    }

    /// The tense's key in docs/cli.md; "infinitivo" for the infinitive.
    public var tenseKey: String { tense?.rawValue ?? "infinitivo" }
    /// The tense's Spanish name ("pretérito"); "infinitivo" for the infinitive.
    public var tenseName: String { tense?.displayName ?? "infinitivo" }
  }

  /// The gender and number of a participio used as an adjective (hecha: feminine
  /// singular; abiertos: masculine plural).
  public struct Agreement: Sendable, Hashable {
    /// Masculine (hecho) or feminine (hecha).
    public enum Gender: String, Sendable { case masculine, feminine }
    /// Singular (hecho) or plural (hechos).
    public enum Number: String, Sendable { case singular, plural }
    /// The participio's gender.
    public let gender: Gender
    /// The participio's number.
    public let number: Number

    /// "feminine singular".
    public var label: String { "\(gender.rawValue) \(number.rawValue)" }

    /// The masculine singular of an agreeing participio's ending (hecha → hecho,
    /// abiertos → abierto, abajadas → abajado) and its agreement; nil for a word
    /// that cannot be one (every Spanish participio ends in -do, -to, -cho or -so).
    static func masculine(of word: String) -> (String, Agreement)? {
      let found: (String, Agreement)
      if word.hasSuffix("as") {
        found = (String(word.dropLast(2)) + "o", Agreement(gender: .feminine, number: .plural))
      } else if word.hasSuffix("os") {
        found = (String(word.dropLast(2)) + "o", Agreement(gender: .masculine, number: .plural))
      } else if word.hasSuffix("a") {
        found = (String(word.dropLast()) + "o", Agreement(gender: .feminine, number: .singular))
      } else {
        return nil
      }
      let m = found.0
      guard m.hasSuffix("do") || m.hasSuffix("to") || m.hasSuffix("cho") || m.hasSuffix("so") else { return nil }
      return found
    }
  }

  /// A learner's form that is no Spanish form, and the one they meant
  /// ("poní" → puse, "teniamos" → teníamos).
  public struct Correction: Sendable, Hashable {
    let written: String
    let infinitive: String
    let tense: Tense
    let persons: [Person]
    /// The form meant ("puse").
    public let correct: String

    /// "poní is not a form; the pretérito of poner, yo, is puse".
    public var message: String {
      let who =
        persons.isEmpty
        ? ""
        : ", "
          + persons.map { $0.label(imperative: tense.isImperative) }
          .joined(separator: " and ")
      return
        "\(written) is not a form; the \(tense.displayName) of \(infinitive)\(who)\(who.isEmpty ? "" : ",") is \(correct)"
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
    /// The catalog's verbs by unaccented initial (their places in the catalog),
    /// and those of `otherInitial`: made once, at the first table, so that a
    /// table reads its own verbs only, not the whole catalog.
    let byInitial = Mutex<(groups: [Unicode.Scalar: [Int]], others: [Int])?>(nil)

    init(catalog: VerbCatalog) { self.catalog = catalog }

    /// The verbs by stem, of the stems that start with `initial` (unaccented).
    func table(_ initial: Unicode.Scalar) -> [String: [String]] {
      if let table = tables.withLock({ $0[initial] }) { return table }
      let verbs = self.verbs(initial)
      return tables.withLock { tables in
        if let table = tables[initial] { return table }
        let table = FormIdentifier.stemTable(catalog, verbs: verbs, initial: initial)
        tables[initial] = table
        return table
      }
    }

    /// The verbs that start with `initial` (unaccented) and those of
    /// `otherInitial`, in catalog order.
    func verbs(_ initial: Unicode.Scalar) -> [String] {
      let infinitives = catalog.infinitives
      let (groups, others) = byInitial.withLock { found in
        if let found { return found }
        var groups: [Unicode.Scalar: [Int]] = [:]
        var others: [Int] = []
        for (place, infinitive) in infinitives.enumerated() {
          guard let first = infinitive.unicodeScalars.first else { continue }
          if FormIdentifier.otherInitial.contains(infinitive) {
            others.append(place)
          } else {
            groups[Accent.stripped(first), default: []].append(place)
          }
        }
        found = (groups, others)
        return (groups, others)
      }
      return ((groups[initial] ?? []) + others).sorted().map { infinitives[$0] }
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
    var cache = Cache()
    return readings(of: input, cache: &cache)
  }

  /// The readings of every input, sharing the conjugations between them.
  public func readings(of inputs: [String]) -> [[Reading]] {
    var batch = Batch(self)
    return inputs.map { batch.readings(of: $0) }
  }

  func readings(of input: String, cache: inout Cache) -> [Reading] {
    let normalized = VerbCatalog.normalize(input)
    // One word (most forms) needs no splitting.
    var words =
      normalized.utf8.contains(UInt8(ascii: " "))
      ? normalized.split(separator: " ").map(String.init) : normalized.isEmpty ? [] : [normalized]
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
      // A pronominal-only verb's forms go with their pronoun, but its infinitive
      // and participio have none (arrepentido: me he arrepentido).
      for reading in bare
      where !isPronominalOnly(reading.infinitive) || reading.tense == nil || reading.tense == .participio {
        add(reading)
      }
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
  func bareReadings(_ verb: String, negative: Bool, proclitic: Bool, cache: inout Cache)
    -> [Reading]
  {
    let words = verb.utf8.contains(UInt8(ascii: " ")) ? verb.split(separator: " ") : [verb[...]]
    guard let last = words.last.map(String.init) else { return [] }
    var result: [Reading] = []
    let compound = words.count > 1
    let participle = compound ? last : ""
    let auxiliary = compound ? words.dropLast().joined(separator: " ") + " " : ""
    func read(_ infinitive: String) {
      guard let forms = verbForms(infinitive, cache: &cache) else { return }
      let name = infinitive
      if compound {
        // haber's form and the participio: the compound tenses whose auxiliary it is.
        guard forms.participio.contains(participle) else { return }
        for (tense, person) in forms.compound[auxiliary] ?? [] {
          result.append(Reading(infinitive: name, tense: tense, person: person))
        }
        return
      }
      for (tense, person) in forms.simple[verb] ?? [] where tense != .imperativoPositivo || !(negative || proclitic) {
        result.append(Reading(infinitive: name, tense: tense, person: person))
      }
      if negative {
        for (tense, person) in forms.simple["no " + verb] ?? [] where tense == .imperativoNegativo {
          result.append(Reading(infinitive: name, tense: tense, person: person))
        }
      }
      guard !compound && !negative && !proclitic else { return }
      if forms.gerundio.contains(verb) {
        result.append(Reading(infinitive: name, tense: .gerundio, person: nil))
      }
      if forms.participio.contains(verb) {
        result.append(Reading(infinitive: name, tense: .participio, person: nil))
      }
    }
    // A participio that agrees (hecha, abiertos): the verbs of its masculine singular.
    func readAgreeing(_ verbs: (String) -> [String]) {
      guard !compound && !negative && !proclitic, let (masculine, agreement) = Agreement.masculine(of: verb) else {
        return
      }
      for infinitive in verbs(masculine) {
        guard let forms = verbForms(infinitive, cache: &cache), forms.participio.contains(masculine) else { continue }
        result.append(Reading(infinitive: infinitive, tense: .participio, person: nil, agreement: agreement))
      }
    }
    for infinitive in candidates(for: last, cache: &cache) { read(infinitive) }
    readAgreeing { candidates(for: $0, cache: &cache) }
    if !compound && !negative && !proclitic && catalog.contains(verb) {
      result.append(Reading(infinitive: verb, tense: nil, person: nil))
    } else if !compound && !negative && !proclitic {
      // Any V+se of a catalog verb is an infinitive too (hablarse).
      let (base, pronominal) = VerbCatalog.splitPronominal(verb)
      if pronominal && catalog.contains(base) { result.append(Reading(infinitive: verb, tense: nil, person: nil)) }
    }
    // No catalog verb has the word: a prefix on a catalog verb the catalog does
    // not list (desanduvo, rehíce, reúso), conjugated as `conjugate` infers it.
    if result.isEmpty {
      for infinitive in prefixedCandidates(for: last, cache: &cache) { read(infinitive) }
      readAgreeing { prefixedCandidates(for: $0, cache: &cache) }
      if !compound && !negative && !proclitic, isPrefixedVerb(verb) {
        result.append(Reading(infinitive: verb, tense: nil, person: nil))
      }
    }
    return result
  }

  /// Whether the UTF-8 bytes of `word` end with those of `suffix`.
  static func endsInBytes(_ word: String, _ suffix: String) -> Bool {
    let w = word.utf8
    let s = suffix.utf8
    guard w.count >= s.count else { return false }
    return w.suffix(s.count).elementsEqual(s)
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
  func plainConjugation(_ infinitive: String) -> Conjugation? {
    let (base, pronominal) = VerbCatalog.splitPronominal(infinitive)
    if !pronominal { return catalog.conjugation(of: infinitive) }
    guard let spec = try? catalog.resolvedSpec(infinitive, pronominal: true, depth: 0) else { return nil }
    return catalog.build(infinitive, base: base, gloss: "", spec: spec, pronominal: false, inferred: false, model: nil)
  }

  /// A single word with enclitic pronouns: an affirmative imperative, a gerundio
  /// or an infinitive with the pronouns attached (acuérdate, dámelo, vete,
  /// diciéndolo, dármelo). The written accent must be where the form puts it
  /// (levántate is tú, levantate vos); a word written with no accent at all is
  /// read as if it had its accents.
  func identifyEnclitic(_ form: String, cache: inout Cache, _ add: (Reading) -> Void) {
    // Every enclitic ends in s, o, a or e: a word ending otherwise (hablan,
    // hablar, habló) has none, and is not compared with each of them.
    guard let end = form.utf8.last, "soae".utf8.contains(end) else { return }
    let plainInput = Self.unaccented(form) == form
    var exact: [Reading] = []
    var loose: [Reading] = []
    let letters = form.count
    // The bytes first: a word whose last letters are the pronoun's ends in its
    // bytes (they are ASCII), and the byte test is cheap; hasSuffix, which
    // compares letters as the reader sees them, decides.
    for enclitic in Self.enclitics
    where Self.endsInBytes(form, enclitic) && form.hasSuffix(enclitic) && letters > enclitic.count + 1 {
      let host = String(form.dropLast(enclitic.count))
      // Attaching only moves an accent (and may drop the letters named), so a
      // spelling whose unaccented letters do not begin with the host's cannot
      // give the word: it is not built.
      let plainHost = Self.unaccented(host)
      func mayGive(_ spelling: String) -> Bool { Self.unaccented(spelling).hasPrefix(plainHost) }
      let reflexiveFirst = Self.reflexive.first { enclitic.hasPrefix($0) && !(enclitic.hasPrefix("nos") && $0 == "os") }
      let dative = enclitic.count > 2 && enclitic.hasPrefix("se")
      func consider(_ expected: String, _ reading: Reading) {
        if expected == form {
          exact.append(reading)
        } else if plainInput && Self.unaccented(expected) == form {
          loose.append(reading.read(as: expected))
        }
      }
      for infinitive in candidates(for: host, cache: &cache) where !isPronominalOnly(infinitive) {
        // A host that is none of the verb's imperatives, gerundios or infinitive
        // (hablam- of hablamos, hablas- of hablaste) gives no reading: nothing is built.
        guard let forms = verbForms(infinitive, cache: &cache),
          plainHost == infinitive || forms.encliticHosts.contains(plainHost)
        else { continue }
        let conjugation = forms.conjugation
        for person in Person.allCases where person != .yo {
          // te goes with tú and vos, os with vosotros, se alone with usted and
          // ustedes: siéntate is not sentir · usted.
          if enclitic.hasPrefix("te") && person != .tu && person != .vos { continue }
          if enclitic.hasPrefix("os") && person != .vosotros { continue }
          if enclitic == "se" && person != .el && person != .ellos { continue }
          let own = reflexiveFirst.map { ConjugationBuilder.pronouns[person] == $0 } ?? false
          let name = own && !dative ? pronominalName(infinitive) : infinitive
          // id also gives iros, whose host (ir) it does not begin.
          for spelling in conjugation.form(.imperativoPositivo, person)?.accepted ?? []
          where mayGive(spelling) || spelling == "id" {
            // acordémonos drops the -s of -mos (and démoselo), acordaos the -d of acordad.
            let drops =
              (person == .nosotros && spelling.hasSuffix("s")
                && (enclitic.hasPrefix("nos") || enclitic.hasPrefix("se")))
              || (person == .vosotros && spelling.hasSuffix("d") && spelling != "id" && enclitic.hasPrefix("os"))
            consider(
              Accent.attach(spelling, enclitic, dropping: drops ? 1 : 0),
              Reading(infinitive: name, tense: .imperativoPositivo, person: person))
            if person == .vosotros && spelling == "id" && enclitic.hasPrefix("os") {
              consider("idos", Reading(infinitive: name, tense: .imperativoPositivo, person: person))
              // iros, which the quiz accepts beside idos (the RAE, 2017).
              consider("iros", Reading(infinitive: name, tense: .imperativoPositivo, person: person))
            }
          }
        }
        for spelling in forms.gerundio where mayGive(spelling) {
          consider(
            Accent.attach(spelling, enclitic),
            Reading(
              infinitive: reflexiveFirst != nil && !dative && enclitic == "se"
                ? pronominalName(infinitive) : infinitive,
              tense: .gerundio, person: nil))
        }
        if plainHost == infinitive && enclitic != "se" {
          consider(Accent.attach(infinitive, enclitic), Reading(infinitive: infinitive, tense: nil, person: nil))
        }
      }
    }
    for reading in exact.isEmpty ? loose : exact { add(reading) }
  }
}
