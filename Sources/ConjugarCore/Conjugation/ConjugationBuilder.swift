/// Turns a `SimpleTable` into a full `Conjugation`: vos, the compound tenses,
/// the -ra and -se subjunctives, the futuro de subjuntivo, both imperatives, the
/// pronouns of pronominal verbs and the persons weather verbs lack.
enum ConjugationBuilder {
  /// haber's forms per compound tense, persons yo, tú, él, nosotros, vosotros, ellos.
  static let auxiliaries: [Tense: [String]] = [
    .perfectoDeIndicativo: ["he", "has", "ha", "hemos", "habéis", "han"],
    .preteritoAnterior: ["hube", "hubiste", "hubo", "hubimos", "hubisteis", "hubieron"],
    .pluscuamperfectoDeIndicativo: ["había", "habías", "había", "habíamos", "habíais", "habían"],
    .futuroPerfecto: ["habré", "habrás", "habrá", "habremos", "habréis", "habrán"],
    .condicionalCompuesto: ["habría", "habrías", "habría", "habríamos", "habríais", "habrían"],
    .perfectoDeSubjuntivo: ["haya", "hayas", "haya", "hayamos", "hayáis", "hayan"],
    .pluscuamperfectoDeSubjuntivo1: ["hubiera", "hubieras", "hubiera", "hubiéramos", "hubierais", "hubieran"],
    .pluscuamperfectoDeSubjuntivo2: ["hubiese", "hubieses", "hubiese", "hubiésemos", "hubieseis", "hubiesen"],
    .futuroPerfectoDeSubjuntivo: ["hubiere", "hubieres", "hubiere", "hubiéremos", "hubiereis", "hubieren"],
  ]

  /// Reflexive pronouns for yo, tú, vos, él, nosotros, vosotros, ellos.
  static let pronouns = ["me", "te", "te", "se", "nos", "os", "se"]
  static let pronounPrefixes = pronouns.map { $0 + " " }
  static let negativePrefixes = (plain: Array(repeating: "no ", count: 7), pronominal: pronouns.map { "no " + $0 + " " })

  /// Six-person index (yo, tú, él, nosotros, vosotros, ellos) for each of the seven persons.
  static let sixIndex = [0, 1, 1, 2, 3, 4, 5]

  /// "he ", "has ", ... per compound tense and seven persons; with the pronoun in front
  /// for pronominal verbs ("me he ").
  static let compoundPrefixes: [Tense: (plain: [String], pronominal: [String])] = auxiliaries.mapValues { six in
    let seven = sixIndex.map { six[$0] + " " }
    return (seven, seven.enumerated().map { pronounPrefixes[$0.offset] + $0.element })
  }

  /// The -ra, -se and futuro de subjuntivo endings, built on the pretérito's ellos
  /// form (tuvieron → tuvie-ra, tuvié-ramos).
  static let raEndings = ["ra", "ras", "ras", "ra", "ramos", "rais", "ran"]
  static let seEndings = ["se", "ses", "ses", "se", "semos", "seis", "sen"]
  static let reEndings = ["re", "res", "res", "re", "remos", "reis", "ren"]

  static func accentLastVowel(_ s: String) -> String {
    var scalars = Array(s.unicodeScalars)
    if let i = scalars.indices.last(where: { Accent.isStrong(scalars[$0]) }) {
      scalars[i] = Accent.accented(scalars[i])
    }
    return String(String.UnicodeScalarView(scalars))
  }

  /// Compound-tense prefixes by position in `Tense.finite` (11...19), seven persons.
  static let compoundPrefixesByIndex: [(plain: [String], pronominal: [String])] = Tense.finite.map {
    compoundPrefixes[$0] ?? ([], [])
  }

  static func build(
    infinitive: String, translation: String, table t: SimpleTable, pronominal: Bool,
    weather: Bool, inferred: Bool, model: String?
  ) -> Conjugation {
    // tuvieron → "tuvie" and, for nosotros, "tuvié".
    let preteritoStem = t.preterito[5].map { String($0.dropLast(3)) }
    let preteritoStemNosotros = preteritoStem.map(accentLastVowel)
    let subj = t.subjuntivo
    var imperative = [Form(""), t.imperativeTu, t.imperativeVos, subj[2], t.imperativeNosotros, t.imperativeVosotros, subj[5]]
    if pronominal {
      for p in 1..<7 { imperative[p] = enclitic(imperative[p], pronouns[p], person: p) }
    }
    let gerundio = pronominal ? t.gerundio.map { Accent.attach($0, "se") } : t.gerundio
    return Conjugation(
      infinitive: infinitive, translation: translation, inferred: inferred, model: model,
      isWeatherVerb: weather, gerundio: gerundio, participio: t.participio,
      forms: FiniteForms(
        table: t, imperative: imperative, preteritoStem: preteritoStem,
        preteritoStemNosotros: preteritoStemNosotros, pronominal: pronominal, weather: weather))
  }

  /// An affirmative imperative with its enclitic pronoun: acuerda + te → acuérdate;
  /// nosotros drops its -s (acordémonos), vosotros its -d (acordaos) except idos.
  /// `person` indexes yo, tú, vos, él, nosotros, vosotros, ellos.
  static func enclitic(_ form: Form, _ pronoun: String, person: Int) -> Form {
    form.map { f in
      let drops = (person == 5 && f.hasSuffix("d") && f != "id") || (person == 4 && f.hasSuffix("s"))
      return Accent.attach(f, pronoun, dropping: drops ? 1 : 0)
    }
  }
}
