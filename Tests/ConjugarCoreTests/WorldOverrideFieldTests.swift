import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// Issue 37: every dependeffect reads what it needs from the World when called,
/// so a field set on a finished World reaches everything the factory built. One
/// test a field: each fails if a dependent kept the value it was built with.
@Suite("World: each field set on a finished World reaches its dependents", .timeLimit(.minutes(10)))
struct WorldOverrideFieldTests {
  /// A device World on a fresh database in `dir`, with a test clock and console.
  static func device(in dir: TemporaryDirectory, environment: [String: String] = [:]) throws -> World {
    var world = try World.device(
      environment: ["USER": "ana", "HOME": dir.path].merging(environment) { $1 },
      databasePath: dir.file("c.sqlite"), console: ScriptedConsole())
    world.clock = TestClock(WorldOverrideTests.then)
    return world
  }

  @Test("settings: the board takes the player's name and opt-out from the settings set last")
  func settingsReachTheBoard() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    var world = try Self.device(in: dir)
    world.settings.playerName = "beatriz"
    try WorldOverrideTests.finishQuiz(in: world)
    // The World was made with the login name "ana".
    let board = try world.gameCenter.topScores(limit: 10, difficulty: nil, console: world.console)
    #expect(board.map(\.player) == ["beatriz"])
    world.settings.userRejectedGameCenter = true
    #expect(!world.gameCenter.isAuthenticated(world.settings))
    try WorldOverrideTests.finishQuiz(in: world)
    #expect(try world.gameCenter.topScores(limit: 10, difficulty: nil, console: world.console).count == 1)
    #expect(try world.records.collectedHistory(limit: 5).map(\.player) == [nil, "beatriz"])
  }

  @Test("settingsStore: the review prompter counts in the store set last")
  func storeReachesThePrompter() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    var world = try Self.device(in: dir)
    let built = world.settingsStore
    let store = DictionaryGetterSetter([SettingKey.promptActionCount.rawValue: "8"])
    world.settingsStore = store
    let console = ScriptedConsole()
    world.console = console
    try WorldOverrideTests.finishQuiz(in: world)
    #expect(console.output.contains("Enjoying conjugar?"))
    #expect(store.load()[SettingKey.promptActionCount.rawValue] == "9")
    #expect(try built.load()[SettingKey.promptActionCount.rawValue] == nil)
  }

  @Test("files: espeak-ng's WAV is written through the files set last")
  func filesReachSpeech() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let bin = dir.file("bin")
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    // A fake espeak-ng that writes four bytes where -w says.
    try ExecutableScript.write(
      "#!/bin/sh\nwhile [ $# -gt 0 ]; do [ \"$1\" = -w ] && printf 'RIFF' > \"$2\"; shift; done\n",
      to: bin + "/espeak-ng")
    var world = try Self.device(in: dir, environment: ["PATH": bin, "TMPDIR": dir.path])
    world.files = PretendingFiles()
    let console = ScriptedConsole()
    world.console = console
    try world.utterer.say("tuve", region: .spain, file: dir.file("tuve.wav"), files: world.files, console: console)
    #expect(console.output == "Pretending to write 4 bytes to \(dir.file("tuve.wav")).\n")
    #expect(!FileManager.default.fileExists(atPath: dir.file("tuve.wav")))
    // The scratch directory was made under the World's TMPDIR, and removed.
    #expect(dir.contents().filter { $0.hasPrefix("conjugar-say-") } == [])
  }

  @Test("contexts: a session asks, grades and records the sentences set last")
  func contextsReachTheSession() throws {
    let text = """
      id: zz-001
      topic: preterito-imperfecto
      level: A2
      region: all
      text: Ayer ___ mucho.
      verb: llover
      person: el
      show-person: no
      answers: preterito
      english: It rained a lot yesterday.
      cue: "Ayer": a finished event takes the preterite.

      """
    var world = World.test(clock: WorldOverrideTests.then)
    world.contexts = ContextSentences(try ContextLibrary(files: [("test.txt", text)]))
    var session = try Sessions.start(.context(), in: world)
    #expect(session.questions.map(\.sentence) == ["zz-001"])
    let result = try session.answer("llovió")
    #expect(result?.grade == .total)
    _ = try session.finish(endingAt: WorldOverrideTests.then, in: world)
    let recorded = (world.records as? QuizRecordsSpy)?.recordedQuizzes.first
    #expect(recorded?.topics == ["zz-001": "preterito-imperfecto"])
  }
}
