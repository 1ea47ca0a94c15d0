import Foundation
import Testing

@testable import ConjugarCore

/// The simulated vos learner's tú-for-vos errors were mostly *hablas* for
/// *hablás*: the tú form, different from the vos one only in its accent, so it
/// was filed as an accent slip and tú for vos was never named. Expected values
/// written by hand.
@Suite("tutor vos")
struct TutorVosTests {
  static func event(
    _ infinitive: String, _ tense: Tense, _ person: Person, typed: String, right: String, grade: Grade
  ) -> LearningEvent {
    let result = QuestionResult(
      question: Question(infinitive, tense, person), answer: typed, correctForm: right, grade: grade)
    return LearningEvent.events([result], topics: [:])[0]
  }

  @Test("the tú form where vos is asked is tú for vos even when only the accent differs, not the reverse")
  func tuFormDifferingInTheAccent() {
    for grade in [Grade.partial, .wrong] {
      let hablas = Self.event("hablar", .presenteDeIndicativo, .vos, typed: "hablas", right: "hablás", grade: grade)
      #expect(hablas.finding?.pattern.rawValue == "tu>vos")
      #expect(hablas.finding?.skill == Skill(.person, "vos"))
      #expect(hablas.chances.contains(.tuForVos))
      let comes = Self.event("comer", .presenteDeIndicativo, .vos, typed: "comes", right: "comés", grade: grade)
      #expect(comes.finding?.pattern.rawValue == "tu>vos")
      let habla = Self.event("hablar", .imperativoPositivo, .vos, typed: "habla", right: "hablá", grade: grade)
      #expect(habla.finding?.pattern.rawValue == "tu>vos")
    }
    // Not the reverse: levantate for levántate in a tú quiz is the enclitic's accent
    // left out, though it is also the vos form.
    let levantate = Self.event(
      "levantarse", .imperativoPositivo, .tu, typed: "levantate", right: "levántate", grade: .partial)
    #expect(levantate.finding?.pattern.rawValue == "accent:enclitic")
    // An accent left out that gives no other person's form stays an accent slip.
    let cene = Self.event("cenar", .preterito, .yo, typed: "cene", right: "cené", grade: .partial)
    #expect(cene.finding?.pattern.isAccent == true)
    // tenes for tenés is no tú form (tienes): an accent slip, not tú for vos.
    let tenes = Self.event("tener", .presenteDeIndicativo, .vos, typed: "tenes", right: "tenés", grade: .partial)
    #expect(tenes.finding?.pattern.isAccent == true)
  }
}
