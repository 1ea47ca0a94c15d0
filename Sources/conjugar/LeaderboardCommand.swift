import ArgumentParser
import ConjugarCore

struct LeaderboardCommand: WorldCommand {
  static let configuration = CommandConfiguration(
    commandName: "leaderboard", abstract: "Show the best scores, best first.")

  @Flag(help: "Print a JSON array of {player, score, difficulty, region, date}.")
  var json = false

  @Option(help: "At most this many entries.")
  var limit = 10

  @OptionGroup(title: "Launch options") var launch: LaunchOptions

  func validate() throws {
    guard limit >= 0 else { throw ValidationError("--limit must be 0 or more") }
  }

  func run() throws {
    guard json else {
      Current.gameCenter.showLeaderboard(limit: limit)
      return
    }
    do {
      Current.console.write(try JSONOutput.string(try Current.gameCenter.topScores(limit: limit)))
    } catch {
      Current.console.writeError("conjugar: cannot read the leaderboard: \(error)\n")
      throw ExitCode.failure
    }
  }
}
