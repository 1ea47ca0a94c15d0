import Testing

@testable import ConjugarCore

/// The teaching rule after a wrong answer, now the core's: which info page, once
/// per page per session (pages named by hand from `conjugar info`).
@Suite("Info pointers after a wrong answer")
struct InfoPointersTests {
  static func result(_ tense: Tense, _ grade: Grade, person: Person? = .yo) -> QuestionResult {
    QuestionResult(question: Question("tener", tense, person), answer: "x", correctForm: "y", grade: grade)
  }

  @Test("a missed tense points to its page once; a right or nearly right answer to none")
  func tenses() {
    var pointers = InfoPointers()
    #expect(pointers.after(Self.result(.preterito, .total), sentence: nil) == nil)
    #expect(pointers.after(Self.result(.preterito, .partial), sentence: nil) == nil)
    #expect(pointers.after(Self.result(.preterito, .wrong), sentence: nil) == .tense(page: "preterito"))
    #expect(pointers.after(Self.result(.preterito, .wrong), sentence: nil) == nil)
    #expect(
      pointers.after(Self.result(.imperfectoDeIndicativo, .wrong), sentence: nil) == .tense(page: "imperfecto"))
    #expect(pointers.after(Self.result(.gerundio, .wrong, person: nil), sentence: nil) == .form(page: "gerundio"))
    // A new session points again.
    var next = InfoPointers()
    #expect(next.after(Self.result(.preterito, .wrong), sentence: nil) == .tense(page: "preterito"))
  }
}
