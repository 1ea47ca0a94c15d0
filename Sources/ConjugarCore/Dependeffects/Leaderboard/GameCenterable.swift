/// The leaderboard (Conjugar's Game Center): a dependency (`isAuthenticated`, the
/// board as data) and a side effect (reporting scores). Commands render the board.
/// The console is the World's at the call, not one captured when the board was
/// made, so a World whose console is overridden hears from it (see ReviewPromptable).
public protocol GameCenterable: Sendable {
  /// Which implementation this is, for `conjugar world`.
  var implementation: String { get }
  /// Whether scores go on the board for a player with these settings (the
  /// World's, at the call: opting out is a setting).
  func isAuthenticated(_ settings: Settings) -> Bool
  /// Signs the player in to the board (Conjugar's Game Center); a local board has nothing to do.
  func authenticate()
  /// Puts a finished quiz's score on the board under `player`, the name the
  /// settings give at the call. Throws `QuizNotSaved` when a real leaderboard
  /// could not keep it.
  func reportScore(_ score: Score, player: String, console: any Console) throws(QuizNotSaved)
  /// The best entries, best first, at most `limit` (of one difficulty, or all when nil).
  func topScores(limit: Int, difficulty: Difficulty?, console: any Console) throws(RecordsError)
    -> [LeaderboardEntry]
  /// A board on a server (the class board): a fresh id under which the finished
  /// quiz's own transaction queues its score in the outbox. nil (the default): the
  /// board keeps scores itself and nothing is queued.
  func outboxID() -> String?
  /// A board on a server: sends what waits in the outbox (withdraws it, for a player
  /// who opted out in `settings`), after the results are
  /// shown; one line on standard error when it cannot. Nothing by default.
  func sendWaiting(settings: Settings, console: any Console)
  /// A board on a server: the player has just opted out, so what waits in the
  /// outbox is withdrawn at once (not at the next send, which may come after the
  /// player has opted back in). Nothing by default.
  func withdrawWaiting() throws(RecordsError)

  /// What `conjugar leaderboard` and `conjugar settings` need of a board on a
  /// server (the class board), so that no command asks which board it has.
  /// The server as conjugar names it (never a password); nil (the default): the
  /// board is kept on this machine.
  var sharedServer: (any ClassBoardServer)? { get }
  /// This machine's board: a board on a server keeps one beside it (`leaderboard
  /// --local`); by default the board itself.
  func localTopScores(limit: Int, difficulty: Difficulty?, console: any Console) throws(RecordsError)
    -> [LeaderboardEntry]
  /// A board on a server: sends what waits (withdraws it, for a player who opted
  /// out in `settings`), then reads the class's board, with the scores the server
  /// refused, now or before. By default the board as it is.
  func boardAndRefusals(limit: Int, difficulty: Difficulty?, settings: Settings, console: any Console)
    -> (reading: LeaderboardReading, refused: [RefusedScore])
  /// How many scores wait to be sent to a server (none by default).
  var waiting: Int { get }
}

/// A board read, or why it cannot be.
public enum LeaderboardReading: Sendable, Equatable {
  /// The board's entries, read now.
  case fresh([LeaderboardEntry])
  /// The board could not be read: why, in one line.
  case unavailable(ClassBoardFailure)
}

extension GameCenterable {
  /// nil: the board keeps scores itself and nothing is queued.
  public func outboxID() -> String? { nil }
  /// Nothing waits: a board that keeps scores itself sends nothing.
  public func sendWaiting(settings: Settings, console: any Console) {}
  /// Nothing waits: a board that keeps scores itself has nothing to withdraw.
  public func withdrawWaiting() throws(RecordsError) {}
  /// nil: the board is kept on this machine.
  public var sharedServer: (any ClassBoardServer)? { nil }
  /// The board itself: it is this machine's.
  public func localTopScores(limit: Int, difficulty: Difficulty?, console: any Console) throws(RecordsError)
    -> [LeaderboardEntry]
  {
    try topScores(limit: limit, difficulty: difficulty, console: console)
  }
  /// The board as it is: nothing is sent, and no server refuses anything.
  public func boardAndRefusals(limit: Int, difficulty: Difficulty?, settings: Settings, console: any Console)
    -> (reading: LeaderboardReading, refused: [RefusedScore])
  {
    do {
      return (.fresh(try topScores(limit: limit, difficulty: difficulty, console: console)), [])
    } catch {
      return (.unavailable(ClassBoardFailure(message: error.message)), [])
    }
  }
  /// Nothing waits.
  public var waiting: Int { 0 }
}

/// Pretends, as Conjugar's TestGameCenter does: prints what it would do.
struct TestGameCenter: GameCenterable {
  var implementation: String { "TestGameCenter (pretends; writes nothing)" }
  func isAuthenticated(_ settings: Settings) -> Bool { true }
  func authenticate() {}

  func reportScore(_ score: Score, player: String, console: any Console) {
    console.write("Pretending to report score \(score.value).\n")
  }

  func topScores(limit: Int, difficulty: Difficulty?, console: any Console) -> [LeaderboardEntry] {
    console.write("Pretending to show leaderboard.\n")
    return []
  }
}
