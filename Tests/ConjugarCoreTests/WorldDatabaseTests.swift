import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore

/// Issue 46 §4: on device one database backs the settings store, the records, this
/// machine's board, the class board's outbox and analytics, and the board's kind is
/// chosen when used. Replacing the World's database, or the setting that names a
/// class board, after the World was made reaches all of them.
@Suite("World: the database and the board's kind, replaced on a finished World")
struct WorldDatabaseTests {
  static let environment = ["USER": "ana"]

  /// A device World on `first.sqlite` in `dir`, whose class board (when one is
  /// configured) cannot be reached.
  static func device(in dir: TemporaryDirectory, console: ScriptedConsole) throws -> World {
    var world = try World.device(
      environment: environment.merging(["HOME": dir.path]) { $1 }, databasePath: dir.file("first.sqlite"),
      console: console, classBoardServer: { _, _, _ in FailingClassBoardServer() })
    world.clock = TestClock(WorldOverrideTests.then)
    return world
  }

  @Test("database: one replacement moves the settings, records, board, outbox and analytics")
  func databaseReachesEveryDependent() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let console = ScriptedConsole()
    var world = try Self.device(in: dir, console: console)
    world.database = LearnerDatabase(path: dir.file("second.sqlite"))
    // Set after the World was made: the board is the class board from now on.
    world.settings.leaderboardServer = "postgres://ana@db/c"
    _ = try world.settingsStore.modify { $0[SettingKey.region.rawValue] = "Spain" }
    try WorldOverrideTests.finishQuiz(in: world)

    #expect(
      console.error
        == "conjugar: the class board at postgres://ana@db:5432/c cannot be reached: connection refused; "
        + "the score waits to be sent.\n")
    #expect(!FileManager.default.fileExists(atPath: dir.file("first.sqlite")), "the first database was never made")
    // Read back by a World of its own on the second file.
    let reread = try World.device(
      environment: Self.environment.merging(["HOME": dir.path]) { $1 }, databasePath: dir.file("second.sqlite"),
      console: ScriptedConsole())
    #expect(reread.settings.region == .spain)
    #expect(try reread.records.collectedHistory(limit: 5).map(\.player) == ["ana"])
    #expect(try reread.gameCenter.topScores(limit: 5, difficulty: nil, console: reread.console).map(\.score) == [208])
    let stored = try reread.database.opener.database(reading: true)
    #expect(try stored.counts().events == 1, "the completion event")
    #expect(try ClassBoardOutbox(reread.database.opener).pending().count == 1, "the score queued for the class")
  }

  @Test("the board's kind follows the settings set last, both ways")
  func boardKindChosenWhenUsed() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    var world = try Self.device(in: dir, console: ScriptedConsole())
    #expect(world.gameCenter.sharedServer == nil)
    world.settings.leaderboardServer = "postgres://ana@db/c"
    #expect(world.gameCenter.sharedServer != nil)
    #expect(world.gameCenter.implementation.hasPrefix("ClassBoard (FailingClassBoardServer"))
    world.settings.leaderboardServer = ""
    #expect(world.gameCenter.sharedServer == nil)
    #expect(world.gameCenter.implementation.hasPrefix("LocalLeaderboard"))
  }

  @Test("a field given its own implementation keeps it when the database is replaced")
  func givenFieldsStay() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    var world = try Self.device(in: dir, console: ScriptedConsole())
    let spy = QuizRecordsSpy()
    world.records = spy
    world.database = LearnerDatabase(path: dir.file("second.sqlite"))
    try WorldOverrideTests.finishQuiz(in: world)
    #expect(spy.recordedQuizzes.count == 1)
    #expect(world.records is QuizRecordsSpy)
    #expect(try world.gameCenter.topScores(limit: 5, difficulty: nil, console: world.console).count == 1)
  }

  @Test("a World built from public parts plays and ends a session")
  func builtFromParts() throws {
    let leaderboard = GameCenterSpy()
    let console = ScriptedConsole()
    let world = World(
      scenario: .unitTest, settings: Settings(defaultPlayerName: "ana"), database: .inMemory(),
      settingsStore: DictionaryGetterSetter(), gameCenter: leaderboard, reviewPrompter: ReviewPrompterSpy(),
      utterer: UttererSpy(), files: PretendingFiles(), inputFiles: InMemoryInputFiles([:]),
      serverSetup: ServerSetupSpy(), randomness: Randomness(shouldShuffle: false, seed: 0),
      clock: TestClock(WorldOverrideTests.then), console: console)
    try WorldOverrideTests.finishQuiz(in: world)
    #expect(leaderboard.reportedScores.map(\.value) == [208])
    #expect(leaderboard.sendWaitingCount == 1)
    // Records and analytics are the in-memory database's.
    #expect(try world.records.collectedHistory(limit: 5).count == 1)
    #expect(try world.database.opener.database().counts().events == 1)
    #expect(!world.database.isPersistent)
  }
}
