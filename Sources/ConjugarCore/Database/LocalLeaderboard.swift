/// device's leaderboard: scores in the local database under the player's name. A
/// player who opted out (`userRejectedGameCenter`) is not authenticated: the quiz
/// still goes into the history, but not onto the board. Failures are thrown, never
/// written: the console is not used.
public struct LocalLeaderboard: GameCenterable {
  let opener: DatabaseOpener
  let player: String
  let optedOut: Bool

  init(_ opener: DatabaseOpener, player: String, optedOut: Bool) {
    self.opener = opener
    self.player = player
    self.optedOut = optedOut
  }

  /// "LocalLeaderboard (SQLite PATH)".
  public var implementation: String { "LocalLeaderboard (SQLite \(opener.path))" }
  /// False when the player opted out of the board.
  public var isAuthenticated: Bool { !optedOut }
  /// Opting back in is a setting (`settings set userRejectedGameCenter false`).
  public func authenticate() {}

  /// Puts `score` on this machine's board under the player's name, unless they opted out.
  public func reportScore(_ score: Score, console: any Console) throws(QuizNotSaved) {
    guard isAuthenticated else { return }
    do {
      try opener.database().recordLeaderboardEntry(score, player: player)
    } catch {
      throw QuizNotSaved(
        message: "the quiz is in the history but not on the leaderboard: \(opener.explain(error))")
    }
  }

  /// The best `limit` entries of this machine's board, best first (of `difficulty`, or all).
  public func topScores(limit: Int, difficulty: Difficulty?, console: any Console) throws(RecordsError)
    -> [LeaderboardEntry]
  {
    guard opener.hasData else { return [] }
    do {
      return try opener.database().leaderboard(limit: limit, difficulty: difficulty)
    } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }
}
