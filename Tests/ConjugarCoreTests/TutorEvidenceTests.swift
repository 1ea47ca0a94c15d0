import Foundation
import GRDB
import Testing

@testable import ConjugarCore

/// Issue 41: errors with a direction, judged only on items that can show them;
/// blanks; the clear rule; the stored day tables. Every expected value below is
/// read off the rule in docs/learning.md by hand.
@Suite("tutor evidence")
struct TutorEvidenceTests {
  static let day = 86_400.0

  static func result(
    _ infinitive: String, _ tense: Tense, _ person: Person?, typed: String, right: String, grade: Grade? = nil,
    sentence: String? = nil
  ) -> QuestionResult {
    let grade = grade ?? (typed == right ? .total : .wrong)
    return QuestionResult(
      question: Question(infinitive, tense, person, sentence: sentence), answer: typed, correctForm: right,
      grade: grade)
  }

  static func event(_ result: QuestionResult, topic: String? = nil) -> LearningEvent {
    LearningEvent.events([result], topics: result.question.sentence.map { [$0: topic ?? ""] } ?? [:])[0]
  }

  @Test("an error has a direction: the pretérito for the imperfecto is not its reverse")
  func direction() {
    let forImperfecto = Self.event(
      Self.result("hablar", .imperfectoDeIndicativo, .yo, typed: "hablé", right: "hablaba"))
    #expect(forImperfecto.finding?.pattern.rawValue == "preterito>imperfecto")
    let forPreterito = Self.event(Self.result("hablar", .preterito, .yo, typed: "hablaba", right: "hablé"))
    #expect(forPreterito.finding?.pattern.rawValue == "imperfecto>preterito")
    let tuForVos = Self.event(Self.result("tener", .presenteDeIndicativo, .vos, typed: "tienes", right: "tenés"))
    #expect(tuForVos.finding?.pattern.rawValue == "tu>vos")
    let vosForTu = Self.event(Self.result("tener", .presenteDeIndicativo, .tu, typed: "tenés", right: "tienes"))
    #expect(vosForTu.finding?.pattern.rawValue == "vos>tu")
    // tú for usted where the item speaks to usted (asked for usted); for a plain él, another person.
    var formal = Question("tener", .presenteDeIndicativo, .el)
    formal.addressedFormally = true
    let usted = QuestionResult(question: formal, answer: "tienes", correctForm: "tiene", grade: .wrong)
    #expect(Self.event(usted).finding?.pattern.rawValue == "tu>usted")
    let tuForEl = Self.event(Self.result("tener", .presenteDeIndicativo, .el, typed: "tienes", right: "tiene"))
    #expect(tuForEl.finding?.pattern.rawValue == "other>person")
    let nosotros = Self.event(
      Self.result("pensar", .presenteDeIndicativo, .nosotros, typed: "piensamos", right: "pensamos"))
    #expect(nosotros.finding?.pattern.rawValue == "stem-change>regular")
    let dormiendo = Self.event(Self.result("dormir", .gerundio, nil, typed: "dormiendo", right: "durmiendo"))
    #expect(dormiendo.finding?.pattern.rawValue == "regular>stem-change")
    #expect(dormiendo.chances.contains(.missedStemChange))
    let hablando = Self.event(Self.result("hablar", .gerundio, nil, typed: "hablando", right: "hablando"))
    #expect(!hablando.chances.contains(.missedStemChange))
    let comis = Self.event(Self.result("comer", .presenteDeIndicativo, .vosotros, typed: "comís", right: "coméis"))
    #expect(comis.finding?.pattern.rawValue == "ir>er")
  }

  @Test("a pretérito sentence answered right is no chance of the pretérito for the imperfecto; an imperfecto one is")
  func preteritoSentenceSaysNothing() {
    let preterito = Self.event(
      Self.result("llegar", .preterito, .el, typed: "llegó", right: "llegó", sentence: "s-1"),
      topic: "preterito-imperfecto")
    #expect(!preterito.chances.contains(.preteritoForImperfecto))
    #expect(preterito.chances.contains(.imperfectoForPreterito))
    let imperfecto = Self.event(
      Self.result("llover", .imperfectoDeIndicativo, .el, typed: "llovía", right: "llovía", sentence: "s-2"),
      topic: "preterito-imperfecto")
    #expect(imperfecto.chances.contains(.preteritoForImperfecto))
    #expect(!imperfecto.chances.contains(.imperfectoForPreterito))
  }

  @Test("a vos cell equal to the tú one is no chance of tú for vos and does not move the vos skill")
  func vosEqualToTu() {
    // creías: the imperfecto of vos is the tú form.
    let same = Self.event(Self.result("creer", .imperfectoDeIndicativo, .vos, typed: "creías", right: "creías"))
    #expect(!same.chances.contains(.tuForVos))
    #expect(!same.skills.contains(Skill(.person, "vos")))
    // tenés differs from tienes: a chance, and the vos skill learns from it.
    let differs = Self.event(Self.result("tener", .presenteDeIndicativo, .vos, typed: "tenés", right: "tenés"))
    #expect(differs.chances.contains(.tuForVos))
    #expect(differs.skills.contains(Skill(.person, "vos")))
  }

  @Test(
    "the indicative after a trigger is judged on subjunctive slots only; the stem change in nosotros on stem-changing verbs"
  )
  func otherChances() {
    let subjunctive = Self.event(
      Self.result("tener", .presenteDeSubjuntivo, .tu, typed: "tengas", right: "tengas", sentence: "s-3"),
      topic: "subjuntivo-deseo")
    #expect(subjunctive.chances.contains(.indicativeForSubjunctive))
    let indicative = Self.event(
      Self.result("tener", .presenteDeIndicativo, .tu, typed: "tienes", right: "tienes", sentence: "s-4"),
      topic: "subjuntivo-duda")
    #expect(!indicative.chances.contains(.indicativeForSubjunctive))
    let pensamos = Self.event(
      Self.result("pensar", .presenteDeIndicativo, .nosotros, typed: "pensamos", right: "pensamos"))
    #expect(pensamos.chances.contains(.stemChangeInWrongPerson))
    let hablamos = Self.event(
      Self.result("hablar", .presenteDeIndicativo, .nosotros, typed: "hablamos", right: "hablamos"))
    #expect(!hablamos.chances.contains(.stemChangeInWrongPerson))
    let pienso = Self.event(Self.result("pensar", .presenteDeIndicativo, .yo, typed: "pienso", right: "pienso"))
    #expect(!pienso.chances.contains(.stemChangeInWrongPerson))
    #expect(pienso.chances.contains(.missedStemChange))
  }

  @Test("an answer wrong only in its accents is the accent family, named by its rule, and no evidence elsewhere")
  func accents() {
    let cases: [(String, Tense, Person?, String, String, String)] = [
      ("cenar", .preterito, .yo, "cene", "cené", "accent:stressed-ending"),
      ("cambiar", .preterito, .el, "cambio", "cambió", "accent:stressed-ending"),
      ("comer", .preterito, .el, "comio", "comió", "accent:stressed-ending"),
      ("dar", .preterito, .el, "dió", "dio", "accent:monosyllable"),
      ("ser", .preterito, .el, "fué", "fue", "accent:monosyllable"),
      ("hacer", .preterito, .el, "hizó", "hizo", "accent:strong-preterito"),
      ("poner", .preterito, .yo, "pusé", "puse", "accent:strong-preterito"),
      ("leer", .preterito, .tu, "leiste", "leíste", "accent:hiatus"),
      ("levantarse", .imperativoPositivo, .tu, "levantate", "levántate", "accent:enclitic"),
      ("hablar", .imperfectoDeSubjuntivo1, .nosotros, "hablaramos", "habláramos", "accent:esdrujula"),
      ("averiguar", .presenteDeSubjuntivo, .yo, "averigue", "averigüe", "accent:diaeresis"),
    ]
    for (verb, tense, person, typed, right, pattern) in cases {
      let event = Self.event(Self.result(verb, tense, person, typed: typed, right: right, grade: .wrong))
      #expect(event.finding?.pattern.rawValue == pattern, "\(typed) for \(right)")
      // Counted for the asked tense, right, and evidence about nothing but the accent.
      #expect(event.skills == [Skill(.tense, tense.rawValue)], "\(typed)")
      #expect(event.right && event.skills.allSatisfy { !event.isEvidence(on: $0) }, "\(typed)")
      #expect(event.chances.map(\.rawValue) == [pattern], "\(typed)")
    }
    // come for comió differs in letters: another tense (the presente), not an accent.
    let come = Self.event(Self.result("comer", .preterito, .el, typed: "come", right: "comió"))
    #expect(come.finding?.pattern == .otherTense)
    #expect(come.finding?.pattern.isAccent == false)
    // The diagnosis names the rule and points to the accents page.
    let diagnosis = Diagnosis.active(
      from: (1...3).map { index in
        MistakeRecord(
          date: aDate + Double(index), pattern: .accentStressedEnding, skill: Skill(.tense, "preterito"),
          infinitive: "cenar", answer: "cene", correctForm: "cené")
      })[0]
    #expect(diagnosis.infoPage == "accents")
    #expect(diagnosis.summary.contains("stressed last syllable"))
  }

  @Test("a blank or an unreadable answer shows no pattern and lowers the asked tense only")
  func blanks() {
    for typed in ["", "   ", "???", "123"] {
      let blank = Self.event(
        Self.result("mantener", .imperfectoDeSubjuntivo1, .yo, typed: typed, right: "mantuviera"))
      #expect(blank.finding == nil, "\(typed)")
      #expect(blank.chances.isEmpty, "\(typed)")
      #expect(blank.skills == [Skill(.tense, "imperfectoDeSubjuntivo1")], "\(typed)")
      #expect(!blank.right)
    }
  }

  @Test("saying one does not know, in words, is a blank too: no pattern, the asked tense only")
  func saidBlanks() {
    for typed in ["no sé", "No lo sé.", "no se", "ni idea", "NO SÉ", "idk", "I don't know", "no idea", "¿?"] {
      #expect(MistakePattern.isBlank(typed), "\(typed)")
      let blank = Self.event(
        Self.result("mantener", .imperfectoDeSubjuntivo1, .yo, typed: typed, right: "mantuviera"))
      #expect(blank.finding == nil, "\(typed)")
      #expect(blank.chances.isEmpty, "\(typed)")
      #expect(blank.skills == [Skill(.tense, "imperfectoDeSubjuntivo1")], "\(typed)")
    }
    // Real words of Spanish stay answers: a form, a pronoun, a negation with a verb.
    for typed in ["sé", "se", "no", "nos", "paso", "no sabe", "no se sabe", "idea"] {
      #expect(!MistakePattern.isBlank(typed), "\(typed)")
    }
  }

  @Test("named: at least 3 times, at a rate of at least 0.2 and twice the learner's rate elsewhere")
  func naming() {
    #expect(Diagnosis.names(errors: 3, chances: 4, baseErrors: 0, baseAsked: 10))
    #expect(!Diagnosis.names(errors: 2, chances: 2, baseErrors: 0, baseAsked: 10))
    // 3 of 20 is 0.15, under 0.2.
    #expect(!Diagnosis.names(errors: 3, chances: 20, baseErrors: 0, baseAsked: 10))
    // 3 of 10 is 0.3; elsewhere 2 of 10 is 0.2, twice is 0.4: not named. Elsewhere 1 of 10: named.
    #expect(!Diagnosis.names(errors: 3, chances: 10, baseErrors: 2, baseAsked: 10))
    #expect(Diagnosis.names(errors: 3, chances: 10, baseErrors: 1, baseAsked: 10))
  }

  @Test("cleared after 4 right answers on items that can show it over 2 days; never in a session with the error")
  func clearing() {
    var clearing = Diagnosis.Clearing()
    let cleared1 = clearing.session(day: "2026-12-01", right: 4, errors: 0)  // 4 right, but one day
    #expect(!cleared1)
    #expect(clearing.right == 4 && clearing.days == 1)
    let cleared2 = clearing.session(day: "2026-12-02", right: 5, errors: 1)  // made again: starts over
    #expect(!cleared2)
    #expect(clearing.right == 0 && clearing.days == 0)
    let cleared3 = clearing.session(day: "2026-12-02", right: 3, errors: 0)
    #expect(!cleared3)
    let cleared4 = clearing.session(day: "2026-12-02", right: 2, errors: 0)  // 5 right, still one day
    #expect(!cleared4)
    let cleared5 = clearing.session(day: "2026-12-03", right: 1, errors: 0)  // 6 right over 2 days
    #expect(cleared5)
    var full = Diagnosis.Clearing(right: .max, days: .max, lastDay: "2026-12-01")
    let cleared6 = full.session(day: "2026-12-02", right: 3, errors: 0)  // saturates, never traps
    #expect(cleared6)
  }

  static func score(_ results: [QuestionResult], at date: Date) -> Score {
    Score(value: 0, region: .spain, difficulty: .easy, date: date, elapsedSeconds: 10, results: results)
  }

  static let topics = ["s-imp": "preterito-imperfecto", "s-pre": "preterito-imperfecto"]

  @Test(
    "saved: a pretérito sentence right changes nothing for the pretérito-for-imperfecto diagnosis; imperfecto ones clear it over two days"
  )
  func clearingSaved() throws {
    let db = try AppDatabase.inMemory()
    let wrong = Self.result(
      "llover", .imperfectoDeIndicativo, .el, typed: "llovió", right: "llovía", sentence: "s-imp")
    let imperfecto = Self.result(
      "llover", .imperfectoDeIndicativo, .el, typed: "llovía", right: "llovía", sentence: "s-imp")
    let preterito = Self.result("llegar", .preterito, .el, typed: "llegó", right: "llegó", sentence: "s-pre")
    try db.recordQuiz(
      Self.score([wrong, wrong, wrong, imperfecto], at: aDate), player: nil, kind: .practice, topics: Self.topics)
    var learner = try db.learner(now: aDate)
    #expect(learner.diagnoses(at: aDate).map(\.pattern) == [.preteritoForImperfecto])
    #expect(learner.diagnoses(at: aDate).first?.count == 3)
    #expect(learner.diagnoses(at: aDate).first?.chances == 4)
    // Twenty pretérito sentences right on each of the next three days: no evidence.
    for offset in 1...3 {
      try db.recordQuiz(
        Self.score(Array(repeating: preterito, count: 20), at: aDate + Double(offset) * Self.day), player: nil,
        kind: .practice, topics: Self.topics)
    }
    learner = try db.learner(now: aDate + 3 * Self.day)
    #expect(learner.diagnoses(at: aDate).map(\.pattern) == [.preteritoForImperfecto])
    #expect(learner.window[.preteritoForImperfecto]?.chances == 4)
    // A session of 5 imperfecto right and the error once: not cleared.
    try db.recordQuiz(
      Self.score(Array(repeating: imperfecto, count: 5) + [wrong], at: aDate + 4 * Self.day), player: nil,
      kind: .practice, topics: Self.topics)
    #expect(try db.learner(now: aDate + 4 * Self.day).diagnoses(at: aDate).count == 1)
    // 3 right on day 5, 1 on day 6: 4 over two days, cleared.
    try db.recordQuiz(
      Self.score(Array(repeating: imperfecto, count: 3), at: aDate + 5 * Self.day), player: nil, kind: .practice,
      topics: Self.topics)
    #expect(try db.learner(now: aDate + 5 * Self.day).diagnoses(at: aDate).count == 1)
    try db.recordQuiz(
      Self.score([imperfecto], at: aDate + 6 * Self.day), player: nil, kind: .practice, topics: Self.topics)
    learner = try db.learner(now: aDate + 6 * Self.day)
    #expect(learner.diagnoses(at: aDate).isEmpty)
    #expect(learner.clearedDiagnoses.map(\.pattern) == [.preteritoForImperfecto])
    // The notebook keeps it, cleared, with the forms asked (never what was typed).
    #expect(learner.notebook.map(\.status) == [.cleared])
    let notebook = LearnerJSON.notebook(learner)
    #expect(notebook.hasPrefix(#"[{"pattern":"preterito>imperfecto","status":"cleared","count":4,"#))
    #expect(notebook.contains(#""expected":["llovía"]"#) && !notebook.contains("llovió"))
    // A blank on it never revives it.
    let blank = Self.result("llover", .imperfectoDeIndicativo, .el, typed: "", right: "llovía", sentence: "s-imp")
    try db.recordQuiz(
      Self.score([blank, blank, blank, blank], at: aDate + 7 * Self.day), player: nil, kind: .practice,
      topics: Self.topics)
    #expect(try db.learner(now: aDate + 7 * Self.day).diagnoses(at: aDate).isEmpty)
  }

  @Test("the day tables: per day per skill asked and right; per day per pattern chances and errors")
  func dayTables() throws {
    let db = try AppDatabase.inMemory()
    let wrong = Self.result(
      "llover", .imperfectoDeIndicativo, .el, typed: "llovió", right: "llovía", sentence: "s-imp")
    let preterito = Self.result("llegar", .preterito, .el, typed: "llegó", right: "llegó", sentence: "s-pre")
    try db.recordQuiz(Self.score([wrong, preterito], at: aDate), player: nil, kind: .practice, topics: Self.topics)
    try db.recordQuiz(Self.score([preterito], at: aDate + 60), player: nil, kind: .practice, topics: Self.topics)
    let shape = try db.tutorShape(now: aDate + 60, days: 7)
    #expect(shape.problem == nil)
    let topic = shape.skills.first { $0.skill == "context:preterito-imperfecto" }
    #expect(topic?.asked == 3 && topic?.right == 2)
    let forImperfecto = shape.patterns.first { $0.pattern == "preterito>imperfecto" }
    #expect(forImperfecto?.chances == 1 && forImperfecto?.errors == 1)
    let forPreterito = shape.patterns.first { $0.pattern == "imperfecto>preterito" }
    #expect(forPreterito?.chances == 2 && forPreterito?.errors == 0)
    #expect(shape.diagnoses.isEmpty)
  }

  @Test("stored counts at Int.max: the save and the trend saturate, never trap")
  func saturating() throws {
    let db = try AppDatabase.inMemory()
    let right = Self.result("hablar", .preterito, .yo, typed: "hablé", right: "hablé")
    try db.recordQuiz(Self.score([right], at: aDate), player: nil, kind: .practice)
    try db.writer.write { db in
      try db.execute(sql: "UPDATE learnerSkill SET asked = 9223372036854775807, missed = 9223372036854775807")
      try db.execute(sql: "UPDATE learnerSkillWeek SET asked = 9223372036854775807, missed = 9223372036854775807")
      try db.execute(sql: "UPDATE learnerSkillDay SET asked = 9223372036854775807, correct = 9223372036854775807")
      try db.execute(sql: "UPDATE learnerPatternDay SET chances = 9223372036854775807, errors = 0")
    }
    try db.recordQuiz(Self.score([right], at: aDate + 60), player: nil, kind: .practice)
    let learner = try db.learner(now: aDate + 60)
    // Read back at the stored-count cap (Row.count: 2^40, issue 45), never trapping.
    #expect(learner.skills[Skill(.tense, "preterito")]?.asked == 1 << 40)
    #expect(learner.trend(at: aDate + 60).last?.asked == 1 << 40)
    let shape = try db.tutorShape(now: aDate + 60, days: 7)
    #expect(shape.skills.first { $0.skill == "tense:preterito" }?.asked == .max)
  }
}
