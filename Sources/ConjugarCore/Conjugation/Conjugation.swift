/// Every form of one verb: what `conjugar conjugate` prints and what the quiz asks.
public struct Conjugation: Sendable {
  public let infinitive: String
  public let translation: String
  /// True when the verb is not in the catalog and was conjugated by rule.
  public let inferred: Bool
  /// For an inferred verb conjugated like a known one ("sobreponer" like "poner").
  public let model: String?
  /// Weather verbs exist only in the third person singular.
  public let isWeatherVerb: Bool
  public let gerundio: Form
  public let participio: Form
  /// The finite forms, derived on demand from the simple ones.
  let forms: FiniteForms

  init(
    infinitive: String, translation: String, inferred: Bool, model: String?,
    isWeatherVerb: Bool, gerundio: Form, participio: Form, forms: FiniteForms
  ) {
    self.infinitive = infinitive
    self.translation = translation
    self.inferred = inferred
    self.model = model
    self.isWeatherVerb = isWeatherVerb
    self.gerundio = gerundio
    self.participio = participio
    self.forms = forms
  }

  /// The form for a tense and person; `person` is ignored for gerundio and participio.
  /// Nil when the verb has no such form (imperative yo, a weather verb's other persons).
  public func form(_ tense: Tense, _ person: Person? = nil) -> Form? {
    switch tense {
    case .gerundio: return gerundio
    case .participio: return participio
    default:
      guard let person, let t = Tense.finiteIndex[tense] else { return nil }
      return forms.parts(t, Person.index[person]!)?.form
    }
  }

  /// The persons this verb has in a tense, in table order.
  public func persons(in tense: Tense) -> [Person] {
    Person.allCases.filter { form(tense, $0) != nil }
  }
}

extension Tense {
  static let finiteIndex: [Tense: Int] = Dictionary(
    uniqueKeysWithValues: Tense.finite.enumerated().map { ($1, $0) })
}

extension Person {
  static let index: [Person: Int] = Dictionary(
    uniqueKeysWithValues: Person.allCases.enumerated().map { ($1, $0) })
}

/// A finite form in parts, so that most forms are never built as strings of their
/// own: "me " + "he " (prefix) + the verb's shared participle (core), or the shared
/// -ra stem "tuvie" (core) + "ra" (suffix). JSON output writes the parts.
struct Parts {
  let prefix: String
  let core: Form
  let suffix: String

  var form: Form {
    if prefix.isEmpty && suffix.isEmpty { return core }
    return core.map { prefix + $0 + suffix }
  }
}

/// The finite forms of a verb: the simple ones as built, the rest derived when
/// asked for (compound tenses, -ra/-se/-re subjunctives, negative imperatives,
/// pronouns).
struct FiniteForms: Sendable {
  let table: SimpleTable
  /// Affirmative imperative, seven persons (yo empty), enclitics included.
  let imperative: [Form]
  let preteritoStem: Form
  let preteritoStemNosotros: Form
  let pronominal: Bool
  let weather: Bool

  static let noPronouns = ["", "", "", "", "", "", ""]

  /// Calls `body` with the three parts of the primary spelling at `Tense.finite[t]`
  /// and `Person.allCases[p]`; returns false where the verb has no such person.
  /// The JSON writer's path: no `Form` is copied.
  @inline(__always)
  func withPrimaryParts(_ t: Int, _ p: Int, _ body: (String, String, String) -> Void) -> Bool {
    if weather && p != 3 { return false }
    let six = ConjugationBuilder.sixIndex[p]
    let pronoun = pronominal ? ConjugationBuilder.pronounPrefixes[p] : ""
    switch t {
    case 0: body(pronoun, p == 2 ? table.vosPresente.primary : table.presente[six].primary, "")
    case 1: body(pronoun, table.preterito[six].primary, "")
    case 2: body(pronoun, table.imperfecto[six].primary, "")
    case 3: body(pronoun, table.futuro[six].primary, "")
    case 4: body(pronoun, table.condicional[six].primary, "")
    case 5: body(pronoun, table.subjuntivo[six].primary, "")
    case 6: body(pronoun, p == 4 ? preteritoStemNosotros.primary : preteritoStem.primary, ConjugationBuilder.raEndings[p])
    case 7: body(pronoun, p == 4 ? preteritoStemNosotros.primary : preteritoStem.primary, ConjugationBuilder.seEndings[p])
    case 8: body(pronoun, p == 4 ? preteritoStemNosotros.primary : preteritoStem.primary, ConjugationBuilder.reEndings[p])
    case 9:
      if p == 0 { return false }
      body("", imperative[p].primary, "")
    case 10:
      if p == 0 { return false }
      let prefixes = pronominal ? ConjugationBuilder.negativePrefixes.pronominal : ConjugationBuilder.negativePrefixes.plain
      body(prefixes[p], table.subjuntivo[six].primary, "")
    default:
      let prefixes = ConjugationBuilder.compoundPrefixesByIndex[t]
      body(pronominal ? prefixes.pronominal[p] : prefixes.plain[p], table.participio.primary, "")
    }
    return true
  }

  /// The parts of the form at `Tense.finite[t]` and `Person.allCases[p]`, or nil
  /// where the verb has no such person.
  func parts(_ t: Int, _ p: Int) -> Parts? {
    if weather && p != 3 { return nil }
    let six = ConjugationBuilder.sixIndex[p]
    let pronoun = pronominal ? ConjugationBuilder.pronounPrefixes[p] : ""
    switch t {
    case 0: return Parts(prefix: pronoun, core: p == 2 ? table.vosPresente : table.presente[six], suffix: "")
    case 1: return Parts(prefix: pronoun, core: table.preterito[six], suffix: "")
    case 2: return Parts(prefix: pronoun, core: table.imperfecto[six], suffix: "")
    case 3: return Parts(prefix: pronoun, core: table.futuro[six], suffix: "")
    case 4: return Parts(prefix: pronoun, core: table.condicional[six], suffix: "")
    case 5: return Parts(prefix: pronoun, core: table.subjuntivo[six], suffix: "")
    case 6, 7, 8:
      let endings = t == 6 ? ConjugationBuilder.raEndings : t == 7 ? ConjugationBuilder.seEndings : ConjugationBuilder.reEndings
      return Parts(prefix: pronoun, core: p == 4 ? preteritoStemNosotros : preteritoStem, suffix: endings[p])
    case 9: return p == 0 ? nil : Parts(prefix: "", core: imperative[p], suffix: "")
    case 10:
      if p == 0 { return nil }
      let prefixes = pronominal ? ConjugationBuilder.negativePrefixes.pronominal : ConjugationBuilder.negativePrefixes.plain
      return Parts(prefix: prefixes[p], core: table.subjuntivo[six], suffix: "")
    default:
      let prefixes = ConjugationBuilder.compoundPrefixesByIndex[t]
      return Parts(prefix: pronominal ? prefixes.pronominal[p] : prefixes.plain[p], core: table.participio, suffix: "")
    }
  }
}
