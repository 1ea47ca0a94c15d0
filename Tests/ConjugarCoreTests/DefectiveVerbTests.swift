import Testing

@testable import ConjugarCore

@Suite("Defective and impersonal verbs")
struct DefectiveVerbTests {
  let catalog = VerbCatalog.standard

  @Test("soler has no future, conditional or imperative")
  func soler() throws {
    let soler = try catalog.conjugate("soler")
    #expect(soler.form(.presenteDeIndicativo, .yo)?.primary == "suelo")
    #expect(soler.form(.imperfectoDeIndicativo, .nosotros)?.primary == "solíamos")
    for tense: Tense in [.futuroDeIndicativo, .condicional, .imperativoPositivo, .imperativoNegativo, .futuroPerfecto] {
      #expect(!soler.has(tense, .el), "\(tense)")
      #expect(soler.form(tense, .el) == nil, "\(tense)")
    }
  }

  @Test("acontecer, atañer, concernir: third persons only", arguments: ["acontecer", "acaecer", "atañer", "concernir"])
  func thirdOnly(_ verb: String) throws {
    let c = try catalog.conjugate(verb)
    #expect(c.persons(in: .presenteDeIndicativo) == [.el, .ellos])
    #expect(!c.has(.presenteDeIndicativo, .yo))
  }

  @Test("concierne, atañe, acontece")
  func thirdForms() throws {
    #expect(try catalog.conjugate("concernir").form(.presenteDeIndicativo, .el)?.primary == "concierne")
    #expect(try catalog.conjugate("atañer").form(.presenteDeIndicativo, .ellos)?.primary == "atañen")
    #expect(try catalog.conjugate("acontecer").form(.preterito, .el)?.primary == "aconteció")
  }

  @Test("weather verbs: llover is él only; amanecer has every person but is asked as weather")
  func weather() throws {
    let llover = try catalog.conjugate("llover")
    #expect(llover.isWeatherVerb)
    #expect(!llover.has(.presenteDeIndicativo, .yo))
    let amanecer = try catalog.conjugate("amanecer")
    #expect(amanecer.isWeatherVerb)
    #expect(amanecer.form(.preterito, .yo)?.primary == "amanecí")
    #expect(try catalog.conjugate("anochecer").form(.presenteDeIndicativo, .yo)?.primary == "anochezco")
  }

  @Test("abolir has every form (RAE 2009)")
  func abolir() throws {
    let abolir = try catalog.conjugate("abolir")
    #expect(abolir.form(.presenteDeIndicativo, .yo)?.primary == "abolo")
    #expect(abolir.defectiveness == .none)
  }

  @Test("imperative yo never exists")
  func imperativeYo() throws {
    #expect(try !catalog.conjugate("hablar").has(.imperativoPositivo, .yo))
    #expect(try catalog.conjugate("hablar").has(.imperativoPositivo, .tu))
  }

  @Test("ranks: 1 is the most frequent; a bad rank does not parse")
  func ranks() throws {
    let ser = try #require(catalog.rank(of: "ser"))
    let hablar = try #require(catalog.rank(of: "hablar"))
    #expect(ser < 10)
    #expect(ser < hablar)
    #expect(throws: VerbSpec.ParseError.self) { try VerbSpec(features: "rank=0") }
    #expect(throws: VerbSpec.ParseError.self) { try VerbSpec(features: "lacks=nope") }
  }
}
