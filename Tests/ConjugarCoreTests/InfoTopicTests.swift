import Testing

@testable import ConjugarCore

@Suite("InfoTopic: conjugar info's pages")
struct InfoTopicTests {
  static let catalog = InfoCatalog.standard
  static let keys = catalog.topics.map(\.key)

  @Test("every topic renders within 80 and 40 columns", arguments: keys)
  func renders(key: String) throws {
    let topic = try #require(Self.catalog.topic(named: key))
    for width in [80, 40] {
      let lines = topic.render(width: width, catalog: .standard)
      #expect(lines.count >= 8)
      #expect(lines.first == topic.title || topic.title.count > width)
      for line in lines { #expect(line.count <= width, "\(key) at \(width): \(line)") }
      #expect(!lines.joined().contains("{"), "\(key): a placeholder was left unfilled")
    }
  }

  @Test("every placeholder is well formed and the engine has its form", arguments: keys)
  func placeholdersResolve(key: String) throws {
    let topic = try #require(Self.catalog.topic(named: key))
    #expect(!topic.placeholders.isEmpty, "\(key) has no example from the engine")
    for source in topic.placeholders {
      let template = try #require(InfoTemplate(source), "\(key): malformed \(source)")
      let forms = try #require(
        VerbForms(infinitive: template.infinitive, catalog: .standard), "\(key): no verb \(template.infinitive)")
      #expect(template.resolve(with: forms) != nil, "\(key): the engine has no form for \(source)")
    }
  }

  @Test("tense topics are long enough to teach", arguments: keys)
  func length(key: String) throws {
    let topic = try #require(Self.catalog.topic(named: key))
    let lines = topic.render(width: 80, catalog: .standard)
    let overview = ["presente", "preterito", "imperfecto", "futuro", "condicional", "subjuntivo",
      "imperfecto-subjuntivo", "imperativo", "compuestos", "gerundio", "participio", "voseo", "pronominal"]
    if overview.contains(key) { #expect(lines.count >= 25, "\(key): \(lines.count) lines") }
    #expect(lines.count <= 110, "\(key): \(lines.count) lines")
  }

  @Test("every tense the quiz asks has a topic")
  func everyTense() {
    for tense in Tense.allCases {
      #expect(Self.catalog.topics.contains { $0.tenses.contains(tense) }, "\(tense) has no topic")
      #expect(Self.catalog.topic(named: tense.rawValue)?.tenses.contains(tense) == true)
      #expect(Self.catalog.topic(named: tense.displayName)?.tenses.contains(tense) == true)
    }
  }

  @Test("hand-checked forms filled in from the engine")
  func handChecked() throws {
    let expected: [(String, String)] = [
      ("{tener|preterito|yo}", "tuve"),
      ("{hacer|participio}", "hecho"),
      ("{decir|imperativoPositivo|tu}", "di"),
      ("{ir|imperfectoDeIndicativo|nosotros}", "íbamos"),
      ("{poner|futuroDeIndicativo|yo}", "pondré"),
      ("{^ser|imperfectoDeIndicativo|ellos}", "Eran"),
      ("{hablar|presenteDeIndicativo|vos}", "hablás"),
      ("{sentarse|imperativoPositivo|tu}", "siéntate"),
      ("{hablar|imperativoNegativo|tu}", "no hables"),
      ("{hablar|pluscuamperfectoDeSubjuntivo2|yo}", "hubiese hablado"),
      ("{pedir|gerundio}", "pidiendo"),
    ]
    for (source, form) in expected {
      let template = try #require(InfoTemplate(source))
      let forms = try #require(VerbForms(infinitive: template.infinitive, catalog: .standard))
      #expect(template.resolve(with: forms) == form, "\(source)")
    }
    let text = InfoTemplate.fill("Ayer {tener|preterito|yo} un examen.") {
      VerbForms(infinitive: $0, catalog: .standard)
    }
    #expect(text == "Ayer tuve un examen.")
  }

  @Test("malformed placeholders are refused and left as written")
  func malformed() {
    #expect(InfoTemplate("{tener|preterito}") == nil)  // finite tense needs a person
    #expect(InfoTemplate("{tener|gerundio|yo}") == nil)
    #expect(InfoTemplate("{tener|pasado|yo}") == nil)
    #expect(InfoTemplate("{tener|preterito|usted}") == nil)
    #expect(InfoTemplate("{|preterito|yo}") == nil)
    #expect(InfoTemplate.fill("a {xyz|preterito|yo} b") { VerbForms(infinitive: $0, catalog: .standard) }
      == "a {xyz|preterito|yo} b")
    #expect(InfoTemplate.placeholders(in: "x {a|b} y {c}") == ["{a|b}", "{c}"])
  }

  @Test("topics answer to their names without case, accents or punctuation")
  func lookup() {
    #expect(Self.catalog.topic(named: "preterito")?.key == "preterito")
    #expect(Self.catalog.topic(named: "pretérito")?.key == "preterito")
    #expect(Self.catalog.topic(named: "Preterite")?.key == "preterito")
    #expect(Self.catalog.topic(named: "PRETE\u{0301}RITO")?.key == "preterito")
    #expect(Self.catalog.topic(named: "indefinido")?.key == "preterito")
    #expect(Self.catalog.topic(named: "imperfect")?.key == "imperfecto")
    #expect(Self.catalog.topic(named: "imperfect subjunctive")?.key == "imperfecto-subjuntivo")
    #expect(Self.catalog.topic(named: "imperfecto de subjuntivo (-se)")?.key == "imperfecto-subjuntivo")
    #expect(Self.catalog.topic(named: "-ra")?.key == "imperfecto-subjuntivo")
    #expect(Self.catalog.topic(named: "futuro perfecto")?.key == "futuro-perfecto")
    #expect(Self.catalog.topic(named: "vos")?.key == "voseo")
    #expect(Self.catalog.topic(named: "reflexive")?.key == "pronominal")
    #expect(Self.catalog.topic(named: "shorthand")?.key == "accents")
    #expect(Self.catalog.topic(named: "imperativo negativo")?.key == "imperativo")
    #expect(Self.catalog.topic(named: "compound tenses")?.key == "compuestos")
    #expect(Self.catalog.topic(named: "gerund")?.key == "gerundio")
    #expect(Self.catalog.topic(named: "") == nil)
    #expect(Self.catalog.topic(named: "pretrito") == nil)
  }

  @Test("topic names are unambiguous")
  func unambiguous() {
    var owner: [String: String] = [:]
    for topic in Self.catalog.topics {
      for name in topic.names {
        let key = TeachingNames.key(name)
        #expect(owner[key] == nil || owner[key] == topic.key, "\(name): \(owner[key] ?? "") and \(topic.key)")
        owner[key] = topic.key
      }
    }
  }

  @Test("an unknown topic gives close matches, best first")
  func suggestions() {
    #expect(Self.catalog.suggestions(for: "pretrito").first == "preterito")
    #expect(Self.catalog.suggestions(for: "condicinal").first == "condicional")
    #expect(Self.catalog.suggestions(for: "vose").first == "voseo")
    #expect(Self.catalog.suggestions(for: "pluscuam").contains("pluscuamperfecto"))
    #expect(Self.catalog.suggestions(for: "xylophone") == [])
    #expect(Self.catalog.suggestions(for: "") == [])
    #expect(Self.catalog.suggestions(for: "futuro perfecto subj").count <= 3)
  }
}
