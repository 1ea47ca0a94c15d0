import Testing

@testable import ConjugarCore

/// Practice over the real catalog: every question it can ask has a form, and the
/// default verbs come frequent first.
@Suite("Practice over the catalog")
struct PracticeCatalogTests {
  static let catalog = VerbCatalog.standard

  static func context(_ filter: inout PracticeFilter, difficulty: Difficulty = .difficult)
    throws -> PracticeContext
  {
    var settings = Settings()
    settings.region = .spain
    settings.difficulty = difficulty
    return try PracticeCatalog.context(for: &filter, catalog: catalog, settings: settings)
  }

  /// Defective and impersonal verbs (RAE, Nueva gramática §4.14): llover and nevar
  /// only llueve, nieva (él); acontecer, atañer, concernir only él and ellos; soler
  /// no future, conditional or imperative. Each asked question must have a form, and
  /// only the persons written here by hand.
  @Test(
    arguments: [
      ("llover", [Person.el]), ("nevar", [.el]), ("acontecer", [.el, .ellos]),
      ("atañer", [.el, .ellos]), ("concernir", [.el, .ellos]),
      ("soler", [.yo, .tu, .el, .nosotros, .vosotros, .ellos]),
    ])
  func defectiveVerbsAskOnlyTheirForms(verb: String, persons: [Person]) throws {
    var filter = PracticeFilter(verbs: [verb], count: 500, seed: 1)
    let asked = try PracticeSelector.questions(filter, in: Self.context(&filter))
    let conjugation = try Self.catalog.conjugate(verb)
    #expect(!asked.isEmpty)
    for question in asked {
      #expect(conjugation.form(question.tense, question.person) != nil, "\(question)")
      #expect(!question.tense.isImperative, "\(question)")
      if let person = question.person { #expect(persons.contains(person), "\(question)") }
    }
    if verb == "soler" {
      let lacking: [Tense] = [.futuroDeIndicativo, .condicional, .imperativoPositivo, .imperativoNegativo]
      #expect(!asked.contains { lacking.contains($0.tense) })
    }
  }

  @Test func aWeatherVerbInTheFirstPersonOrPluralIsRefused() throws {
    for person in [Person.yo, .ellos] {
      var filter = PracticeFilter(verbs: ["llover"], persons: [person])
      let context = try Self.context(&filter)
      #expect(throws: PracticeError.thirdPersonOnly("llover", .thirdSingular)) {
        try PracticeSelector.questions(filter, in: context)
      }
    }
    var future = PracticeFilter(tenses: [.futuroDeIndicativo], verbs: ["soler"])
    let context = try Self.context(&future)
    #expect(throws: PracticeError.lacksTense(verb: "soler", .futuroDeIndicativo)) {
      try PracticeSelector.questions(future, in: context)
    }
  }

  /// A pronominal verb the catalog lists only as its base (pintar) is practised
  /// with its pronouns: pintarse · presente · yo is "me pinto".
  @Test func pronominalVerbOfACatalogBase() throws {
    let listed = Self.catalog.contains("pintarse")
    #expect(!listed)
    var filter = PracticeFilter(
      tenses: [.presenteDeIndicativo], verbs: ["Pintarse"], persons: [.yo], count: 5)
    let asked = try PracticeSelector.questions(filter, in: Self.context(&filter))
    #expect(asked == [Question("pintarse", .presenteDeIndicativo, .yo)])
    #expect(try Self.catalog.conjugate("pintarse").form(.presenteDeIndicativo, .yo)?.primary == "me pinto")
    var unknown = PracticeFilter(verbs: ["blorpse"])
    #expect(throws: PracticeError.self) { try Self.context(&unknown) }
  }

  /// Every question of the default practice has a form, over many seeds.
  @Test func everyDefaultQuestionHasAForm() throws {
    var conjugations: [String: Conjugation?] = [:]  // each verb conjugated once
    for seed in UInt64(1)...40 {
      var filter = PracticeFilter(count: 100, seed: seed)
      let asked = try PracticeSelector.questions(filter, in: Self.context(&filter))
      for question in asked {
        if conjugations[question.infinitive] == nil {
          conjugations[question.infinitive] = .some(try? Self.catalog.conjugate(question.infinitive))
        }
        // A plain check, an issue only on failure (4,000 #expect cost more than the draws).
        if conjugations[question.infinitive]??.form(question.tense, question.person) == nil {
          Issue.record("no form for \(question)")
        }
      }
    }
  }

  /// The default verbs are the quiz's families, drawn frequent first: over 200
  /// seeds (4,000 questions over some 150 verbs), pensar and jugar (ranks 19 and 39)
  /// far more often than maltear, rasar, seriar (unranked), encalar and grapar
  /// (ranks near 3,800). Drawn evenly, each would come some 25 times.
  /// The frequent verbs are the families' verbs (all but anyRegular, which only
  /// interleaves the regular ones), each once, in the order first met: checked
  /// against a plain Set, and against names written by hand.
  @Test func frequentVerbsAreTheFamiliesEachOnce() {
    var seen = Set<String>()
    var expected: [String] = []
    for family in VerbFamily.allCases where family != .anyRegular {
      for verb in family.verbs where seen.insert(verb).inserted { expected.append(verb) }
    }
    let frequent = PracticeCatalog.frequentVerbs
    #expect(frequent == expected)
    #expect(Set(frequent).count == frequent.count)
    #expect(Set(VerbFamily.anyRegular.verbs).isSubset(of: Set(frequent)))
    for verb in ["hablar", "tener", "granizar", "acordarse", "ser"] { #expect(frequent.contains(verb), "\(verb)") }
    #expect(VerbFamily.isWeatherVerb("llover") && VerbFamily.isWeatherVerb("amanecer"))
    #expect(!VerbFamily.isWeatherVerb("hablar") && !VerbFamily.isWeatherVerb("llove"))
  }

  @Test("every weather verb is marked in the catalog, so practice asks only the others' names")
  func weatherVerbsAreMarked() throws {
    for verb in VerbFamily.weatherVerbList {
      let facts = try #require(VerbCatalog.standard.catalogFacts(of: verb), "\(verb)")
      #expect(!facts.defective.isNone, "\(verb)")
    }
    // As practice sees them: third person singular only, whatever the catalog adds.
    let verbs = PracticeCatalog.verbs(VerbFamily.weatherVerbList + ["hablar"], in: .standard, irregularTenses: false)
    #expect(
      verbs.map(\.defective.persons) == [
        .thirdSingular, .thirdSingular, .thirdSingular, .thirdSingular,
        .thirdSingular, .thirdSingular, .thirdSingular, .all,
      ])
  }

  @Test func defaultVerbsComeFrequentFirst() throws {
    var counts: [String: Int] = [:]
    var filter = PracticeFilter()
    let context = try Self.context(&filter, difficulty: .moderate)
    for seed in UInt64(1)...200 {
      filter.seed = seed
      for question in try PracticeSelector.questions(filter, in: context) {
        counts[question.infinitive, default: 0] += 1
      }
    }
    let rare = ["maltear", "rasar", "encalar", "seriar", "grapar"].map { counts[$0, default: 0] }
    let common = ["pensar", "jugar"].map { counts[$0, default: 0] }
    #expect(rare.max()! * 4 < common.min()!, "rare \(rare), common \(common)")
  }
}
