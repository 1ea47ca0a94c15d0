/// Turns a `SimpleTable` into a full `Conjugation`: vos, the compound tenses,
/// the -ra and -se subjunctives, the futuro de subjuntivo, both imperatives, the
/// pronouns of pronominal verbs and the persons weather verbs lack.
enum ConjugationBuilder {
  /// Words put before a form for each person: plain, and with the reflexive
  /// pronoun of a pronominal verb in front.
  struct Prefixes: Sendable {
    let plain: PersonTable<String>
    let pronominal: PersonTable<String>

    func callAsFunction(_ person: Person, pronominal isPronominal: Bool) -> String {
      isPronominal ? pronominal[person] : plain[person]
    }
  }

  static let pronouns = PersonTable(
    yo: "me", tu: "te", vos: "te", el: "se", nosotros: "nos", vosotros: "os", ellos: "se")
  static let pronounPrefixes = Prefixes(plain: PersonTable { _ in "" }, pronominal: pronouns.map { $1 + " " })
  static let negativePrefixes = Prefixes(plain: PersonTable { _ in "no " }, pronominal: pronouns.map { "no " + $1 + " " })

  /// haber's forms, persons yo, tú, él, nosotros, vosotros, ellos, as prefixes.
  static func auxiliary(_ six: [String]) -> Prefixes {
    let plain = PersonTable { six[$0.sixSlot] + " " }
    return Prefixes(plain: plain, pronominal: plain.map { pronouns[$0] + " " + $1 })
  }

  static let perfecto = auxiliary(["he", "has", "ha", "hemos", "habéis", "han"])
  static let anterior = auxiliary(["hube", "hubiste", "hubo", "hubimos", "hubisteis", "hubieron"])
  static let pluscuamperfecto = auxiliary(["había", "habías", "había", "habíamos", "habíais", "habían"])
  static let futuroPerfecto = auxiliary(["habré", "habrás", "habrá", "habremos", "habréis", "habrán"])
  static let condicionalCompuesto = auxiliary(["habría", "habrías", "habría", "habríamos", "habríais", "habrían"])
  static let perfectoSubjuntivo = auxiliary(["haya", "hayas", "haya", "hayamos", "hayáis", "hayan"])
  static let pluscuamperfectoRa = auxiliary(["hubiera", "hubieras", "hubiera", "hubiéramos", "hubierais", "hubieran"])
  static let pluscuamperfectoSe = auxiliary(["hubiese", "hubieses", "hubiese", "hubiésemos", "hubieseis", "hubiesen"])
  static let futuroPerfectoSubjuntivo = auxiliary(["hubiere", "hubieres", "hubiere", "hubiéremos", "hubiereis", "hubieren"])

  /// haber's prefixes for a compound tense; nil for a simple one.
  static func compoundPrefixes(_ tense: Tense) -> Prefixes? {
    switch tense {
    case .perfectoDeIndicativo: perfecto
    case .preteritoAnterior: anterior
    case .pluscuamperfectoDeIndicativo: pluscuamperfecto
    case .futuroPerfecto: futuroPerfecto
    case .condicionalCompuesto: condicionalCompuesto
    case .perfectoDeSubjuntivo: perfectoSubjuntivo
    case .pluscuamperfectoDeSubjuntivo1: pluscuamperfectoRa
    case .pluscuamperfectoDeSubjuntivo2: pluscuamperfectoSe
    case .futuroPerfectoDeSubjuntivo: futuroPerfectoSubjuntivo
    default: nil
    }
  }

  /// The -ra, -se and futuro de subjuntivo endings, built on the pretérito's ellos
  /// form (tuvieron → tuvie-ra, tuvié-ramos).
  static func endings(_ six: [String]) -> PersonTable<String> { PersonTable { six[$0.sixSlot] } }
  static let raEndings = endings(["ra", "ras", "ra", "ramos", "rais", "ran"])
  static let seEndings = endings(["se", "ses", "se", "semos", "seis", "sen"])
  static let reEndings = endings(["re", "res", "re", "remos", "reis", "ren"])

  static func accentLastVowel(_ s: String) -> String {
    var scalars = Array(s.unicodeScalars)
    if let i = scalars.indices.last(where: { Accent.isStrong(scalars[$0]) }) {
      scalars[i] = Accent.accented(scalars[i])
    }
    return String(scalarSequence: scalars)
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
        defective: defective))
  }

  /// An affirmative imperative with its enclitic pronoun: acuerda + te → acuérdate;
  /// nosotros drops its -s (acordémonos), vosotros its -d (acordaos) except idos.
  static func enclitic(_ form: Form, _ pronoun: String, person: Person) -> Form {
    form.map { f in
      let drops = (person == .vosotros && f.hasSuffix("d") && f != "id") || (person == .nosotros && f.hasSuffix("s"))
      return Accent.attach(f, pronoun, dropping: drops ? 1 : 0)
    }
  }
}
