import ArgumentParser
import ConjugarCore

/// The options that choose the World, offered by every command that runs in one.
struct LaunchOptions: ParsableArguments {
  @Flag(help: "Use the simulator World (development runs; also CONJUGAR_WORLD=simulator).")
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

    /// These options with those given elsewhere on the line.
    func adding(_ other: Choice) -> Choice {
      Choice(simulator: simulator || other.simulator, database: database ?? other.database, noColor: noColor || other.noColor)
    }
  }

  /// The World a choice, the uiTest launch arguments and the environment choose
  /// (with `console`, a test's, in place of the terminal's):
  /// uiTest when `enable-ui-testing` was given, simulator with `--simulator` or
  /// CONJUGAR_WORLD=simulator, otherwise device (CONJUGAR_WORLD naming no World:
  /// bad usage).
  /// `readingSettings` false: a command whose output no setting changes, run
  /// without reading the database (World.device).
  static func world(
    _ choice: Choice, uiTest launchArguments: [String]?, environment: [String: String],
    openingDatabase: Bool, readingSettings: Bool = true, console given: (any Console)? = nil
  ) throws -> World {
    if let launchArguments {
      // uiTest reads no environment: never colour, whatever the terminal.
      return .uiTest(
        launchArguments: launchArguments,
        console: given ?? TerminalConsole(StandardConsole(environment: [:], noColorFlag: true, width: 80), fixedWidth: true))
    }
    let console =
      given
      ?? TerminalConsole(
        StandardConsole(
          environment: environment, noColorFlag: choice.noColor, isTerminal: Terminal.outputIsTerminal,
          width: Terminal.columns() ?? 80))
    let path =
      choice.database ?? environment[DataLocation.databaseVariable].flatMap { $0.isEmpty ? nil : $0 }
    // A misspelt World must not silently become the learner's own data.
    let named = environment["CONJUGAR_WORLD"] ?? ""
    guard ["", "device", "simulator"].contains(named) else {
      throw CommandFailure(
        "CONJUGAR_WORLD=\(named.prefix(40)) names no World; use simulator or device, "
          + "or leave it unset", exitStatus: .usage)
    }
    if choice.simulator || named == "simulator" {
      return try .simulator(
        environment: environment, databasePath: path, console: console,
        openingDatabase: openingDatabase, readingSettings: readingSettings)
    }
    return try .device(
      environment: environment, databasePath: path, console: console,
      openingDatabase: openingDatabase, readingSettings: readingSettings,
      classBoardServer: Self.classBoardServer)
  }

  /// The class board's server: through the companion conjugar-classboard, which
  /// alone links the PostgreSQL client; making it starts nothing.
  static let classBoardServer: ClassBoardServerFactory? = CompanionClassBoard.factory
}

/// The one launch option of a command that only reads the catalog.
struct OutputOptions: ParsableArguments {
  @Flag(help: "No colour even on a terminal (also NO_COLOR, or TERM=dumb).")
  var noColor = false
}
