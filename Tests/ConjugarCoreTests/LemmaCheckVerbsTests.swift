import Testing

@testable import ConjugarCore

/// Issue 44, third round: a sample of the verbs added after the held-out lemma
/// check's development misses (tools/catalog/added-issue44-lemmas.txt), regular and
/// irregular. Every form is written here by hand from the RAE's models (DLE
/// "conjug. c.", Nueva gramática), none computed by the code under test.
@Suite("verbs added from the lemma check's development misses")
struct LemmaCheckVerbsTests {
  let catalog = VerbCatalog.standard
  let identifier = FormIdentifier(catalog: VerbCatalog.standard)

  @Test(
    "an added irregular verb is a catalog verb with its model's forms, and identify reads them",
    arguments: [
      ("autocontener", Tense.presenteDeIndicativo, Person.yo, "autocontengo"),
      ("autocontener", .preterito, .yo, "autocontuve"),
      ("antevenir", .futuroDeIndicativo, .yo, "antevendré"),
      ("antedecir", .preterito, .el, "antedijo"), ("antedecir", .participio, nil, "antedicho"),
      ("rarefacer", .presenteDeIndicativo, .yo, "rarefago"), ("rarefacer", .preterito, .el, "rarefizo"),
      ("rarefacer", .participio, nil, "rarefacto"), ("licuefacer", .futuroDeIndicativo, .el, "licuefará"),
      ("desfacer", .preterito, .yo, "desfice"),
      ("rehenchir", .presenteDeIndicativo, .yo, "rehincho"),
      ("desmoler", .presenteDeIndicativo, .el, "desmuele"),
      ("engerir", .presenteDeIndicativo, .yo, "engiero"), ("engerir", .preterito, .el, "engirió"),
      ("deferir", .presenteDeIndicativo, .ellos, "defieren"),
      ("perquirir", .presenteDeIndicativo, .yo, "perquiero"),
      ("desadvertir", .gerundio, nil, "desadvirtiendo"),
      ("semicerrar", .presenteDeIndicativo, .yo, "semicierro"),
      ("superpoblar", .presenteDeIndicativo, .el, "superpuebla"),
      ("dolar", .presenteDeIndicativo, .yo, "duelo"),
      ("desdentar", .presenteDeSubjuntivo, .el, "desdiente"),
      ("aneblar", .presenteDeIndicativo, .el, "aniebla"),
      ("rescribir", .participio, nil, "rescrito"),
      ("dactilografiar", .presenteDeIndicativo, .yo, "dactilografío"),
      ("ablandecer", .presenteDeIndicativo, .yo, "ablandezco"),
      ("tullecer", .presenteDeSubjuntivo, .ellos, "tullezcan"),
      ("garuar", .presenteDeIndicativo, .el, "garúa"),
    ] as [(String, Tense, Person?, String)])
  func irregular(_ verb: String, _ tense: Tense, _ person: Person?, _ expected: String) throws {
    #expect(catalog.contains(verb))
    let conjugation = try #require(catalog.conjugation(of: verb))
    #expect(!conjugation.inferred)
    #expect(conjugation.form(tense, person)?.primary == expected)
    let read = identifier.readings(of: expected).map { "\($0.infinitive) \($0.tenseKey)" }
    #expect(read.contains("\(verb) \(tense.rawValue)"), "\(read)")
  }

  @Test(
    "an added regular verb is a catalog verb with the spelling rules' forms, and identify reads them",
    arguments: [
      ("rentabilizar", Tense.preterito, Person.yo, "rentabilicé"),
      ("vehicular", .presenteDeIndicativo, .el, "vehicula"),
      ("problematizar", .presenteDeSubjuntivo, .yo, "problematice"),
      ("teledirigir", .presenteDeIndicativo, .yo, "teledirijo"),
      ("derrelinquir", .presenteDeIndicativo, .yo, "derrelinco"),
      ("diminuir", .presenteDeIndicativo, .yo, "diminuyo"),
      ("antiguar", .presenteDeSubjuntivo, .el, "antigüe"),
      ("coercer", .presenteDeIndicativo, .yo, "coerzo"),
      ("garantir", .presenteDeIndicativo, .yo, "garanto"),
      ("adir", .preterito, .yo, "adí"),
      ("descoger", .presenteDeIndicativo, .yo, "descojo"),
      ("hibridar", .imperfectoDeIndicativo, .ellos, "hibridaban"),
      ("desalinizar", .presenteDeSubjuntivo, .nosotros, "desalinicemos"),
      ("ignifugar", .preterito, .yo, "ignifugué"),
      ("calefaccionar", .futuroDeIndicativo, .vosotros, "calefaccionaréis"),
    ] as [(String, Tense, Person?, String)])
  func regular(_ verb: String, _ tense: Tense, _ person: Person?, _ expected: String) throws {
    #expect(catalog.contains(verb))
    let conjugation = try #require(catalog.conjugation(of: verb))
    #expect(!conjugation.inferred)
    #expect(conjugation.form(tense, person)?.primary == expected)
    let read = identifier.readings(of: expected).map { "\($0.infinitive) \($0.tenseKey)" }
    #expect(read.contains("\(verb) \(tense.rawValue)"), "\(read)")
  }

  @Test("the defective ones: empecer in the third persons, colorir and preterir only where the ending starts with i")
  func defective() throws {
    let empecer = try #require(catalog.conjugation(of: "empecer"))
    #expect(empecer.form(.presenteDeIndicativo, .el)?.primary == "empece")
    #expect(empecer.form(.presenteDeSubjuntivo, .ellos)?.primary == "empezcan")
    #expect(!empecer.has(.presenteDeIndicativo, .yo))
    let colorir = try #require(catalog.conjugation(of: "colorir"))
    #expect(colorir.form(.presenteDeIndicativo, .nosotros)?.primary == "colorimos")
    #expect(!colorir.has(.presenteDeIndicativo, .yo))
    let preterir = try #require(catalog.conjugation(of: "preterir"))
    #expect(preterir.form(.participio, nil)?.primary == "preterido")
    #expect(!preterir.has(.presenteDeSubjuntivo, .el))
  }

  @Test("antojarse is a pronominal catalog verb: se antoja, se antojó")
  func antojarse() throws {
    #expect(catalog.contains("antojarse"))
    let conjugation = try #require(catalog.conjugation(of: "antojarse"))
    #expect(!conjugation.inferred)
    #expect(conjugation.form(.presenteDeIndicativo, .el)?.primary == "se antoja")
    #expect(conjugation.form(.preterito, .ellos)?.primary == "se antojaron")
    #expect(identifier.readings(of: "se antojó").contains { $0.infinitive == "antojarse" })
  }
}
