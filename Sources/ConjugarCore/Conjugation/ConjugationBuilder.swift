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

  /// Six persons (yo, tú, él, nosotros, vosotros, ellos) → seven (vos after tú).
  static func seven(_ six: [Form], vos: Form? = nil) -> [Form?] {
    [six[0], six[1], vos ?? six[1], six[2], six[3], six[4], six[5]]
  }

  /// The -ra, -se and futuro de subjuntivo, built on the pretérito's ellos form
  /// (tuvieron → tuviera, tuviese, tuviere; tuviéramos with the accent).
  static func fromPreteritoPlural(_ ellos: Form, _ endings: [String]) -> [Form] {
    endings.enumerated().map { index, ending in
      ellos.map { form in
        let base = String(form.dropLast(3))  // tuvie(ron)
        // nosotros: the vowel before the ending takes the accent (tuviéramos).
        return index == 3 ? accentLastVowel(base) + ending : base + ending
      }
    }
  }

  static func accentLastVowel(_ s: String) -> String {
    var scalars = Array(s.unicodeScalars)
    if let i = scalars.indices.last(where: { Accent.isStrong(scalars[$0]) }) {
      scalars[i] = Accent.accented(scalars[i])
    }
    return String(String.UnicodeScalarView(scalars))
  }

  static func build(
    infinitive: String, translation: String, table t: SimpleTable, pronominal: Bool,
    weather: Bool, inferred: Bool, model: String?
  ) -> Conjugation {
    var finite: [[Form?]] = []
    finite.reserveCapacity(Tense.finite.count)
    let raEndings = ["ra", "ras", "ra", "ramos", "rais", "ran"]
    let seEndings = ["se", "ses", "se", "semos", "seis", "sen"]
    let reEndings = ["re", "res", "re", "remos", "reis", "ren"]
    let subj = t.subjuntivo
    for tense in Tense.finite {
      var row: [Form?]
      switch tense {
      case .presenteDeIndicativo: row = seven(t.presente, vos: t.vosPresente)
      case .preterito: row = seven(t.preterito)
      case .imperfectoDeIndicativo: row = seven(t.imperfecto)
      case .futuroDeIndicativo: row = seven(t.futuro)
      case .condicional: row = seven(t.condicional)
      case .presenteDeSubjuntivo: row = seven(subj)
      case .imperfectoDeSubjuntivo1: row = seven(fromPreteritoPlural(t.preterito[5], raEndings))
      case .imperfectoDeSubjuntivo2: row = seven(fromPreteritoPlural(t.preterito[5], seEndings))
      case .futuroDeSubjuntivo: row = seven(fromPreteritoPlural(t.preterito[5], reEndings))
      case .imperativoPositivo:
        row = [nil, t.imperativeTu, t.imperativeVos, subj[2], t.imperativeNosotros, t.imperativeVosotros, subj[5]]
        if pronominal {
          row = row.enumerated().map { index, form in
            form.map { enclitic($0, pronouns[index], person: index, infinitive: infinitive) }
          }
        }
      case .imperativoNegativo:
        let forms: [Form?] = [nil, subj[1], subj[1], subj[2], subj[3], subj[4], subj[5]]
        row = forms.enumerated().map { index, form in
          form.map { f in f.map { "no " + (pronominal ? pronouns[index] + " " : "") + $0 } }
        }
        finite.append(weather ? onlyThirdPerson(row) : row)
        continue
      default:
        let aux = auxiliaries[tense]!
        row = seven(aux.map { a in t.participio.map { a + " " + $0 } })
      }
      if pronominal && tense != .imperativoPositivo {
        row = row.enumerated().map { index, form in form.map { f in f.map { pronouns[index] + " " + $0 } } }
      }
      finite.append(weather ? onlyThirdPerson(row) : row)
    }
    let gerundio = pronominal ? t.gerundio.map { Accent.attach($0, "se") } : t.gerundio
    return Conjugation(
      infinitive: infinitive, translation: translation, inferred: inferred, model: model,
      isWeatherVerb: weather, gerundio: gerundio, participio: t.participio, finite: finite)
  }

  static func onlyThirdPerson(_ row: [Form?]) -> [Form?] {
    row.enumerated().map { $0.offset == 3 ? $0.element : nil }
  }

  /// An affirmative imperative with its enclitic pronoun: acuerda + te → acuérdate;
  /// nosotros drops its -s (acordémonos), vosotros its -d (acordaos) except idos.
  /// `person` indexes yo, tú, vos, él, nosotros, vosotros, ellos.
  static func enclitic(_ form: Form, _ pronoun: String, person: Int, infinitive: String) -> Form {
    form.map { f in
      let drops = (person == 5 && f.hasSuffix("d") && f != "id") || (person == 4 && f.hasSuffix("s"))
      return Accent.attach(f, pronoun, dropping: drops ? 1 : 0)
    }
  }
}
