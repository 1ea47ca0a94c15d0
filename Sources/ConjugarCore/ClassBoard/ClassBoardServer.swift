/// The class board's server, as the device World reaches it (Sources/ConjugarClassBoard
/// implements it on PostgreSQL, in conjugar-classboard; conjugar reaches that through
/// CompanionClassBoard). Making one connects to nothing; each call connects, does
/// its work and closes, and gives up after `ClassBoard.timeout` seconds in all.
public protocol ClassBoardServer: Sendable, CustomStringConvertible {
  /// The server as conjugar shows it: never a password.
  var description: String { get }
  /// Sends scores, oldest first, in batches: a score the server refuses (a check,
  /// a policy) is set aside and named in the outcome, and the others still go. A
  /// score the server already has (the same id) is ignored, so a resend is
  /// harmless. Throws when nothing could be sent; a send cut short (the deadline)
  /// says how many it dealt with.
  @discardableResult
  func send(_ scores: [PendingScore]) throws(ClassBoardFailure) -> SendOutcome
  /// The class's best entries, best first, at most `limit` (of one difficulty, or all).
  func topScores(limit: Int, difficulty: Difficulty?) throws(ClassBoardFailure) -> [LeaderboardEntry]
  /// The server's URL when the environment (CONJUGAR_LEADERBOARD_URL) put it in
  /// force over the leaderboardServer setting, its password elided; nil otherwise
  /// (the default).
  var overridingURL: String? { get }
}

extension ClassBoardServer {
  public var overridingURL: String? { nil }
}

/// What became of a send: how many of its scores, oldest first, the server dealt
/// with (the rest still wait), and which of those it refused, and why.
public struct SendOutcome: Sendable, Equatable {
  let handled: Int
  let refused: [RefusedScore]

  package init(handled: Int, refused: [RefusedScore] = []) {
    self.handled = handled
    self.refused = refused
  }

  /// Every score of a send of `count` taken.
  public static func all(_ count: Int) -> SendOutcome { SendOutcome(handled: count) }
}

/// A score the server refused, and why (one line: the check it failed, and for
/// a date ahead of the server's clock, by how much this machine's clock is ahead).
public struct RefusedScore: Sendable, Equatable, Codable {
  let id: String
  let reason: String

  package init(id: String, reason: String) {
    self.id = id
    self.reason = reason
  }
}

/// Makes the class board's server from its URL (CONJUGAR_LEADERBOARD_URL or the
/// leaderboardServer setting), the environment (PGPASSWORD, PGPASSFILE, HOME) and
/// the login name (the role when the URL names none). The CLI passes
/// CompanionClassBoard's, so neither the core nor conjugar links the PostgreSQL client.
public typealias ClassBoardServerFactory =
  @Sendable (_ url: String, _ environment: [String: String], _ loginName: String) -> any ClassBoardServer

/// Why the class board's server did not take or give scores: one line, naming the
/// server without its password.
public struct ClassBoardFailure: Error, Sendable, Equatable {
  public let message: String
  /// The server refused the statement itself (a CHECK, a policy, a privilege), as
  /// opposed to being out of reach.
  let refusedByServer: Bool

  public init(message: String, refusedByServer: Bool = false) {
    self.message = message
    self.refusedByServer = refusedByServer
  }
}

extension ClassBoardFailure: UserFacingError {
  public var exitStatus: ExitStatus { .failure }
}
