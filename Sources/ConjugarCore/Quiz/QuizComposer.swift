import FoundationEssentials
import Glibc

/// Question composition (docs/quiz.md): a pure function of the difficulty,
/// region, second-person setting and randomness.
enum QuizComposer {
  /// Which persons a slot may ask.
  enum PersonRule: Sendable, Hashable {
    /// The rotation (imperatives skip yo).
    case rotating
    /// Regular imperatives: neither yo nor tú/vos.
    case notSecondSingular
    /// The irregular tú (or vos) imperatives.
    case secondSingular
  }

  /// `count` questions in `tense` drawn from `family`.
  struct Slot: Sendable, Hashable {
    let tense: Tense
    let family: VerbFamily
    let count: Int
    let rule: PersonRule

    init(_ tense: Tense, _ family: VerbFamily, _ count: Int, _ rule: PersonRule = .rotating) {
      self.tense = tense
      self.family = family
      self.count = count
      self.rule = rule
    }
  }

  /// The questions of a ranked quiz. Each slot draws from its family, frequent
  /// verbs first (by the catalog's rank: a weighted shuffle when shuffling, rank
  /// order when not), skipping verbs that lack the slot's forms (weather and
  /// impersonal verbs: third person only, never the imperative). Persons are
  /// drawn at random within what the slot allows when shuffling, in rotation
  /// when not.
  static func compose(
    difficulty: Difficulty, region: Region, secondSingular: SecondSingularQuiz,
    randomness: Randomness, catalog: VerbCatalog
  ) -> [Question] {
    compose(
      difficulty: difficulty, region: region, secondSingular: secondSingular, randomness: randomness,
      verbInfo: { name in
        let looked = catalog.rankAndDefectiveness(of: name)
        return VerbInfo(rank: looked.rank, defective: looked.defective)
      })
  }

  /// What composition needs to know of a verb: how common it is, which forms it has.
  struct VerbInfo: Sendable, Hashable {
    let rank: Int?
    let defective: Defectiveness
  }

  /// A family's verb with what composition knows of it, looked up once.
  struct PoolVerb {
    let name: String
    let info: VerbInfo
  }

  /// A drawn question before its person: the verb and the slot it fills.
  struct Drawn {
    let verb: PoolVerb
    let slot: Slot
  }

  /// The same, with the verbs' ranks and forms from `verbInfo` (asked once per
  /// verb of each family drawn from; the pools keep the answers, so nothing is
  /// looked up by name again).
  static func compose(
    difficulty: Difficulty, region: Region, secondSingular: SecondSingularQuiz,
    randomness: Randomness, verbInfo: (String) -> VerbInfo
  ) -> [Question] {
    compose(
      difficulty: difficulty, region: region, secondSingular: secondSingular, randomness: randomness,
      poolInfo: { $0.verbs.map(verbInfo) })
  }

  /// The same, `poolInfo` giving a family's verbs' facts, in the order of its `verbs`.
  static func compose(
    difficulty: Difficulty, region: Region, secondSingular: SecondSingularQuiz,
    randomness: Randomness, poolInfo: (VerbFamily) -> [VerbInfo]
  ) -> [Question] {
    var generator = SplitMix64(seed: randomness.seed)
    // Each family's pool, made when first drawn from, and where its cursor stands.
    var pools: [VerbFamily: [PoolVerb]] = [:]
    var cursors: [VerbFamily: Int] = [:]
    var drawn: [Drawn] = []
    for slot in slots(difficulty, secondSingular) {
      let family = slot.family
      if pools[family] == nil {
        let names = family.verbs
        let infos = poolInfo(family)
        let ranks = infos.map(\.rank)
        let order =
          randomness.shouldShuffle ? frequentOrder(ranks: ranks, using: &generator) : frequentOrder(ranks: ranks)
        pools[family] = order.map { PoolVerb(name: names[$0], info: infos[$0]) }
      }
      let pool = pools[family] ?? []
      guard !pool.isEmpty else { continue }
      for _ in 0..<slot.count {
        var cursor = cursors[family, default: 0]
        var verb = pool[cursor % pool.count]
        // A verb without the slot's forms gives way to the next (at most a round).
        var steps = 0
        while steps < pool.count, !askable(verb.info.defective, slot) {
          cursor += 1
          verb = pool[cursor % pool.count]
          steps += 1
        }
        drawn.append(Drawn(verb: verb, slot: slot))
        cursors[family] = cursor + 1
      }
    }
    if randomness.shouldShuffle { drawn.shuffle(using: &generator) }
    let rotation = persons(region: region, secondSingular: secondSingular)
    return drawn.enumerated().map { index, entry in
      let allowed = allowedPersons(
        rotation: rotation, defective: entry.verb.info.defective,
        tense: entry.slot.tense, rule: entry.slot.rule, secondSingular: secondSingular.person)
      let person: Person? =
        randomness.shouldShuffle
        ? allowed.randomElement(using: &generator)
        : person(
          at: index, rotation: rotation, verb: entry.verb.name, tense: entry.slot.tense,
          rule: entry.slot.rule, secondSingular: secondSingular.person, allowed: allowed)
      return Question(entry.verb.name, entry.slot.tense, entry.slot.tense.isFinite ? person : nil)
    }
  }

  /// Whether a verb has the forms a slot asks.
  static func askable(_ defective: Defectiveness, _ slot: Slot) -> Bool {
    if !defective.missingTenses.isEmpty && defective.missingTenses.contains(slot.tense) { return false }
    if defective.persons != .all && (slot.tense.isImperative || slot.rule == .secondSingular) {
      return false
    }
    return true
  }

  /// The persons a question may ask: the rotation less what the slot excludes
  /// (imperatives have no yo; regular imperatives skip tú and vos) and what the
  /// verb lacks.
  static func allowedPersons(
    rotation: [Person], defective: Defectiveness, tense: Tense, rule: PersonRule,
    secondSingular: Person
  ) -> [Person] {
    guard tense.isFinite else { return [] }
    switch defective.persons {
    case .thirdSingular: return [.el]
    case .third: return [.el, .ellos]
    case .all: break
    }
    if rule == .secondSingular { return [secondSingular] }
    if rule == .notSecondSingular { return rotation.filter { $0 != .yo && $0 != .tu && $0 != .vos } }
    return tense.isImperative ? rotation.filter { $0 != .yo } : rotation
  }

  /// Verbs ordered most frequent first, as indices into `ranks` (each verb's rank,
  /// nil: unranked): by rank, unranked last in their order.
  static func frequentOrder(ranks given: [Int?]) -> [Int] {
    let ranks = given.map { $0 ?? unranked }
    return stableOrder(ranks.count) { ranks[$0] < ranks[$1] }
  }

  /// The same verbs in a shuffle weighted by frequency (weight 1/rank,
  /// Efraimidis–Spirakis keys, one number from `generator` a verb), so common verbs
  /// come up most and rare ones still sometimes.
  static func frequentOrder(ranks given: [Int?], using generator: inout SplitMix64) -> [Int] {
    let keys = given.map { weightedKey(rank: $0 ?? unranked, uniform: generator.nextUnit()) }
    return stableOrder(keys.count) { keys[$0] > keys[$1] }
  }

  /// The rank that stands for an unranked verb: after every ranked one.
  static let unranked = 20_000

  /// A verb's Efraimidis–Spirakis key for weight 1/rank: log(u) / weight, with u in
  /// (0, 1].
  static func weightedKey(rank: Int, uniform: Double) -> Double {
    let weight = 1 / Double(rank)
    return log(uniform) / weight
  }

  /// The indices 0..<count ordered by `precedes`, equal elements in index order
  /// (the standard library's sort is not stable, so ties go by index).
  static func stableOrder(_ count: Int, by precedes: (Int, Int) -> Bool) -> [Int] {
    (0..<max(count, 0)).sorted { precedes($0, $1) || (!precedes($1, $0) && $0 < $1) }
  }

  /// [yo, tú-or-vos, él, nosotros, vosotros, ellos]; no vosotros in Latin America.
  static func persons(region: Region, secondSingular: SecondSingularQuiz) -> [Person] {
    [.yo, secondSingular.person, .el, .nosotros] + (region == .spain ? [.vosotros] : []) + [.ellos]
  }

  /// The rotation's person for question `index`, or the next the question allows.
  static func person(
    at index: Int, rotation: [Person], verb: String, tense: Tense, rule: PersonRule,
    secondSingular: Person, allowed: [Person]
  ) -> Person? {
    guard tense.isFinite else { return nil }
    for step in 0..<rotation.count {
      let candidate = rotation[(index + step) % rotation.count]
      if allowed.contains(candidate) { return candidate }
    }
    return allowed.first ?? .el
  }

  /// The composition table for a difficulty.
  static func slots(_ difficulty: Difficulty, _ second: SecondSingularQuiz) -> [Slot] {
    let tuImperative: VerbFamily = second == .vos ? .irregularVosImperativo : .irregularTuImperativo
    switch difficulty {
    case .easy:
      return [
        Slot(.presenteDeIndicativo, .regularAr, 3), Slot(.presenteDeIndicativo, .regularIr, 3),
        Slot(.presenteDeIndicativo, .regularEr, 3), Slot(.presenteDeIndicativo, .irregularPresente, 9),
        Slot(.futuroDeIndicativo, .irregularRaizFutura, 8), Slot(.futuroDeIndicativo, .regularAr, 3),
        Slot(.futuroDeIndicativo, .regularIr, 2), Slot(.futuroDeIndicativo, .regularEr, 2),
        Slot(.preterito, .irregularPreterito, 8), Slot(.preterito, .anyRegular, 9),
      ]
    case .moderate:
      return [
        Slot(.presenteDeIndicativo, .regularAr, 1), Slot(.presenteDeIndicativo, .pronominal, 1),
        Slot(.presenteDeIndicativo, .regularIr, 1),
        Slot(.presenteDeIndicativo, .regularEr, 1), Slot(.presenteDeIndicativo, .irregularPresente, 4),
        Slot(.futuroDeIndicativo, .irregularRaizFutura, 3), Slot(.futuroDeIndicativo, .anyRegular, 2),
        Slot(.condicional, .irregularRaizFutura, 3), Slot(.condicional, .anyRegular, 2),
        Slot(.perfectoDeIndicativo, .irregularParticipio, 3),
        Slot(.perfectoDeIndicativo, .anyRegular, 2),
        Slot(.imperfectoDeIndicativo, .irregularImperfecto, 3),
        Slot(.imperfectoDeIndicativo, .anyRegular, 3),
        Slot(.preterito, .irregularPreterito, 3), Slot(.preterito, .regularAr, 1),
        Slot(.preterito, .regularIr, 1), Slot(.preterito, .regularEr, 1),
        Slot(.presenteDeSubjuntivo, .irregularPresenteDeSubjuntivo, 3),
        Slot(.presenteDeSubjuntivo, .anyRegular, 2),
        Slot(.gerundio, .irregularGerundio, 2), Slot(.gerundio, .anyRegular, 2),
        Slot(.imperativoPositivo, tuImperative, 2, .secondSingular),
        Slot(.imperativoPositivo, .anyRegular, 1, .notSecondSingular),
        Slot(.imperativoPositivo, .pronominal, 1),
        Slot(.imperativoNegativo, .anyRegular, 1, .notSecondSingular),
        Slot(.imperativoNegativo, .pronominal, 1),
      ]
    case .difficult:
      return difficultSlots(tuImperative)
    }
  }

  private static func difficultSlots(_ tuImperative: VerbFamily) -> [Slot] {
    let compound: [Tense] = [
      .perfectoDeIndicativo, .preteritoAnterior, .pluscuamperfectoDeIndicativo, .futuroPerfecto,
      .condicionalCompuesto, .perfectoDeSubjuntivo, .pluscuamperfectoDeSubjuntivo1,
      .pluscuamperfectoDeSubjuntivo2, .futuroPerfectoDeSubjuntivo,
    ]
    return [
      Slot(.gerundio, .irregularGerundio, 2), Slot(.gerundio, .regularAr, 1),
      Slot(.gerundio, .regularIr, 1), Slot(.gerundio, .regularEr, 1),
      Slot(.presenteDeIndicativo, .pronominal, 1), Slot(.presenteDeIndicativo, .regularIr, 1),
      Slot(.presenteDeIndicativo, .regularEr, 1), Slot(.presenteDeIndicativo, .irregularPresente, 3),
      Slot(.preterito, .irregularPreterito, 3), Slot(.preterito, .regularAr, 1),
      Slot(.preterito, .regularIr, 1), Slot(.preterito, .regularEr, 1),
      Slot(.imperfectoDeIndicativo, .irregularImperfecto, 2),
      Slot(.imperfectoDeIndicativo, .anyRegular, 2),
      Slot(.futuroDeIndicativo, .irregularRaizFutura, 2), Slot(.futuroDeIndicativo, .anyRegular, 2),
      Slot(.condicional, .anyRegular, 2), Slot(.condicional, .irregularRaizFutura, 1),
      Slot(.presenteDeSubjuntivo, .irregularPresenteDeSubjuntivo, 3),
      Slot(.presenteDeSubjuntivo, .regularAr, 1), Slot(.presenteDeSubjuntivo, .regularIr, 1),
      Slot(.presenteDeSubjuntivo, .regularEr, 1),
      Slot(.imperfectoDeSubjuntivo1, .irregularPreterito, 1),
      Slot(.imperfectoDeSubjuntivo2, .anyRegular, 1),
      Slot(.futuroDeSubjuntivo, .irregularPreterito, 1), Slot(.futuroDeSubjuntivo, .anyRegular, 1),
      Slot(.imperativoPositivo, tuImperative, 1, .secondSingular),
      Slot(.imperativoPositivo, .anyRegular, 1, .notSecondSingular),
      Slot(.imperativoNegativo, .pronominal, 1),
    ]
      + compound.enumerated().map { i, tense in
        Slot(tense, i.isMultiple(of: 2) ? .anyRegular : .irregularParticipio, 1)
      }
  }
}
