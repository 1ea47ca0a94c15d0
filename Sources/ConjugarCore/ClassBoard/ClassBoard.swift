import FoundationEssentials

/// The class board: conjugar's Game Center for a class, on a server the class
/// shares (device World, when one is configured). A finished score goes on this
/// machine's board and, in the quiz's own transaction, into the outbox with an id
/// of its own (`outboxID`); once the results are shown, `sendWaiting` sends every
/// queued score, oldest first, and forgets them once the server has them. A score
/// the server cannot take stays queued for the next conjugar that reaches it; its
/// id makes a resend harmless. Nothing connects until a score is sent or the board
/// is read.
public struct ClassBoard: GameCenterable, SharedBoard {
  /// The longest a report or a reading of the board waits for the server, in all.
  public static let timeout = 2

  /// The most entries one reading of a board gives (`leaderboard --limit`): a
  /// class's board is read, not mined; more would cost the server, the companion
  /// and conjugar memory in proportion (docs/classboard.md).
  public static let maximumLimit = 1_000

  /// The class's server, reached through the companion conjugar-classboard on device.
  public let server: any ClassBoardServer
  let outbox: ClassBoardOutbox
  /// This machine's board (`leaderboard --local`).
  public let local: LocalLeaderboard

  init(server: any ClassBoardServer, outbox: ClassBoardOutbox, local: LocalLeaderboard) {
    self.server = server
    self.outbox = outbox
    self.local = local
  }

  /// "ClassBoard (SERVER; this machine's board and outbox in PATH)".
  public var implementation: String {
    "ClassBoard (\(server); this machine's board and outbox in \(outbox.path))"
  }

  /// False when the player opted out of the board (in `settings`, the World's at the call).
  public func isAuthenticated(_ settings: Settings) -> Bool { local.isAuthenticated(settings) }
  /// Nothing to do: the class board signs in with the learner's role at each exchange.
  public func authenticate() {}

  /// Itself: the class board is the board on a server.
  public var shared: (any SharedBoard)? { self }

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
  /// the server refused, and one when some of it could not go. Each line goes
  /// through SafeText: it repeats what the server said.
  public func sendWaiting(settings: Settings, console: any Console) {
    func say(_ line: String) { console.warn("\(SafeText.line(line, limit: ClassBoardFailure.limit)).") }
    let report = deliver(optedOut: !isAuthenticated(settings))
    if let line = Self.refusalLine(report.refused) { say(line) }
    guard let failure = report.failure else { return }
    guard let waiting = try? outbox.pending().count else {
      // The outbox itself cannot be read: how many wait is unknown.
      say(failure.message)
      return
    }
    say("\(failure.message); " + (waiting == 1 ? "the score waits" : "\(waiting) scores wait") + " to be sent")
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
  /// the server takes leave the outbox. One it refuses blocks none of the others
  /// and is named: when time can fix why (`RefusedScore.later`: a clock ahead, a
  /// limit per minute or per day) it stays queued and is offered again on each
  /// send; otherwise it stays on this machine, marked with the server's reason,
  /// and is not offered again (the server would refuse it on every send).
  ///
  /// Withdraws every score that has not left: the player has just opted out
  /// (`settings set userRejectedGameCenter true`).
  public func withdrawWaiting() throws(RecordsError) { try outbox.withdrawAll() }

  /// A player who opted out sends nothing: opting out withdraws every score that
  /// has not left (the outbox is emptied; the history and this machine's board
  /// keep them).
  func deliver(optedOut: Bool) -> SendReport {
    guard !optedOut else {
      do { try outbox.withdrawAll() } catch {
        return SendReport(
          failure: ClassBoardFailure(message: "the outbox cannot be emptied: \(error.message)"), refused: [])
      }
      return SendReport(failure: nil, refused: [])
    }
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
    let handled = pending.prefix(min(outcome.handled, pending.count))
    let refusedIDs = Set(outcome.refused.map(\.id))
    let taken = handled.map(\.id).filter { !refusedIDs.contains($0) }
    // The server has them. A crash before this leaves them queued, and the next
    // send is ignored by the server (same ids).
    do { try outbox.remove(taken, refused: outcome.refused.filter { !$0.later }) } catch {
      return SendReport(
        failure: ClassBoardFailure(message: "sent, but the outbox cannot be updated: \(error.message)"),
        refused: outcome.refused)
    }
    // The server stopped at a limit (its last answer a refusal for later): the
    // rest waits, as the refusal says; not a send cut short by time.
    let stoppedAtLimit =
      handled.last.map { last in outcome.refused.last.map { $0.id == last.id && $0.later } ?? false } ?? false
    let cutShort =
      outcome.handled < pending.count && !stoppedAtLimit
      ? ClassBoardFailure(
        message: "the class board took \(outcome.handled) of \(pending.count) scores before its time ran out")
      : nil
    return SendReport(failure: cutShort, refused: outcome.refused, cutShort: cutShort != nil)
  }

  /// One line for the scores the server refused: how many, and the first's reason
  /// (made safe: it is the server's), those time can fix first.
  public static func refusalLine(_ refused: [RefusedScore]) -> String? {
    let later = refused.filter(\.later)
    let setAside = refused.filter { !$0.later }
    func line(_ scores: [RefusedScore], _ what: String) -> String? {
      guard let first = scores.first else { return nil }
      let more = scores.count == 1 ? "" : " (and \(scores.count - 1) more)"
      return "the class board refused " + (scores.count == 1 ? "a score" : "\(scores.count) scores")
        + ", \(what): \(SafeText.line(first.reason))\(more)"
    }
    let lines = [
      line(later, "kept on this machine and offered again on each send"),
      line(setAside, "kept on this machine"),
    ].compactMap { $0 }
    return lines.isEmpty ? nil : lines.joined(separator: "; ")
  }

  /// Failures are thrown, never written: the console is not used. Sends what
  /// waits first: an opted-out player's outbox was emptied when they opted out
  /// (`withdrawWaiting`), and no score of theirs is queued since.
  public func topScores(limit: Int, difficulty: Difficulty?, console: any Console) throws(RecordsError)
    -> [LeaderboardEntry]
  {
    switch board(limit: limit, difficulty: difficulty, optedOut: false) {
    case let .fresh(entries): return entries
    case let .unavailable(failure): throw RecordsError(message: failure.message)
    }
  }

  /// The class board, or why it cannot be read.
  public typealias Reading = LeaderboardReading

  /// Sends what waits, then reads the board. A server out of reach is tried once.
  func board(limit: Int, difficulty: Difficulty?, optedOut: Bool) -> Reading {
    boardAndRefusals(limit: limit, difficulty: difficulty, optedOut: optedOut).reading
  }

  /// Sends what waits, then reads the board; with the scores the server refused,
  /// now or before (kept on this machine).
  func boardAndRefusals(limit: Int, difficulty: Difficulty?, optedOut: Bool)
    -> (reading: Reading, refused: [RefusedScore])
  {
    let report = deliver(optedOut: optedOut)
    // Those refused for now, from this send; those set aside, now or before, from their mark.
    let refused =
      report.refused.filter(\.later) + ((try? outbox.refused()) ?? report.refused.filter { !$0.later })
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

  /// The class's server.
  public var sharedServer: (any ClassBoardServer)? { server }

  /// This machine's board (`leaderboard --local`).
  public func localTopScores(limit: Int, difficulty: Difficulty?, console: any Console) throws(RecordsError)
    -> [LeaderboardEntry]
  {
    try local.topScores(limit: limit, difficulty: difficulty, console: console)
  }

  /// The class's board after what waits is sent (nothing, for a player who
  /// opted out in `settings`); the console is not used.
  public func boardAndRefusals(limit: Int, difficulty: Difficulty?, settings: Settings, console: any Console)
    -> (reading: Reading, refused: [RefusedScore])
  {
    boardAndRefusals(limit: limit, difficulty: difficulty, optedOut: !isAuthenticated(settings))
  }
}
