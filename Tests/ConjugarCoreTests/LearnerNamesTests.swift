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
    ("imperative", .imperativoPositivo), ("negative imperative", .imperativoNegativo),
    ("imperativo negativo", .imperativoNegativo), ("future perfect", .futuroPerfecto),
    ("gerund", .gerundio), ("past participle", .participio), ("  Gerundio ", .gerundio),
  ])
  func tenses(name: String, tense: Tense) throws {
    #expect(try LearnerNames.tense(name) == tense)
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
    #expect(LearnerNames.editDistance("kitten", "sitting") == 3)
    #expect(LearnerNames.editDistance("", "abc") == 3)
    #expect(LearnerNames.editDistance("abc", "") == 3)
    #expect(LearnerNames.editDistance("same", "same") == 0)
  }
}
