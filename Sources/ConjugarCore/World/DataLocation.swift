import Foundation

/// Where device and simulator keep their databases.
public enum DataLocation {
  public static let databaseVariable = "CONJUGAR_DATABASE"

  /// $CONJUGAR_DATABASE, else $XDG_DATA_HOME/conjugar/<file> (default
  /// ~/.local/share/conjugar/): conjugar.sqlite for device, conjugar-simulator.sqlite
  /// for simulator.
  public static func path(for scenario: World.Scenario, environment: [String: String]) -> String {
    if let override = environment[databaseVariable], !override.isEmpty { return override }
    let file = scenario == .simulator ? "conjugar-simulator.sqlite" : "conjugar.sqlite"
    return directory(environment) + "/" + file
  }

  public static func directory(_ environment: [String: String]) -> String {
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/conjugar" }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
    return home + "/.local/share/conjugar"
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
