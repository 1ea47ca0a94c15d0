import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

@Suite("Scoring")
struct ScoringTests {
  @Test(
    "a perfect quiz scores the spec's maximum",
    arguments: [
      (Region.spain, Difficulty.difficult, 750), (.latinAmerica, .difficult, 624),
      (.spain, .moderate, 500), (.latinAmerica, .moderate, 416),
      (.spain, .easy, 250), (.latinAmerica, .easy, 208),
    ])
  func perfect(region: Region, difficulty: Difficulty, expected: Int) throws {
    let questions = QuizComposer.compose(
      difficulty: difficulty, region: region, secondSingular: .tu, randomness: .fixed,
      catalog: .standard)
    var game = QuizGame(
      questions: questions, region: region, difficulty: difficulty, startDate: aDate,
      answerKey: QuizGame.answerKey(.standard))
    for answer in perfectAnswers(questions) { try game.answer(answer) }
    #expect(game.isFinished)
    #expect(game.points == 500)
    #expect(game.finalScore(at: aDate + 90).value == expected)
    #expect(game.finalScore(at: aDate + 90).elapsedSeconds == 90)
  }

  @Test("partial credit: 5 per accent slip, 0 per wrong answer, then the modifiers")
  func partialCredit() throws {
    let questions = [
      Question("comer", .preterito, .el), Question("comer", .preterito, .yo),
      Question("vivir", .presenteDeIndicativo, .yo), Question("ser", .presenteDeIndicativo, .yo),
    ]
    var game = QuizGame(
      questions: questions, region: .spain, difficulty: .moderate, startDate: aDate,
      answerKey: QuizGame.answerKey(.standard), verbForms: QuizGame.verbForms(.standard))
    try game.answer("comio")  // comió without its accent, and no other form of comer: 5
    try game.answer("comí")  // 10
    try game.answer("vivo")  // 10
    try game.answer("es")  // wrong: 0
    #expect(game.results.map(\.grade) == [.partial, .total, .total, .wrong])
    #expect(game.points == 25)
    #expect(game.score == 25)
    #expect(Scoring.score(points: 25, region: .latinAmerica, difficulty: .difficult) == 31)
    #expect(Scoring.score(points: 25, region: .latinAmerica, difficulty: .easy) == 10)
  }

  @Test("another form of the verb one accent away scores 0; help caps a right answer at 5")
  func otherFormAndHelp() throws {
    let questions = [Question("hablar", .preterito, .el), Question("hablar", .preterito, .el)]
    var game = QuizGame(
      questions: questions, region: .spain, difficulty: .moderate, startDate: aDate,
      answerKey: QuizGame.answerKey(.standard), verbForms: QuizGame.verbForms(.standard))
    try game.answer("hablo")  // the presente (yo): another word
    try game.answer("habló", helped: true)
    #expect(game.results.map(\.grade) == [.wrong, .partial])
    #expect(game.results.map(\.helped) == [false, true])
    #expect(game.points == 5)
  }

  @Test("a question a verb cannot answer is refused, never scored")
  func unanswerable() {
    var game = QuizGame(
      questions: [Question("llover", .presenteDeIndicativo, .yo)], region: .spain,
      difficulty: .easy, startDate: aDate, answerKey: QuizGame.answerKey(.standard))
    #expect(throws: QuizError.unanswerable(Question("llover", .presenteDeIndicativo, .yo))) {
      try game.answer("llueve")
    }
    #expect(game.results.isEmpty)
  }

  @Test("elapsed time reads as m:ss")
  func clock() {
    #expect(Scoring.clock(0) == "0:00")
    #expect(Scoring.clock(75) == "1:15")
    #expect(Scoring.clock(3_725) == "1:02:05")
  }
}
