import ConjugarCore
import ConjugarTestSupport
import Foundation
import Testing

@testable import conjugar

/// The quiz loop in process, in the unitTest World: a scripted console, a test clock,
/// spies to see what was reported.
@Suite("QuizPlayer in the unitTest world")
struct QuizPlayerTests {
  static func world(input: [String]) -> (World, ScriptedConsole) {
    var world = World.unitTest(onUnimplemented: { Issue.record(Comment(rawValue: $0)) })
    let console = ScriptedConsole(input: input)
    world.console = console
    world.clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000))
    return (world, console)
  }

  static let questions = QuizComposer.compose(
    difficulty: .easy, region: .latinAmerica, secondSingular: .tu, randomness: .fixed,
    catalog: .standard)

  /// Plays `questions` at the terminal of `world`, as `conjugar quiz` does.
  static func play(_ questions: [Question], in world: World) throws {
    let session = QuizSession(
      questions: questions, settings: world.settings, catalog: world.catalog,
      startDate: world.clock.now())
    var player = QuizPlayer(session: session, world: world)
    try player.play()
  }

  @Test("a finished quiz shows its results, then reports score, analytics and a promptable action")
  func finished() throws {
    let answers = perfectAnswers(Self.questions)
    let (world, console) = Self.world(input: answers)
    try Self.play(Self.questions, in: world)
    let spy = try #require(world.gameCenter as? GameCenterSpy)
    #expect(spy.reportedScores.map(\.value) == [208])
    #expect(spy.reportedScores.first?.results.count == 50)
    #expect((world.records as? QuizRecordsSpy)?.recordedQuizzes.map(\.player) == ["Tester"])
    #expect((world.analytics as? AnalyticsSpy)?.recorded.map(\.name) == ["quizCompleted"])
    #expect((world.reviewPrompter as? ReviewPrompterSpy)?.actionCount == 1)
    #expect(console.output.contains("\nScore: 208\nTime: 0:00\n"))
    #expect(console.output.contains("Results"))
  }

  @Test("a quiz quit early reports nothing", arguments: [[String](), ["hablo"], ["hablo", ":q"]])
  func quitEarly(input: [String]) throws {
    let (world, console) = Self.world(input: input)
    try Self.play(Self.questions, in: world)
    #expect((world.gameCenter as? GameCenterSpy)?.reportedScores == [])
    #expect((world.records as? QuizRecordsSpy)?.recordedQuizzes == [])
    #expect((world.analytics as? AnalyticsSpy)?.recorded == [])
    #expect((world.reviewPrompter as? ReviewPrompterSpy)?.actionCount == 0)
    #expect(console.output.hasSuffix("nothing reported.\n"))
  }

  @Test("feedback: correct, accent missing with the right form, wrong with the right form")
  func feedback() throws {
    let questions = [
      Question("hablar", .preterito, .el), Question("hablar", .preterito, .el),
      Question("hablar", .preterito, .el), Question("hablar", .preterito, .el),
    ]
    let (world, console) = Self.world(input: ["habló", "hablo", "hablé", "hablo'"])
    try Self.play(questions, in: world)
    let output = console.output
    #expect(output.components(separatedBy: "✓ Correct.").count == 3)
    #expect(output.contains("≈ Mind the accent: habló (5 points)"))
    #expect(output.contains("✗ Wrong. The answer is habló."))
    #expect(!output.contains("\u{1B}["))
  }

  @Test("colour only when the console says so")
  func colour() throws {
    var (world, _) = Self.world(input: [])
    let console = ScriptedConsole(input: ["hablo"], usesColour: true)
    world.console = console
    try Self.play([Question("hablar", .presenteDeIndicativo, .yo)], in: world)
    #expect(console.output.contains("\u{1B}[32m✓ Correct.\u{1B}[0m"))
  }
}
