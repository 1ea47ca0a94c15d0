import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore
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

  @Test("a quiz quit before any answer reports nothing", arguments: [[String](), [":q"]])
  func quitBeforeAnswering(input: [String]) throws {
    let (world, console) = Self.world(input: input)
    try Self.play(Self.questions, in: world)
    #expect((world.gameCenter as? GameCenterSpy)?.reportedScores == [])
    #expect((world.records as? QuizRecordsSpy)?.recordedQuizzes == [])
    #expect((world.records as? QuizRecordsSpy)?.keptAnswers == [])
    #expect((world.analytics as? AnalyticsSpy)?.recorded == [])
    #expect((world.reviewPrompter as? ReviewPrompterSpy)?.actionCount == 0)
    #expect(console.output.hasSuffix("nothing reported.\n"))
  }

  @Test(
    "a ranked quiz left half-way keeps its answers for review, nothing for the leaderboard",
    arguments: [["hablo"], ["hablo", ":q"]])
  func quitKeepsAnswers(input: [String]) throws {
    let (world, console) = Self.world(input: input)
    try Self.play(Self.questions, in: world)
    #expect((world.gameCenter as? GameCenterSpy)?.reportedScores == [])
    #expect((world.records as? QuizRecordsSpy)?.recordedQuizzes == [])
    #expect((world.records as? QuizRecordsSpy)?.keptAnswers.map { $0.map(\.answer) } == [["hablo"]])
    #expect((world.analytics as? AnalyticsSpy)?.recorded == [])
    #expect((world.reviewPrompter as? ReviewPrompterSpy)?.actionCount == 0)
    #expect(
      console.output.contains(
        "Quiz stopped after 1 of 50 questions; your answer counts for review (not ranked,\nnot in the history).\n"))
    #expect(console.output.hasSuffix("Next: conjugar practice\n"))
  }

  @Test("a session stopped early is named as its kind")
  func stoppedNamesTheKind() {
    #expect(
      QuizText.stopped(answered: 2, of: 10, kind: .context, width: 80)
        == "\nContext session stopped after 2 of 10 questions; your 2 answers count for review\n(not in the history).\n"
    )
    #expect(
      QuizText.stopped(answered: 0, of: 5, kind: .review, width: 80)
        == "\nReview stopped after 0 of 5 questions; nothing reported.\n")
  }

  @Test("feedback: correct, another form one accent away, accent slip, shorthand")
  func feedback() throws {
    let questions = [
      Question("hablar", .preterito, .el), Question("hablar", .preterito, .el),
      Question("comer", .preterito, .el), Question("hablar", .preterito, .el),
    ]
    let (world, console) = Self.world(input: ["habló", "hablo", "comio", "hablo'"])
    try Self.play(questions, in: world)
    let output = console.output
    #expect(output.components(separatedBy: "✓ Correct.").count == 3)
    #expect(
      output.contains(
        "✗ Wrong. The answer is habló.\nhablo is the presente (yo); the question asks the pretérito for él. The accent\n"
          + "  tells them apart: habló is stressed on its last syllable, so it is written\n  with an accent.\n"))
    #expect(output.contains("≈ Mind the accent: comió (5 points)"))
    #expect(!output.contains("\u{1B}["))
  }

  @Test("the results show the answers as typed (case kept, shorthand expanded, spaces trimmed), graded without case")
  func resultsKeepTheCaseTyped() throws {
    let questions = [
      Question("tener", .preterito, .yo), Question("hablar", .preterito, .el), Question("comer", .preterito, .el),
    ]
    let (world, console) = Self.world(input: ["Tuve", "  Hablo'  ", "COMÍ"])
    try Self.play(questions, in: world)
    let output = console.output
    #expect(output.components(separatedBy: "✓ Correct.").count == 3)
    #expect(
      output.contains(
        """
        #  Question                 Your answer  Correct form
        1  tener · pretérito · yo   Tuve         tuve          ✓
        2  hablar · pretérito · él  Habló        habló         ✓
        3  comer · pretérito · él   COMÍ         comió         ✗

        """), "\(output)")
    // What is kept is what the learner saw.
    let kept = (world.records as? QuizRecordsSpy)?.recordedQuizzes.first?.score.results.map(\.answer)
    #expect(kept == ["Tuve", "Habló", "COMÍ"])
  }

  @Test("commands leave the question open and are never answers: :help, ?, :foo, :hint, :table, :info")
  func commands() throws {
    let questions = [Question("hablar", .futuroDeIndicativo, .nosotros), Question("hablar", .preterito, .el)]
    let (world, console) = Self.world(input: [
      ":help", "?", ":foo", ":hint", ":hint", "hablaremos", ":table", ":info", "habló",
    ])
    try Self.play(questions, in: world)
    let output = console.output
    let spy = try #require(world.records as? QuizRecordsSpy)
    // Two answers, both right; the hint and (ranked quiz) the table cap each at 5.
    #expect(spy.recordedQuizzes.first?.score.results.map(\.grade) == [.partial, .partial])
    #expect(spy.recordedQuizzes.first?.score.results.map(\.answer) == ["hablaremos", "habló"])
    #expect(output.components(separatedBy: ":hint   the start of the answer").count == 3)
    #expect(output.contains("> :foo is not a command: :hint, :table, :info, :say, :help, :q.\n"))
    #expect(output.contains("Hint: habl…\n"))
    #expect(output.contains("Hint: hablare…\n"))
    #expect(output.contains("≈ Right, with help: hablaremos (5 points)"))
    #expect(
      output.contains(
        """
        pretérito
          yo        hablé
          tú        hablaste
          él        ____
          nosotros  hablamos
          ellos     hablaron

        """))
    #expect(output.contains("More: conjugar info preterito\n"))
    // After :table and :info the same question is asked again.
    #expect(output.components(separatedBy: "hablar (to speak) — pretérito — él").count == 4)
  }

  @Test("a personal best is read from the records before the session joins them: beaten, then not")
  func personalBest() throws {
    var (world, _) = Self.world(input: [])
    world.records = SQLiteQuizRecords.inMemory()
    let questions = [Question("hablar", .preterito, .el), Question("comer", .preterito, .yo)]
    var outputs: [String] = []
    for answers in [["habló", "x"], ["habló", "comí"], ["x", "x"]] {
      let console = ScriptedConsole(input: answers)
      world.console = console
      try Self.play(questions, in: world)
      outputs.append(console.output)
    }
    // 10, 20 and 0 points: scores 4, 8 and 0 (× 0.833 × 0.5, truncated).
    #expect(outputs[0].contains("First ranked quiz at Easy, Latin America: 4, your personal best.\n"))
    #expect(outputs[1].contains("New personal best for a ranked quiz at Easy, Latin America: 8 (was 4).\n"))
    #expect(outputs[2].contains("Personal best for a ranked quiz at Easy, Latin America: 8; this one: 0.\n"))
  }

  @Test("the end of a session: personal best, items due, the next command")
  func sessionEnd() throws {
    let questions = [Question("hablar", .preterito, .el), Question("comer", .preterito, .yo)]
    let (world, console) = Self.world(input: ["habló", "comi"])
    try Self.play(questions, in: world)
    #expect(console.output.contains("First ranked quiz at Easy, Latin America: 6, your personal best.\n"))
    #expect(console.output.contains("\nDue for review now: 0 items.\nNext: conjugar practice\n"))
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
