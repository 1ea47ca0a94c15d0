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
/// No dependeffect holds another: one that writes or tells the time is handed
/// the World's `console` and the clock's `now()` at each call. A field set on a
/// finished World (`world.console = spy`) so reaches everything built before it.
public struct World: Sendable {
  /// Which of the four scenarios this World is (or `.unconfigured`).
  public var scenario: Scenario
  /// The settings as loaded at launch: a value.
  public var settings: Settings
  /// Where settings are kept; every change goes through it, atomically.
  public var settingsStore: any GetterSetter
  /// The leaderboard: this machine's, the class board, or one that only pretends.
  public var gameCenter: any GameCenterable
  /// Finished quizzes, the history and statistics.
  public var records: any QuizRecords
  /// Asks for a review every 9th ranked quiz, 180 days apart (on device).
  public var reviewPrompter: any ReviewPromptable
  var analytics: any AnalyticsServiceable
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
  var displayZone: DisplayZone
  /// The time zone dates are shown in; nil: the system's local time, read by the C
  /// library (LocalTime).
  public var timeZone: TimeZone? { displayZone == .utc ? .gmt : nil }

  /// UTC (deterministic runs) or the system's local time, with the TZ the World
  /// was made with (nil: unset, so /etc/localtime). The conversion itself is the
  /// C library's (LocalTime), which reads the process's TZ.
  package enum DisplayZone: Sendable, Equatable {
    case utc
    case local(tz: String?)
  }

  package init(
    scenario: Scenario, settings: Settings, settingsStore: any GetterSetter,
    gameCenter: any GameCenterable, records: any QuizRecords, reviewPrompter: any ReviewPromptable,
    analytics: any AnalyticsServiceable, utterer: any Utterer, files: any OutputFiling,
    inputFiles: any InputFiling, serverSetup: any ClassBoardSetup, randomness: Randomness,
    clock: any Clocking,
    console: any Console, catalog: VerbCatalog, contexts: ContextSentences = .embedded,
    displayZone: DisplayZone = .utc
  ) {
    self.scenario = scenario
    self.settings = settings
    self.settingsStore = settingsStore
    self.gameCenter = gameCenter
    self.records = records
    self.reviewPrompter = reviewPrompter
    self.analytics = analytics
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
