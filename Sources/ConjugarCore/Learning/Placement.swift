import FoundationEssentials

/// The first session of a learner with no history: a short ladder, easiest
/// first, one item per skill a teacher would probe (regular presente to si
/// clauses). Played in stages; it stops after a stage that shows the rest is
/// beyond the learner (docs/learning.md, "Placement").
public enum Placement {
  /// At most this many questions (issue 34: ≤ 15).
  public static let maximum = 15
  /// Questions per stage, after each of which the placement may stop.
  public static let stageSize = 5

  /// The ladder, as (infinitive, tense, person) or a context topic; tú becomes
  /// vos and the like through `DailyPlanner.persons`.
  enum Step {
    case form(String, Tense, Person?)
    /// A sentence of the topic whose main answer is in `tense` (the harder choice).
    case context(ContextTopic, Tense)
  }

  static let ladder: [Step] = [
    .form("hablar", .presenteDeIndicativo, .tu), .form("comer", .preterito, .yo),
    .form("vivir", .imperfectoDeIndicativo, .nosotros), .form("tener", .presenteDeIndicativo, .yo),
    .form("pensar", .presenteDeIndicativo, .ellos),
    .form("poder", .preterito, .el), .form("hablar", .futuroDeIndicativo, .nosotros),
    .context(.preteritoImperfecto, .imperfectoDeIndicativo), .form("dormir", .presenteDeSubjuntivo, .ellos),
    .form("acordarse", .presenteDeIndicativo, .yo),
    .context(.subjuntivoDeseo, .presenteDeSubjuntivo), .form("hacer", .perfectoDeIndicativo, .tu),
    .form("decir", .imperfectoDeSubjuntivo1, .ellos), .form("tener", .presenteDeSubjuntivo, .tu),
    .context(.oracionesSi, .pluscuamperfectoDeSubjuntivo1),
  ]

  /// Whether to stop after a stage: at most one right of its five says the next
  /// stage, harder, would teach nothing about the learner but that it is too hard.
  public static func stops(afterStageWith right: Int, of asked: Int) -> Bool {
    asked > 0 && right * 5 <= asked
  }

  /// Fewer answers than this place nothing: one easy item answered, then the
  /// placement left, says nothing of the top (issue 45, item 7).
  public static let minimumAnswered = stageSize

  /// The last items of the ladder, above B1 (the imperfecto de subjuntivo, the
  /// presente de subjuntivo of tener, si clauses): their skills, as the stage's tally counts them.
  public static let topSkills: [Skill] = [
    Skill(.tense, Tense.imperfectoDeSubjuntivo1.rawValue), Skill(.tense, Tense.presenteDeSubjuntivo.rawValue),
    Skill(.context, ContextTopic.oracionesSi.rawValue),
  ]

  /// The quiz difficulty the placement suggests: nil under `minimumAnswered`
  /// answers (the setting stays); Difficult only with a share of 0.75 and at
  /// least two of the three top items right, so that failing the top cannot give
  /// it (12 of 15 with the top three wrong is Moderate); else Moderate from 0.4.
  public static func difficulty(right: Int, asked: Int, topRight: Int) -> Difficulty? {
    guard asked >= minimumAnswered else { return nil }
    let share = Double(right) / Double(asked)
    if share >= 0.75 && topRight >= 2 { return .difficult }
    return share < 0.4 ? .easy : .moderate
  }
}

extension DailyPlanner {
  /// The placement's items, `count` at most.
  func placement(count: Int) -> [DailyItem] {
    var items: [DailyItem] = []
    for step in Placement.ladder where items.count < count {
      switch step {
      case let .form(verb, tense, person):
        // tú follows the second-person setting (vos where vos is asked).
        let asked = person == .tu ? persons[1] : person
        if let item = makeItem(Question(verb, tense, asked), .placement, Skill(.tense, tense.rawValue)) {
          items.append(item)
        }
      case let .context(topic, tense):
        let sentences = (library?.sentences ?? []).filter { sentence in
          sentence.topic == topic && ContextLibrary.asks(sentence, settings: settings)
        }
        let sentence = sentences.first { $0.tense == tense } ?? sentences.first
        if let sentence, let item = makeItem(sentence.question, .placement, Skill(.context, topic.rawValue)) {
          items.append(item)
        }
      }
    }
    return items
  }
}
