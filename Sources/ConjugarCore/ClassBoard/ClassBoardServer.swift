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
  /// None by default.
  public var overridingURL: String? { nil }
}

/// What became of a send: how many of its scores, oldest first, the server dealt
/// with (the rest still wait), and which of those it refused, and why.
public struct SendOutcome: Sendable, Equatable {
  let handled: Int
  let refused: [RefusedScore]

  /// The first `handled` scores dealt with, `refused` among them. Public for the
  /// companion's package (ClassBoard/), which makes one from the server's answers.
  public init(handled: Int, refused: [RefusedScore] = []) {
    self.handled = handled
    self.refused = refused
  }

  /// Every score of a send of `count` taken.
  public static func all(_ count: Int) -> SendOutcome { SendOutcome(handled: count) }
}

/// A score the server refused, and why (one line: the check it failed, and for
/// a date ahead of the server's clock, by how much this machine's clock is ahead).
/// `later`: time can fix why (a clock ahead that the server's catches up with, a
/// learner's limit per minute or per day): it stays queued and is offered again on
/// each send. Otherwise (more than a perfect score, a quiz of over 7 days, a date
/// over a year old) it is set aside on this machine and never offered again.
public struct RefusedScore: Sendable, Equatable, Codable {
  let id: String
  let reason: String
  let later: Bool

  /// The score `id` refused, for `reason` (one line). Public for the companion's
  /// package (ClassBoard/).
  public init(id: String, reason: String, later: Bool = false) {
    self.id = id
    self.reason = reason
    self.later = later
  }

  enum CodingKeys: String, CodingKey { case id, reason, later }

  /// A refusal as the companion writes it; `later` false when absent.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    reason = try container.decode(String.self, forKey: .reason)
    later = try container.decodeIfPresent(Bool.self, forKey: .later) ?? false
  }
}

/// Makes the class board's server from its URL (CONJUGAR_LEADERBOARD_URL or the
/// leaderboardServer setting), the environment (PGPASSWORD, PGPASSFILE, HOME) and
/// the login name (the role when the URL names none). The CLI passes
/// CompanionClassBoard's, so neither the core nor conjugar links the PostgreSQL client.
public typealias ClassBoardServerFactory =
  @Sendable (_ url: String, _ environment: [String: String], _ loginName: String) -> any ClassBoardServer

/// Why the class board's server did not take or give scores: one line, naming the
/// server without its password. Much of it comes from outside (a server's
/// message, a percent-decoded user name, a reply read from the companion): it is
/// made one safe line of at most `limit` characters when made (SafeText), so no
/// escape and no 50 MB message travels further.
public struct ClassBoardFailure: Error, Sendable, Equatable {
  /// The line shown, naming the server without its password.
  public let message: String
  /// The server refused the statement itself (a CHECK, a policy, a privilege), as
  /// opposed to being out of reach.
  let refusedByServer: Bool

  /// The longest message kept.
  public static let limit = 2_000

  /// A failure that shows `message`; `refusedByServer` when the server refused the statement.
  public init(message: String, refusedByServer: Bool = false) {
    self.message = SafeText.line(message, limit: Self.limit)
    self.refusedByServer = refusedByServer
  }
}

extension ClassBoardFailure: UserFacingError {
  /// 1: the learner can act (check the server, the password).
  public var exitStatus: ExitStatus { .failure }
}
