import Foundation
import Testing

@testable import ConjugarCore
@testable import conjugar

/// Issue 43 §3: a half mark for an accent slip carries its named rule in
/// `history --json`, as in the live mark (the quiz's and the context session's).
@Suite("history --json: a 5-point accent slip keeps its rule's line")
struct HistoryAccentSlipTests {
  static func explain(_ question: HistoryQuestion) -> String? {
    HistoryCommand.explainer(catalog: .standard, contexts: .embedded)(question)
  }

  /// The line the live quiz gave for `answer`.
  static func live(_ answer: String, _ infinitive: String, _ tense: Tense, _ person: Person) throws -> QuestionResult? {
    var session = QuizSession(
      questions: [Question(infinitive, tense, person)], settings: Settings(), catalog: .standard,
      startDate: Date(timeIntervalSince1970: 0), kind: .quiz)
    return try session.answer(answer)
  }

  @Test("quiz: dió, hizó, leiste (5 points) name their rule, word for word as the live mark")
  func quizSlips() throws {
    let rows: [(String, String, Tense, Person, String)] = [
      (
        "dió", "dar", .preterito, .el,
        "dio has one syllable, and words of one syllable take no written accent (RAE 2010): dio. "
          + "(conjugar info accents)"
      ),
      (
        "hizó", "hacer", .preterito, .el,
        "hizo is a strong pretérito, stressed on its stem, so its ending takes no accent: hizo. "
          + "(conjugar info accents)"
      ),
      (
        "leiste", "leer", .preterito, .tu,
        "a stressed i or u beside a, e or o is written with an accent, which splits the two vowels: leíste. "
          + "(conjugar info accents)"
      ),
    ]
    for (answer, infinitive, tense, person, line) in rows {
      let live = try #require(try Self.live(answer, infinitive, tense, person))
      #expect(live.grade == .partial, "\(answer)")
      let stored = HistoryQuestion(
        infinitive: infinitive, tense: tense.rawValue, person: person.rawValue, answer: answer,
        correctForm: live.correctForm, points: 5)
      #expect(Self.explain(stored) == line, "\(answer)")
      #expect(Self.explain(stored) == live.explanation?.text, "\(answer): as the live mark")
    }
  }

  @Test("context: llovio in pi-001 (5 points) names its rule, as the live mark")
  func contextSlip() throws {
    let stored = HistoryQuestion(
      infinitive: "llover", tense: Tense.preterito.rawValue, person: Person.el.rawValue, answer: "llovio",
      correctForm: "llovió", points: 5, sentence: "pi-001")
    #expect(
      Self.explain(stored)
        == "llovió is stressed on its last syllable and ends in a vowel, n or s, so it is written with an accent: "
        + "llovió. (conjugar info accents)")
  }

  @Test("a right answer and a blank get no line")
  func nothingToSay() {
    let right = HistoryQuestion(
      infinitive: "dar", tense: Tense.preterito.rawValue, person: Person.el.rawValue, answer: "dio",
      correctForm: "dio", points: 10)
    #expect(Self.explain(right) == nil)
    let blank = HistoryQuestion(
      infinitive: "dar", tense: Tense.preterito.rawValue, person: Person.el.rawValue, answer: "",
      correctForm: "dio", points: 0)
    #expect(Self.explain(blank) == nil)
  }
}
