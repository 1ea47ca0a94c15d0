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
  /// The board on a server behind this one (the class board), which alone has an
  /// outbox, a server and this machine's board beside it; nil: this board keeps
  /// its scores itself. No default: every board says which it is, so none
  /// answers for an outbox it lacks with an empty one.
  var shared: (any SharedBoard)? { get }
}

/// What only a board on a server (the class board) does: queue scores in the
/// outbox of the learner's database, send them later, and read the class's board
/// beside this machine's. A board's own property of that name hands it out (an
/// instance's field, no global); the commands reach it through the
/// `GameCenterable` members of the same names, which answer for a board that
/// keeps its scores itself.
public protocol SharedBoard: Sendable {
  /// A fresh id under which the finished quiz's own transaction queues its score
  /// in the outbox; nil when nothing is to be queued.
  func outboxID() -> String?
  /// Sends what waits in the outbox (withdraws it, for a player who opted out in
  /// `settings`), after the results are shown; one line on standard error when
  /// it cannot.
  func sendWaiting(settings: Settings, console: any Console)
  /// The player has just opted out, so what waits in the outbox is withdrawn at
  /// once (not at the next send, which may come after the player has opted back in).
  func withdrawWaiting() throws(RecordsError)
  /// The server as conjugar names it (never a password), for `conjugar
  /// leaderboard` and `conjugar settings`.
  var sharedServer: (any ClassBoardServer)? { get }
  /// This machine's board, kept beside the server's (`leaderboard --local`).
  func localTopScores(limit: Int, difficulty: Difficulty?, console: any Console) throws(RecordsError)
    -> [LeaderboardEntry]
  /// Sends what waits (withdraws it, for a player who opted out in `settings`),
  /// then reads the class's board, with the scores the server refused, now or before.
  func boardAndRefusals(limit: Int, difficulty: Difficulty?, settings: Settings, console: any Console)
    -> (reading: LeaderboardReading, refused: [RefusedScore])
  /// How many scores wait to be sent to the server.
  var waiting: Int { get }
}

/// A board read, or why it cannot be.
public enum LeaderboardReading: Sendable, Equatable {
  /// The board's entries, read now.
  case fresh([LeaderboardEntry])
  /// The board could not be read: why, in one line.
  case unavailable(ClassBoardFailure)
}

/// What the commands ask of any board: its shared board's answer, or, for a board
/// that keeps its scores itself (`shared` nil), what such a board is: nothing
/// queued, sent or withdrawn, no server, and this machine's board the board itself.
extension GameCenterable {
  /// `SharedBoard.outboxID`; nil without a shared board: nothing is queued.
  public func outboxID() -> String? { shared?.outboxID() }
  /// `SharedBoard.sendWaiting`; nothing to send without a shared board.
  public func sendWaiting(settings: Settings, console: any Console) {
    shared?.sendWaiting(settings: settings, console: console)
  }
  /// `SharedBoard.withdrawWaiting`; nothing to withdraw without a shared board.
  public func withdrawWaiting() throws(RecordsError) { try shared?.withdrawWaiting() }
  /// `SharedBoard.sharedServer`; nil without a shared board: the board is this machine's.
  public var sharedServer: (any ClassBoardServer)? { shared?.sharedServer }
  /// `SharedBoard.localTopScores`; without a shared board, the board itself.
  public func localTopScores(limit: Int, difficulty: Difficulty?, console: any Console) throws(RecordsError)
    -> [LeaderboardEntry]
  {
    if let shared { return try shared.localTopScores(limit: limit, difficulty: difficulty, console: console) }
    return try topScores(limit: limit, difficulty: difficulty, console: console)
  }
  /// `SharedBoard.boardAndRefusals`; without a shared board, the board as it is:
  /// nothing is sent, and no server refuses anything.
  public func boardAndRefusals(limit: Int, difficulty: Difficulty?, settings: Settings, console: any Console)
    -> (reading: LeaderboardReading, refused: [RefusedScore])
  {
    if let shared {
      return shared.boardAndRefusals(limit: limit, difficulty: difficulty, settings: settings, console: console)
    }
    do {
      return (.fresh(try topScores(limit: limit, difficulty: difficulty, console: console)), [])
    } catch {
      return (.unavailable(ClassBoardFailure(message: error.message)), [])
    }
  }
  /// `SharedBoard.waiting`; 0 without a shared board: nothing is queued.
  public var waiting: Int { shared?.waiting ?? 0 }
}

/// Pretends, as Conjugar's TestGameCenter does: prints what it would do.
struct TestGameCenter: GameCenterable {
  var implementation: String { "TestGameCenter (pretends; writes nothing)" }
  func isAuthenticated(_ settings: Settings) -> Bool { true }
  func authenticate() {}
  /// None: it pretends to keep scores itself.
  var shared: (any SharedBoard)? { nil }

  func reportScore(_ score: Score, player: String, console: any Console) {
    console.write("Pretending to report score \(score.value).\n")
  }

  func topScores(limit: Int, difficulty: Difficulty?, console: any Console) -> [LeaderboardEntry] {
    console.write("Pretending to show leaderboard.\n")
    return []
  }
}
