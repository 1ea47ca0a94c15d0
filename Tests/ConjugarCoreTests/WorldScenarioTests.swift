import ConjugarTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import ConjugarCore

/// A perfect Easy quiz finished through `world`, as `conjugar quiz` finishes one.
private func finishPerfectQuiz(in world: World) throws -> Score {
  var session = try Sessions.start(.quiz(), in: world)
  for answer in perfectAnswers(session.questions) { _ = try session.answer(answer) }
  return try session.finish(endingAt: world.clock.now(), in: world)
}

/// What a database file holds after a run.
private func contents(_ path: String) throws -> (quizzes: Int, questions: Int, events: Int, board: [String]) {
  let db = try AppDatabase.open(path: path)
  let counts = try db.counts()
  return (counts.quizzes, counts.questions, counts.events, try db.leaderboard(limit: 10).map(\.player))
}

@Suite("World.device")
struct DeviceWorldTests {
  @Test("a finished quiz lands in the device file: history, leaderboard, event, prompt count")
  func report() throws {
    let home = try TemporaryDirectory()
    defer { home.cleanUp() }
    var world = try World.device(environment: ["HOME": home.path, "USER": "ana"])
    world.clock = TestClock(aDate)
    world.console = ScriptedConsole()
    let score = try finishPerfectQuiz(in: world)
    #expect(score.value == 208)
    let path = home.path + "/.local/share/conjugar/conjugar.sqlite"
    let found = try contents(path)
    #expect((found.quizzes, found.questions, found.events) == (1, 50, 1))
    #expect(found.board == ["ana"])
    let db = try AppDatabase.open(path: path)
    let event = try db.writer.read {
      try Row.fetchOne($0, sql: "SELECT name, date, parameters FROM analyticsEvent")
    }
    #expect(event?["name"] == "quizCompleted")
    #expect(try db.collectedHistory(limit: 1).first?.date == "2023-11-14T22:13:20Z")
    #expect((event?["parameters"] as String?)?.contains(#""score":"208""#) == true)
    #expect(try db.setting("promptActionCount") == "1")
    // The database and its WAL companions: all private to the user.
    let files = home.contents().filter { $0.hasPrefix(".local/share/conjugar/") }
    #expect(files.first == ".local/share/conjugar/conjugar.sqlite")
    for file in files {
      let mode = try FileManager.default.attributesOfItem(atPath: home.file(file))[.posixPermissions]
      #expect((mode as? Int) == 0o600, "\(file)")
    }
  }

  @Test("reading settings and records where nothing was saved creates no file")
  func readsCreateNothing() throws {
    let home = try TemporaryDirectory()
    defer { home.cleanUp() }
    let world = try World.device(environment: ["HOME": home.path, "USER": "ana"])
    #expect(world.settings.playerName == "ana")
    #expect(world.settings.region == .latinAmerica)
    #expect(try world.records.collectedHistory(limit: 10) == [])
    #expect(try world.gameCenter.topScores(limit: 10, difficulty: nil, console: ScriptedConsole()) == [])
    #expect(home.contents() == [])
  }

  @Test("XDG_DATA_HOME and CONJUGAR_DATABASE choose where data lives")
  func locations() throws {
    #expect(
      try DataLocation.path(for: .device, environment: ["HOME": "/h", "XDG_DATA_HOME": "/x"])
        == "/x/conjugar/conjugar.sqlite")
    #expect(
      try DataLocation.path(for: .simulator, environment: ["HOME": "/h"])
        == "/h/.local/share/conjugar/conjugar-simulator.sqlite")
    #expect(
      try DataLocation.path(for: .device, environment: ["HOME": "/h", "CONJUGAR_DATABASE": "/d.db"])
        == "/d.db")
  }

  @Test("a player who opted out keeps the history but stays off the leaderboard")
  func optedOut() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    try AppDatabase.open(path: path).setSetting("userRejectedGameCenter", "true")
    var world = try World.device(environment: [:], databasePath: path)
    world.clock = TestClock(aDate)
    world.console = ScriptedConsole()
    #expect(world.gameCenter.isAuthenticated(world.settings) == false)
    _ = try finishPerfectQuiz(in: world)
    let found = try contents(path)
    #expect(found.board == [])
    #expect(found.quizzes == 1)
    #expect(try world.records.collectedHistory(limit: 1).first?.player == nil)
  }

  @Test("a clock set on a device World reaches its analytics and review prompter")
  func overriddenClockReachesDependents() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    var world = try World.device(environment: ["HOME": dir.path], databasePath: dir.file("c.sqlite"))
    // 2030-05-31T12:00:00Z (date -u -d @1906459200): not the system's time, so a
    // dependent still on the system clock would store another date.
    let then = Date(timeIntervalSince1970: 1_906_459_200)
    world.clock = TestClock(then)
    world.console = ScriptedConsole()
    _ = try finishPerfectQuiz(in: world)
    let opener = DatabaseOpener(path: dir.file("c.sqlite"))
    let stored = try opener.database().writer.read { db in
      try String.fetchAll(db, sql: "SELECT date FROM analyticsEvent")
    }
    #expect(stored == ["2030-05-31T12:00:00Z"])
    // The prompter counted the quiz in the store with the same clock in hand.
    #expect(try opener.settings()["promptActionCount"] == "1")
  }
}

@Suite("World.simulator")
struct SimulatorWorldTests {
  @Test("its own file keeps settings and history; the leaderboard pretends; no event, no prompt")
  func ownFile() throws {
    let home = try TemporaryDirectory()
    defer { home.cleanUp() }
    var world = try World.simulator(environment: ["HOME": home.path])
    let console = ScriptedConsole()
    world.clock = TestClock(aDate)
    world.console = console
    _ = try finishPerfectQuiz(in: world)
    #expect(console.output == "Pretending to report score 208.\n")
    let found = try contents(home.path + "/.local/share/conjugar/conjugar-simulator.sqlite")
    #expect((found.quizzes, found.questions, found.events, found.board) == (1, 50, 0, []))
    #expect(try world.records.collectedHistory(limit: 5).count == 1)
    #expect(!FileManager.default.fileExists(atPath: home.path + "/.local/share/conjugar/conjugar.sqlite"))
  }
}

@Suite("World.uiTest")
struct UITestWorldTests {
  @Test("settings in memory seeded from the launch arguments")
  func seeded() {
    let world = World.uiTest(launchArguments: ["Spain", "Difficult", "Vos"])
    #expect(world.settings.region == .spain)
    #expect(world.settings.difficulty == .difficult)
    #expect(world.settings.secondSingularQuiz == .vos)
    let plain = World.uiTest(launchArguments: [])
    #expect(plain.settings.region == .latinAmerica)
    #expect(plain.settings.difficulty == .easy)
  }

  @Test("a finished quiz writes no file, pretends to report, keeps its record in memory only")
  func noFiles() throws {
    let console = ScriptedConsole()
    let world = World.uiTest(launchArguments: [], console: console)
    let score = try finishPerfectQuiz(in: world)
    #expect(console.output == "Pretending to report score \(score.value).\n")
    #expect(try world.records.collectedHistory(limit: 5).map(\.score) == [score.value])
    #expect(!world.records.isPersistent)
    #expect(!FileManager.default.fileExists(atPath: ":memory:"))
    #expect(try world.settingsStore.load() == [:])
  }

  @Test("fixed order and a deterministic clock: two runs see the same")
  func deterministic() throws {
    let world = World.uiTest(launchArguments: [])
    let again = World.uiTest(launchArguments: [])
    #expect(try Sessions.start(.quiz(), in: world).questions == Sessions.start(.quiz(), in: again).questions)
    let readings = (0..<3).map { _ in world.clock.now() }
    #expect(readings == (0..<3).map { _ in again.clock.now() })
    #expect(readings[2].timeIntervalSince(readings[0]) == 6)
    #expect(world.console.usesColour == false)
  }
}

@Suite("World.unitTest")
struct UnitTestWorldTests {
  @Test("spies record what the quiz reported, once each")
  func spies() throws {
    let world = World.test(clock: aDate)
    let score = try finishPerfectQuiz(in: world)
    let gameCenter = try #require(world.gameCenter as? GameCenterSpy)
    let records = try #require(world.records as? QuizRecordsSpy)
    let analytics = try #require(world.analytics as? AnalyticsSpy)
    let prompter = try #require(world.reviewPrompter as? ReviewPrompterSpy)
    #expect(records.recordedQuizzes.map(\.score) == [score])
    #expect(records.recordedQuizzes.map(\.player) == ["Tester"])
    #expect(records.recordedQuizzes.map(\.kind) == [.quiz])
    // Every distinct item asked gets a schedule, due after its first right answer.
    let schedules = records.reviewItems(for: nil)
    #expect(schedules.count == Set(score.results.map(\.question)).count)
    #expect(schedules.allSatisfy { $0.schedule.lastRating == .good })
    #expect(gameCenter.reportedScores == [score])
    #expect(analytics.recorded.map(\.name) == ["quizCompleted"])
    #expect(
      analytics.recorded.first?.parameters == [
        "score": "208", "points": "500", "region": "Latin America", "difficulty": "Easy",
        "elapsedSeconds": "0",
      ])
    #expect(prompter.actionCount == 1)
  }

  @Test("a quiz whose record fails reports nothing else and says it was not saved")
  func notSaved() throws {
    var world = World.test(clock: aDate)
    world.records = FailingRecords()
    let error = #expect(throws: QuizNotSaved.self) { try finishPerfectQuiz(in: world) }
    #expect(error?.message == "the quiz was not saved: the disk is full")
    #expect((world.gameCenter as? GameCenterSpy)?.reportedScores == [])
    #expect((world.analytics as? AnalyticsSpy)?.recorded == [])
    #expect((world.reviewPrompter as? ReviewPrompterSpy)?.actionCount == 0)
  }

  /// Three questions of a ranked quiz are enough: the flow is the same as for
  /// fifty. Composed once for the 48 sessions below (every World there has the
  /// same settings and catalog).
  static let threeQuestions = Array(
    ((try? Sessions.start(.quiz(), in: World.test(clock: aDate)))?.questions ?? []).prefix(3))

  enum Board: String, CaseIterable, Sendable { case spy, pretending, local, localOptedOut }
  enum Events: String, CaseIterable, Sendable { case spy, local }

  /// Every mix of leaderboard, analytics and records implementations, for every
  /// kind of session: the session reports each effect once, through whichever
  /// implementation the World holds, and none swallows another's event.
  @Test(
    "any mix of implementations loses no completion event and reports each effect once",
    arguments: Board.allCases, Events.allCases)
  func anyMix(board: Board, events: Events) throws {
    for kind in SessionKind.allCases {
      for fileRecords in [false, true] {
        let dir = try TemporaryDirectory()
        defer { dir.cleanUp() }
        let opener = DatabaseOpener(path: dir.file("c.sqlite"))
        let console = ScriptedConsole()
        var world = World.test(clock: aDate)
        world.console = console
        switch board {
        case .spy: break
        case .pretending: world.gameCenter = TestGameCenter()
        case .local: world.gameCenter = LocalLeaderboard(opener)
        case .localOptedOut:
          world.gameCenter = LocalLeaderboard(opener)
          world.settings.userRejectedGameCenter = true
        }
        let spyEvents = AnalyticsSpy()
        world.analytics = events == .spy ? spyEvents : LocalAnalytics(opener)
        let spyRecords = QuizRecordsSpy()
        world.records = fileRecords ? SQLiteQuizRecords(opener) : spyRecords
        let questions = Self.threeQuestions
        var session = QuizSession(
          questions: questions, settings: world.settings, catalog: world.catalog, startDate: aDate,
          kind: kind)
        for answer in perfectAnswers(questions) { _ = try session.answer(answer) }
        let score = try session.finish(endingAt: world.clock.now(), in: world)
        let label = Comment(rawValue: "\(board) \(events) \(kind) file records: \(fileRecords)")

        let stored = opener.hasData ? try opener.database().counts() : (quizzes: 0, questions: 0, events: 0)
        let eventNames =
          events == .spy
          ? spyEvents.recorded.map(\.name)
          : try opener.database().writer.read { try String.fetchAll($0, sql: "SELECT name FROM analyticsEvent") }
        #expect(eventNames == ["\(kind.rawValue)Completed"], label)
        let recorded = fileRecords ? stored.quizzes : spyRecords.recordedQuizzes.count
        #expect(recorded == 1, label)
        #expect(stored.questions == (fileRecords ? 3 : 0), label)
        let ranked = kind == .quiz
        let onBoard: Int
        switch board {
        case .spy: onBoard = (world.gameCenter as? GameCenterSpy)?.reportedScores.count ?? -1
        case .pretending:
          onBoard = console.output.components(separatedBy: "Pretending to report score \(score.value).").count - 1
        case .local, .localOptedOut: onBoard = opener.hasData ? try opener.database().leaderboard(limit: 10).count : 0
        }
        #expect(onBoard == (ranked && board != .localOptedOut ? 1 : 0), label)
        #expect((world.reviewPrompter as? ReviewPrompterSpy)?.actionCount == (ranked ? 1 : 0), label)
      }
    }
  }

  @Test("a dependeffect the test did not set up reports when touched")
  func unimplemented() {
    let touched = Mutex<[String]>([])
    let world = World.unitTest(onUnimplemented: { message in touched.withLock { $0.append(message) } })
    _ = world.clock.now()
    _ = world.console.readLine()
    world.console.write("x")
    try? world.utterer.say("tuve", region: .spain, console: ScriptedConsole())
    #expect(
      touched.withLock { $0 } == [
        "unitTest world: clock.now() touched without being set up",
        "unitTest world: console.readLine() touched without being set up",
        "unitTest world: console.write(_:) touched without being set up",
        "unitTest world: utterer.say(_:region:file:files:console:) touched without being set up",
      ])
  }
}

@Suite("Current")
struct CurrentTests {
  @Test("outside any scope, no World is in force")
  func unconfigured() {
    #expect(Current.scenario == .unconfigured)
  }

  @Test("each task sees only the World it was given, even in parallel")
  func isolation() async {
    let scenarios = await withTaskGroup(of: (Int, World.Scenario, Difficulty).self) { group in
      for i in 0..<20 {
        group.addTask {
          let world = i.isMultiple(of: 2) ? World.uiTest(launchArguments: ["Difficult"]) : World.test()
          return await World.$current.withValue(world) {
            await Task.yield()
            return (i, Current.scenario, Current.settings.difficulty)
          }
        }
      }
      var seen: [(Int, World.Scenario, Difficulty)] = []
      for await result in group { seen.append(result) }
      return seen
    }
    for (i, scenario, difficulty) in scenarios {
      #expect(scenario == (i.isMultiple(of: 2) ? .uiTest : .unitTest))
      #expect(difficulty == (i.isMultiple(of: 2) ? .difficult : .easy))
    }
    #expect(Current.scenario == .unconfigured)
  }
}
