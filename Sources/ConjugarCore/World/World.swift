import Foundation

/// Every dependeffect (dependency or side effect) conjugar has, one value each, as in
/// Point-Free's and Conjugar's World. The World in force lives in a task-local, so
/// `Current` is one global name, a test scopes its own World with
/// `World.$current.withValue(…)` without leaking into tests running in parallel,
/// and production binds it once, around the whole command, at launch.
public struct World: Sendable {
  public var scenario: Scenario
  public var settings: Settings
  public var gameCenter: any GameCenterable
  public var reviewPrompter: any ReviewPromptable
  public var analytics: any AnalyticsServiceable
  public var randomness: Randomness
  public var clock: any Clocking
  public var console: any Console
  /// The process environment the World was built from (empty in uiTest and unitTest).
  public var environment: [String: String]
  /// The database behind settings, leaderboard and analytics (device and simulator).
  public var database: AppDatabase?

  public init(
    scenario: Scenario, settings: Settings, gameCenter: any GameCenterable,
    reviewPrompter: any ReviewPromptable, analytics: any AnalyticsServiceable,
    randomness: Randomness, clock: any Clocking, console: any Console,
    environment: [String: String], database: AppDatabase?
  ) {
    self.scenario = scenario
    self.settings = settings
    self.gameCenter = gameCenter
    self.reviewPrompter = reviewPrompter
    self.analytics = analytics
    self.randomness = randomness
    self.clock = clock
    self.console = console
    self.environment = environment
    self.database = database
  }

  @TaskLocal public static var current: World = .unconfigured

  /// The scenarios of shared/spec/scenarios.md.
  public enum Scenario: String, Sendable, CaseIterable {
    case device, simulator, uiTest, unitTest
    /// No World was chosen: what `Current` is outside a launch or a test's scope.
    case unconfigured
  }

  /// The implementation behind each dependeffect, in a stable order (`conjugar world`).
  public var audit: [(dependeffect: String, implementation: String)] {
    [
      ("settings", "Settings over " + settings.getterSetter.implementation),
      ("leaderboard", gameCenter.implementation),
      ("reviewPrompter", reviewPrompter.implementation),
      ("analytics", analytics.implementation),
      (
        "randomness",
        randomness.shouldShuffle
          ? "SplitMix64, shuffled (seed \(randomness.seed))" : "fixed order (no shuffle)"
      ),
      ("clock", clock.implementation),
      ("console", console.implementation),
      (
        "environment",
        environment.isEmpty ? "empty (ignores the process environment)" : "process environment"
      ),
      ("database", database?.path ?? "none (no file is read or written)"),
    ]
  }
}

/// The World in force: `Current.settings.difficulty`, `Current.gameCenter.reportScore(score)`.
public var Current: World { World.current }
