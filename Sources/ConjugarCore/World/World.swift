import FoundationEssentials

/// Every dependeffect (dependency or side effect) conjugar has, one value each, as in
/// Point-Free's and Conjugar's World. The World in force lives in a task-local, so
/// `Current` is one global name, a test scopes its own World with
/// `World.$current.withValue(…)` without leaking into tests running in parallel,
/// and production binds it once, around the whole command, at launch.
///
/// `Current` is read only at the edges (the launch and the commands); the core's
/// rules and flows take the values they need, or a World, as arguments.
///
/// A field set on a finished World reaches everything that uses it:
/// - no dependeffect holds another: one that writes, tells the time or reads the
///   settings is handed the World's `console`, `clock.now()`, `settings`,
///   `settingsStore` or `files` at each call;
/// - the learner's `database` is one field: the settings store, the records, this
///   machine's leaderboard, the class board's outbox and analytics are made from
///   it when used, unless the World was given one of them (or one was set), so
///   `world.database = other` moves all five at once;
/// - on device the leaderboard's kind (this machine's, or the class board) is
///   chosen from the World's settings and `classBoard` when used, not when the
///   World was made.
public struct World: Sendable {
  /// Which of the four scenarios this World is (or `.unconfigured`).
  public var scenario: Scenario
  /// The settings as loaded at launch: a value.
  public var settings: Settings
  /// The learner's database: where the settings store, the records, this
  /// machine's leaderboard, the class board's outbox and analytics are kept, unless
  /// the World was given its own of one of them. A file on device and simulator,
  /// one in memory (for the run) elsewhere; opened when first needed.
  public var database: LearnerDatabase
  /// How a board on a server is reached, when the settings or the environment
  /// name one (device): nil, this machine's board only.
  public var classBoard: ClassBoardConnection?
  /// Where settings are kept; every change goes through it, atomically. The
  /// database's unless one was given or set.
  public var settingsStore: any GetterSetter {
    get { given.settingsStore ?? SQLiteGetterSetter(database.opener) }
    set { given.settingsStore = newValue }
  }
  /// The leaderboard: this machine's, the class board, or one that only pretends.
  /// Unless one was given or set, chosen when used: the class board when
  /// `classBoard` is set and a server is configured (the environment's
  /// CONJUGAR_LEADERBOARD_URL, else the settings' `leaderboardServer`), else this
  /// machine's board in the database.
  public var gameCenter: any GameCenterable {
    get { given.gameCenter ?? database.leaderboard(settings: settings, classBoard: classBoard) }
    set { given.gameCenter = newValue }
  }
  /// Finished sessions, the history and statistics: the database's unless given or set.
  public var records: any QuizRecords {
    get { given.records ?? database.records }
    set { given.records = newValue }
  }
  /// Asks for a review every 9th ranked quiz, 180 days apart (on device).
  public var reviewPrompter: any ReviewPromptable
  /// Completion events, kept in the database (never sent) unless given or set.
  public var analytics: any AnalyticsServiceable {
    get { given.analytics ?? LocalAnalytics(database.opener) }
    set { given.analytics = newValue }
  }
  /// Speech: forms said aloud.
  public var utterer: any Utterer
  /// Files the user names for output (`export --output`).
  public var files: any OutputFiling
  /// Files the user names for input (`practice --verbs-from`).
  public var inputFiles: any InputFiling
  /// The class board's server setup (`leaderboard server-setup`).
  public var serverSetup: any ClassBoardSetup
  /// Whether quizzes are shuffled, and from which seed.
  public var randomness: Randomness
  /// The time: `now()`.
  public var clock: any Clocking
  /// Standard input, output and error, and the one colour rule.
  public var console: any Console
  /// The verbs conjugar knows.
  public var catalog: VerbCatalog
  /// The context sentences (`conjugar context`).
  public var contexts: ContextSentences
  /// Where dates are shown (stored dates are UTC).
  public var displayZone: DisplayZone
  /// The time zone dates are shown in; nil: the system's local time, read by the C
  /// library (LocalTime).
  public var timeZone: TimeZone? { displayZone == .utc ? .gmt : nil }

  /// The fields given their own implementation instead of the database's.
  private var given: Given
  private struct Given: Sendable {
    var settingsStore: (any GetterSetter)?
    var gameCenter: (any GameCenterable)?
    var records: (any QuizRecords)?
    var analytics: (any AnalyticsServiceable)?
  }

  /// UTC (deterministic runs) or the system's local time, with the TZ the World
  /// was made with (nil: unset, so /etc/localtime). The conversion itself is the
  /// C library's (LocalTime), which reads the process's TZ.
  public enum DisplayZone: Sendable, Equatable {
    /// Dates shown in UTC.
    case utc
    /// Dates shown in the system's local time; `tz`: the TZ the World was made with.
    case local(tz: String?)
  }

  /// A World from its parts. `database` backs the settings store, the records, the
  /// leaderboard and analytics that are not given here (nil: the database's, now
  /// and after `world.database` is replaced); `classBoard` lets the leaderboard be
  /// a class board when one is configured. Every other part is given: the
  /// protocols are public, and so are the test doubles of `ConjugarTestSupport`.
  public init(
    scenario: Scenario, settings: Settings, database: LearnerDatabase = .inMemory(),
    classBoard: ClassBoardConnection? = nil, settingsStore: (any GetterSetter)? = nil,
    gameCenter: (any GameCenterable)? = nil, records: (any QuizRecords)? = nil,
    reviewPrompter: any ReviewPromptable, analytics: (any AnalyticsServiceable)? = nil,
    utterer: any Utterer, files: any OutputFiling, inputFiles: any InputFiling,
    serverSetup: any ClassBoardSetup, randomness: Randomness, clock: any Clocking,
    console: any Console, catalog: VerbCatalog = .standard, contexts: ContextSentences = .embedded,
    displayZone: DisplayZone = .utc
  ) {
    self.scenario = scenario
    self.settings = settings
    self.database = database
    self.classBoard = classBoard
    given = Given(settingsStore: settingsStore, gameCenter: gameCenter, records: records, analytics: analytics)
    self.reviewPrompter = reviewPrompter
    self.utterer = utterer
    self.files = files
    self.inputFiles = inputFiles
    self.serverSetup = serverSetup
    self.randomness = randomness
    self.clock = clock
    self.console = console
    self.catalog = catalog
    self.contexts = contexts
    self.displayZone = displayZone
  }

  /// The World in force for this task and its children (read it as `Current`); bind one with
  /// `World.$current.withValue(world) { … }`.
  @TaskLocal public static var current: World = .unconfigured

  /// The scenarios of docs/scenarios.md.
  public enum Scenario: String, Sendable, CaseIterable {
    /// The learner's real data (the default).
    case device
    /// Development runs: a database of its own, a leaderboard that pretends.
    case simulator
    /// UI tests: a pure function of the launch arguments and standard input.
    case uiTest
    /// Unit tests: spies, settings in memory (`World.unitTest`, ConjugarTestSupport).
    case unitTest
    /// No World was chosen: what `Current` is outside a launch or a test's scope.
    case unconfigured
  }

  /// The implementation behind each dependeffect, in a stable order (`conjugar world`).
  public var audit: [(dependeffect: String, implementation: String)] {
    [
      ("settings", "Settings over " + settingsStore.implementation),
      ("leaderboard", gameCenter.implementation),
      ("records", records.implementation),
      ("reviewPrompter", reviewPrompter.implementation),
      ("analytics", analytics.implementation),
      ("speech", utterer.implementation),
      ("files", files.implementation),
      ("inputFiles", inputFiles.implementation),
      ("serverSetup", serverSetup.implementation),
      (
        "randomness",
        randomness.shouldShuffle
          ? "SplitMix64, shuffled (seed \(randomness.seed))" : "fixed order (no shuffle)"
      ),
      ("clock", clock.implementation),
      ("console", console.implementation),
      ("catalog", "the embedded catalog (\(catalog.infinitives.count) verbs)"),
      ("timeZone", timeZone?.identifier ?? LocalTime.zoneDescription(displayZone)),
    ]
  }
}

/// The World in force: `Current.settings.difficulty`, `Current.gameCenter.reportScore(score, console: Current.console)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
// Capitalised as in Conjugar and Point-Free's "The World": the one global reads as a name.
public var Current: World { World.current }
