import FoundationEssentials

extension World {
  /// The World the environment names (CONJUGAR_WORLD): simulator, device, or nil
  /// when unset. Anything else is bad usage: a misspelt World must not silently
  /// become the learner's own data.
  public static func named(in environment: [String: String]) throws(CommandFailure) -> Scenario? {
    switch environment["CONJUGAR_WORLD"] ?? "" {
    case "": return nil
    case "device": return .device
    case "simulator": return .simulator
    case let named:
      throw CommandFailure(
        "CONJUGAR_WORLD=\(named.prefix(40)) names no World; use simulator or device, "
          + "or leave it unset", exitStatus: .usage)
    }
  }

  /// The player's real data: settings, records, leaderboard and analytics in the
  /// device database (`database`, one opener they all read when used); a review
  /// prompter; shuffled quizzes; the system clock. The leaderboard is chosen when
  /// used: the class board on the server `classBoardServer` makes when one is
  /// configured (CONJUGAR_LEADERBOARD_URL, else the World's `leaderboardServer`
  /// setting), else this machine's. The class board's setup runs the companion
  /// with this `environment`. Making it connects to nothing. `readingSettings`
  /// false: every setting at its default and the database left untouched, for a
  /// command whose output no setting changes (`conjugate --json`).
  public static func device(
    environment: [String: String], databasePath: String? = nil, console: (any Console)? = nil,
    openingDatabase: Bool = false, readingSettings: Bool = true,
    classBoardServer: ClassBoardServerFactory? = nil
  ) throws -> World {
    let database = try LearnerDatabase.opened(
      for: .device, environment: environment, databasePath: databasePath, opening: openingDatabase)
    return World(
      scenario: .device,
      settings: try database.settings(reading: readingSettings, environment: environment),
      database: database,
      classBoard: classBoardServer.map { ClassBoardConnection(environment: environment, server: $0) },
      reviewPrompter: ReviewPrompter(), utterer: ESpeakUtterer(environment: environment), files: DiskFiles(),
      inputFiles: DiskInputFiles(), serverSetup: CompanionServerSetup(environment: environment),
      randomness: .shuffled(), clock: SystemClock(),
      console: console ?? StandardConsole(environment: environment), catalog: .standard,
      displayZone: .local(tz: environment["TZ"]))
  }

  /// Development runs: settings and records in a database of their own; the
  /// leaderboard and the class board's setup only pretend (no network); no review
  /// prompt, no analytics; shuffled quizzes.
  public static func simulator(
    environment: [String: String], databasePath: String? = nil, console: (any Console)? = nil,
    openingDatabase: Bool = false, readingSettings: Bool = true
  ) throws -> World {
    let database = try LearnerDatabase.opened(
      for: .simulator, environment: environment, databasePath: databasePath, opening: openingDatabase)
    return World(
      scenario: .simulator,
      settings: try database.settings(reading: readingSettings, environment: environment),
      database: database, gameCenter: TestGameCenter(), reviewPrompter: TestReviewPrompter(),
      analytics: TestAnalyticsService(), utterer: TestUtterer(), files: DiskFiles(), inputFiles: DiskInputFiles(),
      serverSetup: PretendingServerSetup(), randomness: .shuffled(), clock: SystemClock(),
      console: console ?? StandardConsole(environment: environment), catalog: .standard,
      displayZone: .local(tz: environment["TZ"]))
  }

  /// UI tests: a pure function of the launch arguments and standard input. Settings
  /// in memory seeded from the arguments, records in memory, a pretending
  /// leaderboard and class board setup, a fixed quiz order, a deterministic clock,
  /// no colour; no environment variable and no file read (a file named for input,
  /// `practice --verbs-from`, is refused), no file written.
  public static func uiTest(launchArguments: [String], console: (any Console)? = nil) -> World {
    let console = console ?? StandardConsole(environment: [:], noColorFlag: true)
    var seeded: [String: String] = [:]
    for argument in launchArguments {
      for key in [SettingKey.region, .difficulty, .secondSingularQuiz]
      where uiTestSpellings(of: key).contains(argument) {
        seeded[key.rawValue] = argument
      }
    }
    return World(
      scenario: .uiTest, settings: Settings(stored: seeded, defaultPlayerName: "UI Test"),
      database: .inMemory(), settingsStore: DictionaryGetterSetter(seeded), gameCenter: TestGameCenter(),
      reviewPrompter: TestReviewPrompter(), analytics: TestAnalyticsService(), utterer: TestUtterer(),
      files: PretendingFiles(), inputFiles: NoInputFiles(), serverSetup: PretendingServerSetup(),
      randomness: .fixed, clock: TickingClock(start: uiTestEpoch, step: 3), console: console)
  }

  /// Every launch word that seeds a uiTest setting (the one list: the launch's
  /// rewrite takes these out of the arguments).
  public static let uiTestLaunchWords: Set<String> = Set(
    [SettingKey.region, .difficulty, .secondSingularQuiz].flatMap { World.uiTestSpellings(of: $0) })

  /// The launch arguments that seed a uiTest setting: its values' exact spellings
  /// ("Spain", "Latin America", "Easy", "Tú", …).
  static func uiTestSpellings(of key: SettingKey) -> [String] {
    switch key {
    case .region: Region.allCases.map(\.rawValue)
    case .difficulty: Difficulty.allCases.map(\.rawValue)
    case .secondSingularQuiz: SecondSingularQuiz.allCases.map(\.rawValue)
    default: []
    }
  }

  /// 2019-01-01T00:00:00Z, the instant uiTest's clock starts from.
  static let uiTestEpoch = Date(timeIntervalSince1970: 1_546_300_800)

  /// No World chosen: every dependeffect is inert, and console and clock say on
  /// standard error that they were touched.
  static var unconfigured: World {
    World(
      scenario: .unconfigured, settings: Settings(), database: .inMemory(),
      settingsStore: DictionaryGetterSetter(), gameCenter: TestGameCenter(), reviewPrompter: TestReviewPrompter(),
      analytics: TestAnalyticsService(), utterer: TestUtterer(), files: PretendingFiles(),
      inputFiles: NoInputFiles(), serverSetup: PretendingServerSetup(), randomness: .fixed,
      clock: UnconfiguredClock(), console: UnconfiguredConsole())
  }
}

extension LearnerDatabase {
  /// The database of `scenario` (device, simulator): `databasePath`, else where
  /// DataLocation says. A run that will write (`opening`) opens and checks its file
  /// now; one that only reads leaves a missing file missing. A home that does not
  /// exist is never made.
  static func opened(
    for scenario: World.Scenario, environment: [String: String], databasePath: String?, opening: Bool
  ) throws -> LearnerDatabase {
    let opener = DatabaseOpener(
      path: try databasePath ?? DataLocation.path(for: scenario, environment: environment),
      makesDirectories: DataLocation.isDefaultPlace(databasePath, environment))
    if opening, databasePath == nil, let missing = DataLocation.missingHome(environment) { throw missing }
    if opening { _ = try opener.database() }
    return LearnerDatabase(opener: opener)
  }

  /// The settings stored in it, or (`reading` false) every setting at its default.
  func settings(reading: Bool, environment: [String: String]) throws -> Settings {
    let name = DataLocation.loginName(environment)
    return reading
      ? try Settings.load(from: SQLiteGetterSetter(opener), defaultPlayerName: name)
      : Settings(defaultPlayerName: name)
  }
}
