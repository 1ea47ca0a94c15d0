import ArgumentParser

struct Conjugar: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conjugar",
    abstract: "A Spanish verb-conjugation quiz and conjugator for the terminal.",
    discussion: """
      With no subcommand, conjugar plays a 50-question quiz.
      The World (device, simulator or uiTest) is chosen at launch: `enable-ui-testing` \
      anywhere in the arguments selects uiTest, `--simulator` or CONJUGAR_WORLD=simulator \
      selects simulator, otherwise device. `conjugar world` shows which is in force.
      """,
    version: "2.0.0",
    subcommands: [
      QuizCommand.self, PracticeCommand.self, ContextCommand.self, ReviewCommand.self, InfoCommand.self,
      ConjugateCommand.self, IdentifyCommand.self, VerbsCommand.self, SettingsCommand.self,
      LeaderboardCommand.self, HistoryCommand.self, StatsCommand.self, ExportCommand.self,
      SayCommand.self, ShowWorldCommand.self, RecordSampleCommand.self,
    ],
    defaultSubcommand: QuizCommand.self
  )

  /// Launch options given before the subcommand (`conjugar --simulator quiz`) or
  /// after it: the parser reads a parent's options anywhere on the line, and each
  /// command takes them from here.
  @OptionGroup(title: "Developer options") var launch: LaunchOptions
}
