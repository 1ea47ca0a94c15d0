import ConjugarCore

extension World {
  /// Unit tests: settings in memory, spies for the leaderboard, records, review
  /// prompter and analytics, a fixed quiz order, the embedded catalog. The clock
  /// and the console must be set up by the test: touching them reports through
  /// `onUnimplemented` (pass `Issue.record`).
  public static func unitTest(onUnimplemented: @escaping @Sendable (String) -> Void) -> World {
    let unimplemented = Unimplemented(failure: onUnimplemented)
    return World(
      scenario: .unitTest, settings: Settings(defaultPlayerName: "Tester"),
      settingsStore: DictionaryGetterSetter(), gameCenter: GameCenterSpy(),
      records: QuizRecordsSpy(), reviewPrompter: ReviewPrompterSpy(), analytics: AnalyticsSpy(),
      randomness: .fixed, clock: unimplemented.clock, console: unimplemented.console,
      catalog: .standard)
  }
}
