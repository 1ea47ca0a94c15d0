/// Reverse lookup: which verb, tense and person a written form is ("tuve" →
/// tener · pretérito · yo). Only catalog verbs (and their V+se forms) are
/// searched: a guess by rule would identify anything as something.
public struct FormIdentifier: Sendable {
  /// One way to read a form.
  public struct Reading: Sendable, Hashable {
    public let infinitive: String
    public let tense: Tense
    /// Nil for the gerundio and the participio.
    public let person: Person?
  }

  let catalog: VerbCatalog

  public init(catalog: VerbCatalog) {
    self.catalog = catalog
  }

  /// Verbs some of whose forms start with another letter than the infinitive
  /// (fui, soy, huelo, yerro, yergo, quepo, he).
  static let otherInitial = ["ir", "ser", "oler", "errar", "erguir", "caber", "haber"]
  static let reflexive: Set<String> = ["me", "te", "se", "nos", "os"]
  /// Enclitic pronouns, longest first (dámelo, acuérdate, dígaselo).
  static let enclitics = [
    "melos", "melas", "telos", "telas", "selos", "selas", "noslo", "nosla", "oslo", "osla",
    "melo", "mela", "telo", "tela", "selo", "sela", "nos", "los", "las", "les", "me", "te", "se", "os",
    "lo", "la", "le",
  ]

  /// Every reading of `input`, in catalog, tense and person order; empty when
  /// no catalog verb has such a form.
  public func readings(of input: String) -> [Reading] {
    let form = VerbCatalog.normalize(input)
    let words = form.split(separator: " ").map(String.init)
    guard let last = words.last, !last.isEmpty else { return [] }
    let pronominal = words.contains { Self.reflexive.contains($0) }
    var found: [Reading] = []
    var seen: Set<Reading> = []
    func add(_ reading: Reading) {
      if seen.insert(reading).inserted { found.append(reading) }
    }
    // Conjugated once, used by both passes below.
    var cache: [String: Conjugation] = [:]
    for infinitive in candidates(for: last) {
      guard let conjugation = try? catalog.conjugate(pronominal ? infinitive + "se" : infinitive) else {
        continue
      }
      if !pronominal { cache[infinitive] = conjugation }
      match(form, in: conjugation, exact: true, add)
    }
    if found.isEmpty && words.count == 1 {
      identifyEnclitic(form, cache: &cache, add)
    }
    return found
  }

  /// A single word with enclitic pronouns: an affirmative imperative, a gerundio
  /// or an infinitive with the pronouns attached (acuérdate, dámelo, diciéndolo).
  func identifyEnclitic(_ form: String, cache: inout [String: Conjugation], _ add: (Reading) -> Void) {
    for enclitic in Self.enclitics where form.hasSuffix(enclitic) && form.count > enclitic.count + 1 {
      let host = String(form.dropLast(enclitic.count))
      let plain = Self.unaccented(host)
      let reflexiveFirst = Self.reflexive.first { enclitic.hasPrefix($0) }
      for infinitive in candidates(for: host) {
        guard let conjugation = cache[infinitive] ?? (try? catalog.conjugate(infinitive)) else { continue }
        cache[infinitive] = conjugation
        var readings: [Reading] = []
        for person in Person.allCases where !enclitic.hasPrefix("os") || person == .vosotros {
          for spelling in conjugation.form(.imperativoPositivo, person)?.accepted ?? [] {
            let bare = Self.unaccented(spelling)
            // acordémonos drops the -s of -mos, acordaos the -d of acordad.
            if bare == plain || (enclitic.hasPrefix("nos") && person == .nosotros && bare == plain + "s")
              || (enclitic.hasPrefix("os") && bare == plain + "d")
            {
              readings.append(Reading(infinitive: infinitive, tense: .imperativoPositivo, person: person))
            }
          }
        }
        if Self.unaccented(conjugation.gerundio.primary) == plain {
          readings.append(Reading(infinitive: infinitive, tense: .gerundio, person: nil))
        }
        for reading in readings {
          // te with tú, se with usted, nos with nosotros, os with vosotros: the
          // pronominal verb (acuérdate → acordarse).
          let reflexive =
            reading.person.map { ConjugationBuilder.pronouns[$0] == reflexiveFirst } ?? false
          let name = reflexive && catalog.contains(infinitive + "se") ? infinitive + "se" : infinitive
          add(Reading(infinitive: name, tense: reading.tense, person: reading.person))
        }
      }
    }
  }

  /// Adds every tense and person of `conjugation` whose form is `form`.
  func match(_ form: String, in conjugation: Conjugation, exact: Bool, _ add: (Reading) -> Void) {
    for tense in Tense.finite {
      for person in Person.allCases {
        guard let candidate = conjugation.form(tense, person) else { continue }
        if candidate.primary == form || candidate.alternatives.contains(form) {
          add(Reading(infinitive: conjugation.infinitive, tense: tense, person: person))
        }
      }
    }
    if conjugation.gerundio.accepted.contains(form) {
      add(Reading(infinitive: conjugation.infinitive, tense: .gerundio, person: nil))
    }
    if conjugation.participio.accepted.contains(form) {
      add(Reading(infinitive: conjugation.infinitive, tense: .participio, person: nil))
    }
  }

  /// The catalog verbs that may have `word` among their forms: same first letter,
  /// and either the same second letter or irregular features (pienso ← pensar,
  /// tuve ← tener), plus the few whose forms change their first letter.
  func candidates(for word: String) -> [String] {
    let w = Array(Self.unaccented(word).unicodeScalars)
    guard let first = w.first else { return [] }
    let second = w.count > 1 ? w[1] : nil
    var result = Self.otherInitial
    for infinitive in catalog.infinitives where !infinitive.hasSuffix("se") {
      let v = infinitive.unicodeScalars
      guard let f = v.first, Accent.stripped(f) == first else { continue }
      let s = v.dropFirst().first.map(Accent.stripped)
      if s == second || catalog.hasConjugationFeatures(infinitive) {
        result.append(infinitive)
      }
    }
    return result
  }

  static func unaccented(_ s: String) -> String {
    String(scalarSequence: s.unicodeScalars.map { $0 == "ü" ? $0 : Accent.stripped($0) })
  }

  /// Catalog forms close to `word` (one or two edits), for an unknown word.
  public func closestForms(to input: String, limit: Int = 3) -> [String] {
    let word = VerbCatalog.normalize(input)
    let w = Array(word.unicodeScalars)
    guard !w.isEmpty, w.count < 40 else { return [] }
    var found: [(Int, Int, String)] = []
    var seen: Set<String> = []
    for infinitive in candidates(for: word) {
      guard let conjugation = try? catalog.conjugate(infinitive) else { continue }
      let rank = catalog.rank(of: infinitive) ?? Int.max
      for tense in Tense.allCases where !tense.isImperative && tense.isFinite || !tense.isFinite {
        for person in Person.allCases {
          guard let form = conjugation.form(tense, person)?.primary, !form.contains(" "),
            abs(form.count - w.count) <= 2, seen.insert(form).inserted
          else { continue }
          let d = VerbCatalog.editDistance(w, Array(form.unicodeScalars), limit: 2)
          if d <= 2 { found.append((d, rank, form)) }
        }
      }
    }
    // Nearest first, then the more frequent verb's.
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
}
