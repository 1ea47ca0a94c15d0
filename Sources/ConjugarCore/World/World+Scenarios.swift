import Foundation

extension World {
  /// The player's real data: settings, leaderboard and analytics in the device
  /// database; a review prompter; shuffled quizzes; the system clock.
  public static func device(
    environment: [String: String], databasePath: String? = nil
  ) throws(DatabaseOpenError) -> World {
    let console = StandardConsole(environment: environment)
    let clock = SystemClock()
    let database = try AppDatabase.open(
      path: databasePath ?? DataLocation.path(for: .device, environment: environment))
    let settings = Settings(
      getterSetter: SQLiteGetterSetter(database: database, onError: warn(console)),
      defaultPlayerName: DataLocation.loginName(environment))
    return World(
      scenario: .device, settings: settings,
      gameCenter: LocalLeaderboard(database: database, settings: settings, console: console),
      reviewPrompter: ReviewPrompter(settings: settings, clock: clock, console: console),
      analytics: LocalAnalytics(database: database, clock: clock, console: console),
      randomness: .shuffled(), clock: clock, console: console, environment: environment,
      database: database)
  }

  /// Development runs: settings in a database of their own; the leaderboard only
  /// pretends; no review prompt, no analytics; shuffled quizzes.
  public static func simulator(
    environment: [String: String], databasePath: String? = nil
  ) throws(DatabaseOpenError) -> World {
    let console = StandardConsole(environment: environment)
    let database = try AppDatabase.open(
      path: databasePath ?? DataLocation.path(for: .simulator, environment: environment))
    return World(
      scenario: .simulator,
      settings: Settings(
        getterSetter: SQLiteGetterSetter(database: database, onError: warn(console)),
        defaultPlayerName: DataLocation.loginName(environment)),
      gameCenter: TestGameCenter(console: console), reviewPrompter: TestReviewPrompter(),
      analytics: TestAnalyticsService(), randomness: .shuffled(), clock: SystemClock(),
      console: console, environment: environment, database: database)
  }

  /// UI tests: a pure function of the launch arguments and standard input. Settings
  /// in memory seeded from the arguments, pretending leaderboard, a fixed quiz order,
  /// a deterministic clock, no colour, no file and no environment variable read.
  public static func uiTest(launchArguments: [String]) -> World {
    let console = StandardConsole(environment: ["NO_COLOR": "1"])
    var seeded: [String: String] = [:]
    for argument in launchArguments {
      if let region = Region(rawValue: argument) { seeded[SettingKey.region.rawValue] = region.rawValue }
      if let level = Difficulty(rawValue: argument) {
        seeded[SettingKey.difficulty.rawValue] = level.rawValue
      }
      if let second = SecondSingularQuiz(rawValue: argument) {
        seeded[SettingKey.secondSingularQuiz.rawValue] = second.rawValue
      }
    }
    return World(
      scenario: .uiTest,
      settings: Settings(getterSetter: DictionaryGetterSetter(seeded), defaultPlayerName: "UI Test"),
      gameCenter: TestGameCenter(console: console), reviewPrompter: TestReviewPrompter(),
      analytics: TestAnalyticsService(), randomness: .fixed,
      clock: TickingClock(start: uiTestEpoch, step: 3), console: console, environment: [:],
      database: nil)
  }

  /// 2019-01-01T00:00:00Z, the instant uiTest's clock starts from.
  public static let uiTestEpoch = Date(timeIntervalSince1970: 1_546_300_800)

  /// Unit tests: settings in memory, spies for the leaderboard, review prompter and
  /// analytics, a fixed quiz order. The clock and the console must be set up by the
  /// test: touching them reports through `onUnimplemented` (pass `Issue.record`).
  public static func unitTest(onUnimplemented: @escaping @Sendable (String) -> Void) -> World {
    let unimplemented = Unimplemented(failure: onUnimplemented)
    return World(
      scenario: .unitTest,
      settings: Settings(getterSetter: DictionaryGetterSetter(), defaultPlayerName: "Tester"),
      gameCenter: GameCenterSpy(), reviewPrompter: ReviewPrompterSpy(), analytics: AnalyticsSpy(),
      randomness: .fixed, clock: unimplemented.clock, console: unimplemented.console,
      environment: [:], database: nil)
  }

  /// No World chosen: everything reports to standard error and does nothing.
  static var unconfigured: World {
    var world = unitTest(onUnimplemented: { message in
      FileHandle.standardError.write(Data("conjugar: no World in force: \(message)\n".utf8))
    })
    world.scenario = .unconfigured
    return world
  }

  private static func warn(_ console: any Console) -> @Sendable (String) -> Void {
    { message in console.writeError("conjugar: \(message)\n") }
  }
}
