import Foundation
import GRDB
import Synchronization
import Testing

@testable import ConjugarCore

/// A finished perfect Easy quiz in the World in force, reported as the quiz does.
private func finishPerfectQuiz(at date: Date = aDate) throws -> Score {
  let questions = QuizComposer.currentQuestions()
  var game = QuizGame(
    questions: questions, region: Current.settings.region, difficulty: Current.settings.difficulty,
    startDate: date, answerKey: QuizGame.catalogAnswerKey)
  for answer in perfectAnswers(questions) { try game.answer(answer) }
  let score = game.finalScore(at: date + 120)
  try score.report()
  return score
}

@Suite("World.device")
struct DeviceWorldTests {
  @Test("wires the real implementations over the device database")
  func wiring() throws {
    let home = try TemporaryDirectory()
    defer { home.cleanUp() }
    let world = try World.device(environment: ["HOME": home.path, "USER": "ana"])
    #expect(world.scenario == .device)
    #expect(world.database?.path == home.path + "/.local/share/conjugar/conjugar.sqlite")
    #expect(world.settings.getterSetter is SQLiteGetterSetter)
    #expect(world.gameCenter is LocalLeaderboard)
    #expect(world.reviewPrompter is ReviewPrompter)
    #expect(world.analytics is LocalAnalytics)
    #expect(world.clock is SystemClock)
    #expect(world.randomness.shouldShuffle)
    #expect(world.settings.playerName == "ana")
    // The database and, while it is open, its WAL companions: all private to the user.
    let files = home.contents().filter { $0.hasPrefix(".local/share/conjugar/") }
    #expect(files.first == ".local/share/conjugar/conjugar.sqlite")
    #expect(files.allSatisfy { $0.hasPrefix(".local/share/conjugar/conjugar.sqlite") })
    for file in files {
      let mode = try FileManager.default.attributesOfItem(atPath: home.file(file))[.posixPermissions]
      #expect((mode as? Int) == 0o600, "\(file)")
    }
  }

  @Test("XDG_DATA_HOME and CONJUGAR_DATABASE choose where data lives")
  func locations() {
    #expect(
      DataLocation.path(for: .device, environment: ["HOME": "/h", "XDG_DATA_HOME": "/x"])
        == "/x/conjugar/conjugar.sqlite")
    #expect(
      DataLocation.path(for: .simulator, environment: ["HOME": "/h"])
        == "/h/.local/share/conjugar/conjugar-simulator.sqlite")
    #expect(
      DataLocation.path(for: .device, environment: ["HOME": "/h", "CONJUGAR_DATABASE": "/d.db"])
        == "/d.db")
  }

  @Test("a finished quiz goes on the leaderboard with its history and an analytics event")
  func report() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let world = try World.device(environment: ["USER": "ana"], databasePath: dir.file("c.sqlite"))
    let score = try World.$current.withValue(world) { try finishPerfectQuiz() }
    let db = try #require(world.database)
    #expect(score.value == 208)
    #expect(try db.leaderboard(limit: 10).map(\.score) == [208])
    #expect(try db.leaderboard(limit: 10).map(\.player) == ["ana"])
    // The quiz, its 50 questions and its analytics event, written together.
    #expect(try db.counts() == (1, 50, 1))
    let event = try db.writer.read {
      try Row.fetchOne($0, sql: "SELECT name, date, parameters FROM analyticsEvent")
    }
    #expect(event?["name"] == "quizCompleted")
    #expect(event?["date"] == ISO8601.string(score.date))
    #expect((event?["parameters"] as String?)?.contains(#""score":"208""#) == true)
    #expect(world.settings.promptActionCount == 1)
  }

  @Test("a player who opted out keeps the history but stays off the leaderboard")
  func optedOut() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let world = try World.device(environment: [:], databasePath: dir.file("c.sqlite"))
    world.settings.userRejectedGameCenter = true
    #expect(world.gameCenter.isAuthenticated == false)
    _ = try World.$current.withValue(world) { try finishPerfectQuiz() }
    let db = try #require(world.database)
    #expect(try db.leaderboard(limit: 10).isEmpty)
    #expect(try db.counts().quizzes == 1)
  }
}

@Suite("World.simulator")
struct SimulatorWorldTests {
  @Test("its own database; pretending leaderboard; no prompts; no analytics; shuffled")
  func wiring() throws {
    let home = try TemporaryDirectory()
    defer { home.cleanUp() }
    let world = try World.simulator(environment: ["HOME": home.path])
    #expect(world.database?.path == home.path + "/.local/share/conjugar/conjugar-simulator.sqlite")
    #expect(world.settings.getterSetter is SQLiteGetterSetter)
    #expect(world.gameCenter is TestGameCenter)
    #expect(world.reviewPrompter is TestReviewPrompter)
    #expect(world.analytics is TestAnalyticsService)
    #expect(world.randomness.shouldShuffle)
  }

  @Test("never writes a leaderboard, a history or an event")
  func neverWritesLeaderboard() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    var world = try World.simulator(environment: [:], databasePath: dir.file("s.sqlite"))
    let console = ScriptedConsole()
    world.gameCenter = TestGameCenter(console: console)
    _ = try World.$current.withValue(world) { try finishPerfectQuiz() }
    #expect(console.output == "Pretending to report score 208.\n")
    let counts = try #require(try world.database?.counts())
    #expect(counts == (0, 0, 0))
  }
}

@Suite("World.uiTest")
struct UITestWorldTests {
  @Test("settings in memory seeded from the launch arguments")
  func seeded() {
    let world = World.uiTest(launchArguments: ["enable-ui-testing", "Spain", "Difficult", "Vos"])
    #expect(world.settings.region == .spain)
    #expect(world.settings.difficulty == .difficult)
    #expect(world.settings.secondSingularQuiz == .vos)
    let plain = World.uiTest(launchArguments: ["enable-ui-testing"])
    #expect(plain.settings.region == .latinAmerica)
    #expect(plain.settings.difficulty == .easy)
  }

  @Test("touches no file, reads no environment, never prompts, fixed order, deterministic clock")
  func wiring() {
    let world = World.uiTest(launchArguments: [])
    #expect(world.database == nil)
    #expect(world.settings.getterSetter is DictionaryGetterSetter)
    #expect(world.gameCenter is TestGameCenter)
    #expect(world.reviewPrompter is TestReviewPrompter)
    #expect(world.analytics is TestAnalyticsService)
    #expect(world.environment.isEmpty)
    #expect(world.randomness == .fixed)
    #expect(world.console.usesColour == false)
    let again = World.uiTest(launchArguments: [])
    let readings = (0..<3).map { _ in world.clock.now() }
    #expect(readings == (0..<3).map { _ in again.clock.now() })
    #expect(readings.first == World.uiTestEpoch)
  }
}

@Suite("World.unitTest")
struct UnitTestWorldTests {
  @Test("spies record what the quiz reported")
  func spies() throws {
    let world = World.test()
    let score = try World.$current.withValue(world) { try finishPerfectQuiz() }
    let gameCenter = try #require(world.gameCenter as? GameCenterSpy)
    let analytics = try #require(world.analytics as? AnalyticsSpy)
    let prompter = try #require(world.reviewPrompter as? ReviewPrompterSpy)
    #expect(gameCenter.reportedScores == [score])
    #expect(analytics.recorded.map(\.name) == ["quizCompleted"])
    #expect(analytics.recorded.first?.parameters["score"] == "208")
    #expect(prompter.actionCount == 1)
  }

  @Test("a dependeffect the test did not set up reports when touched")
  func unimplemented() {
    let touched = Mutex<[String]>([])
    let world = World.unitTest(onUnimplemented: { message in touched.withLock { $0.append(message) } })
    _ = world.clock.now()
    _ = world.console.readLine()
    world.console.write("x")
    #expect(
      touched.withLock { $0 } == [
        "unitTest world: clock.now() touched without being set up",
        "unitTest world: console.readLine() touched without being set up",
        "unitTest world: console.write(_:) touched without being set up",
      ])
    #expect(world.database == nil)
    #expect(world.randomness == .fixed)
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

@Suite("Launch")
struct LaunchTests {
  @Test("enable-ui-testing anywhere selects uiTest and takes out its launch arguments")
  func uiTest() {
    let launch = Launch(
      arguments: ["quiz", "Spain", "enable-ui-testing", "Difficult", "--list-questions"],
      environment: ["CONJUGAR_WORLD": "simulator"])
    #expect(launch.scenario == .uiTest)
    #expect(launch.launchArguments == ["Spain", "enable-ui-testing", "Difficult"])
    #expect(launch.remainingArguments == ["quiz", "--list-questions"])
  }

  @Test("a value after `set` is the value being set, not a launch argument")
  func settingValue() {
    let launch = Launch(
      arguments: ["Spain", "enable-ui-testing", "settings", "set", "difficulty", "Moderate"],
      environment: [:])
    #expect(launch.launchArguments == ["Spain", "enable-ui-testing"])
    #expect(launch.remainingArguments == ["settings", "set", "difficulty", "Moderate"])
  }

  @Test("--simulator or CONJUGAR_WORLD=simulator selects simulator; otherwise device")
  func simulatorOrDevice() {
    #expect(Launch(arguments: ["--simulator"], environment: [:]).scenario == .simulator)
    #expect(Launch(arguments: [], environment: ["CONJUGAR_WORLD": "simulator"]).scenario == .simulator)
    #expect(Launch(arguments: ["Spain"], environment: [:]).scenario == .device)
    #expect(Launch(arguments: ["Spain"], environment: [:]).remainingArguments == ["Spain"])
  }

  @Test("--database PATH or CONJUGAR_DATABASE overrides the path")
  func database() {
    let a = Launch(arguments: ["settings", "--database", "/a.db"], environment: [:])
    #expect(a.databasePath == "/a.db")
    #expect(a.remainingArguments == ["settings"])
    #expect(Launch(arguments: ["--database=/b.db"], environment: [:]).databasePath == "/b.db")
    #expect(Launch(arguments: [], environment: ["CONJUGAR_DATABASE": "/c.db"]).databasePath == "/c.db")
  }
}
