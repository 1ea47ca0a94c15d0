import Testing

@testable import ConjugarCore

/// Practice selection over a small hand-written catalog (the irregular tenses are
/// facts of Spanish: tener is irregular in the present, preterite, future,
/// conditional, present subjunctive and tú imperative; hablar is regular; llover
/// is a weather verb).
@Suite("Practice selection")
struct PracticeSelectorTests {
  static let catalog: [PracticeVerb] = [
    PracticeVerb(
      "tener",
      irregularIn: [
        .presenteDeIndicativo, .preterito, .futuroDeIndicativo, .condicional, .presenteDeSubjuntivo,
        .imperativoPositivo, .imperativoNegativo,
      ]),
    PracticeVerb("hablar"),
    PracticeVerb("comer"),
    PracticeVerb("ir", irregularIn: [.presenteDeIndicativo, .preterito, .imperfectoDeIndicativo]),
    PracticeVerb(
      "llover", irregularIn: [.presenteDeIndicativo], defective: Defectiveness(persons: .thirdSingular)),
    PracticeVerb(
      "acontecer", irregularIn: [.presenteDeIndicativo], defective: Defectiveness(persons: .third)),
    PracticeVerb(
      "soler", irregularIn: [.presenteDeIndicativo],
      defective: Defectiveness(
        missingTenses: [
          .futuroDeIndicativo, .futuroPerfecto, .condicional, .condicionalCompuesto,
          .imperativoPositivo, .imperativoNegativo,
        ])),
  ]

  static let spain = PracticeContext(
    catalog: catalog, defaultTenses: [.presenteDeIndicativo, .preterito, .gerundio],
    defaultVerbs: ["tener", "hablar", "comer", "ir"],
    allowedPersons: [.yo, .tu, .el, .nosotros, .vosotros, .ellos])

  static let latinAmericaVos = PracticeContext(
    catalog: catalog, defaultTenses: [.presenteDeIndicativo],
    defaultVerbs: ["tener", "hablar"], allowedPersons: [.yo, .vos, .el, .nosotros, .ellos])

  func questions(_ filter: PracticeFilter, _ context: PracticeContext = spain) throws -> [Question] {
    try PracticeSelector.questions(filter, in: context)
  }

  @Test func defaultsAskTwentyFromTheDefaults() throws {
    let asked = try questions(PracticeFilter(seed: 7))
    #expect(asked.count == 20)
    #expect(Set(asked).count == 20)
    for question in asked {
      #expect(["tener", "hablar", "comer", "ir"].contains(question.infinitive))
      #expect([.presenteDeIndicativo, .preterito, .gerundio].contains(question.tense))
      if question.tense == .gerundio { #expect(question.person == nil) }
    }
    // Round-robin over tenses: each of the three is asked.
    #expect(Set(asked.map(\.tense)) == [.presenteDeIndicativo, .preterito, .gerundio])
  }

  @Test("a tense with too few questions for its share: the others give more, every one drawn")
  func shortQueueLeavesRoomToOthers() throws {
    // Two tenses of one verb: the gerund has one question, the preterite six (Spain:
    // yo, tú, él, nosotros, vosotros, ellos). Seven asked: each tense's share is
    // four, the gerund falls three short, and the preterite gives all six.
    for seed: UInt64 in [1, 2, 3, 4, 5] {
      let asked = try questions(
        PracticeFilter(tenses: [.gerundio, .preterito], verbs: ["tener"], count: 7, seed: seed))
      let expected: Set<Question> = [
        Question("tener", .gerundio, nil), Question("tener", .preterito, .yo), Question("tener", .preterito, .tu),
        Question("tener", .preterito, .el), Question("tener", .preterito, .nosotros),
        Question("tener", .preterito, .vosotros), Question("tener", .preterito, .ellos),
      ]
      #expect(asked.count == 7, "seed \(seed)")
      #expect(Set(asked) == expected, "seed \(seed)")
    }
  }

  @Test func everyQuestionMatchesTheFilters() throws {
    let filter = PracticeFilter(
      tenses: [.preterito, .condicional], verbs: ["tener", "ir"], persons: [.yo, .nosotros],
      count: 50, seed: 3)
    let asked = try questions(filter)
    // tener: preterite and conditional × yo, nosotros; ir the same: 8 in all.
    #expect(asked.count == 8)
    #expect(Set(asked).count == 8)
    for question in asked {
      #expect(filter.tenses.contains(question.tense))
      #expect(filter.verbs.contains(question.infinitive))
      #expect(question.person.map(filter.persons.contains) == true)
    }
  }

  /// The defaults include the gerundio; naming a person leaves it out, since it has none.
  @Test func namedPersonsLeaveOutNonFiniteForms() throws {
    let asked = try questions(PracticeFilter(persons: [.el], count: 100))
    #expect(!asked.isEmpty)
    #expect(asked.allSatisfy { $0.person == .el })
    #expect(throws: PracticeError.noPersons(.gerundio)) {
      try questions(PracticeFilter(tenses: [.preterito, .gerundio], persons: [.el]))
    }
  }

  /// Over many seeds and filters: each question matches, none repeats, and the
  /// count is the smaller of `count` and what the filter allows.
  @Test func manySeedsMatchTheFilters() throws {
    let tenseChoices: [[Tense]] = [
      [], [.preterito], [.imperativoPositivo, .presenteDeSubjuntivo], [.gerundio, .condicional],
    ]
    let personChoices: [[Person]] = [[], [.el], [.yo, .vosotros]]
    for seed in UInt64(0)..<100 {
      let tenses = tenseChoices[Int(seed % 4)]
      let persons = personChoices[Int(seed % 3)]
      if tenses.contains(.gerundio) && !persons.isEmpty { continue }
      let filter = PracticeFilter(
        tenses: tenses, persons: persons, irregularOnly: seed % 5 == 0 && tenses.isEmpty,
        count: Int(seed % 30) + 1, seed: seed)
      let asked = try questions(filter)
      #expect(Set(asked).count == asked.count)
      #expect(asked.count <= filter.count)
      for question in asked {
        #expect((tenses.isEmpty ? Self.spain.defaultTenses : tenses).contains(question.tense))
        #expect(Self.spain.defaultVerbs.contains(question.infinitive))
        if filter.irregularOnly {
          let verb = Self.catalog.first { $0.infinitive == question.infinitive }
          #expect(verb?.irregularTenses.contains(question.tense) == true)
        }
        if let person = question.person {
          #expect(persons.isEmpty || persons.contains(person))
          #expect(!(question.tense.isImperative && person == .yo))
        } else {
          #expect(!question.tense.isFinite && persons.isEmpty)
        }
      }
    }
  }

  @Test func irregularOnlyKeepsVerbsIrregularInTheTense() throws {
    let asked = try questions(
      PracticeFilter(tenses: [.imperfectoDeIndicativo], irregularOnly: true, count: 50))
    // Of the defaults only ir is irregular in the imperfect; six persons in Spain.
    #expect(asked.count == 6)
    #expect(asked.allSatisfy { $0.infinitive == "ir" && $0.tense == .imperfectoDeIndicativo })
  }

  @Test func weatherVerbsOnlyInTheThirdPerson() throws {
    let asked = try questions(
      PracticeFilter(
        tenses: [.presenteDeIndicativo, .imperativoPositivo], verbs: ["llover", "hablar"],
        count: 100))
    for question in asked where question.infinitive == "llover" {
      #expect(question.tense == .presenteDeIndicativo)
      #expect(question.person == .el)  // llueve; there is no *lluevo, *llueven as weather
    }
    #expect(asked.contains(Question("llover", .presenteDeIndicativo, .el)))
    #expect(!asked.contains(Question("hablar", .imperativoPositivo, .yo)))
    #expect(asked.contains(Question("hablar", .imperativoPositivo, .vosotros)))
  }

  @Test func personsFollowTheSettings() throws {
    let asked = try questions(PracticeFilter(count: 100), Self.latinAmericaVos)
    #expect(Set(asked.compactMap(\.person)) == [.yo, .vos, .el, .nosotros, .ellos])
  }

  @Test func sameSeedSameQuestions() throws {
    let filter = PracticeFilter(seed: 42)
    #expect(try questions(filter) == questions(filter))
    let other = PracticeFilter(seed: 43)
    #expect(try questions(filter) != questions(other))
  }

  @Test func learnerSpellingOfAVerb() throws {
    let asked = try questions(PracticeFilter(tenses: [.preterito], verbs: ["Tener"], count: 3))
    #expect(asked.allSatisfy { $0.infinitive == "tener" })
  }

  @Test(arguments: [
    (
      PracticeFilter(tenses: [.imperativoPositivo], persons: [.yo]),
      PracticeError.imperativeHasNoYo(.imperativoPositivo),
      "imperativoPositivo has no yo form"
    ),
    (
      PracticeFilter(verbs: ["llover"], persons: [.yo]),
      .thirdPersonOnly("llover", .thirdSingular),
      "llover is conjugated only in the third person singular (él) and has no imperative"
    ),
    (
      PracticeFilter(tenses: [.imperativoNegativo], verbs: ["acontecer"]),
      .thirdPersonOnly("acontecer", .third),
      "acontecer is conjugated only in the third person (él, ellos) and has no imperative"
    ),
    (
      PracticeFilter(verbs: ["llover"], persons: [.ellos]),
      .thirdPersonOnly("llover", .thirdSingular),
      "llover is conjugated only in the third person singular (él) and has no imperative"
    ),
    (
      PracticeFilter(tenses: [.futuroDeIndicativo], verbs: ["soler"]),
      .lacksTense(verb: "soler", .futuroDeIndicativo),
      "soler has no futuroDeIndicativo"
    ),
    (
      PracticeFilter(verbs: ["tenr"]),
      .unknownVerb(.unknownVerb("tenr", suggestions: ["tener"])),
      "unknown verb “tenr”; did you mean tener?"
    ),
    (
      PracticeFilter(tenses: [.gerundio], persons: [.yo]),
      .noPersons(.gerundio),
      "gerundio has no persons; leave out --person or choose a finite tense"
    ),
    (
      PracticeFilter(tenses: [.preterito], verbs: ["hablar"], irregularOnly: true),
      .noIrregularVerb(.preterito),
      "no chosen verb is irregular in preterito"
    ),
    (
      PracticeFilter(
        tenses: [.preterito, .presenteDeIndicativo], verbs: ["hablar", "tener"], irregularOnly: true
      ),
      .regularVerb("hablar"),
      "hablar is regular in the chosen tenses, so --irregular leaves nothing of it"
    ),
    (PracticeFilter(count: 0), .badCount(0), "--count must be from 1 to 500, not 0"),
    (PracticeFilter(count: 501), .badCount(501), "--count must be from 1 to 500, not 501"),
  ])
  func impossibleCombinations(filter: PracticeFilter, error: PracticeError, message: String) {
    #expect(throws: error) { try questions(filter) }
    #expect(error.message == message)
    #expect(!error.message.contains("\n"))
  }

  /// A named tense that gives nothing is refused even when other tenses give questions.
  @Test func everyNamedTenseMustAsk() {
    #expect(throws: PracticeError.imperativeHasNoYo(.imperativoPositivo)) {
      try questions(
        PracticeFilter(tenses: [.presenteDeIndicativo, .imperativoPositivo], persons: [.yo]))
    }
  }

  @Test func noVerbLeft() {
    let empty = PracticeContext(
      catalog: Self.catalog, defaultTenses: [.preterito], defaultVerbs: ["nonexistent"],
      allowedPersons: [.yo])
    #expect(throws: PracticeError.nothingLeft) { try questions(PracticeFilter(), empty) }
    #expect(PracticeError.nothingLeft.message == "no question matches these choices")
  }

  @Test func defaultTensesOfADifficulty() {
    // The easy quiz asks the present, the future and the preterite (docs/quiz.md).
    #expect(
      PracticeContext.tenses(for: .easy) == [
        .presenteDeIndicativo, .futuroDeIndicativo, .preterito,
      ])
    // The difficult quiz asks the 20 finite tenses and the gerundio, never the participio.
    #expect(Set(PracticeContext.tenses(for: .difficult)) == Set(Tense.finite + [.gerundio]))
  }

  /// With practice's weights (1 / rank, ranks from 1 to some 4,000, and unranked
  /// verbs at 20,000), two persons a verb, many verbs and seeds: the few verbs a
  /// short queue keeps are the whole queue's first.
  @Test func aShortQueueKeepsTheWholeQueuesFirstVerbs() {
    var questions: [Question] = []
    var ranks: [String: Double] = [:]
    for verb in 0..<180 {
      questions.append(Question("v\(verb)", .preterito, .yo))
      questions.append(Question("v\(verb)", .preterito, .el))
      ranks["v\(verb)"] = verb % 11 == 0 ? 20_000 : Double(1 + (verb * 733) % 4_000)
    }
    let weight: (String) -> Double = { 1 / (ranks[$0] ?? 20_000) }
    for seed in UInt64(1)...200 {
      for limit in [1, 2, 3, 7] {
        var whole = SplitMix64(seed: seed)
        var cut = SplitMix64(seed: seed)
        let full = PracticeSelector.tenseQueue(questions, weight: weight, using: &whole)
        let short = PracticeSelector.tenseQueue(questions, weight: weight, limit: limit, using: &cut)
        #expect(short == Array(full.prefix(limit)), "seed \(seed), limit \(limit)")
        #expect(whole.next() == cut.next(), "seed \(seed), limit \(limit)")
      }
    }
  }

  /// A tense's queue built only as far as a draw can reach is the whole queue's
  /// beginning, and leaves the generator where the whole queue does (so the next
  /// tense's draws are the same): checked against the unlimited queue, over verb
  /// runs of uneven lengths, weights and seeds.
  @Test func aQueueCutShortIsTheWholeQueuesBeginning() {
    var questions: [Question] = []
    for verb in 0..<40 {
      for person in Person.allCases.prefix(1 + verb % 6) {
        questions.append(Question("v\(verb)", .presenteDeIndicativo, person))
      }
    }
    let weight: (String) -> Double = { 1 / Double(1 + ($0.dropFirst().count * 7) % 13) }
    for seed in UInt64(1)...25 {
      for limit in [0, 1, 5, 20, 39, 40, 100, 500] {
        var whole = SplitMix64(seed: seed)
        var cut = SplitMix64(seed: seed)
        let full = PracticeSelector.tenseQueue(questions, weight: weight, using: &whole)
        let short = PracticeSelector.tenseQueue(questions, weight: weight, limit: limit, using: &cut)
        #expect(full.count == questions.count)
        #expect(short == Array(full.prefix(limit)), "seed \(seed), limit \(limit)")
        #expect(whole.next() == cut.next(), "seed \(seed), limit \(limit)")
      }
    }
  }
}
