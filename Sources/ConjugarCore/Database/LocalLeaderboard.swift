/// device's leaderboard: scores in the local database under the player's name. A
/// report stores the score, its 50 questions and the quiz's analytics event in one
/// transaction, so no half of a finished quiz is ever saved. A player who opted out
/// (`userRejectedGameCenter`) is not authenticated: the quiz still goes into the
/// history, but not onto the leaderboard.
public struct LocalLeaderboard: GameCenterable {
  let database: AppDatabase
  let settings: Settings
  let console: any Console

  public init(database: AppDatabase, settings: Settings, console: any Console) {
    self.database = database
    self.settings = settings
    self.console = console
  }

  public var implementation: String { "LocalLeaderboard (SQLite \(database.path))" }
  public var isAuthenticated: Bool { !settings.userRejectedGameCenter }
  public func authenticate() { settings.userRejectedGameCenter = false }

  public func reportScore(_ score: Score) throws(QuizNotSaved) {
    do {
      try database.recordQuiz(
        score, player: isAuthenticated ? settings.playerName : nil,
        event: (Score.completionEvent, score.analyticsParameters))
    } catch {
      throw QuizNotSaved(message: "the quiz was not saved: \(database.explain(error))")
    }
  }

  public func showLeaderboard(limit: Int, difficulty: Difficulty?) {
    do {
      console.write(LeaderboardTable.render(try topScores(limit: limit, difficulty: difficulty)))
    } catch {
      console.writeError("conjugar: cannot read the leaderboard in \(database.path): \(error)\n")
    }
  }

  public func topScores(limit: Int, difficulty: Difficulty?) throws -> [LeaderboardEntry] {
    try database.leaderboard(limit: limit, difficulty: difficulty)
  }
}

/// The leaderboard as a text table.
public enum LeaderboardTable {
  public static func render(_ entries: [LeaderboardEntry]) -> String {
    guard !entries.isEmpty else { return "No scores yet: finish a quiz to get on the board.\n" }
    var lines = ["  #  Score  Player                Difficulty  Region         Date"]
    for (i, e) in entries.enumerated() {
      lines.append(
        pad(String(i + 1), 3, left: true) + "  " + pad(String(e.score), 5, left: true) + "  "
          + pad(e.player, 20) + "  " + pad(e.difficulty, 10) + "  " + pad(e.region, 13) + "  "
          + String(e.date.prefix(10)))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, width - text.count))
    return left ? fill + text : text + fill
  }
}
