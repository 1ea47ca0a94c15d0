/// What a learner who has not met a verb's irregularities would write: stem plus
/// the regular -ar, -er or -ir ending, with no stem change, no spelling change
/// and no irregular stem. Deliberately naive ("teno", "buscé", "conducí"): it is
/// the answer an explanation compares with, not a conjugator.
enum RegularForms {
  enum VerbClass { case ar, er, ir }

  /// The regular form for a tense and person, laid out like `expected` (its
  /// auxiliary, "no", or pronoun words kept, the last word replaced); nil when
  /// the infinitive is not -ar/-er/-ir or the form is an enclitic imperative.
  static func form(
    _ infinitive: String, _ tense: Tense, _ person: Person?, like expected: String
  ) -> String? {
    let (base, pronominal) = splitPronominal(infinitive)
    if pronominal && tense == .imperativoPositivo { return nil }
    guard let core = core(base, tense, person) else { return nil }
    var words = expected.split(separator: " ").map(String.init)
    guard !words.isEmpty else { return core }
    words[words.count - 1] = core
    return words.joined(separator: " ")
  }

  /// The single-word regular form of a non-pronominal infinitive.
  static func core(_ infinitive: String, _ tense: Tense, _ person: Person?) -> String? {
    let scalars = Array(infinitive.unicodeScalars)
    guard scalars.count >= 3, scalars.last == "r" else { return nil }
    let verbClass: VerbClass
    switch scalars[scalars.count - 2] {
    case "a": verbClass = .ar
    case "e": verbClass = .er
    case "i", "í": verbClass = .ir
    default: return nil
    }
    let stem = String(String.UnicodeScalarView(scalars.dropLast(2)))
    let ar = verbClass == .ar
    let plainInfinitive = stem + (ar ? "ar" : verbClass == .er ? "er" : "ir")
    switch tense {
    case .gerundio: return stem + (ar ? "ando" : "iendo")
    case .participio: return stem + (ar ? "ado" : "ido")
    default: break
    }
    guard let person else { return nil }
    let six = sixIndex(person)
    switch tense {
    case .presenteDeIndicativo:
      if person == .vos { return stem + (ar ? "ás" : verbClass == .er ? "és" : "ís") }
      return stem + presente[verbClass]![six]
    case .preterito:
      return stem
        + (ar ? ["é", "aste", "ó", "amos", "asteis", "aron"] : ["í", "iste", "ió", "imos", "isteis", "ieron"])[six]
    case .imperfectoDeIndicativo:
      return stem
        + (ar ? ["aba", "abas", "aba", "ábamos", "abais", "aban"] : ["ía", "ías", "ía", "íamos", "íais", "ían"])[six]
    case .futuroDeIndicativo:
      return plainInfinitive + ["é", "ás", "á", "emos", "éis", "án"][six]
    case .condicional:
      return plainInfinitive + ["ía", "ías", "ía", "íamos", "íais", "ían"][six]
    case .presenteDeSubjuntivo, .imperativoNegativo:
      return stem + subjuntivo(ar)[six]
    case .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .futuroDeSubjuntivo:
      // -ra: ra ras ra ramos rais ran; -se: se ses...; futuro: re res...
      let letter = tense == .imperfectoDeSubjuntivo2 ? "s" : "r"
      let vowel = tense == .imperfectoDeSubjuntivo1 ? "a" : "e"
      let theme = ar ? (person == .nosotros ? "á" : "a") : (person == .nosotros ? "ié" : "ie")
      let endings = [vowel, vowel + "s", vowel, vowel + "mos", vowel + "is", vowel + "n"]
      return stem + theme + letter + endings[six]
    case .imperativoPositivo:
      switch person {
      case .yo: return nil
      case .tu: return stem + presente[verbClass]![2]
      case .vos: return stem + (ar ? "á" : verbClass == .er ? "é" : "í")
      case .vosotros: return stem + (ar ? "ad" : verbClass == .er ? "ed" : "id")
      default: return stem + subjuntivo(ar)[six]
      }
    default:
      // Compound tenses: the auxiliary is kept from the expected form.
      return stem + (ar ? "ado" : "ido")
    }
  }

  static let presente: [VerbClass: [String]] = [
    .ar: ["o", "as", "a", "amos", "áis", "an"],
    .er: ["o", "es", "e", "emos", "éis", "en"],
    .ir: ["o", "es", "e", "imos", "ís", "en"],
  ]

  static func subjuntivo(_ ar: Bool) -> [String] {
    ar ? ["e", "es", "e", "emos", "éis", "en"] : ["a", "as", "a", "amos", "áis", "an"]
  }

  /// yo, tú (and vos outside the presente and imperative), él, nosotros, vosotros, ellos.
  static func sixIndex(_ person: Person) -> Int {
    switch person {
    case .yo: 0
    case .tu, .vos: 1
    case .el: 2
    case .nosotros: 3
    case .vosotros: 4
    case .ellos: 5
    }
  }

  /// "levantarse" → ("levantar", true); "irse" → ("ir", true).
  static func splitPronominal(_ infinitive: String) -> (String, Bool) {
    guard infinitive.hasSuffix("se"), infinitive.count >= 4 else { return (infinitive, false) }
    let base = String(infinitive.dropLast(2))
    return base.hasSuffix("r") ? (base, true) : (infinitive, false)
  }
}
