/// What a learner chose to drill. Empty lists mean "the defaults" (the
/// difficulty's tenses, the frequent verbs, every person the settings allow).
public struct PracticeFilter: Sendable, Hashable {
  var tenses: [Tense]
  /// Infinitives, already resolved against the catalog (`LearnerNames.verb`).
  var verbs: [String]
  var persons: [Person]
  /// Keep only verbs with irregular forms in the chosen tenses.
  var irregularOnly: Bool
  var count: Int
  var seed: UInt64

  /// Questions in a practice when the learner names no count.
  public static let defaultCount = 20
  /// The counts a practice may ask for.
  public static let countRange = 1...500

  /// A filter: empty lists take the defaults; `seed` fixes the shuffle.
  public init(
    tenses: [Tense] = [], verbs: [String] = [], persons: [Person] = [],
    irregularOnly: Bool = false, count: Int = defaultCount, seed: UInt64 = 0
  ) {
    self.tenses = tenses
    self.verbs = verbs
    self.persons = persons
    self.irregularOnly = irregularOnly
    self.count = count
    self.seed = seed
  }
}

/// A catalog verb as practice selection sees it.
struct PracticeVerb: Sendable, Hashable {
  let infinitive: String
  /// The tenses in which the verb has an irregular form.
  let irregularTenses: Set<Tense>
  /// Which persons and tenses the verb has (llover: él only; acontecer: él and
  /// ellos; soler: no future, conditional or imperative).
  let defective: Defectiveness
  /// The catalog's frequency rank (1: the most common verb); nil when unranked.
  let rank: Int?

  init(
    _ infinitive: String, irregularIn irregularTenses: Set<Tense> = [],
    defective: Defectiveness = .none, rank: Int? = nil
  ) {
    self.infinitive = infinitive
    self.irregularTenses = irregularTenses
    self.defective = defective
    self.rank = rank
  }

  /// Weather and impersonal verbs (llover, acontecer): third person only, no imperative.
  var thirdPersonOnly: Bool { defective.persons != .all }

  /// Whether the verb lacks a whole tense (soler: the future, the conditional).
  func lacks(_ tense: Tense) -> Bool {
    defective.missingTenses.contains(tense) || (thirdPersonOnly && tense.isImperative)
  }

  /// Whether the verb has a form for a person in a tense (nil: non-finite).
  func has(_ tense: Tense, _ person: Person?) -> Bool {
    if lacks(tense) { return false }
    guard let person else { return !tense.isFinite }
    return tense.isFinite && !(tense.isImperative && person == .yo) && defective.allows(person)
  }
}

/// What the world supplies around a filter: the catalog, the defaults and the
/// persons the region and `secondSingularQuiz` ask when the learner names none.
public struct PracticeContext: Sendable, Hashable {
  let catalog: [PracticeVerb]
  let defaultTenses: [Tense]
  /// Infinitives used when the filter names none (the frequent verbs), each once.
  let defaultVerbs: [String]
  let allowedPersons: [Person]

  /// The tenses a difficulty's ranked quiz asks, in first-asked order.
  static func tenses(for difficulty: Difficulty) -> [Tense] {
    // Each once, in first-asked order.
    var kept: [Tense] = []
    for slot in QuizComposer.slots(difficulty, .tu) where !kept.contains(slot.tense) {
      kept.append(slot.tense)
    }
    return kept
  }

  /// The persons a region and second-person setting allow (as the quiz asks them).
  static func persons(region: Region, secondSingular: SecondSingularQuiz) -> [Person] {
    QuizComposer.persons(region: region, secondSingular: secondSingular)
  }
}
