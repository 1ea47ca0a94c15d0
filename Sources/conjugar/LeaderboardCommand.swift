import ArgumentParser
import ConjugarCore

struct LeaderboardCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "leaderboard", abstract: "Show the best scores, best first.")

  @Flag(help: "Print a JSON array of {player, score, difficulty, region, date}.")
  var json = false

  @Option(help: "Only scores of this difficulty (Easy | Moderate | Difficult).")
  var difficulty: String?

  @Option(help: "At most this many entries (1 or more).")
  var limit = 10

  @OptionGroup(title: "Launch options") var launch: LaunchOptions

  func validate() throws {
    guard limit >= 1 else { throw ValidationError("--limit must be a whole number, 1 or more") }
    if let difficulty, Difficulty(lenient: difficulty) == nil {
      throw ValidationError(
        "\"\(difficulty)\" is not a difficulty; allowed: \(SettingKey.difficulty.allowedValues)")
    }
  }

  func run() throws {
    let level = difficulty.flatMap(Difficulty.init(lenient:))
    guard json else {
      Current.gameCenter.showLeaderboard(limit: limit, difficulty: level)
      return
    }
    do {
      Current.console.write(
        try JSONOutput.string(try Current.gameCenter.topScores(limit: limit, difficulty: level)))
    } catch {
      Current.console.writeError("conjugar: \(Current.database?.explain(error) ?? "\(error)")\n")
      throw ExitCode.failure
    }
  }
}
