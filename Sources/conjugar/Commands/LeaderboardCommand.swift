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
    let world = Current
    let entries = try world.gameCenter.topScores(
      limit: limit, difficulty: difficulty.flatMap(Difficulty.init(lenient:)))
    world.console.write(
      json ? JSON.leaderboard(entries).text : Self.render(entries, width: world.console.columns))
  }

  static func render(_ entries: [LeaderboardEntry], width: Int = 80) -> String {
    guard !entries.isEmpty else { return "No scores yet: finish a quiz to get on the board.\n" }
    var table = TextTable([.right, .right, .left, .left, .left, .left])
    table.append(["#", "Score", "Player", "Difficulty", "Region", "Date"])
    for (i, e) in entries.enumerated() {
      table.append([
        String(i + 1), String(e.score), e.player, e.difficulty, e.region, String(e.date.prefix(10)),
      ])
    }
    return table.render(width: width, leading: 3)
  }
}
