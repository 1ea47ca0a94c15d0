import ArgumentParser

/// The launch options, taken out before parsing (see `Launch`); declared here so
/// help lists them.
struct LaunchOptions: ParsableArguments {
  @Flag(help: "Use the simulator World (development runs; also CONJUGAR_WORLD=simulator).")
  var simulator = false

  @Option(
    help: ArgumentHelp(
      "The database file (also CONJUGAR_DATABASE).",
      discussion: "Default: $XDG_DATA_HOME/conjugar/conjugar.sqlite (~/.local/share/conjugar/).",
      valueName: "path"))
  var database: String?
}
