/// The leaderboard (Conjugar's Game Center): a dependency (`isAuthenticated`, the
/// board as data) and a side effect (reporting scores). Commands render the board.
/// The console is the World's at the call, not one captured when the board was
/// made, so a World whose console is overridden hears from it (see ReviewPromptable).
public protocol GameCenterable: Sendable {
  /// Which implementation this is, for `conjugar world`.
  var implementation: String { get }
  /// Whether scores go on the board (the player has not opted out).
  var isAuthenticated: Bool { get }
  /// Signs the player in to the board (Conjugar's Game Center); a local board has nothing to do.
  func authenticate()
  /// Puts a finished quiz's score on the board under the player's name.
  /// Throws `QuizNotSaved` when a real leaderboard could not keep it.
  func reportScore(_ score: Score, console: any Console) throws(QuizNotSaved)
  /// The best entries, best first, at most `limit` (of one difficulty, or all when nil).
  func topScores(limit: Int, difficulty: Difficulty?, console: any Console) throws(RecordsError)
    -> [LeaderboardEntry]
  /// A board on a server (the class board): a fresh id under which the finished
  /// quiz's own transaction queues its score in the outbox. nil (the default): the
  /// board keeps scores itself and nothing is queued.
  func outboxID() -> String?
  /// A board on a server: sends what waits in the outbox, after the results are
  /// shown; one line on standard error when it cannot. Nothing by default.
  func sendWaiting(console: any Console)
  /// A board on a server: the player has just opted out, so what waits in the
  /// outbox is withdrawn at once (not at the next send, which may come after the
  /// player has opted back in). Nothing by default.
  func withdrawWaiting() throws(RecordsError)
}

extension GameCenterable {
  /// nil: the board keeps scores itself and nothing is queued.
  public func outboxID() -> String? { nil }
  /// Nothing waits: a board that keeps scores itself sends nothing.
  public func sendWaiting(console: any Console) {}
  /// Nothing waits: a board that keeps scores itself has nothing to withdraw.
  public func withdrawWaiting() throws(RecordsError) {}
}

/// Pretends, as Conjugar's TestGameCenter does: prints what it would do.
struct TestGameCenter: GameCenterable {
  var implementation: String { "TestGameCenter (pretends; writes nothing)" }
  var isAuthenticated: Bool { true }
  func authenticate() {}

  func reportScore(_ score: Score, console: any Console) {
    console.write("Pretending to report score \(score.value).\n")
  }

  func topScores(limit: Int, difficulty: Difficulty?, console: any Console) -> [LeaderboardEntry] {
    console.write("Pretending to show leaderboard.\n")
    return []
  }
}
