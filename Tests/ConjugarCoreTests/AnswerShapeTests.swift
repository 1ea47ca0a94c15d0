import Testing

@testable import ConjugarCore

/// What is not the form alone, and so is not graded: a subject pronoun before it,
/// punctuation around it. Cases written by hand.
@Suite("AnswerShape: the form alone")
struct AnswerShapeTests {
  @Test("a subject pronoun before or after the form, as typed")
  func subjectPronoun() {
    #expect(AnswerShape.problem("él habló") == .subjectPronoun("él"))
    #expect(AnswerShape.problem("Yo hablé") == .subjectPronoun("Yo"))
    #expect(AnswerShape.problem("  ellas   hablaron ") == .subjectPronoun("ellas"))
    #expect(AnswerShape.problem("Ud. habla") == .subjectPronoun("Ud."))
    #expect(AnswerShape.problem("tu hablas") == .subjectPronoun("tu"))
    #expect(AnswerShape.problem("vos hablás") == .subjectPronoun("vos"))
    // After it, as in a command or a question.
    #expect(AnswerShape.problem("Pida usted") == .subjectPronoun("usted"))
    #expect(AnswerShape.problem("hablaron ustedes") == .subjectPronoun("ustedes"))
  }

  @Test("punctuation before or after the form")
  func punctuation() {
    #expect(AnswerShape.problem("habló.") == .punctuation)
    #expect(AnswerShape.problem("¡habla!") == .punctuation)
    #expect(AnswerShape.problem("¿hablas?") == .punctuation)
    #expect(AnswerShape.problem("hablé,") == .punctuation)
  }

  @Test("forms, object pronouns, no, shorthand and wrong answers are answers")
  func answers() {
    for line in [
      "habló", "me acuerdo", "nos levantamos", "os sentáis", "se fue", "no hables", "te habrías ido",
      "hablo'", "hablo´", "yo", "él", "x", "", "   ", "HABLÓ", "hablo",
    ] {
      #expect(AnswerShape.problem(line) == nil, "\(line)")
    }
  }
}
