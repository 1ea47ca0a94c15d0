import Testing

@testable import ConjugarCore

/// Issue 44 §1, second round: a sample of the verbs added to the catalog, regular
/// and irregular, and §2: prefixed verbs outside the catalog that practice asks.
/// Every form is written here by hand (RAE, Nueva gramática and DPD).
@Suite("verbs added in issue 44's second round, and practice's prefixed verbs")
struct AddedVerbsTests {
  let catalog = VerbCatalog.standard
  let identifier = FormIdentifier(catalog: VerbCatalog.standard)

  @Test(
    "an added irregular verb conjugates like its base, with the compound's accents",
    arguments: [
      ("reinvertir", Tense.presenteDeIndicativo, Person.yo, "reinvierto"),
      ("reinvertir", .preterito, .el, "reinvirtió"),
      ("desinvertir", .gerundio, nil, "desinvirtiendo"),
      ("reintroducir", .presenteDeIndicativo, .yo, "reintroduzco"),
      ("reintroducir", .preterito, .ellos, "reintrodujeron"),
      ("desentender", .presenteDeIndicativo, .el, "desentiende"),
      ("sobreactuar", .presenteDeIndicativo, .yo, "sobreactúo"),
      ("resituar", .presenteDeIndicativo, .el, "resitúa"),
      ("sobrecalentar", .presenteDeIndicativo, .yo, "sobrecaliento"),
      ("cogobernar", .presenteDeIndicativo, .ellos, "cogobiernan"),
      ("rejugar", .presenteDeIndicativo, .yo, "rejuego"), ("rejugar", .preterito, .yo, "rejugué"),
      ("readquirir", .presenteDeSubjuntivo, .el, "readquiera"),
      ("reimponer", .preterito, .yo, "reimpuse"), ("reimponer", .participio, nil, "reimpuesto"),
      ("reimponer", .imperativoPositivo, .tu, "reimpón"),
      ("reinscribir", .participio, nil, "reinscrito"), ("sobreescribir", .participio, nil, "sobreescrito"),
      ("coevaluar", .presenteDeIndicativo, .yo, "coevalúo"),
      ("preacordar", .presenteDeIndicativo, .yo, "preacuerdo"),
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
    "an added regular verb is a catalog verb with the spelling rules' forms",
    arguments: [
      ("hackear", Tense.preterito, Person.yo, "hackeé"), ("resetear", .presenteDeSubjuntivo, .yo, "resetee"),
      ("empoderar", .presenteDeIndicativo, .nosotros, "empoderamos"), ("checar", .preterito, .yo, "chequé"),
      ("desproteger", .presenteDeIndicativo, .yo, "desprotejo"),
      ("autoinfligir", .presenteDeSubjuntivo, .el, "autoinflija"),
      ("autoexcluir", .presenteDeIndicativo, .yo, "autoexcluyo"),
      ("entresacar", .preterito, .yo, "entresaqué"), ("reencauzar", .preterito, .yo, "reencaucé"),
      ("desfinanciar", .presenteDeIndicativo, .yo, "desfinancio"),
      ("laburar", .imperfectoDeIndicativo, .ellos, "laburaban"),
      ("reanimar", .futuroDeIndicativo, .vosotros, "reanimaréis"), ("deshidratar", .participio, nil, "deshidratado"),
      ("desaprender", .preterito, .el, "desaprendió"), ("inhabilitar", .imperativoPositivo, .el, "inhabilite"),
    ] as [(String, Tense, Person?, String)])
  func regular(_ verb: String, _ tense: Tense, _ person: Person?, _ expected: String) throws {
    #expect(catalog.contains(verb))
    let conjugation = try #require(catalog.conjugation(of: verb))
    #expect(conjugation.form(tense, person)?.primary == expected)
  }

  @Test(
    "practice --verb takes a live prefix on a catalog verb the catalog lacks",
    arguments: [
      ("sobreandar", "sobreandar"), ("autoinducir", "autoinducir"), ("Autoconvencerse", "autoconvencerse"),
      ("coescribir", "coescribir"),
    ])
  func resolves(_ name: String, _ verb: String) throws {
    #expect(!catalog.contains(verb))
    #expect(try PracticeCatalog.resolve(name, in: catalog) == verb)
  }

  @Test(
    "a practised prefixed verb has its base's irregularities",
    arguments: [
      ("sobreandar", Tense.preterito, Person.yo, "sobreanduve"),
      ("autoinducir", .presenteDeIndicativo, .yo, "autoinduzco"), ("autoinducir", .preterito, .el, "autoindujo"),
      ("coescribir", .participio, nil, "coescrito"), ("reurdir", .presenteDeIndicativo, .yo, "reúrdo"),
    ] as [(String, Tense, Person?, String)])
  func practised(_ verb: String, _ tense: Tense, _ person: Person?, _ expected: String) throws {
    let resolved = try PracticeCatalog.resolve(verb, in: catalog)
    let practice = PracticeCatalog.verbs([resolved], in: catalog)
    #expect(practice.map(\.infinitive) == [verb])
    #expect(catalog.conjugation(of: resolved)?.form(tense, person)?.primary == expected)
  }

  @Test(
    "a bad prefix or a verb no prefix goes on is refused in one line",
    arguments: ["contraser", "reestar", "xyzandar", "sobre", "desver"])
  func refused(_ name: String) {
    #expect(throws: LearnerNameError.self) { try PracticeCatalog.resolve(name, in: catalog) }
    do {
      _ = try PracticeCatalog.resolve(name, in: catalog)
    } catch {
      #expect(error.message.hasPrefix("unknown verb “\(name)”"))
      #expect(!error.message.contains("\n"))
    }
  }
}
