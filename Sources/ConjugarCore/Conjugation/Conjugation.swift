/// Every form of one verb: what `conjugar conjugate` prints and what the quiz asks.
public struct Conjugation: Sendable {
  /// The infinitive, as the catalog spells it ("tener", "irse").
  public let infinitive: String
  /// Its English gloss ("to have"); empty when the catalog has none (an inferred verb).
  public let translation: String
  /// True when the verb is not in the catalog and was conjugated by rule.
  public let inferred: Bool
  /// For an inferred verb conjugated like a known one ("sobreponer" like "poner").
  public let model: String?
  /// Weather verbs exist only in the third person singular.
  let isWeatherVerb: Bool
  /// The gerund: "teniendo".
  public let gerundio: Form
  /// The past participle: "tenido".
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
  /// Nil when the verb has no such form (imperative yo, a weather verb's other persons,
  /// a defective verb's missing tenses).
  public func form(_ tense: Tense, _ person: Person? = nil) -> Form? {
    switch tense {
    case .gerundio: return gerundio
    case .participio: return participio
    default:
      guard let person else { return nil }
      return forms.form(tense, person)
    }
  }

  /// Calls `body` with the primary spelling of the form of `tense` and `person` in
  /// its three parts (the words before it, the form, the letters after it: "me he",
  /// "acordado", ""), lent rather than joined; false where the verb has no such
  /// form. For writers that copy the letters out, as the conjugation table does.
  public func withPrimaryParts(_ tense: Tense, _ person: Person, _ body: (String, String, String) -> Void) -> Bool {
    forms.withParts(tense, person) { prefix, core, suffix in body(prefix, core.primary, suffix) }
  }

  /// Whether the verb has a form for `tense` and `person` ("does soler have a
  /// future?"): false for imperative yo, the persons an impersonal verb lacks and a
  /// defective verb's missing tenses.
  public func has(_ tense: Tense, _ person: Person? = nil) -> Bool {
    switch tense {
    case .gerundio, .participio: return true
    default:
      guard let person else { return false }
      return forms.exists(tense, person)
    }
  }

  /// Which forms the verb lacks, as its catalog line says.
  var defectiveness: Defectiveness { forms.defective }

  /// The persons this verb has in a tense, in table order.
  public func persons(in tense: Tense) -> [Person] {
    Person.allCases.filter { has(tense, $0) }
  }
}

/// The finite forms of a verb: the simple ones as built, the rest derived when
/// asked for (compound tenses, -ra/-se/-re subjunctives, negative imperatives,
/// pronouns).
struct FiniteForms: Sendable {
  let table: SimpleTable
  /// Affirmative imperative (yo empty), enclitics included.
  let imperative: PersonTable<Form>
  let preteritoStem: Form
  let preteritoStemNosotros: Form
  let pronominal: Bool
  let defective: Defectiveness
  /// The infinitive's stem, for a verb with `endingVowels`; empty otherwise.
  let stem: String

  init(
    table: SimpleTable, imperative: PersonTable<Form>, preteritoStem: Form, preteritoStemNosotros: Form,
    pronominal: Bool, weather: Bool, defective: Defectiveness, stem: String = ""
  ) {
    self.stem = stem
    self.table = table
    self.imperative = imperative
    self.preteritoStem = preteritoStem
    self.preteritoStemNosotros = preteritoStemNosotros
    self.pronominal = pronominal
    var defective = defective
    if weather { defective.persons = .thirdSingular }
    self.defective = defective
  }

  /// Whether the verb has this finite form.
  @inline(__always)
  func exists(_ tense: Tense, _ person: Person) -> Bool {
    if tense.isImperative && person == .yo { return false }
    if !tense.isFinite { return false }
    guard defective.allows(tense, person) else { return false }
    if defective.endingVowels.isEmpty { return true }
    var allowed = false
    _ = withPartsUnchecked(tense, person) { _, core, suffix in
      allowed = defective.allowsEnding(core.primary + suffix, stem: stem)
    }
    return allowed
  }

  /// Calls `body` with the three parts of the form of `tense` and `person`;
  /// returns false where the verb has no such form. The parts are lent, not
  /// copied: the JSON writer's path stays allocation-free.
  @inline(__always)
  func withParts(_ tense: Tense, _ person: Person, _ body: (String, Form, String) -> Void) -> Bool {
    guard exists(tense, person) else { return false }
    return withPartsUnchecked(tense, person, body)
  }

  @inline(__always)
  func withPartsUnchecked(_ tense: Tense, _ person: Person, _ body: (String, Form, String) -> Void) -> Bool {
    let six = person.sixSlot
    let pronoun = ConjugationBuilder.pronounPrefix(six, pronominal: pronominal)
    switch tense {
    case .presenteDeIndicativo: body(pronoun, person == .vos ? table.vosPresente : table.presente[six], "")
    case .preterito: body(pronoun, table.preterito[six], "")
    case .imperfectoDeIndicativo: body(pronoun, table.imperfecto[six], "")
    case .futuroDeIndicativo: body(pronoun, table.futuro[six], "")
    case .condicional: body(pronoun, table.condicional[six], "")
    case .presenteDeSubjuntivo: body(pronoun, table.subjuntivo[six], "")
    case .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .futuroDeSubjuntivo:
      let ending =
        tense == .imperfectoDeSubjuntivo1
        ? ConjugationBuilder.raEndings[six]
        : tense == .imperfectoDeSubjuntivo2 ? ConjugationBuilder.seEndings[six] : ConjugationBuilder.reEndings[six]
      body(pronoun, person == .nosotros ? preteritoStemNosotros : preteritoStem, ending)
    case .imperativoPositivo:
      body("", imperative[person], "")
    case .imperativoNegativo:
      body(ConjugationBuilder.negativePrefix(six, pronominal: pronominal), table.subjuntivo[six], "")
    case .perfectoDeIndicativo, .preteritoAnterior, .pluscuamperfectoDeIndicativo, .futuroPerfecto,
      .condicionalCompuesto, .perfectoDeSubjuntivo, .pluscuamperfectoDeSubjuntivo1,
      .pluscuamperfectoDeSubjuntivo2, .futuroPerfectoDeSubjuntivo:
      guard let prefix = ConjugationBuilder.compoundPrefix(tense, six, pronominal: pronominal) else { return false }
      body(prefix, table.participio, "")
    case .gerundio, .participio:
      return false
    }
    return true
  }

  /// The form of `tense` and `person`, every accepted spelling included; nil
  /// where the verb has no such form.
  func form(_ tense: Tense, _ person: Person) -> Form? {
    var result: Form?
    _ = withParts(tense, person) { prefix, core, suffix in
      result = prefix.isEmpty && suffix.isEmpty ? core : core.map { prefix + $0 + suffix }
    }
    return result
  }
}
