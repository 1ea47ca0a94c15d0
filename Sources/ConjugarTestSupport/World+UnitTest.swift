import ConjugarCore

extension World {
  /// Unit tests: settings in memory, spies for the leaderboard, records, review
  /// prompter, analytics and the class board's setup, a fixed quiz order, the
  /// embedded catalog. The clock, the console, speech and the files read must be
  /// set up by the test (speech with an `UttererSpy`, files with
  /// `InMemoryInputFiles`): touching them reports through `onUnimplemented` (pass
  /// `Issue.record`).
  public static func unitTest(onUnimplemented: @escaping @Sendable (String) -> Void) -> World {
    let unimplemented = Unimplemented(failure: onUnimplemented)
    return World(
      scenario: .unitTest, settings: Settings(defaultPlayerName: "Tester"), database: .inMemory(),
      settingsStore: DictionaryGetterSetter(), gameCenter: GameCenterSpy(), records: QuizRecordsSpy(),
      reviewPrompter: ReviewPrompterSpy(), analytics: AnalyticsSpy(), utterer: unimplemented.utterer,
      files: PretendingFiles(), inputFiles: unimplemented.inputFiles, serverSetup: ServerSetupSpy(),
      randomness: Randomness(shouldShuffle: false, seed: 0), clock: unimplemented.clock,
      console: unimplemented.console)
  }
}

/// The answers the quiz takes as right, from the embedded catalog's engine. They
/// drive a quiz's flow and scoring in tests; they are no check of the forms
/// themselves (hand-written fixtures are: IrregularVerbTests, RuleFamilyTests).
public func perfectAnswers(_ questions: [Question], catalog: VerbCatalog = .standard) -> [String] {
  let key = QuizGame.answerKey(catalog)
  return questions.map { key($0)?.primary ?? "" }
}
