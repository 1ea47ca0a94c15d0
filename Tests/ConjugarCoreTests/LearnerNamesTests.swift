import Testing

@testable import ConjugarCore

@Suite("Learner names")
struct LearnerNamesTests {
  @Test(arguments: [
    ("preterito", Tense.preterito), ("pretérito", .preterito), ("PRETÉRITO", .preterito),
    ("preterite", .preterito), ("pretérito indefinido", .preterito),
    ("imperfect subjunctive", .imperfectoDeSubjuntivo1),
    ("imperfect-subjunctive", .imperfectoDeSubjuntivo1),
    ("imperfecto de subjuntivo (-se)", .imperfectoDeSubjuntivo2),
    ("present subjunctive", .presenteDeSubjuntivo),
    ("presente de subjuntivo", .presenteDeSubjuntivo),
    ("conditional perfect", .condicionalCompuesto),
    ("condicional compuesto", .condicionalCompuesto),
    ("present", .presenteDeIndicativo), ("presenteDeIndicativo", .presenteDeIndicativo),
    ("imperfect", .imperfectoDeIndicativo), ("future", .futuroDeIndicativo),
    ("conditional", .condicional), ("present perfect", .perfectoDeIndicativo),
    ("pretérito perfecto", .perfectoDeIndicativo), ("pluperfect", .pluscuamperfectoDeIndicativo),
    ("affirmative imperative", .imperativoPositivo), ("negative imperative", .imperativoNegativo),
    ("imperativo negativo", .imperativoNegativo), ("future perfect", .futuroPerfecto),
    ("gerund", .gerundio), ("past participle", .participio), ("  Gerundio ", .gerundio),
  ])
  func tenses(name: String, tense: Tense) throws {
    #expect(try LearnerNames.tense(name) == tense)
  }

  /// Groups as learners name them; a single tense's name gives that tense alone.
  @Test func groups() throws {
    #expect(try LearnerNames.tenses("imperative") == [.imperativoPositivo, .imperativoNegativo])
    #expect(try LearnerNames.tenses("Imperativo") == [.imperativoPositivo, .imperativoNegativo])
    // The future subjunctives (laws, set phrases) only by their own names.
    #expect(
      try LearnerNames.tenses("subjuntivo") == [
        .presenteDeSubjuntivo, .imperfectoDeSubjuntivo1, .imperfectoDeSubjuntivo2, .perfectoDeSubjuntivo,
        .pluscuamperfectoDeSubjuntivo1, .pluscuamperfectoDeSubjuntivo2,
      ])
    #expect(try LearnerNames.tenses("perfect tenses").count == 8)
    #expect(try !LearnerNames.tenses("compound tenses").contains(.futuroPerfectoDeSubjuntivo))
    #expect(try LearnerNames.tenses("future subjunctive") == [.futuroDeSubjuntivo])
    #expect(try LearnerNames.tenses("perfect-tenses") == LearnerNames.tenses("tiempos compuestos"))
    #expect(try LearnerNames.tenses("perfect") == [.perfectoDeIndicativo])
    #expect(try LearnerNames.tenses("negative imperative") == [.imperativoNegativo])
    #expect(throws: LearnerNameError.unknownTense("subjuntiv", suggestions: ["subjuntivo", "subjunctive"])) {
      try LearnerNames.tenses("subjuntiv")
    }
    // No group name is also a tense's name.
    for (names, _) in TenseAliases.groups {
      for name in names { #expect(LearnerNames.tensesByName[LearnerNames.fold(name)] == nil, "\(name)") }
    }
  }

  @Test func formalPersons() {
    #expect(LearnerNames.formalPersons(["usted", "Ustedes", "yo"]) == [.el, .ellos])
    #expect(LearnerNames.formalPersons(["usted", "él"]) == [])
    #expect(LearnerNames.formalPersons(["ella", "nosotros"]) == [])
  }

  @Test func everyKeyAndDisplayNameIsItsOwnTense() throws {
    for tense in Tense.allCases {
      #expect(try LearnerNames.tense(tense.rawValue) == tense)
      #expect(try LearnerNames.tense(tense.displayName) == tense)
    }
  }

  /// Two tenses sharing a name would make one of them unreachable by it.
  @Test func everyAliasIsItsOwnTense() throws {
    for (tense, names) in TenseAliases.names {
      for name in names { #expect(try LearnerNames.tense(name) == tense, "\(name)") }
    }
  }

  @Test(arguments: [
    ("yo", Person.yo), ("tu", .tu), ("tú", .tu), ("TÚ", .tu), ("vos", .vos), ("el", .el),
    ("él", .el), ("ella", .el), ("usted", .el), ("nosotros", .nosotros), ("nosotras", .nosotros),
    ("vosotros", .vosotros), ("ellos", .ellos), ("ellas", .ellos), ("ustedes", .ellos),
  ])
  func persons(name: String, person: Person) throws {
    #expect(try LearnerNames.person(name) == person)
  }

  @Test func misspeltTenseSuggestsTheKey() {
    #expect(throws: LearnerNameError.unknownTense("preterto", suggestions: ["preterito"])) {
      try LearnerNames.tense("preterto")
    }
  }

  @Test func nonsenseTenseListsNoGuess() {
    #expect(throws: LearnerNameError.unknownTense("zzzz", suggestions: [])) {
      try LearnerNames.tense("zzzz")
    }
    let message = LearnerNameError.unknownTense("zzzz", suggestions: []).message
    #expect(message == "unknown tense “zzzz”; use a key such as preterito, or a name such as pretérito or preterite")
  }

  @Test func emptyNamesAreRefused() {
    #expect(throws: LearnerNameError.unknownTense("", suggestions: [])) {
      try LearnerNames.tense("")
    }
    #expect(throws: LearnerNameError.unknownPerson(" ", suggestions: [])) {
      try LearnerNames.person(" ")
    }
  }

  @Test("a letter or two gets a suggestion only when it keeps one of its letters")
  func shortNamesSuggestLittle() {
    // "x" is two edits from every two-letter name (el, tu, yo, ir): none is meant.
    #expect(throws: LearnerNameError.unknownPerson("x", suggestions: [])) { try LearnerNames.person("x") }
    #expect(throws: LearnerNameError.unknownPerson("yp", suggestions: ["yo"])) { try LearnerNames.person("yp") }
    #expect(throws: LearnerNameError.unknownVerb("x", suggestions: [])) {
      try LearnerNames.verb("x", in: ["ir", "ser", "hablar"])
    }
  }

  @Test func misspeltPersonSuggests() {
    #expect(
      throws: LearnerNameError.unknownPerson("nosotro", suggestions: ["nosotros", "vosotros"])
    ) {
      try LearnerNames.person("nosotro")
    }
    #expect(
      LearnerNameError.unknownPerson("nosotro", suggestions: ["nosotros"]).message
        == "unknown person “nosotro”; did you mean nosotros?")
  }

  @Test func verbsMatchTheCatalog() throws {
    let catalog = ["tener", "pelar", "pelear", "hablar"]
    #expect(try LearnerNames.verb("Tener", in: catalog) == "tener")
    #expect(try LearnerNames.verb("pelar", in: catalog) == "pelar")
    #expect(try LearnerNames.verb("reir", in: catalog + ["reír"]) == "reír")
    #expect(try LearnerNames.verb("REÍR", in: catalog + ["reír"]) == "reír")
    #expect(throws: LearnerNameError.unknownVerb("tenr", suggestions: ["tener"])) {
      try LearnerNames.verb("tenr", in: catalog)
    }
    #expect(throws: LearnerNameError.unknownVerb("xyzzyq", suggestions: [])) {
      try LearnerNames.verb("xyzzyq", in: catalog)
    }
  }

  @Test func editDistance() {
    #expect(Spelling.editDistance(Array("kitten"), Array("sitting")) == 3)
    #expect(Spelling.editDistance(Array(""), Array("abc")) == 3)
    #expect(Spelling.editDistance(Array("abc"), Array("")) == 3)
    #expect(Spelling.editDistance(Array("same"), Array("same")) == 0)
  }
}
