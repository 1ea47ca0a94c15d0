/// Turns a `SimpleTable` into a full `Conjugation`: vos, the compound tenses,
/// the -ra and -se subjunctives, the futuro de subjuntivo, both imperatives, the
/// pronouns of pronominal verbs and the persons weather verbs lack.
enum ConjugationBuilder {
  /// The reflexive pronoun of each person (FormIdentifier reads a form's).
  static let pronouns = PersonTable(
    yo: "me", tu: "te", vos: "te", el: "se", nosotros: "nos", vosotros: "os", ellos: "se")

  /// Words put before a form, by the six persons of a table (yo, tú and vos, él,
  /// nosotros, vosotros, ellos: `Person.sixSlot`): the pronouns above as literals,
  /// so that a form reads one string and no table is copied (the conjugation table
  /// asks hundreds).
  static let pronounPrefixes = ["me ", "te ", "se ", "nos ", "os ", "se "]
  static let negativePrefixes = ["no ", "no ", "no ", "no ", "no ", "no "]
  static let pronominalNegativePrefixes = ["no me ", "no te ", "no se ", "no nos ", "no os ", "no se "]

  /// The words before a simple form: the reflexive pronoun of a pronominal verb.
  static func pronounPrefix(_ slot: Int, pronominal: Bool) -> String { pronominal ? pronounPrefixes[slot] : "" }

  /// The words before a negative imperative: "no", and a pronominal verb's pronoun.
  static func negativePrefix(_ slot: Int, pronominal: Bool) -> String {
    pronominal ? pronominalNegativePrefixes[slot] : negativePrefixes[slot]
  }

  /// haber's forms, the six persons of each compound tense (in `compoundRow`'s
  /// order), each followed by the space before the participio.
  static let auxiliaries: [[String]] = [
    ["he ", "has ", "ha ", "hemos ", "habéis ", "han "],
    ["hube ", "hubiste ", "hubo ", "hubimos ", "hubisteis ", "hubieron "],
    ["había ", "habías ", "había ", "habíamos ", "habíais ", "habían "],
    ["habré ", "habrás ", "habrá ", "habremos ", "habréis ", "habrán "],
    ["habría ", "habrías ", "habría ", "habríamos ", "habríais ", "habrían "],
    ["haya ", "hayas ", "haya ", "hayamos ", "hayáis ", "hayan "],
    ["hubiera ", "hubieras ", "hubiera ", "hubiéramos ", "hubierais ", "hubieran "],
    ["hubiese ", "hubieses ", "hubiese ", "hubiésemos ", "hubieseis ", "hubiesen "],
    ["hubiere ", "hubieres ", "hubiere ", "hubiéremos ", "hubiereis ", "hubieren "],
  ]

  /// The row of `auxiliaries` for a compound tense; nil for a simple one.
  static func compoundRow(_ tense: Tense) -> Int? {
    switch tense {
    case .perfectoDeIndicativo: 0
    case .preteritoAnterior: 1
    case .pluscuamperfectoDeIndicativo: 2
    case .futuroPerfecto: 3
    case .condicionalCompuesto: 4
    case .perfectoDeSubjuntivo: 5
    case .pluscuamperfectoDeSubjuntivo1: 6
    case .pluscuamperfectoDeSubjuntivo2: 7
    case .futuroPerfectoDeSubjuntivo: 8
    default: nil
    }
  }

  /// haber's form before a compound tense's participio for the person in `slot`,
  /// with the reflexive pronoun in front for a pronominal verb ("me he"); nil for a
  /// simple tense.
  static func compoundPrefix(_ tense: Tense, _ slot: Int, pronominal: Bool) -> String? {
    guard let row = compoundRow(tense) else { return nil }
    return pronominal ? pronounPrefixes[slot] + auxiliaries[row][slot] : auxiliaries[row][slot]
  }

  /// The -ra, -se and futuro de subjuntivo endings, built on the pretérito's ellos
  /// form (tuvieron → tuvie-ra, tuvié-ramos), by six slot.
  static let raEndings = ["ra", "ras", "ra", "ramos", "rais", "ran"]
  static let seEndings = ["se", "ses", "se", "semos", "seis", "sen"]
  static let reEndings = ["re", "res", "re", "remos", "reis", "ren"]

  static func accentLastVowel(_ s: String) -> String {
    var scalars = Array(s.unicodeScalars)
    if let i = scalars.indices.last(where: { Accent.isStrong(scalars[$0]) }) {
      scalars[i] = Accent.accented(scalars[i])
    }
    return String(String.UnicodeScalarView(scalars))
  }

  static func build(
    infinitive: String, translation: String, table t: SimpleTable, pronominal: Bool,
    weather: Bool, inferred: Bool, model: String?, defective: Defectiveness = .none,
    personalWeather: Bool = false
  ) -> Conjugation {
    // tuvieron → "tuvie" and, for nosotros, "tuvié".
    let preteritoStem = t.preterito[5].map { String($0.dropLast(3)) }
    let preteritoStemNosotros = preteritoStem.map(accentLastVowel)
    let subj = t.subjuntivo
    var imperative = PersonTable(
      yo: Form(""), tu: t.imperativeTu, vos: t.imperativeVos, el: subj[2], nosotros: t.imperativeNosotros,
      vosotros: t.imperativeVosotros, ellos: subj[5])
    if pronominal {
      imperative = imperative.map { $0 == .yo ? $1 : enclitic($1, pronouns[$0], person: $0) }
    }
    let gerundio = pronominal ? t.gerundio.map { Accent.attach($0, "se") } : t.gerundio
    return Conjugation(
      infinitive: infinitive, translation: translation, inferred: inferred, model: model,
      isWeatherVerb: weather || personalWeather, gerundio: gerundio, participio: t.participio,
      forms: FiniteForms(
        table: t, imperative: imperative, preteritoStem: preteritoStem,
        preteritoStemNosotros: preteritoStemNosotros, pronominal: pronominal, weather: weather,
        defective: defective,
        stem: defective.endingVowels.isEmpty
          ? "" : String(VerbCatalog.splitPronominal(infinitive).0.unicodeScalars.dropLast(2))))
  }

  /// An affirmative imperative with its enclitic pronoun: acuerda + te → acuérdate;
  /// nosotros drops its -s (acordémonos), vosotros its -d (acordaos) except idos,
  /// which also has iros: the RAE has accepted it beside idos since 2017.
  static func enclitic(_ form: Form, _ pronoun: String, person: Person) -> Form {
    let attached = form.map { f in
      let drops = (person == .vosotros && f.hasSuffix("d") && f != "id") || (person == .nosotros && f.hasSuffix("s"))
      return Accent.attach(f, pronoun, dropping: drops ? 1 : 0)
    }
    guard person == .vosotros, pronoun == "os", form.primary == "id" else { return attached }
    return Form(attached.primary, alternatives: attached.alternatives + ["iros"]).deduplicated()
  }
}
