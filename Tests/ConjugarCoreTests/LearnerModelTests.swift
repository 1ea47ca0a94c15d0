import Foundation
import GRDB
import Testing

@testable import ConjugarCore

/// The learner model of docs/learning.md: BKT with forgetting, skills, patterns.
/// Expected estimates were computed by hand and checked with a separate Python
/// script of the documented formula (P(L0)=0.3, S=0.1, G=0.15, T=0.1, half-life 30 days):
///
///     def up(p, r):
///         post = p*.9/(p*.9+(1-p)*.15) if r else p*.1/(p*.1+(1-p)*.85)
///         return post + (1-post)*.1
@Suite("learner model")
struct LearnerModelTests {
  static let day = 86_400.0

  @Test("one right answer from the prior: 0.27 / 0.375 = 0.72, learnt: 0.748")
  func oneRight() {
    #expect(abs(Mastery.update(0.3, right: true) - 0.748) < 1e-9)
  }

  @Test("one wrong answer from the prior: 0.03 / 0.625 = 0.048, learnt: 0.1432")
  func oneWrong() {
    #expect(abs(Mastery.update(0.3, right: false) - 0.1432) < 1e-9)
  }

  @Test("an estimate halves in 30 days without practice, and falls by 1/sqrt(2) in 15")
  func forgetting() {
    #expect(abs(Mastery.decayed(0.8, days: 30) - 0.4) < 1e-12)
    #expect(abs(Mastery.decayed(0.8, days: 15) - 0.565685) < 1e-6)
    #expect(Mastery.decayed(0.8, days: -3) == 0.8)
  }

  @Test("a skill's state: right, right, wrong, right the same day; then right a month after one answer")
  func state() {
    var state = SkillState(lastPractised: aDate)
    for right in [true, true, false, true] { state.answered(right: right, exact: right, at: aDate) }
    #expect(abs(state.mastery - 0.947899) < 1e-6)
    #expect(state.asked == 4 && state.missed == 1)
    #expect(state.lastRight(1) && !state.lastRight(2))
    var later = SkillState(lastPractised: aDate)
    later.answered(right: true, exact: true, at: aDate)
    later.answered(right: false, exact: false, at: aDate + 30 * Self.day)
    // 0.748 halves to 0.374, then the wrong answer: 0.159104.
    #expect(abs(later.mastery - 0.159104) < 1e-6)
    #expect(abs(later.mastery(at: aDate + 60 * Self.day) - 0.159104 / 2) < 1e-6)
  }

  @Test("an answer touches its tense, the family whose change shows, and the person")
  func skills() {
    func names(_ infinitive: String, _ tense: Tense, _ person: Person?, _ form: String) -> [String] {
      Skill.skills(of: Question(infinitive, tense, person), correctForm: form).map(\.name)
    }
    #expect(
      names("pensar", .presenteDeSubjuntivo, .tu, "pienses")
        == ["tense:presenteDeSubjuntivo", "family:e-ie", "person:tu"])
    #expect(
      names("pensar", .presenteDeSubjuntivo, .nosotros, "pensemos")
        == ["tense:presenteDeSubjuntivo", "person:nosotros"])
    #expect(
      names("acordarse", .presenteDeIndicativo, .yo, "me acuerdo")
        == ["tense:presenteDeIndicativo", "family:o-ue", "family:pronominal", "person:yo"])
    #expect(names("tener", .preterito, .yo, "tuve") == ["tense:preterito", "family:preterite-stem", "person:yo"])
    #expect(names("buscar", .preterito, .yo, "busqué") == ["tense:preterito", "family:spelling", "person:yo"])
    #expect(
      names("conocer", .presenteDeIndicativo, .yo, "conozco")
        == ["tense:presenteDeIndicativo", "family:zc", "person:yo"])
    #expect(names("hacer", .participio, nil, "hecho") == ["tense:participio", "family:participle"])
    #expect(names("pedir", .preterito, .el, "pidió") == ["tense:preterito", "family:e-i", "person:el"])
    #expect(Skill(name: "family:e-ie") == Skill(.family, "e-ie"))
    #expect(Skill(name: "tense:nonsense") == nil)
    #expect(Skill(name: "nonsense") == nil)
  }

  static func result(
    _ infinitive: String, _ tense: Tense, _ person: Person?, typed: String, right: String, grade: Grade = .wrong
  ) -> QuestionResult {
    QuestionResult(question: Question(infinitive, tense, person), answer: typed, correctForm: right, grade: grade)
  }

  static func pattern(_ result: QuestionResult) -> (String, String)? {
    let forms = VerbForms(infinitive: result.question.infinitive, catalog: .standard)
    return MistakePattern.classify(result, forms: forms).map { ($0.pattern.rawValue, $0.skill.name) }
  }

  @Test("wrong answers are named by what the learner did")
  func patterns() {
    let cases: [(QuestionResult, String, String)] = [
      (
        Self.result("pensar", .presenteDeSubjuntivo, .tu, typed: "piensas", right: "pienses"),
        "indicativo>subjuntivo", "tense:presenteDeSubjuntivo"
      ),
      (
        Self.result("pensar", .presenteDeIndicativo, .yo, typed: "penso", right: "pienso"),
        "regular>stem-change", "family:e-ie"
      ),
      (
        Self.result("dormir", .presenteDeSubjuntivo, .ellos, typed: "dorman", right: "duerman"),
        "regular>stem-change", "family:o-ue"
      ),
      (
        Self.result("acordarse", .presenteDeIndicativo, .yo, typed: "acuerdo", right: "me acuerdo"),
        "no-pronoun>pronominal", "family:pronominal"
      ),
      (
        Self.result("hablar", .imperfectoDeIndicativo, .yo, typed: "hablé", right: "hablaba"),
        "preterito>imperfecto", "tense:imperfectoDeIndicativo"
      ),
      (
        Self.result("hablar", .pluscuamperfectoDeSubjuntivo1, .yo, typed: "habría hablado", right: "hubiera hablado"),
        "condicional>subjuntivo", "tense:pluscuamperfectoDeSubjuntivo1"
      ),
      (
        Self.result("tener", .preterito, .yo, typed: "tení", right: "tuve"), "regular>irregular",
        "family:preterite-stem"
      ),
      (
        Self.result("hablar", .presenteDeIndicativo, .nosotros, typed: "habla", right: "hablamos"),
        "other>person", "person:nosotros"
      ),
      (
        Self.result("ser", .preterito, .el, typed: "fué", right: "fue", grade: .partial),
        "accent:monosyllable", "tense:preterito"
      ),
    ]
    for (result, pattern, skill) in cases {
      let found = Self.pattern(result)
      #expect(found?.0 == pattern, "\(result.answer) for \(result.correctForm)")
      #expect(found?.1 == skill, "\(result.answer) for \(result.correctForm)")
    }
    #expect(Self.pattern(Self.result("ser", .preterito, .el, typed: "fue", right: "fue", grade: .total)) == nil)
    #expect(Self.pattern(Self.result("hablar", .preterito, .el, typed: "xyz", right: "habló")) == nil)
    // An accent slip on a longer word is the accent family too, by the rule it breaks.
    #expect(
      Self.pattern(Self.result("hablar", .preterito, .el, typed: "hablo", right: "habló", grade: .partial))?.0
        == "accent:stressed-ending")
  }

  @Test("a context answer counts for its sentence's topic, given by the session, not read from a library")
  func contextTopicGiven() {
    // pi-147's topic, as the session hands it to the records (FinishedQuiz.topics).
    let question = Question("estar", .imperfectoDeIndicativo, .yo, sentence: "pi-147")
    let result = QuestionResult(question: question, answer: "estaba", correctForm: "estaba", grade: .total)
    let given = LearningEvent.events([result], topics: ["pi-147": "preterito-imperfecto"])[0]
    #expect(given.skills.map(\.name).first == "context:preterito-imperfecto")
    // No topic given (a sentence this version does not carry): counted for its tense.
    #expect(LearningEvent.events([result])[0].skills.map(\.name).first == "tense:imperfectoDeIndicativo")
  }

  @Test("hubiese hablado for hubiera hablado: right, but named as swapped, and not exact")
  func raSeSwapped() {
    var swapped = Self.result(
      "hablar", .pluscuamperfectoDeSubjuntivo1, .yo, typed: "hubiese hablado", right: "hubiera hablado", grade: .total)
    swapped.explanation = Explanation.otherSpelling(
      "hubiese hablado", swapped.question, Form("hubiera hablado"))
    #expect(Self.pattern(swapped)?.0 == "se>ra")
    #expect(Self.pattern(swapped)?.1 == "tense:pluscuamperfectoDeSubjuntivo1")
    let event = LearningEvent.events([swapped])[0]
    #expect(event.right && !event.exact && event.finding?.pattern == .seForRa)
    // The asked form itself: nothing to name, exact.
    let asked = Self.result(
      "hablar", .pluscuamperfectoDeSubjuntivo1, .yo, typed: "hubiera hablado", right: "hubiera hablado", grade: .total)
    #expect(Self.pattern(asked) == nil)
    #expect(LearningEvent.events([asked])[0].exact)
    // As the grader marks it: the note comes from the assessment.
    let forms = VerbForms(infinitive: "hablar", catalog: .standard)
    let graded = AnswerAssessor.assess(
      "hubiese hablado", to: swapped.question, expected: Form("hubiera hablado"), forms: forms)
    #expect(graded.grade == .total && graded.explanation?.kind == .otherSpelling)
  }

  @Test("a named wrong answer moves only the skill at fault; an unnamed one moves every skill it touches")
  func evidence() throws {
    let db = try AppDatabase.inMemory()
    let named = Self.result("pensar", .presenteDeSubjuntivo, .tu, typed: "piensas", right: "pienses")
    try db.recordQuiz(
      Score(value: 0, region: .spain, difficulty: .easy, date: aDate, elapsedSeconds: 10, results: [named]),
      player: nil, kind: .practice)
    var skills = try db.learner(now: aDate).skills
    // From the prior: wrong, 0.1432; e → ie and tú keep the prior, 0.3, but count the answer.
    #expect(abs((skills[Skill(.tense, "presenteDeSubjuntivo")]?.mastery ?? 0) - 0.1432) < 1e-9)
    #expect(abs((skills[Skill(.family, "e-ie")]?.mastery ?? 0) - 0.3) < 1e-9)
    #expect(abs((skills[Skill(.person, "tu")]?.mastery ?? 0) - 0.3) < 1e-9)
    #expect(skills[Skill(.family, "e-ie")]?.asked == 1 && skills[Skill(.family, "e-ie")]?.missed == 1)
    // The recent answers: a fault of the tense, none of e → ie's.
    #expect(skills[Skill(.tense, "presenteDeSubjuntivo")]?.missedRecently == true)
    #expect(skills[Skill(.family, "e-ie")]?.missedRecently == false)
    // "xyz" is no form of anything: every skill it touches takes the blame.
    let unnamed = Self.result("pensar", .presenteDeSubjuntivo, .el, typed: "xyz", right: "piense")
    try db.recordQuiz(
      Score(value: 0, region: .spain, difficulty: .easy, date: aDate, elapsedSeconds: 10, results: [unnamed]),
      player: nil, kind: .practice)
    skills = try db.learner(now: aDate).skills
    // e → ie from 0.3, wrong: 0.1432; the tense from 0.1432, wrong: 0.1432·0.1 / (0.01432 + 0.8568·0.85)
    // = 0.019284, learnt: 0.117355.
    #expect(abs((skills[Skill(.family, "e-ie")]?.mastery ?? 0) - 0.1432) < 1e-9)
    #expect(abs((skills[Skill(.tense, "presenteDeSubjuntivo")]?.mastery ?? 0) - 0.117355) < 1e-6)
    #expect(abs((skills[Skill(.person, "el")]?.mastery ?? 0) - 0.1432) < 1e-9)
  }

  @Test("weak: low now and missed by its own fault, or faded; a skill at the prior with no fault of its own is not")
  func weak() {
    var untouched = SkillState(lastPractised: aDate)
    untouched.answered(right: false, exact: true, at: aDate, evidence: false)
    #expect(abs(untouched.mastery - 0.3) < 1e-12 && untouched.asked == 1 && untouched.missed == 1)
    #expect(!untouched.isWeak(at: aDate, below: 0.6))
    var missed = SkillState(lastPractised: aDate)
    missed.answered(right: false, exact: false, at: aDate)
    #expect(missed.isWeak(at: aDate, below: 0.6))  // 0.1432
    var known = SkillState(lastPractised: aDate)
    known.answered(right: true, exact: true, at: aDate)
    #expect(!known.isWeak(at: aDate, below: 0.6))  // 0.748
    // 0.748 thirty days on: 0.374, faded below 0.6.
    #expect(known.isWeak(at: aDate + 30 * Self.day, below: 0.6))
  }
}
