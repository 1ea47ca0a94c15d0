import ConjugarCore
import Foundation
import PostgresNIO

/// The class board: conjugar's Game Center for a class, on a PostgreSQL server the
/// class shares. A finished score goes first into this machine's board and the
/// outbox (one SQLite transaction), then every queued score is sent, oldest first;
/// a score the server cannot take yet stays queued for the next conjugar that
/// reaches it, and the id it carries makes a resend harmless. Nothing connects
/// until a score is reported or the board is read.
public struct PostgresLeaderboard: GameCenterable {
  let context: ClassBoardContext
  let address: Result<ServerAddress, ServerAddressError>

  public init(_ context: ClassBoardContext) {
    self.context = context
    address = Result { () throws(ServerAddressError) in
      try ServerAddress(parsing: context.server, defaultUser: context.player)
    }
  }

  /// The factory the device World takes.
  public static let factory: ClassBoardFactory = { PostgresLeaderboard($0) }

  /// The server without its password, or why the URL cannot be used.
  public var server: String {
    switch address {
    case let .success(address): "\(address)"
    case let .failure(error): "unusable (\(error.message))"
    }
  }

  public var implementation: String {
    "PostgresLeaderboard (\(server); outbox in \(context.outbox.path))"
  }

  public var isAuthenticated: Bool { !context.optedOut }
  public func authenticate() {}

  /// This machine's board (`leaderboard --local`).
  public var local: LocalLeaderboard {
    context.outbox.localBoard(player: context.player, optedOut: context.optedOut)
  }

  public func reportScore(_ score: Score) throws(QuizNotSaved) {
    guard isAuthenticated else { return }
    try context.outbox.enqueue(score, player: context.player, id: UUID().uuidString.lowercased())
    if let failure = sendQueued() {
      let waiting = context.outbox.count()
      context.console.writeError(
        "conjugar: \(failure.message); \(waiting == 1 ? "the score waits" : "\(waiting) scores wait") to be sent.\n"
      )
    }
  }

  /// Sends every queued score, oldest first; nil when the outbox is empty after,
  /// else why it stopped. A score the server refuses outright (a CHECK, a policy)
  /// stays queued too, and the message says why.
  @discardableResult
  public func sendQueued() -> ClassBoardFailure? {
    let pending: [PendingScore]
    do { pending = try context.outbox.pending() } catch {
      return nil
    }
    guard !pending.isEmpty else { return nil }
    do {
      let connection = try open()
      defer { connection.close() }
      for score in pending {
        try connection.run(
          """
          INSERT INTO conjugar_score (id, score, difficulty, region, finished_at, elapsed_seconds)
          VALUES (\(score.id)::uuid, \(score.score), \(score.difficulty), \(score.region),
            \(score.date)::timestamptz, \(score.elapsedSeconds))
          ON CONFLICT (id) DO NOTHING
          """)
        do { try context.outbox.remove(score.id) } catch {
          return nil
        }
      }
      return nil
    } catch {
      return error
    }
  }

  public func topScores(limit: Int, difficulty: Difficulty?) throws(RecordsError) -> [LeaderboardEntry] {
    switch board(limit: limit, difficulty: difficulty) {
    case let .fresh(entries): return entries
    case let .unavailable(failure): throw RecordsError(message: failure.message)
    }
  }

  /// The class board, or why it cannot be read.
  public enum Reading: Sendable {
    case fresh([LeaderboardEntry])
    case unavailable(ClassBoardFailure)
  }

  /// Sends what waits, then reads the board.
  public func board(limit: Int, difficulty: Difficulty?) -> Reading {
    sendQueued()
    do {
      let connection = try open()
      defer { connection.close() }
      let rows = try connection.run(
        """
        SELECT player, score, difficulty, region,
          to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
        FROM conjugar_score
        WHERE \(difficulty?.rawValue)::text IS NULL OR difficulty = \(difficulty?.rawValue)::text
        ORDER BY score DESC, finished_at, id LIMIT \(max(0, limit))
        """)
      var entries: [LeaderboardEntry] = []
      for row in rows {
        let (player, score, difficulty, region, date) = try row.decode(
          (String, Int, String, String, String).self)
        entries.append(
          LeaderboardEntry(player: player, score: score, difficulty: difficulty, region: region, date: date))
      }
      return .fresh(entries)
    } catch let failure as ClassBoardFailure {
      return .unavailable(failure)
    } catch {
      return .unavailable(
        ClassBoardFailure(message: "the class board at \(server) sent a board conjugar cannot read: \(error)"))
    }
  }

  /// How many scores wait to be sent.
  public var waiting: Int { context.outbox.count() }

  private func open() throws(ClassBoardFailure) -> ServerConnection {
    switch address {
    case let .success(address):
      return try ServerConnection.open(address, environment: context.environment)
    case let .failure(error):
      throw ClassBoardFailure(message: "the class board's URL is unusable: \(error.message)")
    }
  }
}
