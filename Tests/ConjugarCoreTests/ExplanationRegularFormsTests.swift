import Testing

@testable import ConjugarCore

/// The naive regular forms explanations compare with, written out by hand.
@Suite("Explanation's regular forms: stem plus regular ending")
struct ExplanationRegularFormsTests {
  @Test("simple tenses of an irregular verb, conjugated as if regular")
  func simple() {
    #expect(RegularForms.form("tener", .presenteDeIndicativo, .tu, like: "tienes") == "tenes")
    #expect(RegularForms.form("tener", .presenteDeIndicativo, .vos, like: "tenés") == "tenés")
    #expect(RegularForms.form("conducir", .preterito, .yo, like: "conduje") == "conducí")
    #expect(RegularForms.form("andar", .preterito, .ellos, like: "anduvieron") == "andaron")
    #expect(RegularForms.form("ser", .imperfectoDeIndicativo, .nosotros, like: "éramos") == "síamos")
    #expect(RegularForms.form("poner", .futuroDeIndicativo, .yo, like: "pondré") == "poneré")
    #expect(RegularForms.form("salir", .condicional, .ellos, like: "saldrían") == "salirían")
    #expect(RegularForms.form("hacer", .presenteDeSubjuntivo, .yo, like: "haga") == "haca")
  }

  @Test("the three subjunctives built on the pretérito's stem")
  func pastSubjunctives() {
    #expect(RegularForms.form("hablar", .imperfectoDeSubjuntivo1, .nosotros, like: "habláramos") == "habláramos")
    #expect(RegularForms.form("tener", .imperfectoDeSubjuntivo1, .yo, like: "tuviera") == "teniera")
    #expect(RegularForms.form("tener", .imperfectoDeSubjuntivo2, .yo, like: "tuviese") == "teniese")
    #expect(RegularForms.form("tener", .imperfectoDeSubjuntivo2, .nosotros, like: "tuviésemos") == "teniésemos")
    #expect(RegularForms.form("comer", .futuroDeSubjuntivo, .nosotros, like: "comiéremos") == "comiéremos")
    #expect(RegularForms.form("vivir", .futuroDeSubjuntivo, .ellos, like: "vivieren") == "vivieren")
  }

  @Test("imperatives, non-finite forms, and compound forms keep their other words")
  func layout() {
    #expect(RegularForms.form("tener", .imperativoPositivo, .tu, like: "ten") == "tene")
    #expect(RegularForms.form("vivir", .imperativoPositivo, .vosotros, like: "vivid") == "vivid")
    #expect(RegularForms.form("decir", .imperativoPositivo, .vos, like: "decí") == "decí")
    #expect(RegularForms.form("hacer", .imperativoNegativo, .tu, like: "no hagas") == "no hacas")
    #expect(RegularForms.form("hacer", .imperativoPositivo, .yo, like: "") == nil)
    #expect(RegularForms.form("decir", .gerundio, nil, like: "diciendo") == "deciendo")
    #expect(RegularForms.form("abrir", .participio, nil, like: "abierto") == "abrido")
    #expect(RegularForms.form("abrir", .perfectoDeIndicativo, .yo, like: "he abierto") == "he abrido")
    #expect(RegularForms.form("acordarse", .presenteDeIndicativo, .yo, like: "me acuerdo") == "me acordo")
    #expect(RegularForms.form("sentarse", .imperativoPositivo, .tu, like: "siéntate") == nil)
    #expect(RegularForms.form("xy", .preterito, .yo, like: "x") == nil)
  }

  @Test("-ra given for -se, and back, is right too, with a note naming the asked form")
  func raSe() throws {
    let forms = try #require(VerbForms(infinitive: "tener", catalog: .standard))
    let se = Question("tener", .imperfectoDeSubjuntivo2, .yo)
    let expected = try #require(forms.form(.imperfectoDeSubjuntivo2, .yo))
    #expect(
      Explanation.explain("tuviera", to: se, expected: expected, forms: forms)?.text
        == "tuviera is right too; the -se form is tuviese.")
    let ra = Question("tener", .pluscuamperfectoDeSubjuntivo1, .nosotros)
    let expectedRa = try #require(forms.form(.pluscuamperfectoDeSubjuntivo1, .nosotros))
    #expect(
      Explanation.explain("hubiésemos tenido", to: ra, expected: expectedRa, forms: forms)?.text
        == "hubiésemos tenido is right too; the -ra form is hubiéramos tenido.")
  }
}
