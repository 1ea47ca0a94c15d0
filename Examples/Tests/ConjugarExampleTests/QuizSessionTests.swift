import ConjugarCore
import ConjugarTestSupport
import Foundation
import Testing

/// A ranked quiz played from first question to last in the unitTest World: nothing
/// touches a file, a leaderboard or the terminal; the spies record what a device
/// would have done.
@Test("a perfect quiz in the unitTest World scores and reports once")
func perfectQuiz() throws {
  var world = World.unitTest(onUnimplemented: { Issue.record(Comment(rawValue: $0)) })
  // The unitTest World leaves the clock and the console to the test.
  world.clock = TestClock(Date(timeIntervalSince1970: 1_700_000_000))
  world.console = ScriptedConsole()
  let leaderboard = GameCenterSpy()
  world.gameCenter = leaderboard
  var session = try Sessions.start(.quiz(seed: 7), in: world)
  #expect(session.questions.count == 50)
  for answer in perfectAnswers(session.questions) {
    _ = try session.answer(answer)
  }
  // The one way a session ends: it is saved, reported once, and what waits for
  // a class board is sent.
  var shown: [SessionEnding.Step] = []
  try SessionEnding(kind: session.kind).finish(session, in: world) { shown.append($0) }
  guard case .results(let score)? = shown.first else {
    Issue.record("the results come first")
    return
  }
  #expect(score.points == 500)
  #expect(leaderboard.reportedScores.count == 1)
  #expect(leaderboard.sendWaitingCount == 1)
}

/// A World of the app's own, built from public parts: the records and analytics
/// in a database in memory, a leaderboard spy, the clock and console the test
/// sets. Replacing `database` would move the records, the board and analytics
/// together.
@Test("a World built from public parts keeps the session it ends")
func worldOfItsOwn() throws {
  let leaderboard = GameCenterSpy()
  let world = World(
    scenario: .unitTest, settings: Settings(defaultPlayerName: "ana"), database: .inMemory(),
    settingsStore: DictionaryGetterSetter(), gameCenter: leaderboard, reviewPrompter: ReviewPrompterSpy(),
    utterer: UttererSpy(), files: PretendingFiles(), inputFiles: InMemoryInputFiles([:]),
    serverSetup: ServerSetupSpy(), randomness: Randomness(shouldShuffle: false, seed: 0),
    clock: TestClock(Date(timeIntervalSince1970: 1_700_000_000)), console: ScriptedConsole())
  var session = try Sessions.start(.quiz(seed: 7), in: world)
  for answer in perfectAnswers(session.questions) {
    _ = try session.answer(answer)
  }
  try SessionEnding(kind: session.kind).finish(session, in: world) { _ in }
  var kept: [Int] = []
  try world.records.history(limit: 10, passes: 1) { _, entry in kept.append(entry.score) }
  // Latin America, Easy (the default settings): 500 points × 0.833 × 0.5, truncated.
  #expect(kept == [208])
  #expect(leaderboard.sendWaitingCount == 1)
}

@Test("a wrong answer scores nothing, one missing an accent half")
func grading() throws {
  let hablar = try VerbCatalog.standard.conjugate("hablar")
  let form = try #require(hablar.form(.preterito, .el))
  #expect(AnswerGrader.grade("habló", against: form) == .total)
  #expect(AnswerGrader.grade("hablo", against: form) == .partial)
  #expect(AnswerGrader.grade("hablé", against: form) == .wrong)
}
