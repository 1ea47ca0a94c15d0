import ArgumentParser
import ConjugarCore

/// The options that choose the World, declared once, on the root
/// (`Conjugar.launch`): the parser reads them before or after the subcommand.
struct LaunchOptions: ParsableArguments {
  /// For developers (docs/architecture.md), so kept out of the learners' help.
  @Flag(
    help: ArgumentHelp(
      "Use the simulator World (development runs; also CONJUGAR_WORLD=simulator).", visibility: .hidden))
  var simulator = false

  @Option(
    help: ArgumentHelp(
      "The database file (also CONJUGAR_DATABASE).",
      discussion: "Default: $XDG_DATA_HOME/conjugar/conjugar.sqlite (~/.local/share/conjugar/).",
      valueName: "path"))
  var database: String?

  @Flag(help: "No colour even on a terminal (also NO_COLOR, or TERM=dumb).")
  var noColor = false

  /// The options given, as plain values.
  var choice: Choice { Choice(simulator: simulator, database: database, noColor: noColor) }

  /// What the launch options say, as plain values (a catalog command has only
  /// --no-color).
  struct Choice: Equatable {
    var simulator = false
    var database: String? = nil
    var noColor = false
  }

  /// The World a choice, the uiTest launch arguments and the environment choose
  /// (with `console`, a test's, in place of the terminal's): uiTest when
  /// `enable-ui-testing` was given, simulator with `--simulator` or as the
  /// environment names it (`World.named`), otherwise device. `data`: what the
  /// command does with the database (World.device's `openingDatabase` and
  /// `readingSettings`). The environment is read by the World's factories alone.
  /// `made` is handed the standard streams the launch made for the World (none
  /// when `console` was given), once the World is made: the launch asks them
  /// whether output failed, without asking the World what its console is.
  static func world(
    _ choice: Choice, uiTest launchArguments: [String]?, environment: [String: String],
    data: DataUse, console given: (any Console)? = nil, made: (StandardConsole) -> Void = { _ in }
  ) throws -> World {
    if let launchArguments {
      // uiTest reads no environment: never colour, whatever the terminal.
      let standard = StandardConsole(environment: [:], noColorFlag: true, width: 80)
      let world = World.uiTest(
        launchArguments: launchArguments, console: given ?? TerminalConsole(standard, fixedWidth: true))
      if given == nil { made(standard) }
      return world
    }
    let standard = StandardConsole(
      environment: environment, noColorFlag: choice.noColor, isTerminal: Terminal.outputIsTerminal,
      width: Terminal.columns() ?? 80)
    let console = given ?? TerminalConsole(standard)
    let opening = data == .writes
    let reading = data != .none
    let named = try World.named(in: environment)
    let world: World
    if choice.simulator || named == .simulator {
      world = try .simulator(
        environment: environment, databasePath: choice.database, console: console,
        openingDatabase: opening, readingSettings: reading)
    } else {
      world = try .device(
        environment: environment, databasePath: choice.database, console: console,
        openingDatabase: opening, readingSettings: reading, classBoardServer: Self.classBoardServer)
    }
    if given == nil { made(standard) }
    return world
  }

  /// The class board's server: through the companion conjugar-classboard, which
  /// alone links the PostgreSQL client; making it starts nothing.
  static let classBoardServer: ClassBoardServerFactory? = CompanionClassBoard.factory
}
