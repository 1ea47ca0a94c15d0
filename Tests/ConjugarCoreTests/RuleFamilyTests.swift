import Testing

@testable import ConjugarCore

/// One hand-written expectation: `verb` in `tense` and `person` has primary spelling
/// `primary`, and every spelling in `alsoAccepted` is among its accepted spellings.
struct RuleCase: Sendable, CustomTestStringConvertible {
  let verb: String
  let tense: Tense
  let person: Person?
  let primary: String
  let alsoAccepted: [String]

  init(_ verb: String, _ tense: Tense, _ person: Person?, _ primary: String, also: [String] = []) {
    self.verb = verb
    self.tense = tense
    self.person = person
    self.primary = primary
    self.alsoAccepted = also
  }

  var testDescription: String {
    "\(verb) \(tense.rawValue)\(person.map { " \($0.rawValue)" } ?? "") = \(primary)"
      + (alsoAccepted.isEmpty ? "" : " (also \(alsoAccepted.joined(separator: ", ")))")
  }

  /// Conjugates and compares, recording a readable issue on any difference.
  func check(inferred: Bool? = nil) {
    let conjugation: Conjugation
    do {
      conjugation = try VerbCatalog.standard.conjugate(verb)
    } catch {
      Issue.record("\(verb): conjugate threw \(error) (\(error.message))")
      return
    }
    if let inferred {
      #expect(conjugation.inferred == inferred, "\(verb): inferred should be \(inferred)")
    }
    guard let form = conjugation.form(tense, person) else {
      Issue.record("\(testDescription): expected \"\(primary)\", got no form")
      return
    }
    #expect(form.primary == primary, "\(testDescription): accepted are \(form.accepted)")
    for spelling in alsoAccepted {
      #expect(
        form.accepted.contains(spelling),
        "\(testDescription): \"\(spelling)\" not accepted, accepted are \(form.accepted)")
    }
  }
}

@Suite("Rule families")
struct RuleFamilyTests {
  @Test(
    "-car / -gar / -zar / -guar spelling changes",
    arguments: [
      RuleCase("buscar", .preterito, .yo, "busqué"),
      RuleCase("buscar", .presenteDeSubjuntivo, .yo, "busque"),
      RuleCase("buscar", .imperativoNegativo, .tu, "no busques"),
      RuleCase("llegar", .preterito, .yo, "llegué"),
      RuleCase("llegar", .presenteDeSubjuntivo, .el, "llegue"),
      RuleCase("empezar", .preterito, .yo, "empecé"),
      RuleCase("empezar", .presenteDeSubjuntivo, .yo, "empiece"),
      RuleCase("empezar", .presenteDeIndicativo, .yo, "empiezo"),
      RuleCase("averiguar", .preterito, .yo, "averigüé"),
      RuleCase("averiguar", .presenteDeSubjuntivo, .yo, "averigüe"),
      RuleCase("averiguar", .presenteDeSubjuntivo, .ellos, "averigüen"),
    ])
  func carGarZarGuar(_ c: RuleCase) { c.check() }

  @Test(
    "-ger / -gir / -guir / -cer / -cir spelling changes",
    arguments: [
      RuleCase("coger", .presenteDeIndicativo, .yo, "cojo"),
      RuleCase("coger", .presenteDeSubjuntivo, .yo, "coja"),
      RuleCase("elegir", .presenteDeIndicativo, .yo, "elijo"),
      RuleCase("elegir", .preterito, .el, "eligió"),
      RuleCase("dirigir", .presenteDeIndicativo, .yo, "dirijo"),
      RuleCase("dirigir", .presenteDeSubjuntivo, .nosotros, "dirijamos"),
      RuleCase("distinguir", .presenteDeIndicativo, .yo, "distingo"),
      RuleCase("distinguir", .presenteDeSubjuntivo, .yo, "distinga"),
      RuleCase("seguir", .presenteDeIndicativo, .yo, "sigo"),
      RuleCase("seguir", .gerundio, nil, "siguiendo"),
      RuleCase("vencer", .presenteDeIndicativo, .yo, "venzo"),
      RuleCase("vencer", .presenteDeSubjuntivo, .yo, "venza"),
      RuleCase("conocer", .presenteDeIndicativo, .yo, "conozco"),
      RuleCase("conocer", .presenteDeSubjuntivo, .el, "conozca"),
      RuleCase("ofrecer", .presenteDeSubjuntivo, .yo, "ofrezca"),
      RuleCase("conducir", .presenteDeIndicativo, .yo, "conduzco"),
      RuleCase("conducir", .preterito, .yo, "conduje"),
      RuleCase("conducir", .preterito, .ellos, "condujeron"),
      RuleCase("esparcir", .presenteDeIndicativo, .yo, "esparzo"),
    ])
  func consonantChanges(_ c: RuleCase) { c.check() }

  @Test(
    "-uir inserts y",
    arguments: [
      RuleCase("construir", .presenteDeIndicativo, .yo, "construyo"),
      RuleCase("construir", .preterito, .el, "construyó"),
      RuleCase("construir", .gerundio, nil, "construyendo"),
      RuleCase("construir", .presenteDeIndicativo, .nosotros, "construimos"),
      RuleCase("construir", .presenteDeIndicativo, .vosotros, "construís"),
      RuleCase("construir", .preterito, .yo, "construí"),
      RuleCase("construir", .participio, nil, "construido"),
      RuleCase("incluir", .presenteDeIndicativo, .ellos, "incluyen"),
    ])
  func uirVerbs(_ c: RuleCase) { c.check() }

  @Test(
    "stem changes e→ie, o→ue, e→i, u→ue",
    arguments: [
      RuleCase("pensar", .presenteDeIndicativo, .yo, "pienso"),
      RuleCase("pensar", .presenteDeIndicativo, .el, "piensa"),
      RuleCase("pensar", .presenteDeIndicativo, .nosotros, "pensamos"),
      RuleCase("pensar", .presenteDeIndicativo, .vos, "pensás"),
      RuleCase("pensar", .presenteDeSubjuntivo, .yo, "piense"),
      RuleCase("entender", .presenteDeIndicativo, .yo, "entiendo"),
      RuleCase("contar", .presenteDeIndicativo, .yo, "cuento"),
      RuleCase("contar", .presenteDeIndicativo, .nosotros, "contamos"),
      RuleCase("volver", .presenteDeIndicativo, .yo, "vuelvo"),
      RuleCase("volver", .presenteDeSubjuntivo, .yo, "vuelva"),
      RuleCase("pedir", .presenteDeIndicativo, .yo, "pido"),
      RuleCase("pedir", .preterito, .el, "pidió"),
      RuleCase("pedir", .gerundio, nil, "pidiendo"),
      RuleCase("seguir", .presenteDeIndicativo, .el, "sigue"),
      RuleCase("jugar", .presenteDeIndicativo, .yo, "juego"),
      RuleCase("jugar", .presenteDeSubjuntivo, .yo, "juegue"),
      RuleCase("jugar", .preterito, .yo, "jugué"),
    ])
  func stemChanges(_ c: RuleCase) { c.check() }

  @Test(
    "written accents: -iar / -uar, reír, oler, errar, erguir, adquirir, prohibir, reunir",
    arguments: [
      RuleCase("enviar", .presenteDeIndicativo, .yo, "envío"),
      RuleCase("enviar", .presenteDeSubjuntivo, .yo, "envíe"),
      RuleCase("enviar", .presenteDeIndicativo, .nosotros, "enviamos"),
      RuleCase("continuar", .presenteDeIndicativo, .yo, "continúo"),
      RuleCase("continuar", .presenteDeSubjuntivo, .yo, "continúe"),
      RuleCase("cambiar", .presenteDeIndicativo, .yo, "cambio"),
      RuleCase("cambiar", .presenteDeSubjuntivo, .yo, "cambie"),
      RuleCase("reír", .presenteDeIndicativo, .yo, "río"),
      RuleCase("reír", .presenteDeIndicativo, .el, "ríe"),
      RuleCase("reír", .presenteDeIndicativo, .nosotros, "reímos"),
      RuleCase("reír", .presenteDeIndicativo, .vosotros, "reís"),
      RuleCase("reír", .preterito, .el, "rio", also: ["rió"]),
      RuleCase("reír", .preterito, .ellos, "rieron"),
      RuleCase("reír", .gerundio, nil, "riendo"),
      RuleCase("reír", .participio, nil, "reído"),
      RuleCase("reír", .imperativoPositivo, .tu, "ríe"),
      RuleCase("reír", .presenteDeSubjuntivo, .nosotros, "riamos"),
      RuleCase("oler", .presenteDeIndicativo, .yo, "huelo"),
      RuleCase("oler", .presenteDeIndicativo, .tu, "hueles"),
      RuleCase("oler", .presenteDeIndicativo, .nosotros, "olemos"),
      RuleCase("oler", .presenteDeSubjuntivo, .yo, "huela"),
      RuleCase("errar", .presenteDeIndicativo, .yo, "yerro", also: ["erro"]),
      RuleCase("errar", .presenteDeIndicativo, .tu, "yerras", also: ["erras"]),
      RuleCase("errar", .presenteDeIndicativo, .nosotros, "erramos"),
      RuleCase("errar", .presenteDeSubjuntivo, .yo, "yerre", also: ["erre"]),
      RuleCase("erguir", .presenteDeIndicativo, .yo, "yergo", also: ["irgo"]),
      RuleCase("erguir", .preterito, .el, "irguió"),
      RuleCase("erguir", .gerundio, nil, "irguiendo"),
      RuleCase("adquirir", .presenteDeIndicativo, .yo, "adquiero"),
      RuleCase("adquirir", .presenteDeIndicativo, .nosotros, "adquirimos"),
      RuleCase("adquirir", .presenteDeSubjuntivo, .yo, "adquiera"),
      RuleCase("prohibir", .presenteDeIndicativo, .yo, "prohíbo"),
      RuleCase("prohibir", .presenteDeIndicativo, .el, "prohíbe"),
      RuleCase("prohibir", .presenteDeIndicativo, .nosotros, "prohibimos"),
      RuleCase("reunir", .presenteDeIndicativo, .yo, "reúno"),
      RuleCase("reunir", .presenteDeIndicativo, .tu, "reúnes"),
      RuleCase("reunir", .presenteDeIndicativo, .nosotros, "reunimos"),
    ])
  func writtenAccents(_ c: RuleCase) { c.check() }

  @Test(
    "RAE 2010 spelling: monosyllables unaccented, old spelling accepted",
    arguments: [
      RuleCase("criar", .preterito, .yo, "crie", also: ["crié"]),
      RuleCase("criar", .preterito, .el, "crio", also: ["crió"]),
      RuleCase("criar", .presenteDeIndicativo, .vosotros, "criais", also: ["criáis"]),
      RuleCase("criar", .presenteDeSubjuntivo, .vosotros, "crieis", also: ["criéis"]),
      RuleCase("criar", .presenteDeIndicativo, .yo, "crío"),
      RuleCase("guiar", .preterito, .el, "guio", also: ["guió"]),
      RuleCase("guiar", .presenteDeIndicativo, .yo, "guío"),
      RuleCase("fiar", .preterito, .yo, "fie", also: ["fié"]),
      RuleCase("huir", .preterito, .yo, "hui", also: ["huí"]),
      RuleCase("huir", .presenteDeIndicativo, .vosotros, "huis", also: ["huís"]),
      RuleCase("freír", .preterito, .el, "frio", also: ["frió"]),
      RuleCase("reír", .presenteDeIndicativo, .vosotros, "reís"),
    ])
  func spelling2010(_ c: RuleCase) { c.check() }

  @Test(
    "verbs with two participles",
    arguments: [
      RuleCase("imprimir", .participio, nil, "imprimido", also: ["impreso"]),
      RuleCase("imprimir", .perfectoDeIndicativo, .yo, "he imprimido", also: ["he impreso"]),
      RuleCase("freír", .participio, nil, "freído", also: ["frito"]),
      RuleCase("proveer", .participio, nil, "proveído", also: ["provisto"]),
    ])
  func twoParticiples(_ c: RuleCase) { c.check() }

  @Test(
    "pronominal verbs carry their pronouns",
    arguments: [
      RuleCase("acordarse", .presenteDeIndicativo, .yo, "me acuerdo"),
      RuleCase("acordarse", .presenteDeIndicativo, .vos, "te acordás"),
      RuleCase("acordarse", .perfectoDeIndicativo, .yo, "me he acordado"),
      RuleCase("acordarse", .imperativoPositivo, .tu, "acuérdate"),
      RuleCase("acordarse", .imperativoPositivo, .vos, "acordate"),
      RuleCase("acordarse", .imperativoPositivo, .el, "acuérdese"),
      RuleCase("acordarse", .imperativoPositivo, .nosotros, "acordémonos"),
      RuleCase("acordarse", .imperativoPositivo, .vosotros, "acordaos"),
      RuleCase("acordarse", .imperativoPositivo, .ellos, "acuérdense"),
      RuleCase("acordarse", .imperativoNegativo, .tu, "no te acuerdes"),
      RuleCase("acordarse", .imperativoNegativo, .vosotros, "no os acordéis"),
      RuleCase("acordarse", .gerundio, nil, "acordándose"),
      RuleCase("acordarse", .participio, nil, "acordado"),
      RuleCase("irse", .presenteDeIndicativo, .yo, "me voy"),
      RuleCase("irse", .imperativoPositivo, .tu, "vete"),
      // The RAE has accepted iros beside idos since 2017.
      RuleCase("irse", .imperativoPositivo, .vosotros, "idos", also: ["iros"]),
      RuleCase("irse", .imperativoPositivo, .el, "váyase"),
      RuleCase("irse", .imperativoPositivo, .nosotros, "vámonos"),
      RuleCase("irse", .imperativoPositivo, .ellos, "váyanse"),
      RuleCase("irse", .imperativoNegativo, .tu, "no te vayas"),
      RuleCase("irse", .gerundio, nil, "yéndose"),
      RuleCase("sentarse", .presenteDeIndicativo, .yo, "me siento"),
      RuleCase("sentarse", .imperativoPositivo, .tu, "siéntate"),
      RuleCase("sentarse", .imperativoPositivo, .vosotros, "sentaos"),
      RuleCase("sentarse", .imperativoPositivo, .nosotros, "sentémonos"),
      RuleCase("sentarse", .imperativoPositivo, .ellos, "siéntense"),
      RuleCase("vestirse", .imperativoPositivo, .tu, "vístete"),
      RuleCase("vestirse", .imperativoPositivo, .vosotros, "vestíos"),
      RuleCase("vestirse", .gerundio, nil, "vistiéndose"),
      RuleCase("dormirse", .imperativoPositivo, .tu, "duérmete"),
      RuleCase("dormirse", .imperativoPositivo, .vosotros, "dormíos"),
      RuleCase("ponerse", .imperativoPositivo, .tu, "ponte"),
      RuleCase("ponerse", .imperativoPositivo, .vosotros, "poneos"),
      RuleCase("ponerse", .imperativoPositivo, .el, "póngase"),
    ])
  func pronominal(_ c: RuleCase) { c.check() }

  @Test(
    "weather verbs: the él form exists",
    arguments: [
      RuleCase("llover", .presenteDeIndicativo, .el, "llueve"),
      RuleCase("llover", .preterito, .el, "llovió"),
      RuleCase("llover", .perfectoDeIndicativo, .el, "ha llovido"),
      RuleCase("llover", .imperativoPositivo, .el, "llueva"),
      RuleCase("llover", .imperativoNegativo, .el, "no llueva"),
      RuleCase("nevar", .presenteDeIndicativo, .el, "nieva"),
      RuleCase("amanecer", .presenteDeIndicativo, .el, "amanece"),
    ])
  func weatherVerbForms(_ c: RuleCase) { c.check() }

  @Test(
    "weather verbs: other persons are absent",
    arguments: [
      (Tense.presenteDeIndicativo, Person.yo), (.presenteDeIndicativo, .tu),
      (.presenteDeIndicativo, .vos), (.presenteDeIndicativo, .nosotros),
      (.presenteDeIndicativo, .vosotros), (.presenteDeIndicativo, .ellos),
      (.preterito, .ellos), (.perfectoDeIndicativo, .yo), (.imperativoPositivo, .tu),
      (.imperativoNegativo, .ellos),
    ])
  func weatherVerbAbsentPersons(_ tense: Tense, _ person: Person) throws {
    // nevar: llover has its ellos since issue 36 (llueven críticas).
    let nevar = try VerbCatalog.standard.conjugate("nevar")
    #expect(nevar.isWeatherVerb)
    let form = nevar.form(tense, person)
    #expect(form == nil, "nevar \(tense.rawValue) \(person.rawValue) should be absent, got \(form?.primary ?? "")")
  }

  @Test(
    "verbs outside the catalog are inferred by rule",
    arguments: [
      RuleCase("stalkear", .preterito, .yo, "stalkeé"),
      RuleCase("stalkear", .preterito, .el, "stalkeó"),
      RuleCase("entreponer", .presenteDeIndicativo, .yo, "entrepongo"),
      RuleCase("entreponer", .preterito, .yo, "entrepuse"),
      RuleCase("entreponer", .futuroDeIndicativo, .yo, "entrepondré"),
      RuleCase("entreponer", .participio, nil, "entrepuesto"),
      RuleCase("entreponer", .imperativoPositivo, .tu, "entrepón"),
      RuleCase("sobretener", .presenteDeIndicativo, .yo, "sobretengo"),
      RuleCase("sobretener", .preterito, .yo, "sobretuve"),
    ])
  func inferred(_ c: RuleCase) { c.check(inferred: true) }

  @Test("ser, haber, soler and poder have no pronominal verb: serse is no verb, me soy no form")
  func neverPronominal() throws {
    for word in ["serse", "haberse", "solerse", "poderse"] {
      #expect(VerbCatalog.standard.conjugation(of: word) == nil, "\(word)")
    }
    let catalog = VerbCatalog.standard
    #expect(catalog.conjugation(of: "darse")?.form(.presenteDeIndicativo, .yo)?.primary == "me doy")
    #expect(catalog.conjugation(of: "comerse")?.form(.preterito, .yo)?.primary == "me comí")
    let identifier = FormIdentifier(catalog: catalog)
    #expect(!identifier.readings(of: "me soy").contains { $0.infinitive == "serse" })
    #expect(!identifier.readings(of: "me he").contains { $0.infinitive == "haberse" })
    #expect(
      identifier.readings(of: "me he lavado").contains {
        $0.infinitive == "lavarse" && $0.tense == .perfectoDeIndicativo
      })
  }

  @Test("a verb the catalog does not gloss has no translation, not an empty one")
  func unglossed() {
    #expect(VerbCatalog.standard.translation(of: "ensenar") == nil)
    #expect(VerbCatalog.standard.translation(of: "hablar") == "to speak")
  }

  @Test("verbs in a Spanish dictionary's order: ñ after n, accents only between otherwise equal words")
  func alphabetical() {
    #expect(
      Spelling.alphabetical([
        "ñangotar", "zuñir", "quiñar", "quitar", "quinar", "oír", "nutrir", "argüir", "arguir", "ávido",
      ])
        == ["arguir", "argüir", "ávido", "nutrir", "ñangotar", "oír", "quinar", "quiñar", "quitar", "zuñir"])
  }

  @Test("a catalog verb is not inferred")
  func catalogVerbIsNotInferred() throws {
    #expect(try VerbCatalog.standard.conjugate("tener").inferred == false)
  }

  @Test(
    "bad input is not an infinitive, and the message says so",
    arguments: [
      (
        "",
        "(empty) is not a Spanish infinitive conjugar knows (an infinitive ends in -ar, -er or -ir, optionally with -se)."
      ),
      (
        "m",
        "\"m\" is not a Spanish infinitive conjugar knows (an infinitive ends in -ar, -er or -ir, optionally with -se)."
      ),
      (
        "tango 💃",
        "\"tango 💃\" is not a Spanish infinitive conjugar knows (an infinitive ends in -ar, -er or -ir, optionally with -se)."
      ),
      (
        "123",
        "\"123\" is not a Spanish infinitive conjugar knows (an infinitive ends in -ar, -er or -ir, optionally with -se)."
      ),
      (
        "zzzar",
        "\"zzzar\" is not a Spanish infinitive conjugar knows, and does not look like a Spanish verb to conjugate by rule."
      ),
      (
        "xrrirse",
        "\"xrrirse\" is not a Spanish infinitive conjugar knows, and does not look like a Spanish verb to conjugate by rule."
      ),
    ])
  func badInput(_ input: String, message: String) {
    #expect(throws: ConjugationError.notAnInfinitive(input: input, suggestions: [])) {
      try VerbCatalog.standard.conjugate(input)
    }
    #expect(ConjugationError.notAnInfinitive(input: input, suggestions: []).message == message)
  }

  @Test("a near miss suggests the verb")
  func suggestions() {
    do {
      _ = try VerbCatalog.standard.conjugate("hablarr")
      Issue.record("\"hablarr\" should not conjugate")
    } catch {
      guard case let .notAnInfinitive(_, suggestions) = error else { return }
      #expect(suggestions.contains("hablar"), "suggestions were \(suggestions)")
    }
  }

  /// A word read from a file (an export, a history) is looked up without "did you
  /// mean": the same answer as `conjugate`, nil for no verb.
  @Test("conjugation(of:) answers as conjugate does, without suggestions")
  func lookupWithoutSuggestions() {
    let catalog = VerbCatalog.standard
    #expect(catalog.conjugation(of: "hablarr") == nil)
    #expect(catalog.conjugation(of: "(Argentina)") == nil)
    #expect(catalog.conjugation(of: "to") == nil)
    #expect(catalog.conjugation(of: "tener")?.form(.preterito, .yo)?.primary == "tuve")
    #expect(catalog.conjugation(of: "fotocomponer")?.form(.presenteDeIndicativo, .yo)?.primary == "fotocompongo")
    #expect(catalog.conjugation(of: "irse")?.form(.presenteDeIndicativo, .nosotros)?.primary == "nos vamos")
  }

  /// Issue 23: inference outside the catalog, forms written by hand.
  @Test(
    "issue 23: -grafiar, -quirir, stacked and elided prefixes, irregular endings",
    arguments: [
      RuleCase("ecografiar", .presenteDeIndicativo, .yo, "ecografío"),
      RuleCase("ecografiar", .presenteDeIndicativo, .nosotros, "ecografiamos"),
      RuleCase("pesquirir", .presenteDeIndicativo, .yo, "pesquiero"),
      RuleCase("pesquirir", .presenteDeSubjuntivo, .nosotros, "pesquiramos"),
      RuleCase("desatentar", .presenteDeIndicativo, .yo, "desatiento"),
      RuleCase("sobrentender", .presenteDeIndicativo, .yo, "sobrentiendo"),
      RuleCase("sobrentender", .preterito, .el, "sobrentendió"),
      RuleCase("fotocomponer", .presenteDeIndicativo, .yo, "fotocompongo"),
      RuleCase("fotocomponer", .preterito, .el, "fotocompuso"),
      RuleCase("fotocomponer", .participio, nil, "fotocompuesto"),
      RuleCase("bistraer", .presenteDeIndicativo, .yo, "bistraigo"),
      RuleCase("bistraer", .preterito, .ellos, "bistrajeron"),
      RuleCase("reconjugar", .presenteDeIndicativo, .yo, "reconjugo"),
      RuleCase("sobrepresentar", .presenteDeIndicativo, .yo, "sobrepresento"),
      // re- on a regular a- verb is made today, on that verb: regular.
      RuleCase("reatentar", .presenteDeIndicativo, .yo, "reatento"),
      RuleCase("reanegar", .presenteDeIndicativo, .el, "reanega"),
      RuleCase("readecentar", .presenteDeSubjuntivo, .yo, "readecente"),
      // des- on an a- verb that is irregular itself takes its change directly.
      RuleCase("desasentar", .presenteDeIndicativo, .yo, "desasiento"),
    ])
  func issue23Inference(_ c: RuleCase) { c.check(inferred: true) }
}
