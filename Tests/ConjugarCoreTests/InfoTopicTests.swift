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

  @Test("at 200 columns a page keeps the 80-column measure", arguments: keys)
  func readableMeasure(key: String) throws {
    let topic = try #require(Self.catalog.topic(named: key))
    let wide = topic.render(width: 200, catalog: .standard)
    #expect(wide.allSatisfy { $0.count <= 80 }, "\(key): \(wide.map(\.count).max() ?? 0) columns")
    #expect(wide == topic.render(width: 80, catalog: .standard))
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
      "llevo dos años viviendo aquí", "He vivido aquí dos años is right too: it counts the stay up to now",
      "Not hacer (hago), decir (digo), cocer (cuezo) or mecer (mezo).",
      "Irregular in yo only: saber (sé), dar (doy), ver (veo) and estar (estoy)",
      "estar stresses its endings and writes their accents: estás, están.",
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
      "no sabía si vendrían",
      "Serían las dos cuando volvió.",
    ],
    "subjuntivo": [
      "Quiero que vengas a la fiesta.", "No creo que llueva hoy.", "Cuando tenga tiempo, te llamaré.",
      "Ojalá podamos ir.", "tengo → tenga, conozco → conozca, hago → haga", "  nosotros  tengamos  durmamos  seamos",
    ],
    "imperfecto-subjuntivo": [
      "Si tuviera tiempo, aprendería ruso.", "Me pidió que lo hiciese rápido.", "Habla como si lo supiera todo.",
      "quisiera un café", "habla como si lo hubiera visto", "no sé si vendrá; me preguntó si vendría",
      "hablaron → habla-, tuvieron → tuvie-, fueron → fue-", "habláramos, tuviésemos",
    ],
    "futuro-subjuntivo": [
      "Adonde fueres, haz lo que vieres.", "Sea lo que fuere.", "Si así no lo hiciereis",
      "hablare, comiéremos, tuviere, dijeren",
    ],
    "imperativo": [
      "Habla más despacio, por favor.", "Pase, está en su casa.", "Vamos al cine.", "No toquéis nada.",
      "decir di, hacer haz, ir ve, poner pon, salir sal, ser sé, tener ten, venir ven", "contén, propón",
      "siéntate, siéntese", "  vos       tené      decí     andá", "¿me pasas la sal? to a friend",
      "¿me pasa la sal? or ¿podría cerrar la puerta?", "contén, propón, convén", "give predice and bendice",
      "deshacer deshaz, sobresalir sobresal",
      "irse keeps it, idos, which the RAE still recommends, though since 2017 it also accepts iros",
      "  vos       no hables    no comas    no tengas",
    ],
    "compuestos": [
      "Cuando llegaste, ya había comido.", "me he lavado las manos", "hubiera hecho or hubiese hecho",
      "  vosotros  habéis hablado",
    ],
    "perfecto": ["¿Has estado alguna vez en México?", "  nosotros  hemos hablado   hemos vuelto"],
    "pluscuamperfecto": ["Cuando llegamos, la película ya había empezado.", "Me dijo que había perdido las llaves."],
    "preterito-anterior": ["Apenas hubo terminado de hablar, todos aplaudieron.", "  yo        hube hablado"],
    "futuro-perfecto": ["Para el lunes habré terminado el informe.", "habrá perdido el tren"],
    "perfecto-subjuntivo": ["Espero que hayáis llegado bien.", "Cuando hayas acabado, avísame."],
    "pluscuamperfecto-subjuntivo": [
      "Si hubieras estudiado, habrías aprobado.", "Ojalá no hubiese dicho nada.",
      "  nosotros  hubiésemos hablado",
    ],
    "futuro-perfecto-subjuntivo": [
      "no se hubiere presentado la solicitud", "  ellos     hubieren hablado",
      "si no se ha presentado la solicitud (perfecto de indicativo)",
      "cuando se haya presentado la solicitud (perfecto de subjuntivo)",
    ],
    "condicional-compuesto": [
      "Si me lo hubieras dicho, te habría ayudado.", "Cuando llegué ya se habrían ido.", "no sé si lo habría hecho",
    ],
    "gerundio": [
      "Estoy leyendo una novela.", "Aprendí inglés viendo series.", "tañendo, bullendo", "sentándose",
      "pidiendo, sintiendo, durmiendo, muriendo",
      "\"estoy yendo\" is common in the Americas, but Spain prefers the plain presente: ya voy",
    ],
    "participio": [
      "He escrito tres cartas.", "Los libros están abiertos.", "está sentado (he is sitting)",
      "imprimir (imprimido or impreso)", "freír (freído or frito)", "leído, caído, oído",
    ],
    "voseo": [
      "¿De dónde sos?", "¿Querés un mate?", "Vení a casa el sábado.", "podés (tú puedes)",
      "caminas is tú, vos is caminás", "  vos       hablás    podés    sos", "¿cómo estái?, ¿querís?",
    ],
    "usted": [
      "usted tiene, ustedes tienen", "¿Me dice su nombre, por favor?", "Pase, siéntese.",
      "(tenéis, hablabais, sentaos)", "ustedes son mis amigos", "hable, hablen", "siéntese, siéntense",
      "hablad, sentaos", "¿qué quiere?", "not ¿qué quieres?", "(tienen for tenéis)",
    ],
    "pronominal": [
      "Me levanto a las siete.", "¿Te acuerdas de mí? — Sí, me acuerdo.", "Ayer nos fuimos temprano.",
      "sentemos → sentémonos", "idos, which the RAE still recommends, though since 2017 it also accepts iros",
      "ve → vete, pon → ponte", "  vosotros  sentaos     idos",
      "  vos       te levantás",
    ],
    "accents": [
      "comi' is read as comí", "argu:i' is read as argüí", "ensen~e' is read as enseñé",
      "\"averigue\" for averigüe", "(crio, guie)", "\"estan\" for están or \"comio\" for comió is an accent slip",
      "\"hablo\" (presente, yo) for habló (pretérito, él), \"usaran\" for usarán",
    ],
    "stem-changes": [
      "Pienso que sí, pero pensamos otra cosa.", "¿Puedes venir? — No, no puedo.", "Piden la cuenta.",
      "Juega al tenis los martes.", "errar (yerro), oler (huelo)", "adquiero", "vuelva, but volvamos",
      "cierra, vuelve. Vos keeps", "command: podés, cerrá.", "que vos puedas, no pienses.",
      "sintió, durmieron, pidieron",
      "sintamos, durmáis", "sintiendo, durmiendo, pidiendo", "durmiera", "pensó, volviendo",
      "pesar does not (peso)", "montar does not (monto)", "  nosotros  sintamos  durmamos  pidamos",
    ],
    "spelling-changes": [
      "Ayer busqué las llaves por toda la casa.", "Llegué tarde, pero empecé a tiempo.",
      "Recojo a los niños y sigo hasta la oficina.", "Cuando llegues, llámame.", "-car, c → qu: busqué, busque",
      "-gar, g → gu: llegué, paguemos", "-zar, z → c: empecé, crucen", "averigüé, averigües",
      "busque, no llegues", "escojo, dirija", "Coger (cojo) is the everyday verb", "sigo, distingamos",
      "venzo, convenzas",
      "leyó, leyeron, cayendo, oyeron, construyó", "leí, leíste, leído", "envío, actúan, and reunir reúno",
      "cambio, averiguo",
    ],
    "preteritos-irregulares": [
      "tuve, tuvo, never \"tuvé\"", "Ayer hice la cena y vinieron todos.",
      "No pudimos entrar: nadie supo abrir la puerta.", "¿Dónde pusiste las llaves?", "andar anduve, caber cupe",
      "hacer hice (hizo, with z", "decir dije, traer traje", "conducir conduje, traducir traduje",
      "dijeron, trajeron, tradujeron", "mantuve, deshizo, propusieron", "fue médico (ser), fue al médico (ir)",
      "di, dio, dieron", "vi, vio", "tuvieron → tuviera, dijeron → dijera, fueron → fuese",
      "  tú        tuviste    hiciste    dijiste",
    ],
    "perifrasis": [
      "Voy a estudiar esta noche.", "Íbamos a salir cuando empezó a llover.", "Están cenando.",
      "Estuve trabajando allí dos años.", "Acabo de llegar.", "Acababan de salir cuando llamaste.",
      "acabé de comer a las tres", "Volverá a llamar mañana.", "No volvimos a verla.", "tengo que irme",
      "se puso a llorar", "dejé de fumar", "llevo dos años estudiando español", "sigue viviendo allí",
      "solemos cenar a las nueve",
    ],
    "concordancia": [
      "Quiero que vengas. Quería que vinieras.", "Le pediré que me ayude. Le pedí que me ayudara.",
      "Me alegra que hayáis llegado. Me alegró que hubierais llegado.", "Me gustaría que te quedaras.",
      "le he pedido que venga, or que viniera", "me pidió que lo llame mañana",
      "no creo que dijera eso ayer", "dijo que estaba cansado", "dijo que vendría", "dijo que lo había visto",
      "dijo que lo vio", "si tuviera tiempo, iría; si hubiera tenido tiempo, habría ido",
    ],
    "estilo-indirecto": [
      "\"estoy cansado\" → dice que está cansado", "\"tengo hambre\" → dijo que tenía hambre",
      "\"llamaré\" → dijo que llamaría", "\"he terminado\" → dijo que había terminado",
      "\"Ven\" → me dice que venga.", "\"Ven\" → me dijo que viniera.",
      "\"No lleguen tarde\" → nos pidió que no llegáramos tarde.", "\"Siéntate\" → me dijo que me sentara.",
      "me pidió que lo llame mañana", "\"¿Vienes?\" → me preguntó si venía",
      "\"¿Dónde vives?\" → me preguntó dónde vivía", "\"¿Qué harás?\" → me preguntó qué haría",
      "\"vendré mañana\" → dijo que iría al día siguiente",
    ],
  ]

  @Test("each topic's examples are the forms a grammar gives, filled in by the engine", arguments: keys)
  func examples(key: String) throws {
    let topic = try #require(Self.catalog.topic(named: key))
    let expected = try #require(Self.handWritten[key], "\(key) has no hand-written examples")
    // Wide enough that no sentence wraps.
    let lines = topic.render(width: 400, measure: 400, catalog: .standard)
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
    let overview = [
      "presente", "preterito", "imperfecto", "futuro", "condicional", "subjuntivo",
      "imperfecto-subjuntivo", "imperativo", "compuestos", "gerundio", "participio", "voseo", "pronominal",
    ]
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
    #expect(
      InfoTemplate.fill("a {xyz|preterito|yo} b") { VerbForms(infinitive: $0, catalog: .standard) }
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
    // One or two letters are two edits from every short name: only a name that
    // keeps one of them is suggested.
    #expect(Self.catalog.suggestions(for: "x") == [])
    #expect(Self.catalog.suggestions(for: "\u{1B}]0;x\u{07}") == [])
    #expect(Self.catalog.suggestions(for: "") == [])
    #expect(Self.catalog.suggestions(for: "futuro perfecto subj").count <= 3)
  }
}
