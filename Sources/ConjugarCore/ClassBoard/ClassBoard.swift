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
  let outbox: ClassBoardOutbox
  /// This machine's board (`leaderboard --local`).
  public let local: LocalLeaderboard

  init(server: any ClassBoardServer, outbox: ClassBoardOutbox, local: LocalLeaderboard) {
    self.server = server
    self.outbox = outbox
    self.local = local
  }

  public var implementation: String {
    "ClassBoard (\(server); this machine's board and outbox in \(outbox.path))"
  }

  public func isAuthenticated(_ settings: Settings) -> Bool { local.isAuthenticated(settings) }
  public func authenticate() {}

  /// A fresh id: the quiz's transaction queues the score under it (asked only for
  /// a score that goes on the board).
  public func outboxID() -> String? {
    UUID().uuidString.lowercased()
  }

  /// The score on this machine's board; the outbox already has it.
  public func reportScore(_ score: Score, player: String, console: any Console) throws(QuizNotSaved) {
    try local.reportScore(score, player: player, console: console)
  }

  /// Sends what waits; one line on the console's standard error for the scores
  /// the server refused (kept on this machine), and one when some of it could not go.
  public func sendWaiting(console: any Console) {
    let report = deliver()
    if let line = Self.refusalLine(report.refused) { console.warn("\(line).") }
    guard let failure = report.failure else { return }
    guard let waiting = try? outbox.pending().count else {
      // The outbox itself cannot be read: how many wait is unknown.
      console.warn("\(failure.message).")
      return
    }
    console.warn(
      "\(failure.message); " + (waiting == 1 ? "the score waits" : "\(waiting) scores wait") + " to be sent.")
  }

  /// What a send did: why some could not go (nil: nothing else waits but what
  /// the server refused), and what the server refused.
  struct SendReport: Sendable, Equatable {
    var failure: ClassBoardFailure?
    var refused: [RefusedScore]
    /// The server took some and ran out of time: it is there, and can be read.
    var cutShort = false
  }

  /// Sends every queued score, oldest first, in batches (the companion's): those
  /// the server takes leave the outbox; one it refuses (a check: a clock far
  /// ahead) stays on this machine, marked with the server's reason, is named, and
  /// blocks none of the others; it is not offered again (the server would refuse
  /// it on every send).
  func deliver() -> SendReport {
    let pending: [PendingScore]
    do { pending = try outbox.pending() } catch {
      return SendReport(failure: ClassBoardFailure(message: "the outbox cannot be read: \(error.message)"), refused: [])
    }
    guard !pending.isEmpty else { return SendReport(failure: nil, refused: []) }
    let outcome: SendOutcome
    do {
      outcome = try server.send(pending)
    } catch {
      return SendReport(failure: error, refused: [])
    }
    let refusedIDs = Set(outcome.refused.map(\.id))
    let taken = pending.prefix(min(outcome.handled, pending.count)).map(\.id).filter { !refusedIDs.contains($0) }
    // The server has them. A crash before this leaves them queued, and the next
    // send is ignored by the server (same ids).
    do { try outbox.remove(taken, refused: outcome.refused) } catch {
      return SendReport(
        failure: ClassBoardFailure(message: "sent, but the outbox cannot be updated: \(error.message)"),
        refused: outcome.refused)
    }
    let cutShort =
      outcome.handled < pending.count
      ? ClassBoardFailure(
        message: "the class board took \(outcome.handled) of \(pending.count) scores before its time ran out")
      : nil
    return SendReport(failure: cutShort, refused: outcome.refused, cutShort: cutShort != nil)
  }

  /// One line for the scores the server refused: how many, and the first's reason.
  public static func refusalLine(_ refused: [RefusedScore]) -> String? {
    guard let first = refused.first else { return nil }
    let more = refused.count == 1 ? "" : " (and \(refused.count - 1) more)"
    return "the class board refused "
      + (refused.count == 1 ? "a score" : "\(refused.count) scores")
      + ", kept on this machine: \(first.reason)\(more)"
  }

  /// Failures are thrown, never written: the console is not used.
  public func topScores(limit: Int, difficulty: Difficulty?, console: any Console) throws(RecordsError)
    -> [LeaderboardEntry]
  {
    switch board(limit: limit, difficulty: difficulty) {
    case let .fresh(entries): return entries
    case let .unavailable(failure): throw RecordsError(message: failure.message)
    }
  }

  /// The class board, or why it cannot be read.
  public typealias Reading = LeaderboardReading

  /// Sends what waits, then reads the board. A server out of reach is tried once.
  func board(limit: Int, difficulty: Difficulty?) -> Reading {
    boardAndRefusals(limit: limit, difficulty: difficulty).reading
  }

  /// Sends what waits, then reads the board; with the scores the server refused,
  /// now or before (kept on this machine).
  public func boardAndRefusals(limit: Int, difficulty: Difficulty?) -> (reading: Reading, refused: [RefusedScore]) {
    let report = deliver()
    let refused = (try? outbox.refused()) ?? report.refused
    if let failure = report.failure, !failure.refusedByServer, !report.cutShort {
      return (.unavailable(failure), refused)
    }
    do {
      return (.fresh(try server.topScores(limit: limit, difficulty: difficulty)), refused)
    } catch {
      return (.unavailable(error), refused)
    }
  }

  /// How many scores wait to be sent.
  public var waiting: Int { outbox.count() }

  public var sharedServer: (any ClassBoardServer)? { server }

  /// This machine's board (`leaderboard --local`).
  public func localTopScores(limit: Int, difficulty: Difficulty?, console: any Console) throws(RecordsError)
    -> [LeaderboardEntry]
  {
    try local.topScores(limit: limit, difficulty: difficulty, console: console)
  }

  /// The class's board after what waits is sent; the console is not used.
  public func boardAndRefusals(limit: Int, difficulty: Difficulty?, console: any Console)
    -> (reading: Reading, refused: [RefusedScore])
  {
    boardAndRefusals(limit: limit, difficulty: difficulty)
  }
}
