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
      #expect(!lines.contains { $0.hasPrefix("%") }, "\(key): a paradigm table was left unfilled")
    }
  }

  @Test("every paradigm table's verbs and tense are the engine's", arguments: keys)
  func formsTables(key: String) throws {
    let topic = try #require(Self.catalog.topic(named: key))
    for directive in topic.formsTables {
      for width in [80, 40, 24] {
        let lines = InfoFormsTable.lines(Substring(directive), width: width) {
          VerbForms(infinitive: $0, catalog: .standard)
        }
        #expect(lines != nil, "\(key): \(directive)")
        #expect(lines?.allSatisfy { $0.count <= width } == true, "\(key) at \(width): \(directive)")
      }
    }
  }

  /// The example sentences and table rows of each topic as a grammar prints them,
  /// written out by hand: the engine's forms must give exactly these.
  static let handWritten: [String: [String]] = [
    "presente": [
      "Vivo en Madrid desde 2019.", "Los sábados jugamos al fútbol.", "El agua hierve a cien grados.",
      "Mañana salen a las ocho.", "quiero que vengas", "hace dos años que vivo aquí",
      "llevo dos años viviendo aquí", "He vivido aquí dos años",
      "  yo        pienso    puedo    tengo    voy", "  vos       pensás    podés    tenés    vas",
    ],
    "preterito": [
      "Ayer tuve un examen.", "Vivimos diez años en Lima.", "Llegó, abrió la puerta y dijo hola.",
      "leía cuando sonó el teléfono", "conducir conduje, condujeron", "fui, fue, fueron",
      "  ellos     hablaron    comieron   vivieron",
    ],
    "imperfecto": [
      "De niño vivía en el campo.", "Eran las diez y llovía.", "Mientras cocinabas, yo ponía la mesa.",
      "Siempre íbamos al mismo café.", "  nosotros  éramos  íbamos  veíamos",
    ],
    "futuro": [
      "El año que viene viviremos en Quito.", "¿Qué hora será? Serán las tres.", "caber (cabré)",
      "valer (valdré)", "Compounds follow them: contendré, desharé.",
    ],
    "condicional": [
      "¿Podrías cerrar la ventana?", "Dijo que vendría a las ocho.", "si tuviera dinero, compraría una casa",
      "Serían las dos cuando volvió.",
    ],
    "subjuntivo": [
      "Quiero que vengas a la fiesta.", "No creo que llueva hoy.", "Cuando tenga tiempo, te llamaré.",
      "Ojalá podamos ir.", "tengo → tenga, conozco → conozca, hago → haga", "  nosotros  tengamos  durmamos  seamos",
    ],
    "imperfecto-subjuntivo": [
      "Si tuviera tiempo, aprendería ruso.", "Me pidió que lo hiciese rápido.", "Habla como si lo supiera todo.",
      "quisiera un café", "hablaron → habla-, tuvieron → tuvie-, fueron → fue-", "habláramos, tuviésemos",
    ],
    "futuro-subjuntivo": [
      "Adonde fueres, haz lo que vieres.", "Sea lo que fuere.", "Si así no lo hiciereis",
      "hablare, comiéremos, tuviere, dijeren",
    ],
    "imperativo": [
      "Habla más despacio, por favor.", "Pase, está en su casa.", "Vamos al cine.", "No toquéis nada.",
      "decir di, hacer haz, ir ve, poner pon, salir sal, ser sé, tener ten, venir ven", "contén, propón",
      "siéntate, siéntese", "  vos       tené      decí     andá", "¿me pasas la sal?",
    ],
    "compuestos": [
      "Cuando llegaste, ya había comido.", "me he lavado las manos", "hubiera hecho or hubiese hecho",
      "  vosotros  habéis hablado",
    ],
    "perfecto": ["¿Has estado alguna vez en México?", "  nosotros  hemos hablado   hemos vuelto"],
    "pluscuamperfecto": ["Cuando llegamos, la película ya había empezado.", "Me dijo que había perdido las llaves."],
    "preterito-anterior": ["Apenas hubo terminado de hablar, todos aplaudieron.", "  yo        hube hablado"],
    "futuro-perfecto": ["Para el lunes habré terminado el informe.", "habrá perdido el tren"],
    "condicional-compuesto": ["Si me lo hubieras dicho, te habría ayudado.", "Cuando llegué ya se habrían ido."],
    "perfecto-subjuntivo": ["Espero que hayáis llegado bien.", "Cuando hayas acabado, avísame."],
    "pluscuamperfecto-subjuntivo": [
      "Si hubieras estudiado, habrías aprobado.", "Ojalá no hubiese dicho nada.",
      "  nosotros  hubiésemos hablado",
    ],
    "futuro-perfecto-subjuntivo": ["no se hubiere presentado la solicitud", "  ellos     hubieren hablado"],
    "gerundio": [
      "Estoy leyendo una novela.", "Aprendí inglés viendo series.", "tañendo, bullendo", "sentándose",
      "pidiendo, sintiendo, durmiendo, muriendo",
    ],
    "participio": [
      "He escrito tres cartas.", "Los libros están abiertos.", "está sentado (he is sitting)",
      "imprimir (imprimido or impreso)", "freír (freído or frito)", "leído, caído, oído",
    ],
    "voseo": [
      "¿De dónde sos?", "¿Querés un mate?", "Vení a casa el sábado.", "podés (tú puedes)",
      "caminas is tú, vos is caminás", "  vos       hablás    podés    sos",
    ],
    "pronominal": [
      "Me levanto a las siete.", "¿Te acuerdas de mí? — Sí, me acuerdo.", "Ayer nos fuimos temprano.",
      "sentemos → sentémonos", "ve → vete, pon → ponte", "  vosotros  sentaos     idos",
      "  vos       te levantás",
    ],
    "accents": [
      "comi' is read as comí", "argu:i' is read as argüí", "ensen~e' is read as enseñé",
      "\"averigue\" for averigüe", "(crio, guie)",
    ],
  ]

  @Test("each topic's examples are the forms a grammar gives, filled in by the engine", arguments: keys)
  func examples(key: String) throws {
    let topic = try #require(Self.catalog.topic(named: key))
    let expected = try #require(Self.handWritten[key], "\(key) has no hand-written examples")
    // Wide enough that no sentence wraps.
    let lines = topic.render(width: 400, catalog: .standard)
    let text = lines.joined(separator: "\n")
    for example in expected {
      #expect(text.contains(example), "\(key): \(example)")
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
