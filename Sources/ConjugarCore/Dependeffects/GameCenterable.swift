/// The leaderboard (Conjugar's Game Center): a dependency (`isAuthenticated`) and a
/// side effect (reporting scores).
public protocol GameCenterable: Sendable {
  /// Which implementation this is, for `conjugar world`.
  var implementation: String { get }
  var isAuthenticated: Bool { get }
  func authenticate()
  /// Reports a finished quiz; `score.value` is what the leaderboard shows.
  /// Throws `QuizNotSaved` when a real leaderboard could not keep the score.
  func reportScore(_ score: Score) throws
  /// Shows the best `limit` entries (of one difficulty, or all when nil).
  func showLeaderboard(limit: Int, difficulty: Difficulty?)
  /// The best entries, best first, at most `limit` (of one difficulty, or all when nil).
  func topScores(limit: Int, difficulty: Difficulty?) throws -> [LeaderboardEntry]
}

extension GameCenterable {
  public func showLeaderboard() { showLeaderboard(limit: 10, difficulty: nil) }
  public func showLeaderboard(limit: Int) { showLeaderboard(limit: limit, difficulty: nil) }
  public func topScores(limit: Int) throws -> [LeaderboardEntry] {
    try topScores(limit: limit, difficulty: nil)
  }
}

/// Pretends, as Conjugar's TestGameCenter does: prints what it would do.
public struct TestGameCenter: GameCenterable {
  let console: any Console

  public init(console: any Console) {
    self.console = console
  }

  public var implementation: String { "TestGameCenter (pretends; writes nothing)" }
  public var isAuthenticated: Bool { true }
  public func authenticate() {}

  public func reportScore(_ score: Score) {
    console.write("Pretending to report score \(score.value).\n")
  }

  public func showLeaderboard(limit: Int, difficulty: Difficulty?) {
    console.write("Pretending to show leaderboard.\n")
  }

  public func topScores(limit: Int, difficulty: Difficulty?) -> [LeaderboardEntry] { [] }
}

/// A finished quiz that a real leaderboard could not save; one line for standard error.
public struct QuizNotSaved: Error, Equatable, Sendable {
  public let message: String
  public init(message: String) { self.message = message }
}
