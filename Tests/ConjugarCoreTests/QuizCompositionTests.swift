import ConjugarTestSupport
import Testing

@testable import ConjugarCore

@Suite("Quiz composition")
struct QuizCompositionTests {
  static let configurations: [(Difficulty, Region, SecondSingularQuiz)] =
    Difficulty.allCases.flatMap { d in
      Region.allCases.flatMap { r in SecondSingularQuiz.allCases.map { (d, r, $0) } }
    }

  static func quiz(
    _ d: Difficulty, _ r: Region = .spain, _ s: SecondSingularQuiz = .tu,
    _ randomness: Randomness = .fixed
  ) -> [Question] {
    QuizComposer.compose(difficulty: d, region: r, secondSingular: s, randomness: randomness, catalog: .standard)
  }

  /// Every family verb's rank and forms as the catalog gives them, looked up once
  /// for the hundreds of quizzes the loops below compose (as QuizFairnessTests).
  static let verbInfo: [String: QuizComposer.VerbInfo] = Dictionary(
    VerbFamily.allCases.flatMap(\.verbs).map {
      (
        $0,
        QuizComposer.VerbInfo(
          rank: VerbCatalog.standard.rank(of: $0), defective: VerbCatalog.standard.defectiveness(of: $0))
      )
    }, uniquingKeysWith: { first, _ in first })

  /// `quiz` for many seeds: the same composition, the catalog's answers looked up once.
  static func seeded(_ d: Difficulty, _ r: Region, _ s: SecondSingularQuiz, _ randomness: Randomness) -> [Question] {
    QuizComposer.compose(
      difficulty: d, region: r, secondSingular: s, randomness: randomness,
      verbInfo: { verbInfo[$0] ?? QuizComposer.VerbInfo(rank: nil, defective: .none) })
  }

  static func tenseCounts(_ questions: [Question]) -> [Tense: Int] {
    questions.reduce(into: [:]) { $0[$1.tense, default: 0] += 1 }
  }

  @Test("Easy: 18 presente, 15 futuro, 17 pretérito")
  func easy() {
    let questions = Self.quiz(.easy)
    #expect(questions.count == 50)
    #expect(
      Self.tenseCounts(questions) == [
        .presenteDeIndicativo: 18, .futuroDeIndicativo: 15, .preterito: 17,
      ])
  }

  @Test("Moderate: the spec's table, tense by tense")
  func moderate() {
    let questions = Self.quiz(.moderate)
    #expect(questions.count == 50)
    #expect(
      Self.tenseCounts(questions) == [
        .presenteDeIndicativo: 8, .futuroDeIndicativo: 5, .condicional: 5,
        .perfectoDeIndicativo: 5, .imperfectoDeIndicativo: 6, .preterito: 6,
        .presenteDeSubjuntivo: 5, .gerundio: 4, .imperativoPositivo: 4, .imperativoNegativo: 2,
      ])
  }

  @Test("Difficult: the spec's table and one question per compound tense")
  func difficult() {
    let questions = Self.quiz(.difficult)
    #expect(questions.count == 50)
    #expect(
      Self.tenseCounts(questions) == [
        .gerundio: 5, .presenteDeIndicativo: 6, .preterito: 6, .imperfectoDeIndicativo: 4,
        .futuroDeIndicativo: 4, .condicional: 3, .presenteDeSubjuntivo: 6,
        .imperfectoDeSubjuntivo1: 1, .imperfectoDeSubjuntivo2: 1, .futuroDeSubjuntivo: 2,
        .imperativoPositivo: 2, .imperativoNegativo: 1, .perfectoDeIndicativo: 1,
        .preteritoAnterior: 1, .pluscuamperfectoDeIndicativo: 1, .futuroPerfecto: 1,
        .condicionalCompuesto: 1, .perfectoDeSubjuntivo: 1, .pluscuamperfectoDeSubjuntivo1: 1,
        .pluscuamperfectoDeSubjuntivo2: 1, .futuroPerfectoDeSubjuntivo: 1,
      ])
  }

  @Test("Easy draws its irregular verbs from the right families")
  func families() {
    let questions = Self.quiz(.easy)
    let irregularPresente = Set(VerbFamily.irregularPresente.verbs)
    let presente = questions.filter { $0.tense == .presenteDeIndicativo }
    #expect(presente.filter { irregularPresente.contains($0.infinitive) }.count >= 9)
    let futuro = questions.filter { $0.tense == .futuroDeIndicativo }.map(\.infinitive)
    // Eight from the future-stem family, the most common first (fixed order is rank
    // order), then the regular draws.
    #expect(Set(futuro.prefix(8)).isSubset(of: Set(VerbFamily.irregularRaizFutura.verbs)))
    #expect(Array(futuro.prefix(3)) == ["hacer", "tener", "decir"])
    #expect(!futuro.prefix(8).contains("caber"))  // the rarest of the family waits
  }

  @Test("persons rotate one step per question: yo, tú, él, nosotros, vosotros, ellos")
  func rotation() {
    let persons = Self.quiz(.easy, .spain).prefix(7).map(\.person)
    #expect(persons == [.yo, .tu, .el, .nosotros, .vosotros, .ellos, .yo])
  }

  @Test("Latin America never asks vosotros; the vos setting asks vos", arguments: Difficulty.allCases)
  func latinAmerica(difficulty: Difficulty) {
    let tu = Self.quiz(difficulty, .latinAmerica, .tu).compactMap(\.person)
    #expect(!tu.contains(.vosotros))
    #expect(!tu.contains(.vos))
    #expect(tu.contains(.tu))
    let vos = Self.quiz(difficulty, .latinAmerica, .vos).compactMap(\.person)
    #expect(!vos.contains(.tu))
    #expect(vos.contains(.vos))
    let spain = Self.quiz(difficulty, .spain, .tu).compactMap(\.person)
    #expect(spain.contains(.vosotros))
  }

  @Test("imperatives never ask yo; regular ones skip tú/vos, irregular tú ones ask tú or vos")
  func imperatives() {
    for (d, r, s) in Self.configurations {
      for seed in [0, 1, 2] as [UInt64] {
        let questions = Self.quiz(d, r, s, Randomness(shouldShuffle: seed != 0, seed: seed))
        let irregular = Set(
          (s == .vos ? VerbFamily.irregularVosImperativo : .irregularTuImperativo).verbs)
        let pronominal = Set(VerbFamily.pronominal.verbs)
        for q in questions where q.tense.isImperative {
          #expect(q.person != .yo)
          // Pronominal imperatives ask any person but yo (acuérdate, no te acuerdes).
          if pronominal.contains(q.infinitive) { continue }
          if q.tense == .imperativoNegativo || !irregular.contains(q.infinitive) {
            #expect(q.person != .tu && q.person != .vos, "\(q)")
          }
        }
        let secondPerson = questions.filter {
          $0.tense == .imperativoPositivo && ($0.person == .tu || $0.person == .vos)
            && !pronominal.contains($0.infinitive)
        }
        #expect(secondPerson.count == (d == .easy ? 0 : d == .moderate ? 2 : 1))
        #expect(secondPerson.allSatisfy { $0.person == s.person })
      }
    }
  }

  @Test("weather verbs only in the third person singular")
  func weather() {
    for (d, r, s) in Self.configurations {
      for seed in 0..<20 as Range<UInt64> {
        for q in Self.seeded(d, r, s, Randomness(shouldShuffle: true, seed: seed))
        where VerbFamily.weatherVerbs.contains(q.infinitive) {
          #expect(q.person == .el)
        }
      }
    }
  }

  @Test("no question a verb cannot answer, in any configuration")
  func answerable() {
    let key = QuizGame.answerKey(.standard)
    for (d, r, s) in Self.configurations {
      for seed in 0..<10 as Range<UInt64> {
        for q in Self.seeded(d, r, s, Randomness(shouldShuffle: seed != 0, seed: seed)) where key(q) == nil {
          Issue.record("no answer for \(q)")
        }
      }
    }
  }

  @Test("every family verb is in the catalog; the engine's weather verbs are the quiz's")
  func catalog() throws {
    for family in VerbFamily.allCases {
      for verb in family.verbs {
        #expect(VerbCatalog.standard.contains(verb), "\(family): \(verb)")
        let weather = try VerbCatalog.standard.conjugate(verb).isWeatherVerb
        #expect(weather == VerbFamily.weatherVerbs.contains(verb), "\(verb)")
      }
    }
  }

  @Test("every verb of every slot has a form for every person the slot may ask")
  func exhaustive() throws {
    var conjugations: [String: Conjugation] = [:]
    for difficulty in Difficulty.allCases {
      for second in SecondSingularQuiz.allCases {
        for slot in QuizComposer.slots(difficulty, second) {
          for verb in slot.family.verbs
          where QuizComposer.askable(VerbCatalog.standard.defectiveness(of: verb), slot) {
            if conjugations[verb] == nil {
              conjugations[verb] = try VerbCatalog.standard.conjugate(verb)
            }
            let conjugation = try #require(conjugations[verb])
            for person in Self.persons(slot, verb: verb) {
              #expect(
                conjugation.form(slot.tense, person) != nil,
                "\(verb) \(slot.tense) \(String(describing: person))")
            }
          }
        }
      }
    }
  }

  /// Every person a slot may ask of a verb, whatever the rotation and settings.
  static func persons(_ slot: QuizComposer.Slot, verb: String) -> [Person?] {
    guard slot.tense.isFinite else { return [nil] }
    if VerbFamily.weatherVerbs.contains(verb) { return [.el] }
    switch VerbCatalog.standard.defectiveness(of: verb).persons {
    case .third: return [.el, .ellos]
    case .thirdSingular: return [.el]
    case .all: break
    }
    switch slot.rule {
    case .secondSingular: return [.tu, .vos]
    case .notSecondSingular: return [.el, .nosotros, .vosotros, .ellos]
    case .rotating: return Person.allCases.filter { !(slot.tense.isImperative && $0 == .yo) }
    }
  }

  @Test("fixed order is the same every run; a seed reproduces a shuffle")
  func order() {
    #expect(Self.quiz(.moderate) == Self.quiz(.moderate))
    let a = Self.quiz(.moderate, .spain, .tu, Randomness(shouldShuffle: true, seed: 7))
    let b = Self.quiz(.moderate, .spain, .tu, Randomness(shouldShuffle: true, seed: 7))
    let c = Self.quiz(.moderate, .spain, .tu, Randomness(shouldShuffle: true, seed: 8))
    #expect(a == b)
    #expect(Self.seeded(.moderate, .spain, .tu, Randomness(shouldShuffle: true, seed: 7)) == a)
    #expect(a != c)
    #expect(a != Self.quiz(.moderate))
    #expect(Self.tenseCounts(a) == Self.tenseCounts(Self.quiz(.moderate)))
  }

  @Test("verbs are put in order by a stable sort: ties keep their first order")
  func stableOrder() {
    let keys = [3, 1, 2, 1, 3, 0]
    #expect(QuizComposer.stableOrder(6) { keys[$0] < keys[$1] } == [5, 1, 3, 2, 0, 4])
    #expect(QuizComposer.stableOrder(6) { keys[$0] > keys[$1] } == [0, 4, 2, 1, 3, 5])
    // 40 keys 9, 8, …, 0, 9, 8, … (four of each digit). In order, each digit's four
    // indices in their first order: 9, 19, 29, 39 for 0.
    let long = (0..<40).map { 9 - $0 % 10 }
    let sorted = QuizComposer.stableOrder(40) { long[$0] < long[$1] }
    #expect(Array(sorted.prefix(8)) == [9, 19, 29, 39, 8, 18, 28, 38])
    #expect(Array(sorted.suffix(4)) == [0, 10, 20, 30])
    #expect(sorted.count == 40)
    // Descending with ties, past a run: 0, 10, 20, 30 (the nines) first.
    #expect(Array(QuizComposer.stableOrder(40) { long[$0] > long[$1] }.prefix(4)) == [0, 10, 20, 30])
    // Against the standard library's sort (ties by index: the stable order), on
    // random keys of many lengths.
    var generator = SplitMix64(seed: 7)
    for length in 0..<120 {
      let keys = (0..<length).map { _ in Int(generator.next() % 5) }
      let expected = Array(0..<length).sorted { (keys[$0], $0) < (keys[$1], $1) }
      #expect(QuizComposer.stableOrder(length) { keys[$0] < keys[$1] } == expected, "\(length)")
    }
    #expect(QuizComposer.stableOrder(0) { _, _ in true } == [])
    #expect(QuizComposer.stableOrder(1) { _, _ in true } == [0])
    // Unranked verbs (rank 20,000) last, in their order; ranked ones by rank.
    let names = ["a", "b", "c", "d"]
    let ordered = QuizComposer.frequentOrder(ranks: names.map { ["b": 7, "d": 2][$0] }).map { names[$0] }
    #expect(ordered == ["d", "b", "a", "c"])
  }

  @Test("SplitMix64: its published first numbers")
  func splitMixCounts() {
    // Seed 0's first three numbers, as the published algorithm (Steele, Lea and
    // Flood; Vigna's reference code) gives them.
    var reference = SplitMix64(seed: 0)
    #expect(reference.next() == 0xE220_A839_7B1D_CDAF)
    #expect(reference.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(reference.next() == 0x06C4_5D18_8009_454F)
  }

  @Test("unshuffled, verbs come by rank, unranked last, ties in their order")
  func unshuffledOrder() {
    let ranks: [Int?] = [5, nil, 2, 5, 1, nil, 3]
    #expect(QuizComposer.frequentOrder(ranks: ranks) == [4, 2, 6, 0, 3, 1, 5])
  }
}
