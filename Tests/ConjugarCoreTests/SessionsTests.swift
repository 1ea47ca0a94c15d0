import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// Issue 37: `Sessions.start` is the one entry every kind of session starts by,
/// choosing its questions from a plan. The expected questions are written by
/// hand, or come from the selector the plan names, called on its own.
@Suite("Sessions.start: one entry, every kind of session")
struct SessionsTests {
  @Test("a ranked quiz: fifty questions, the ones QuizComposer composes, started by the World's clock")
  func quiz() throws {
    let world = World.test(clock: aDate)
    let session = try Sessions.start(.quiz(), in: world)
    #expect(session.kind == .quiz && session.questions.count == 50 && !session.isShort)
    #expect(
      session.questions
        == QuizComposer.compose(
          difficulty: world.settings.difficulty, region: world.settings.region,
          secondSingular: world.settings.secondSingularQuiz, randomness: .fixed, catalog: .standard))
    #expect(session.game.startDate == aDate)
    // A seed shuffles: another order, the same fifty slots.
    let seeded = try Sessions.start(.quiz(seed: 7), in: world)
    #expect(seeded.questions != session.questions && seeded.questions.count == 50)
  }

  @Test("given questions: asked in order, each with its reason, recorded as the plan's kind")
  func given() throws {
    let world = World.test(clock: aDate)
    let plan = SessionPlan.given(
      [
        PlannedQuestion(Question("tener", .preterito, .yo), reason: "missed yesterday"),
        PlannedQuestion(Question("ir", .presenteDeIndicativo, .nosotros), reason: "due for review"),
      ], kind: .review)
    var session = try Sessions.start(plan, in: world)
    #expect(
      session.questions == [Question("tener", .preterito, .yo), Question("ir", .presenteDeIndicativo, .nosotros)])
    #expect(session.kind == .review && session.plan == plan)
    #expect(session.currentReason == "missed yesterday")
    _ = try session.answer("tuve")
    #expect(session.currentReason == "due for review")
    _ = try session.answer("vamos")
    #expect(session.currentReason == nil)
  }

  @Test("practice: a narrow choice gives fewer questions than asked for, and says so")
  func practiceShort() throws {
    let world = World.test(clock: aDate)
    let choice = try PracticeChoice(tenses: ["preterito"], verbs: ["llover"], count: 5)
    let session = try Sessions.start(.practice(choice), in: world)
    // llover has one form in the preterite: llovió (él).
    #expect(session.questions == [Question("llover", .preterito, .el)])
    #expect(session.isShort && session.kind == .practice)
  }

  @Test("practice: names are checked once, when the plan is made, in the order of the old launch")
  func practiceChecks() {
    #expect(throws: PracticeError.badCount(0)) { try PracticeChoice(tenses: ["nonsense"], count: 0) }
    #expect(throws: LearnerNameError.self) { try PracticeChoice(tenses: ["nonsense"], persons: ["nadie"]) }
    #expect(throws: PracticeError.self) { try PracticeChoice(verbs: ["xyzzy"]) }
    #expect(throws: PracticeError.badCount(501)) { try SessionPlan.review(count: 501) }
    #expect(throws: PracticeError.badCount(0)) { try SessionPlan.context(count: 0) }
  }

  @Test("review: nothing due is a session of no questions that says when the next item falls due")
  func reviewNothingDue() throws {
    var world = World.test(clock: aDate)
    let records = QuizRecordsSpy()
    world.records = records
    let empty = try Sessions.start(try .review(), in: world)
    #expect(empty.questions.isEmpty && empty.nothingDue == NothingDue(now: aDate, next: nil))
    // One item answered right now is due later, not now.
    let result = QuestionResult(
      question: Question("tener", .preterito, .yo), answer: "tuve", correctForm: "tuve", grade: .total)
    records.keep([result], at: aDate, topics: [:])
    let later = try Sessions.start(try .review(), in: world)
    #expect(later.questions.isEmpty)
    #expect(later.nothingDue?.next.map { $0 > aDate } == true)
    // A missed item is asked at once.
    let missed = QuestionResult(
      question: Question("ir", .preterito, .yo), answer: "iba", correctForm: "fui", grade: .wrong)
    records.keep([missed], at: aDate, topics: [:])
    let review = try Sessions.start(try .review(), in: world)
    #expect(review.questions == [Question("ir", .preterito, .yo)] && review.nothingDue == nil)
  }

  @Test("context: the World's sentences, and none matching is one line, exit status 2")
  func context() throws {
    let world = World.test(clock: aDate)
    let session = try Sessions.start(try .context(topics: [.imperativoPronombres], level: .a2, count: 3), in: world)
    #expect(session.kind == .context && !session.questions.isEmpty && session.questions.count <= 3)
    let library = try world.contexts.library()
    for question in session.questions {
      let sentence = try #require(question.sentence.flatMap(library.sentence))
      #expect(sentence.topic == .imperativoPronombres && sentence.level == .a2)
    }
    let none = #expect(throws: CommandFailure.self) {
      try Sessions.start(try .context(topics: [.imperativoPronombres], level: .c1, count: 3), in: world)
    }
    #expect(none?.message == "no sentence matches these choices" && none?.exitStatus == .usage)
  }
}
