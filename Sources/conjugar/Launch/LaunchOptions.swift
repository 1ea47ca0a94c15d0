import ArgumentParser
#if CLASS_BOARD
  import ConjugarClassBoard
#endif
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

  /// The World these options, the uiTest launch arguments and the environment
  /// choose: uiTest when `enable-ui-testing` was given, simulator with
  /// `--simulator` or CONJUGAR_WORLD=simulator, otherwise device.
  func world(
    uiTest launchArguments: [String]?, environment: [String: String], openingDatabase: Bool
  ) throws -> World {
    try Self.world(
      simulator: simulator, database: database, noColor: noColor, uiTest: launchArguments,
      environment: environment, openingDatabase: openingDatabase)
  }

  /// The same, from plain values: the launch's fast path for a bare quiz, which
  /// has no parsed options (every one at its default).
  static func world(
    simulator: Bool = false, database: String? = nil, noColor: Bool = false,
    uiTest launchArguments: [String]?, environment: [String: String], openingDatabase: Bool
  ) throws -> World {
    if let launchArguments {
      // uiTest reads no environment: never colour, whatever the terminal.
      return .uiTest(
        launchArguments: launchArguments,
        console: TerminalConsole(StandardConsole(environment: ["NO_COLOR": "1"], width: 80)))
    }
    let console = TerminalConsole(StandardConsole(environment: environment, noColorFlag: noColor))
    let path = database ?? environment[DataLocation.databaseVariable].flatMap { $0.isEmpty ? nil : $0 }
    if simulator || environment["CONJUGAR_WORLD"] == "simulator" {
      return try .simulator(
        environment: environment, databasePath: path, console: console,
        openingDatabase: openingDatabase)
    }
    return try .device(
      environment: environment, databasePath: path, console: console,
      openingDatabase: openingDatabase, classBoardServer: Self.classBoardServer)
  }

  /// The class board's server (postgres-nio), unless built without it
  /// (CONJUGAR_NO_CLASSBOARD=1, to measure what linking it costs).
  #if CLASS_BOARD
    static let classBoardServer: ClassBoardServerFactory? = PostgresClassBoard.factory
  #else
    static let classBoardServer: ClassBoardServerFactory? = nil
  #endif
}
