/// device's leaderboard: scores in the local database under the player's name. A
/// player who opted out (`userRejectedGameCenter`, in the settings given at the
/// call) is not authenticated: the quiz still goes into the history, but not onto
/// the board. Failures are thrown, never written: the console is not used.
public struct LocalLeaderboard: GameCenterable {
  let opener: DatabaseOpener

  init(_ opener: DatabaseOpener) {
    self.opener = opener
  }

  /// "LocalLeaderboard (SQLite PATH)".
  public var implementation: String { "LocalLeaderboard (SQLite \(opener.path))" }
  /// False when the player opted out of the board (in `settings`, the World's at the call).
  public func isAuthenticated(_ settings: Settings) -> Bool { !settings.userRejectedGameCenter }
  /// Opting back in is a setting (`settings set userRejectedGameCenter false`).
  public func authenticate() {}

  /// None: this machine's board keeps its scores itself.
  public var shared: (any SharedBoard)? { nil }

  /// Puts `score` on this machine's board under `player`.
  public func reportScore(_ score: Score, player: String, console: any Console) throws(QuizNotSaved) {
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
      return try opener.database(reading: true).leaderboard(limit: limit, difficulty: difficulty)
    } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }
}
