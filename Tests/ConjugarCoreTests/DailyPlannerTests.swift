import Foundation
import Testing

@testable import ConjugarCore

/// `conjugar today`'s choice of items (docs/learning.md, "conjugar today").
@Suite("daily planner")
struct DailyPlannerTests {
  static let planner = DailyPlanner(
    catalog: .standard, settings: Settings(defaultPlayerName: "ana"), library: try? ContextLibrary.standard())
  static let subjunctive = Skill(.tense, "presenteDeSubjuntivo")

  @Test("no history: the placement, at most 15 items, easiest first, an imperfecto sentence among them")
  func placement() throws {
    let items = Self.planner.plan(.empty, schedule: .empty, now: aDate, count: 30, seed: 1)
    #expect(items.count == 15)
    #expect(items.allSatisfy { $0.reason == .placement })
    #expect(items.first?.question == Question("hablar", .presenteDeIndicativo, .tu))
    let library = try ContextLibrary.standard()
    let sentences = items.compactMap { $0.question.sentence.flatMap(library.sentence) }
    #expect(sentences.map(\.topic) == [.preteritoImperfecto, .subjuntivoDeseo, .oracionesSi])
    #expect(sentences.first?.tense == .imperfectoDeIndicativo)
    #expect(Set(items.map(\.question)).count == items.count)
  }

  static func diagnosed() -> LearnerSnapshot {
    var state = SkillState(lastPractised: aDate - 3600)
    for _ in 0..<3 { state.answered(right: false, exact: false, at: aDate - 3600) }
    let mistakes = ["piensas", "vienes", "tienes"].enumerated().map { index, typed in
      MistakeRecord(
        date: aDate - Double(index + 1) * 600, pattern: .indicativeForSubjunctive, skill: subjunctive,
        infinitive: "x", answer: typed, correctForm: "y")
    }
    return LearnerSnapshot(skills: [subjunctive: state], weeks: [], mistakes: mistakes)
  }

  @Test("a diagnosis takes half the session: forms and sentences that test its skill")
  func diagnosis() {
    let items = Self.planner.plan(Self.diagnosed(), schedule: .empty, now: aDate, count: 20, seed: 3)
    #expect(items.count == 20)
    let drilled = items.filter { $0.reason == .diagnosis }
    #expect(drilled.count == 10)
    // A form touches the tense's skill; a sentence its topic's, and takes the tense.
    #expect(
      drilled.allSatisfy {
        $0.skill == Self.subjunctive
          && ($0.question.sentence == nil
            ? $0.skills.contains(Self.subjunctive) : $0.tenses.first == .presenteDeSubjuntivo)
      })
    #expect(drilled.contains { $0.question.sentence != nil } && drilled.contains { $0.question.sentence == nil })
    // Two tenths probe while the families have under 3 chances (4 of 20), the rest new.
    #expect(items.filter { $0.reason == .probe }.count == 4)
    #expect(items.filter { $0.reason == .new }.count == 6)
    #expect(Set(items.map(\.question)).count == 20)
    // Interleaved: the drill is not bunched at one end.
    let firstHalf = items.prefix(10).filter { $0.reason == .diagnosis }.count
    #expect((3...7).contains(firstHalf))
    // The same seed, the same session.
    #expect(Self.planner.plan(Self.diagnosed(), schedule: .empty, now: aDate, count: 20, seed: 3) == items)
  }

  @Test("a learner with no weak skill gets new and due items only")
  func strong() {
    var state = SkillState(lastPractised: aDate)
    for _ in 0..<5 { state.answered(right: true, exact: true, at: aDate) }
    let snapshot = LearnerSnapshot(skills: [Self.subjunctive: state], weeks: [], mistakes: [])
    let items = Self.planner.plan(snapshot, schedule: .empty, now: aDate, count: 12, seed: 3)
    #expect(items.count == 12)
    // Every family under 3 chances: two tenths of 12 probe (12 / 10 · 2).
    #expect(items.filter { $0.reason == .probe }.count == 2)
    #expect(items.allSatisfy { $0.reason == .new || $0.reason == .probe })
  }

  @Test("a class's assignment takes a quarter of the session, items that test its tense, reason assignment")
  func assignment() {
    var state = SkillState(lastPractised: aDate)
    for _ in 0..<5 { state.answered(right: true, exact: true, at: aDate) }
    let snapshot = LearnerSnapshot(skills: [Self.subjunctive: state], weeks: [], mistakes: [])
    let imperfecto = Skill(.tense, "imperfectoDeIndicativo")
    let items = Self.planner.plan(
      snapshot, schedule: .empty, now: aDate, count: 20, seed: 3, assigned: [Self.subjunctive, imperfecto])
    #expect(items.count == 20)
    // 20 / 4 = 5 items, shared 2 and 3 between the two assigned tenses, in order.
    let assigned = items.filter { $0.reason == .assignment }
    #expect(assigned.filter { $0.skill == Self.subjunctive }.count == 2)
    #expect(assigned.filter { $0.skill == imperfecto }.count == 3)
    // Each tests its tense: a form of it, or a sentence that takes it.
    #expect(
      assigned.allSatisfy { item in
        let tense: Tense = item.skill == Self.subjunctive ? .presenteDeSubjuntivo : .imperfectoDeIndicativo
        return item.question.sentence == nil ? item.question.tense == tense : item.tenses.first == tense
      })
    // Without an assignment, the same learner gets none (new and probe items, as in `strong`).
    let plain = Self.planner.plan(snapshot, schedule: .empty, now: aDate, count: 20, seed: 3)
    #expect(plain.allSatisfy { $0.reason == .new || $0.reason == .probe })
    #expect(Set(items.map(\.question)).count == 20)
  }

  @Test("a learner who gives -se for -ra is drilled on -ra forms, never on sentences (which take either)")
  func raSeSwapped() {
    let skill = Skill(.tense, "pluscuamperfectoDeSubjuntivo1")
    var state = SkillState(lastPractised: aDate - 3600)
    for _ in 0..<3 { state.answered(right: true, exact: false, at: aDate - 3600) }
    let mistakes = (1...3).map { index in
      MistakeRecord(
        date: aDate - Double(index) * 600, pattern: .seForRa, skill: skill, infinitive: "hablar",
        answer: "hubiese hablado", correctForm: "hubiera hablado")
    }
    let snapshot = LearnerSnapshot(skills: [skill: state], weeks: [], mistakes: mistakes)
    let items = Self.planner.plan(snapshot, schedule: .empty, now: aDate, count: 20, seed: 5)
    let drilled = items.filter { $0.reason == .diagnosis }
    #expect(drilled.count == 10)
    #expect(drilled.allSatisfy { $0.question.sentence == nil && $0.skill == skill })
    // se>ra has a direction: only forms that ask the -ra spelling can show it.
    let tenses = Set(drilled.map(\.question.tense))
    #expect(tenses == [.pluscuamperfectoDeSubjuntivo1])
  }

  @Test("scheduled candidates are not new; the first due items come first; a schedule elsewhere is no placement")
  func schedule() {
    let tener = Question("tener", .presenteDeIndicativo, .yo)
    let known = Set(
      Self.planner.plan(
        .empty, schedule: .init(due: [], known: [], isEmpty: false), now: aDate,
        count: 6, seed: 2
      ).map(\.question))
    #expect(known.count == 6)
    #expect(
      !known.isEmpty
        && Self.planner.plan(
          .empty, schedule: .init(due: [], known: [], isEmpty: false),
          now: aDate, count: 6, seed: 2
        ).allSatisfy { $0.reason == .new })
    let excerpt = ScheduleExcerpt(due: [tener], known: known.union([tener]), isEmpty: false)
    let items = Self.planner.plan(.empty, schedule: excerpt, now: aDate, count: 6, seed: 2)
    #expect(items.filter { $0.reason == .due }.map(\.question) == [tener])
    #expect(items.filter { $0.reason == .new }.allSatisfy { !known.contains($0.question) })
  }

  @Test("a skill no longer targeted gets at most a fifth of the session from review; other due items fill in")
  func dueCapped() {
    // Twelve subjunctive items due, then two of other tenses; no weak skill.
    let verbs = [
      "hablar", "comer", "vivir", "tomar", "beber", "abrir", "mirar", "leer", "subir", "llegar", "correr", "partir",
    ]
    let subjunctive = verbs.map { Question($0, .presenteDeSubjuntivo, .yo) }
    let others = [Question("hablar", .preterito, .yo), Question("comer", .imperfectoDeIndicativo, .yo)]
    let excerpt = ScheduleExcerpt(
      due: subjunctive + others, known: Set(subjunctive + others), isEmpty: false)
    let items = Self.planner.plan(.empty, schedule: excerpt, now: aDate, count: 12, seed: 5)
    let due = items.filter { $0.reason == .due }.map(\.question)
    // A session of 12 asks at most 6 due items (half, with no target) and at
    // most 2 of one skill (12 / 5): the first two subjunctive items, then the
    // two others; the rest of the twelve are new.
    #expect(Set(due) == Set(subjunctive.prefix(2) + others))
    #expect(items.count == 12)
    // A targeted skill is not capped: the same excerpt for a learner weak in the
    // subjunctive asks more of it than two.
    var weak = SkillState(lastPractised: aDate)
    for _ in 0..<4 { weak.answered(right: false, exact: false, at: aDate) }
    let snapshot = LearnerSnapshot(skills: [Self.subjunctive: weak], weeks: [], mistakes: [])
    let drilled = Self.planner.plan(snapshot, schedule: excerpt, now: aDate, count: 12, seed: 5)
    #expect(drilled.filter { $0.question.tense == .presenteDeSubjuntivo }.count > 2)
    // The -ra and -se pluscuamperfecto are one tense for the cap: two due of
    // each spelling, and only two of the four are asked.
    let ra = [
      Question("hablar", .pluscuamperfectoDeSubjuntivo1, .yo), Question("comer", .pluscuamperfectoDeSubjuntivo1, .yo),
    ]
    let se = [
      Question("vivir", .pluscuamperfectoDeSubjuntivo2, .yo), Question("tomar", .pluscuamperfectoDeSubjuntivo2, .yo),
    ]
    let twins = ScheduleExcerpt(due: ra + se, known: Set(ra + se), isEmpty: false)
    let asked = Self.planner.plan(.empty, schedule: twins, now: aDate, count: 12, seed: 5)
    #expect(
      asked.filter { $0.reason == .due }.map(\.question).sorted { $0.infinitive < $1.infinitive }
        == ra.sorted { $0.infinitive < $1.infinitive })
  }

  @Test("an error no longer diagnosed is one cap across every skill it touched")
  func clearedErrorCapped() throws {
    // The indicative for the subjunctive, made on three presente and three
    // imperfecto de subjuntivo items, then cleared: six exact answers since on
    // each tense.
    let present = ["hablar", "comer", "vivir"].map { Question($0, .presenteDeSubjuntivo, .yo) }
    let past = ["tomar", "beber", "abrir"].map { Question($0, .imperfectoDeSubjuntivo1, .yo) }
    let others = [Question("mirar", .preterito, .yo), Question("leer", .imperfectoDeIndicativo, .yo)]
    let mistakes = (present + past).map { question in
      MistakeRecord(
        date: aDate - 3_600, pattern: .indicativeForSubjunctive, skill: Skill(.tense, question.tense.rawValue),
        infinitive: question.infinitive, answer: "x", correctForm: "y")
    }
    var skills: [Skill: SkillState] = [:]
    for tense in [Tense.presenteDeSubjuntivo, .imperfectoDeSubjuntivo1] {
      var state = SkillState(lastPractised: aDate)
      for _ in 0..<6 { state.answered(right: true, exact: true, at: aDate) }
      skills[Skill(.tense, tense.rawValue)] = state
    }
    // Cleared: stored as such, no diagnosis in force.
    let snapshot = LearnerSnapshot(skills: skills, weeks: [], mistakes: mistakes, diagnoses: [])
    #expect(snapshot.diagnoses(at: aDate).isEmpty)
    let excerpt = ScheduleExcerpt(due: present + past + others, known: Set(present + past + others), isEmpty: false)
    let due = Self.planner.plan(snapshot, schedule: excerpt, now: aDate, count: 12, seed: 5)
      .filter { $0.reason == .due }.map(\.question)
    // 12 items: at most 2 (12 / 5) of the old error, across both tenses (the
    // first two due), then the two others; the per-tense cap alone would have
    // let two of each tense in.
    #expect(Set(due) == Set(present.prefix(2) + others))
  }
}
