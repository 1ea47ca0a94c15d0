import ArgumentParser

struct Conjugar: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conjugar",
    abstract: "A Spanish verb-conjugation quiz and conjugator for the terminal.",
    discussion: """
      With no subcommand, conjugar plays a 50-question quiz. `conjugar today` plays a daily \
      session chosen from what you get wrong, and `conjugar progress` shows your level per \
      skill and the errors you repeat. Drill the tenses and verbs you \
      choose with `conjugar practice`; what you miss comes back in `conjugar review` when it \
      is due; `conjugar info` explains each tense. In a quiz, :help lists what you can type \
      besides an answer. The options below go before or after the subcommand.
      """,
    version: "2.0.0",
    subcommands: [
      QuizCommand.self, TodayCommand.self, PracticeCommand.self, ContextCommand.self, ReviewCommand.self,
      ProgressCommand.self, InfoCommand.self,
      ConjugateCommand.self, IdentifyCommand.self, VerbsCommand.self, SettingsCommand.self,
      LeaderboardCommand.self, HistoryCommand.self, StatsCommand.self, ExportCommand.self,
      SayCommand.self, ClassCommand.self,
    ],
    groupedSubcommands: [CommandGroup(name: "Developer", subcommands: developerCommands)],
    defaultSubcommand: QuizCommand.self
  )

  /// `world` ships; `record-sample` fills databases for the tests and benchmarks
  /// only: it is built in debug (the tests) and in bench/release.sh's
  /// `bench_binary` (-DBENCH), never in the binary a learner installs.
  #if DEBUG || BENCH
    static let developerCommands: [any ParsableCommand.Type] = [ShowWorldCommand.self, RecordSampleCommand.self]
  #else
    static let developerCommands: [any ParsableCommand.Type] = [ShowWorldCommand.self]
  #endif

  /// The launch options, declared here once: the parser reads a parent's options
  /// anywhere on the line, so they work before the subcommand (`conjugar
  /// --simulator quiz`) or after it, and every command takes them from here.
  @OptionGroup var launch: LaunchOptions
}
