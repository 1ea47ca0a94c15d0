/// The one-word forms of a verb, persons in the order yo, tú, él, nosotros,
/// vosotros, ellos (vos is separate where it differs from tú). Everything else
/// (compound tenses, -ra/-se subjunctives, negative imperatives, pronouns) is
/// derived from these by `ConjugationBuilder`.
struct SimpleTable: Sendable {
  var presente: [Form]
  var vosPresente: Form
  var preterito: [Form]
  var imperfecto: [Form]
  var futuro: [Form]
  var condicional: [Form]
  var subjuntivo: [Form]
  var imperativeTu: Form
  var imperativeVos: Form
  var imperativeNosotros: Form
  var imperativeVosotros: Form
  var gerundio: Form
  var participio: Form

  /// This table with every differing form of `other` accepted as an alternative
  /// spelling (a verb the RAE conjugates two ways: `also=`).
  func accepting(_ other: SimpleTable) -> SimpleTable {
    func merge(_ a: Form, _ b: Form) -> Form {
      Form(a.primary, alternatives: a.alternatives + b.accepted).deduplicated()
    }
    func merge(_ a: [Form], _ b: [Form]) -> [Form] { zip(a, b).map { merge($0, $1) } }
    return SimpleTable(
      presente: merge(presente, other.presente), vosPresente: merge(vosPresente, other.vosPresente),
      preterito: merge(preterito, other.preterito), imperfecto: merge(imperfecto, other.imperfecto),
      futuro: merge(futuro, other.futuro), condicional: merge(condicional, other.condicional),
      subjuntivo: merge(subjuntivo, other.subjuntivo), imperativeTu: merge(imperativeTu, other.imperativeTu),
      imperativeVos: merge(imperativeVos, other.imperativeVos),
      imperativeNosotros: merge(imperativeNosotros, other.imperativeNosotros),
      imperativeVosotros: merge(imperativeVosotros, other.imperativeVosotros),
      gerundio: merge(gerundio, other.gerundio), participio: merge(participio, other.participio))
  }
}

extension Conjugator {
  /// Every simple form, rules first, the spec's irregular forms over them.
  func simpleTable() -> SimpleTable {
    let strong = strongStem
    let weak = weakStem
    let plain = stem

    // Presente de indicativo.
    var presente: [Form]
    if let explicit = spec.presente {
      presente = explicit
    } else {
      presente = tense([strong, strong, strong, plain, plain, strong], Self.presenteEndings(verbClass))
      if let yo = spec.yo { presente[0] = yo }
    }

    // Presente de subjuntivo.
    let subjuntivoEndings = verbClass == .ar ? Self.subjuntivoAR : Self.subjuntivoERIR
    var subjuntivo: [Form]
    if let explicit = spec.subjuntivo {
      subjuntivo = explicit
    } else if let subjStem = spec.subjuntivoStem {
      subjuntivo = onStem(subjStem, subjuntivoEndings)
    } else if let yo = spec.yo ?? spec.presente?[0], yo.primary.hasSuffix("o") {
      subjuntivo = onStem(yo.map { String($0.dropLast()) }, subjuntivoEndings)
    } else {
      let nosVos: String
      switch spec.stemChange {
      case .ieI, .ueU, .i: nosVos = weak
      default: nosVos = plain
      }
      subjuntivo = tense([strong, strong, strong, nosVos, nosVos, strong], subjuntivoEndings)
    }

    // Pretérito.
    let preterito: [Form]
    if let explicit = spec.preterito {
      preterito = explicit
    } else if let strongStem = spec.preteritoStem {
      preterito = onStem(strongStem, Self.strongPreterito)
    } else {
      let endings = verbClass == .ar ? Self.preteritoAR : Self.preteritoERIR
      preterito = tense([plain, plain, weak, plain, plain, weak], endings)
    }

    let imperfecto =
      spec.imperfecto
      ?? tense(Array(repeating: plain, count: 6), verbClass == .ar ? Self.imperfectoAR : Self.imperfectoERIR)

    let futureStem = spec.futureStem ?? Form(String(infinitive.unicodeScalars.map(Accent.stripped).map(Character.init)))
    let futuro = onStem(futureStem, Self.futuro)
    let condicional = onStem(futureStem, Self.condicional)

    let vowel = verbClass == .ar ? "a" : verbClass == .er ? "e" : "i"
    let vosPresente = spec.vosPresente ?? join(plain, vowel == "a" ? "ás" : vowel == "e" ? "és" : "ís")
    let infinitiveWithoutR = String(infinitive.dropLast())
    let imperativeVos =
      spec.imperativeVos ?? Accent.stressingLastVowel(respell(plain, before: vowel) + vowel)
    let gerundio = spec.gerundio ?? join(weak, verbClass == .ar ? "ando" : "iendo")
    let participio = spec.participio ?? join(plain, verbClass == .ar ? "ado" : "ido")

    return SimpleTable(
      presente: presente,
      vosPresente: vosPresente,
      preterito: preterito,
      imperfecto: imperfecto,
      futuro: futuro,
      condicional: condicional,
      subjuntivo: subjuntivo,
      imperativeTu: spec.imperativeTu ?? presente[2],
      imperativeVos: imperativeVos,
      imperativeNosotros: spec.imperativeNosotros ?? subjuntivo[3],
      imperativeVosotros: spec.imperativeVosotros ?? Form(infinitiveWithoutR + "d"),
      gerundio: gerundio,
      participio: participio
    )
  }
}
