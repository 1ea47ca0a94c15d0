import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// A field set on a World after a scenario made it reaches every dependeffect
/// the scenario built (issue 22 §8): no dependeffect keeps the console or the
/// clock it was made with. Each World below is made with one console, then given
/// another; what the dependeffects write must all be on the second, none on the first.
@Suite("World: a field set on a finished World reaches its dependents")
struct WorldOverrideTests {
  /// 2030-05-31T12:00:00Z (date -u -d @1906459200): not the system's time, nor
  /// any scenario's own clock.
  static let then = Date(timeIntervalSince1970: 1_906_459_200)

  /// A perfect Easy quiz of `world`, ended as the player ends it.
  static func finishQuiz(in world: World) throws {
    var session = try Sessions.start(.quiz(), in: world)
    for answer in perfectAnswers(session.questions) { _ = try session.answer(answer) }
    try SessionEnding().finish(session, in: world) { _ in }
  }

  @Test("uiTest and unconfigured: the pretending leaderboard reports on the console set last")
  func pretendingLeaderboard() throws {
    let first = ScriptedConsole()
    for var world in [World.uiTest(launchArguments: [], console: first), World.unconfigured] {
      let second = ScriptedConsole()
      world.console = second
      world.clock = TestClock(Self.then)
      try Self.finishQuiz(in: world)
      // A perfect quiz at the default settings, Latin America and Easy:
      // 208 (docs/quiz.md).
      #expect(second.output == "Pretending to report score 208.\n", "\(world.scenario)")
      #expect(second.error == "", "\(world.scenario)")
      #expect(first.output == "" && first.error == "", "\(world.scenario)")
    }
  }

  @Test("device: the class board says on the console set last that the score waits")
  func classBoardSend() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let first = ScriptedConsole()
    var world = try World.device(
      environment: ["USER": "ana", "HOME": "/nonexistent", "CONJUGAR_LEADERBOARD_URL": "postgres://ana@db/c"],
      databasePath: dir.file("c.sqlite"), console: first,
      classBoardServer: { _, _, _ in FailingClassBoardServer() })
    let second = ScriptedConsole()
    world.console = second
    world.clock = TestClock(Self.then)
    try Self.finishQuiz(in: world)
    #expect(
      second.error
        == "conjugar: the class board at postgres://ana@db:5432/c cannot be reached: connection refused; "
        + "the score waits to be sent.\n")
    #expect(first.output == "" && first.error == "")
  }

  @Test("device: the review prompter asks on the console set last, and dates the request by the clock set last")
  func reviewPrompter() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let first = ScriptedConsole()
    var world = try World.device(
      environment: ["USER": "ana", "HOME": dir.path], databasePath: dir.file("c.sqlite"), console: first)
    // Eight quizzes already counted and never a request: the next one asks.
    try world.settingsStore.set(key: SettingKey.promptActionCount.rawValue, value: "8")
    let second = ScriptedConsole()
    world.console = second
    world.clock = TestClock(Self.then)
    try Self.finishQuiz(in: world)
    #expect(
      second.output == "Enjoying conjugar? Tell a fellow learner about it: that is the review that helps most.\n")
    #expect(first.output == "" && first.error == "")
    let stored = try world.settingsStore.load()
    #expect(stored[SettingKey.promptActionCount.rawValue] == "9")
    #expect(stored[SettingKey.lastReviewPromptDate.rawValue] == "2030-05-31T12:00:00Z")
  }

  @Test("uiTest, simulator, unconfigured: speech, files and server setup pretend on the console set last")
  func pretenders() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let first = ScriptedConsole()
    let worlds = [
      World.uiTest(launchArguments: [], console: first),
      try World.simulator(environment: ["HOME": dir.path], databasePath: dir.file("s.sqlite"), console: first),
      World.unconfigured,
    ]
    for var world in worlds {
      let second = ScriptedConsole()
      world.console = second
      try world.utterer.say("tuve", region: .spain, console: world.console)
      _ = try world.gameCenter.topScores(limit: 10, difficulty: nil, console: world.console)
      _ = try world.serverSetup.setUp(.printSQL, console: world.console)
      #expect(
        second.output
          == "Pretending to say 'tuve'.\nPretending to show leaderboard.\n"
          + "Pretending to print the class board's setup SQL.\n",
        "\(world.scenario)")
      #expect(first.output == "" && first.error == "", "\(world.scenario)")
    }
    #expect(dir.contents() == [], "the simulator read its settings and wrote nothing")
  }

  @Test("uiTest and unitTest: pretending files say what they would write on the console set last")
  func pretendingFiles() throws {
    let first = ScriptedConsole()
    // unitTest's own console fails the test when touched: the files must not
    // be holding it.
    for var world in [World.uiTest(launchArguments: [], console: first), World.test()] {
      let second = ScriptedConsole()
      world.console = second
      try world.files.write("hola\n", to: "notes.txt", console: world.console)
      try world.files.write(to: "deck.txt", console: world.console) { write in
        write("tener\ttuve\n")
        write("ir\tfui\n")
        return true
      }
      #expect(
        second.output == "Pretending to write 5 bytes to notes.txt.\nPretending to write 18 bytes to deck.txt.\n",
        "\(world.scenario)")
      #expect(first.output == "", "\(world.scenario)")
    }
    #expect(!FileManager.default.fileExists(atPath: "notes.txt"))
  }
}
