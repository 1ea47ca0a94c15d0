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
      return forms.form(t, Person.index[person]!)
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

  /// Calls `body` with the three parts of the form at `Tense.finite[t]` and
  /// `Person.allCases[p]`; returns false where the verb has no such person. The
  /// parts are lent, not copied: the JSON writer's path stays allocation-free.
  @inline(__always)
  func withParts(_ t: Int, _ p: Int, _ body: (String, Form, String) -> Void) -> Bool {
    if weather && p != 3 { return false }
    let six = ConjugationBuilder.sixIndex[p]
    let pronoun = pronominal ? ConjugationBuilder.pronounPrefixes[p] : ""
    switch t {
    case 0: body(pronoun, p == 2 ? table.vosPresente : table.presente[six], "")
    case 1: body(pronoun, table.preterito[six], "")
    case 2: body(pronoun, table.imperfecto[six], "")
    case 3: body(pronoun, table.futuro[six], "")
    case 4: body(pronoun, table.condicional[six], "")
    case 5: body(pronoun, table.subjuntivo[six], "")
    case 6, 7, 8:
      let endings =
        t == 6 ? ConjugationBuilder.raEndings : t == 7 ? ConjugationBuilder.seEndings : ConjugationBuilder.reEndings
      body(pronoun, p == 4 ? preteritoStemNosotros : preteritoStem, endings[p])
    case 9:
      if p == 0 { return false }
      body("", imperative[p], "")
    case 10:
      if p == 0 { return false }
      let prefixes = pronominal ? ConjugationBuilder.negativePrefixes.pronominal : ConjugationBuilder.negativePrefixes.plain
      body(prefixes[p], table.subjuntivo[six], "")
    default:
      let prefixes = ConjugationBuilder.compoundPrefixesByIndex[t]
      body(pronominal ? prefixes.pronominal[p] : prefixes.plain[p], table.participio, "")
    }
    return true
  }

  /// The form at `Tense.finite[t]` and `Person.allCases[p]`, every accepted
  /// spelling included; nil where the verb has no such person.
  func form(_ t: Int, _ p: Int) -> Form? {
    var result: Form?
    _ = withParts(t, p) { prefix, core, suffix in
      result = prefix.isEmpty && suffix.isEmpty ? core : core.map { prefix + $0 + suffix }
    }
    return result
  }
}
