import Testing

@testable import ConjugarCore

/// Issue 44 §3: the last graded forms and variants, each decided by the RAE's
/// norms (DLE conjugation models, DPD; docs/catalog.md says which). Every form is
/// written here by hand.
@Suite("graded forms and variants (issue 44)")
struct GradedVariantTests {
  let catalog = VerbCatalog.standard
  let identifier = FormIdentifier(catalog: VerbCatalog.standard)

  func form(_ verb: String, _ tense: Tense, _ person: Person? = nil) -> Form? {
    catalog.conjugation(of: verb)?.form(tense, person)
  }

  /// "infinitive tense person" for each reading of `word`.
  func readings(_ word: String) -> Set<String> {
    Set(identifier.readings(of: word).map { "\($0.infinitive) \($0.tenseKey) \($0.person?.rawValue ?? "-")" })
  }

  /// Whether the quiz grades `answer` fully right for the form.
  func accepts(_ verb: String, _ tense: Tense, _ person: Person?, _ answer: String) -> Bool {
    guard let form = form(verb, tense, person) else { return false }
    return AnswerGrader.grade(answer, against: form) == .total
  }

  @Test("sofreír has two participles, sofreído shown and sofrito accepted (DPD)")
  func sofreir() {
    #expect(form("sofreír", .participio)?.primary == "sofreído")
    #expect(accepts("sofreír", .participio, nil, "sofrito"))
    #expect(accepts("sofreír", .perfectoDeIndicativo, .yo, "he sofrito"))
    #expect(readings("sofrito").contains("sofreír participio -"))
    #expect(identifier.correction(for: "sofrito") == nil)
  }

  @Test("maldecir's participle is maldecido only: maldito is an adjective, like bendito")
  func maldecir() {
    #expect(form("maldecir", .participio)?.accepted == ["maldecido"])
    #expect(!accepts("maldecir", .perfectoDeIndicativo, .yo, "he maldito"))
    #expect(!readings("maldito").contains("maldecir participio -"))
    #expect(form("bendecir", .participio)?.accepted == ["bendecido"])
  }

  @Test(
    "placer: plugo, pluguieron, pluguiera, pluguiese, pluguiere accepted beside the regular forms",
    arguments: [
      (Tense.preterito, Person.el, "plació", "plugo"), (.preterito, .ellos, "placieron", "pluguieron"),
      (.imperfectoDeSubjuntivo1, .el, "placiera", "pluguiera"),
      (.imperfectoDeSubjuntivo2, .el, "placiese", "pluguiese"),
      (.futuroDeSubjuntivo, .el, "placiere", "pluguiere"),
      (.imperfectoDeSubjuntivo1, .ellos, "placieran", "pluguieran"),
    ])
  func placer(_ tense: Tense, _ person: Person, _ shown: String, _ old: String) {
    #expect(form("placer", tense, person)?.primary == shown)
    #expect(accepts("placer", tense, person, old))
    #expect(readings(old).contains("placer \(tense.rawValue) \(person.rawValue)"))
  }

  @Test(
    "homonyms and old conjugations the RAE keeps: the first shown, the other accepted, never corrected",
    arguments: [
      // verb, shown yo presente, the other accepted one
      ("apostar", "apuesto", "aposto"), ("asolar", "asolo", "asuelo"), ("atestar", "atesto", "atiesto"),
      ("aterrar", "aterro", "atierro"), ("aforar", "aforo", "afuero"), ("descimentar", "descimento", "descimiento"),
      ("oblicuar", "oblicuo", "oblicúo"), ("promiscuar", "promiscuo", "promiscúo"),
      ("colicuar", "colicuo", "colicúo"), ("apropincuar", "apropincuo", "apropincúo"),
    ])
  func twoWays(_ verb: String, _ shown: String, _ other: String) {
    #expect(form(verb, .presenteDeIndicativo, .yo)?.primary == shown)
    #expect(accepts(verb, .presenteDeIndicativo, .yo, other))
    #expect(readings(other).contains("\(verb) presenteDeIndicativo yo"))
  }

  @Test("the stressed-stem forms of the second conjugation follow: apostemos stays, aposten is accepted")
  func otherRows() {
    #expect(form("apostar", .presenteDeSubjuntivo, .ellos)?.accepted == ["apuesten", "aposten"])
    #expect(form("apostar", .presenteDeIndicativo, .nosotros)?.accepted == ["apostamos"])
    #expect(form("oblicuar", .presenteDeSubjuntivo, .el)?.accepted == ["oblicue", "oblicúe"])
    #expect(form("aterrar", .imperativoPositivo, .tu)?.accepted == ["aterra", "atierra"])
  }

  @Test(
    "contradecir and desdecir: the future and conditional both ways (DPD)",
    arguments: [
      ("contradecir", "contradiré", "contradeciré", "contradiría", "contradeciría"),
      ("desdecir", "desdiré", "desdeciré", "desdiría", "desdeciría"),
    ])
  func decirCompounds(_ verb: String, _ future: String, _ regular: String, _ conditional: String, _ regularC: String) {
    #expect(form(verb, .futuroDeIndicativo, .yo)?.primary == future)
    #expect(accepts(verb, .futuroDeIndicativo, .yo, regular))
    #expect(form(verb, .condicional, .yo)?.primary == conditional)
    #expect(accepts(verb, .condicional, .yo, regularC))
    #expect(identifier.correction(for: regular) == nil)
    #expect(readings(regular).contains("\(verb) futuroDeIndicativo yo"))
  }

  @Test("templar is regular (tiemplo refused), extasiar like enviar (extasio refused)")
  func oneWayOnly() {
    #expect(form("templar", .presenteDeIndicativo, .yo)?.accepted == ["templo"])
    #expect(!accepts("templar", .presenteDeIndicativo, .yo, "tiemplo"))
    #expect(!readings("tiemplo").contains("templar presenteDeIndicativo yo"))
    #expect(form("extasiar", .presenteDeIndicativo, .yo)?.accepted == ["extasío"])
    #expect(!readings("extasio").contains("extasiar presenteDeIndicativo yo"))
  }

  @Test("identify iros: ir's infinitive with os, and irse's vosotros imperative")
  func iros() {
    #expect(readings("iros").isSuperset(of: ["ir infinitivo -", "irse imperativoPositivo vosotros"]))
    #expect(readings("idos").contains("irse imperativoPositivo vosotros"))
  }
}
