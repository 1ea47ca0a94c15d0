import FoundationEssentials
import Glibc

/// Where device and simulator keep their databases.
public enum DataLocation {
  /// The environment variable that names the database file.
  static let databaseVariable = "CONJUGAR_DATABASE"

  /// Whether the database is conjugar's own default file (no --database, no
  /// CONJUGAR_DATABASE): only its directories are made when missing.
  static func isDefaultPlace(_ databasePath: String?, _ environment: [String: String]) -> Bool {
    databasePath == nil && (environment[databaseVariable] ?? "").isEmpty
  }

  /// $CONJUGAR_DATABASE (empty counts as unset), else
  /// $XDG_DATA_HOME/conjugar/<file> (default ~/.local/share/conjugar/):
  /// conjugar.sqlite for device, conjugar-simulator.sqlite for simulator.
  static func path(
    for scenario: World.Scenario, environment: [String: String],
    accountHome: () -> String? = accountHome
  ) throws(CommandFailure) -> String {
    if let override = override(environment) { return override }
    let file = scenario == .simulator ? "conjugar-simulator.sqlite" : "conjugar.sqlite"
    return try directory(environment, accountHome: accountHome) + "/" + file
  }

  /// The file CONJUGAR_DATABASE names (empty counts as unset): where it is read.
  static func override(_ environment: [String: String]) -> String? {
    environment[databaseVariable].flatMap { $0.isEmpty ? nil : $0 }
  }

  /// $XDG_DATA_HOME/conjugar when absolute, else HOME/.local/share/conjugar. HOME
  /// unset, empty or relative (cron, `env -i`): the account's home directory from
  /// the system; without one, a refusal rather than a database under the current
  /// directory.
  static func directory(
    _ environment: [String: String], accountHome: () -> String? = accountHome
  ) throws(CommandFailure) -> String {
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/conjugar" }
    let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? accountHome()
    guard let home, home.hasPrefix("/") else { throw noHome }
    return (home == "/" ? "" : home) + "/.local/share/conjugar"
  }

  /// Why the default database cannot be made: its home directory does not exist
  /// (HOME=/nonexistent/dir, a system account's home). conjugar makes the
  /// directories under a home, never the home itself. nil when the database is
  /// elsewhere (CONJUGAR_DATABASE, an absolute XDG_DATA_HOME) or the home is there.
  static func missingHome(
    _ environment: [String: String], accountHome: () -> String? = accountHome
  ) -> CommandFailure? {
    if override(environment) != nil { return nil }
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return nil }
    let fromEnvironment = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
    guard let home = fromEnvironment ?? accountHome(), home.hasPrefix("/") else { return nil }
    var info = stat()
    guard stat(home, &info) != 0, errno == ENOENT else { return nil }
    let named = fromEnvironment != nil ? "HOME (\(home))" : "this account's home directory (\(home))"
    return CommandFailure(
      "\(named) does not exist, and conjugar keeps your data under it without creating it; "
        + "set HOME to your home directory, or choose a file with --database or CONJUGAR_DATABASE")
  }

  static let noHome = CommandFailure(
    "cannot tell where to keep your data: HOME is not set and the system knows no home "
      + "directory for this account; set HOME or XDG_DATA_HOME, or choose a file with "
      + "--database or CONJUGAR_DATABASE")

  /// The home directory the system gives the account running conjugar.
  static func accountHome() -> String? {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
    let home = String(cString: directory)
    return home.isEmpty ? nil : home
  }

  /// The login name: the default leaderboard name on device.
  public static func loginName(_ environment: [String: String]) -> String {
    for key in ["USER", "LOGNAME"] {
      if let name = environment[key], let valid = SettingKey.playerName.canonical(name) {
        return valid
      }
    }
    // Neither set (cron, some containers): the account's name from the system.
    if let entry = getpwuid(getuid()), let name = entry.pointee.pw_name,
      let valid = SettingKey.playerName.canonical(String(cString: name))
    {
      return valid
    }
    return "player"
  }
}
