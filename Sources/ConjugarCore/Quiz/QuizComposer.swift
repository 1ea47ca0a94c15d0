/// Question composition (shared/spec/quiz.md): a pure function of the difficulty,
/// region, second-person setting and randomness.
public enum QuizComposer {
  /// Which persons a slot may ask.
  public enum PersonRule: Sendable, Hashable {
    /// The rotation (imperatives skip yo).
    case rotating
    /// Regular imperatives: neither yo nor tú/vos.
    case notSecondSingular
    /// The irregular tú (or vos) imperatives.
    case secondSingular
  }

  /// `count` questions in `tense` drawn from `family`.
  public struct Slot: Sendable, Hashable {
    public let tense: Tense
    public let family: VerbFamily
    public let count: Int
    public let rule: PersonRule

    init(_ tense: Tense, _ family: VerbFamily, _ count: Int, _ rule: PersonRule = .rotating) {
      self.tense = tense
      self.family = family
      self.count = count
      self.rule = rule
    }
  }

  public static func compose(
    difficulty: Difficulty, region: Region, secondSingular: SecondSingularQuiz,
    randomness: Randomness
  ) -> [Question] {
    var generator = SplitMix64(seed: randomness.seed)
    var pools: [VerbFamily: [String]] = [:]
    var cursors: [VerbFamily: Int] = [:]
    var drawn: [(verb: String, slot: Slot)] = []
    for slot in slots(difficulty, secondSingular) {
      if pools[slot.family] == nil {
        var verbs = slot.family.verbs
        if randomness.shouldShuffle { verbs.shuffle(using: &generator) }
        pools[slot.family] = verbs
      }
      let pool = pools[slot.family] ?? []
      for _ in 0..<slot.count {
        let cursor = cursors[slot.family, default: 0]
        drawn.append((pool[cursor % pool.count], slot))
        cursors[slot.family] = cursor + 1
      }
    }
    if randomness.shouldShuffle { drawn.shuffle(using: &generator) }
    let rotation = persons(region: region, secondSingular: secondSingular)
    return drawn.enumerated().map { index, entry in
      Question(
        entry.verb, entry.slot.tense,
        person(
          at: index, rotation: rotation, verb: entry.verb, tense: entry.slot.tense,
          rule: entry.slot.rule, secondSingular: secondSingular.person))
    }
  }

  /// [yo, tú-or-vos, él, nosotros, vosotros, ellos]; no vosotros in Latin America.
  public static func persons(region: Region, secondSingular: SecondSingularQuiz) -> [Person] {
    [.yo, secondSingular.person, .el, .nosotros] + (region == .spain ? [.vosotros] : []) + [.ellos]
  }

  static func person(
    at index: Int, rotation: [Person], verb: String, tense: Tense, rule: PersonRule,
    secondSingular: Person
  ) -> Person? {
    guard tense.isFinite else { return nil }
    if VerbFamily.weatherVerbs.contains(verb) { return .el }
    if rule == .secondSingular { return secondSingular }
    let excluded: Set<Person> =
      rule == .notSecondSingular ? [.yo, .tu, .vos] : tense.isImperative ? [.yo] : []
    for step in 0..<rotation.count {
      let candidate = rotation[(index + step) % rotation.count]
      if !excluded.contains(candidate) { return candidate }
    }
    return .el
  }

  /// The composition table for a difficulty.
  public static func slots(_ difficulty: Difficulty, _ second: SecondSingularQuiz) -> [Slot] {
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
        Slot(.presenteDeIndicativo, .regularAr, 2), Slot(.presenteDeIndicativo, .regularIr, 1),
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
        Slot(.imperativoPositivo, .anyRegular, 2, .notSecondSingular),
        Slot(.imperativoNegativo, .anyRegular, 2, .notSecondSingular),
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
      Slot(.presenteDeIndicativo, .regularAr, 1), Slot(.presenteDeIndicativo, .regularIr, 1),
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
      Slot(.imperativoNegativo, .anyRegular, 1, .notSecondSingular),
    ]
      + compound.enumerated().map { i, tense in
        Slot(tense, i.isMultiple(of: 2) ? .anyRegular : .irregularParticipio, 1)
      }
  }
}
