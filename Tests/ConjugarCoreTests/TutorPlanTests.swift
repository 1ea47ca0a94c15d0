import Foundation
import Testing

@testable import ConjugarCore

/// Issue 41: probing, placement at the top, the backlog's plan, same-day due items.
@Suite("tutor plan")
struct TutorPlanTests {
  static let day = 86_400.0

  @Test("placement: 12 of 15 with the top three wrong is Moderate; one easy item then quit sets nothing")
  func placement() {
    // 12 of 15 is 0.8, over 0.75, but none of the three top items right.
    #expect(Placement.difficulty(right: 12, asked: 15, topRight: 0) == .moderate)
    #expect(Placement.difficulty(right: 12, asked: 15, topRight: 1) == .moderate)
    #expect(Placement.difficulty(right: 12, asked: 15, topRight: 2) == .difficult)
    #expect(Placement.difficulty(right: 1, asked: 1, topRight: 0) == nil)
    #expect(Placement.difficulty(right: 4, asked: 4, topRight: 0) == nil)
    #expect(Placement.difficulty(right: 1, asked: 5, topRight: 0) == .easy)
    #expect(Placement.difficulty(right: 3, asked: 5, topRight: 0) == .moderate)
  }

  @Test("the backlog: due later the same local day counts as today; the opening line names the catch-up")
  func backlog() {
    // 2026-12-07T21:33:00Z in UTC (the tests' zone): due by 23:59:59 the same day,
    // so an item due at 21:55 is due today, and one at 00:05 the next day is not.
    let now = Date(timeIntervalSince1970: 20_794 * Self.day + 21 * 3600 + 33 * 60)
    let offset = LocalTime.offset(at: now)
    let dueBy = Sessions.dueBy(now)
    #expect(dueBy.timeIntervalSince1970 == 20_795 * Self.day - 1 - Double(offset))
    if offset == 0 {
      #expect(Date(timeIntervalSince1970: 20_794 * Self.day + 21 * 3600 + 55 * 60) <= dueBy)
      #expect(Date(timeIntervalSince1970: 20_795 * Self.day + 5 * 60) > dueBy)
      #expect(LearnerDay.local(now) == "2026-12-07")
    }
    #expect(LearnerDay.string(now, offset: 3 * 3600) == "2026-12-08")
    #expect(LearnerDay.string(Date(timeIntervalSince1970: 0), offset: -1) == "1969-12-31")
    #expect(
      Sessions.backlogLine(dueToday: 75, inSession: 9)
        == "75 reviews are due today; this session takes 9: conjugar review --count 66 catches up the rest.")
    #expect(Sessions.backlogLine(dueToday: 9, inSession: 9) == nil)
  }

  /// Seven daily sessions of `count` items, every answer right, one a day; the
  /// chances each probe family in scope got, from any item.
  static func coverage(count: Int, settings: Settings) throws -> [ProbeFamily: Int] {
    let db = try AppDatabase.inMemory()
    let library = try ContextLibrary.standard()
    let planner = DailyPlanner(catalog: .standard, settings: settings, library: library)
    var found: [ProbeFamily: Int] = [:]
    let families = ProbeFamily.inScope(settings)
    for session in 0..<7 {
      let now = aDate + Double(session) * Self.day
      let snapshot = try db.learner(now: now)
      let schedule = try db.scheduleExcerpt(
        now: now, limit: DailyPlanner.dueCandidates(count: count), verbs: planner.candidateVerbs)
      // Past the placement: one answer makes the model non-empty.
      var items = planner.plan(snapshot, schedule: schedule, now: now, count: count, seed: UInt64(session + 1))
      if session == 0 {
        let first = DailyItem(
          question: Question("hablar", .presenteDeIndicativo, .yo), reason: .new, skill: nil, answers: ["hablo"],
          tenses: [.presenteDeIndicativo], skills: [])
        try db.recordQuiz(
          Score(
            value: 0, region: settings.region, difficulty: .easy, date: now - 60, elapsedSeconds: 1,
            results: [
              QuestionResult(question: first.question, answer: "hablo", correctForm: "hablo", grade: .total)
            ]), player: nil, kind: .practice)
        items = planner.plan(
          try db.learner(now: now), schedule: schedule, now: now, count: count, seed: UInt64(session + 1))
      }
      var topics: [String: String] = [:]
      var results: [QuestionResult] = []
      for item in items {
        let correct = item.answers[0]
        let topic = item.question.sentence.flatMap { library.sentence($0)?.topic }
        if let id = item.question.sentence, let topic { topics[id] = topic.rawValue }
        let forms = VerbForms(infinitive: item.question.infinitive, catalog: .standard)
        let sentence = item.question.sentence.flatMap { library.sentence($0) }
        let chances = MistakePattern.chances(item.question, correctForm: correct, forms: forms)
        for family in families {
          switch family {
          case .usted, .ustedes, .adverbial:
            // Recognised here from the item itself, as a reader would, apart from the model's code.
            if Self.readerSeesChance(family, item, sentence: sentence, forms: forms) { found[family, default: 0] += 1 }
          default:
            if family.isChance(item.question, topic: topic, chances: chances) { found[family, default: 0] += 1 }
          }
        }
        results.append(QuestionResult(question: item.question, answer: correct, correctForm: correct, grade: .total))
      }
      try db.recordQuiz(
        Score(
          value: 0, region: settings.region, difficulty: .easy, date: now, elapsedSeconds: 1, results: results),
        player: nil, kind: .practice, topics: topics)
    }
    return found
  }

  /// ustedes: the item speaks to ustedes (a sentence whose subject is ustedes, a
  /// cell asked for ustedes) where the vosotros form differs.
  /// usted: the item speaks to usted (a sentence whose subject is usted, a cell
  /// asked for usted) where the tú form differs. adverbial: the sentence's slot
  /// follows para que, antes de que or cuando in its clause (after its last comma),
  /// and every reading it accepts is a subjunctive (cuando: the presente or
  /// perfecto, the future); not "siempre y cuando".
  static func readerSeesChance(_ family: ProbeFamily, _ item: DailyItem, sentence: ContextSentence?, forms: VerbForms?)
    -> Bool
  {
    switch family {
    case .usted:
      guard item.question.person == .el else { return false }
      let usted = sentence.map { $0.subject == .usted } ?? item.question.addressedFormally
      let tu = forms?.form(item.question.tense, .tu)?.primary
      return usted && tu != nil && tu != item.answers[0]
    case .ustedes:
      // Spain's vosotros differs from ustedes in every finite cell.
      guard item.question.person == .ellos else { return false }
      let ustedes = sentence.map { $0.subject == .ustedes } ?? item.question.addressedFormally
      let vosotros = forms?.form(item.question.tense, .vosotros)?.primary
      return ustedes && vosotros != nil && vosotros != item.answers[0]
    case .adverbial:
      guard let sentence, item.tenses.allSatisfy({ $0.mood == .subjuntivo }),
        let clause = sentence.text.lowercased().components(separatedBy: "___").first?
          .components(separatedBy: ",").last
      else { return false }
      if clause.contains("para que ") || clause.contains("antes de que ") { return true }
      let future = item.tenses.allSatisfy { $0 == .presenteDeSubjuntivo || $0 == .perfectoDeSubjuntivo }
      return future && clause.contains("cuando ") && !clause.contains("siempre y cuando")
    default:
      return false
    }
  }

  @Test("probes: in the first 7 daily sessions at the default length, every family in scope gets 3 chances")
  func probeCoverage() throws {
    var moderate = Settings(defaultPlayerName: "ana")
    moderate.difficulty = .moderate
    var vos = moderate
    vos.secondSingularQuiz = .vos
    var spain = moderate
    spain.region = .spain
    for settings in [Settings(defaultPlayerName: "ana"), moderate, vos, spain] {
      let count = DailyPlanner.itemCount(minutes: 15)
      let found = try Self.coverage(count: count, settings: settings)
      for family in ProbeFamily.inScope(settings) {
        #expect(found[family, default: 0] >= 3, "\(family.rawValue): \(found[family, default: 0])")
      }
    }
  }

  @Test("probes at --minutes 5: one a session, the coverage slower (docs/learning.md states it)")
  func probeCoverageShort() throws {
    var moderate = Settings(defaultPlayerName: "ana")
    moderate.difficulty = .moderate
    let found = try Self.coverage(count: DailyPlanner.itemCount(minutes: 5), settings: moderate)
    let families = ProbeFamily.inScope(moderate)
    let covered = families.filter { found[$0, default: 0] >= 3 }
    print("minutes 5:", families.map { "\($0.rawValue)=\(found[$0, default: 0])" }.joined(separator: " "))
    #expect(DailyPlanner.probeCount(count: DailyPlanner.itemCount(minutes: 5)) == 1)
    #expect(covered.count >= 1)
  }

  @Test("every probe can show its family's error, with reason probe")
  func probesShowTheirError() throws {
    var moderate = Settings(defaultPlayerName: "ana")
    moderate.difficulty = .moderate
    let library = try ContextLibrary.standard()
    let planner = DailyPlanner(catalog: .standard, settings: moderate, library: library)
    var state = SkillState(lastPractised: aDate)
    state.answered(right: true, exact: true, at: aDate)
    let snapshot = LearnerSnapshot(skills: [Skill(.tense, "presenteDeIndicativo"): state], weeks: [], mistakes: [])
    let items = planner.plan(snapshot, schedule: .empty, now: aDate, count: 30, seed: 9)
    let probes = items.filter { $0.reason == .probe }
    // A fresh learner: every family still under 3 chances, so two tenths of 30 probe.
    #expect(probes.count == 6)
    for item in probes {
      let sentence = item.question.sentence.flatMap { library.sentence($0) }
      let forms = VerbForms(infinitive: item.question.infinitive, catalog: .standard)
      let chances = MistakePattern.chances(
        item.question, correctForm: item.answers[0], forms: forms, sentence: sentence)
      #expect(item.probe?.isChance(item.question, topic: sentence?.topic, chances: chances) == true)
    }
  }

  @Test("a sparkline of 28 days: the mastery at each cell's end, carried forward; weekly error rates")
  func pictures() {
    let skill = Skill(.tense, "preterito")
    var snapshot = LearnerSnapshot(skills: [:], weeks: [], mistakes: [], diagnoses: [])
    func day(_ back: Double) -> String { LearnerDay.local(aDate - back * Self.day) }
    // 0.3 four weeks ago (day 27 back), 0.9 today: 7 cells of 4 days each.
    // 0.3 · 8 = 2.4 → the third block ▃; 0.9 · 8 = 7.2 → █.
    snapshot.skillDays[skill] = [day(27): 0.3, day(0): 0.9]
    #expect(snapshot.sparkline(skill, now: aDate, cells: 7) == "▃▃▃▃▃▃█")
    #expect(snapshot.sparkline(skill, now: aDate, cells: 14) == "▃▃▃▃▃▃▃▃▃▃▃▃▃█")
    #expect(snapshot.sparkline(Skill(.tense, "condicional"), now: aDate, cells: 7) == "       ")
    // 3 errors of 4 today (this week), 1 of 5 eight days ago (the week before).
    snapshot.patternDays[.preteritoForImperfecto] = [day(0): (4, 3), day(8): (5, 1)]
    let rates = snapshot.weeklyRates(.preteritoForImperfecto, now: aDate)
    #expect(rates.map { $0?.errors } == [nil, nil, 1, 3])
    #expect(rates.map { $0?.chances } == [nil, nil, 5, 4])
  }
}
