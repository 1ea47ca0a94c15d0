import FoundationEssentials

/// The class board: conjugar's Game Center for a class, on a server the class
/// shares (device World, when one is configured). A finished score goes on this
/// machine's board and, in the quiz's own transaction, into the outbox with an id
/// of its own (`outboxID`); once the results are shown, `sendWaiting` sends every
/// queued score, oldest first, and forgets them once the server has them. A score
/// the server cannot take stays queued for the next conjugar that reaches it; its
/// id makes a resend harmless. Nothing connects until a score is sent or the board
/// is read.
public struct ClassBoard: GameCenterable {
  /// The longest a report or a reading of the board waits for the server, in all.
  public static let timeout = 2

  public let server: any ClassBoardServer
  public let outbox: ClassBoardOutbox
  /// This machine's board (`leaderboard --local`).
  public let local: LocalLeaderboard
  let console: any Console

  public init(
    server: any ClassBoardServer, outbox: ClassBoardOutbox, local: LocalLeaderboard,
    console: any Console
  ) {
    self.server = server
    self.outbox = outbox
    self.local = local
    self.console = console
  }

  public var implementation: String {
    "ClassBoard (\(server); this machine's board and outbox in \(outbox.path))"
  }

  public var isAuthenticated: Bool { local.isAuthenticated }
  public func authenticate() {}

  /// A fresh id: the quiz's transaction queues the score under it.
  public func outboxID() -> String? {
    isAuthenticated ? UUID().uuidString.lowercased() : nil
  }

  /// The score on this machine's board; the outbox already has it.
  public func reportScore(_ score: Score) throws(QuizNotSaved) {
    try local.reportScore(score)
  }

  /// Sends what waits; one line on standard error when some of it could not go.
  public func sendWaiting() {
    guard let failure = sendQueued() else { return }
    guard let waiting = try? outbox.pending().count else {
      // The outbox itself cannot be read: how many wait is unknown.
      console.writeError("conjugar: \(failure.message).\n")
      return
    }
    console.writeError(
      "conjugar: \(failure.message); "
        + (waiting == 1 ? "the score waits" : "\(waiting) scores wait")
        + " to be sent.\n")
  }

  /// Sends every queued score, oldest first, in one statement; nil when nothing
  /// waits after, else why not.
  @discardableResult
  public func sendQueued() -> ClassBoardFailure? {
    let pending: [PendingScore]
    do { pending = try outbox.pending() } catch {
      return ClassBoardFailure(message: "the outbox cannot be read: \(error.message)")
    }
    guard !pending.isEmpty else { return nil }
    do {
      try server.send(pending)
    } catch {
      return error
    }
    // The server has them. A crash before this leaves them queued, and the next
    // send is ignored by the server (same ids).
    do { try outbox.remove(pending.map(\.id)) } catch {
      return ClassBoardFailure(message: "sent, but the outbox cannot be updated: \(error.message)")
    }
    return nil
  }

  public func topScores(limit: Int, difficulty: Difficulty?) throws(RecordsError) -> [LeaderboardEntry] {
    switch board(limit: limit, difficulty: difficulty) {
    case let .fresh(entries): return entries
    case let .unavailable(failure): throw RecordsError(message: failure.message)
    }
  }

  /// The class board, or why it cannot be read.
  public enum Reading: Sendable, Equatable {
    case fresh([LeaderboardEntry])
    case unavailable(ClassBoardFailure)
  }

  /// Sends what waits, then reads the board. A server out of reach is tried once.
  public func board(limit: Int, difficulty: Difficulty?) -> Reading {
    if let failure = sendQueued(), !failure.refusedByServer {
      return .unavailable(failure)
    }
    do {
      return .fresh(try server.topScores(limit: limit, difficulty: difficulty))
    } catch {
      return .unavailable(error)
    }
  }

  /// How many scores wait to be sent.
  public var waiting: Int { outbox.count() }
}
