import ConjugarCore
import PostgresNIO

/// The class board's server on PostgreSQL (postgres-nio): each call connects as the
/// URL's role, does its work and closes, all within `ClassBoard.timeout` seconds.
/// Made by the device World when a server is configured; making one parses the URL
/// and nothing else: no event loop, no socket, no TLS context.
public struct PostgresClassBoard: ClassBoardServer {
  let address: Result<ServerAddress, ServerAddressError>
  let environment: [String: String]

  public init(url: String, environment: [String: String], loginName: String) {
    self.environment = environment
    address = ServerAddress.parsed(url, defaultUser: loginName)
  }

  /// The factory the device World takes.
  public static let factory: ClassBoardServerFactory = {
    PostgresClassBoard(url: $0, environment: $1, loginName: $2)
  }

  /// The server without its password, or why the URL cannot be used.
  public var description: String { ServerAddress.describe(address) }

  /// At most this many scores in one INSERT: each takes 6 bind parameters, and
  /// PostgreSQL takes at most 65,535 in a statement (10,922 scores).
  public static let batchSize = 1_000

  /// The scores in INSERTs of at most `batchSize`, oldest first, each committed on
  /// its own; the player is the role that logged in (the column's default,
  /// session_user), which the policy insists on. A batch the server refuses is
  /// sent again row by row, so that a refused score (a check: a clock far ahead)
  /// is set aside, named with why, and the others arrive. When time runs out after
  /// some batches, the outcome says how many were dealt with; the rest wait.
  @discardableResult
  public func send(_ scores: [PendingScore]) throws(ClassBoardFailure) -> SendOutcome {
    guard !scores.isEmpty else { return .all(0) }
    let connection = try open()
    defer { connection.close() }
    var handled = 0
    var refused: [RefusedScore] = []
    func stopped(_ failure: ClassBoardFailure) throws(ClassBoardFailure) -> SendOutcome {
      guard handled > 0 else { throw failure }
      return SendOutcome(handled: handled, refused: refused)
    }
    var start = 0
    while start < scores.count {
      let batch = Array(scores[start..<min(start + Self.batchSize, scores.count)])
      do {
        try connection.attempt(Self.insert(batch))
      } catch {
        guard Self.isRefusal(error) else { return try stopped(error.failure) }
        // Refused: row by row, each refusal named with its reason. At a learner's
        // limit (per minute, per day) the rest waits: each would be refused too.
        for score in batch {
          do {
            try connection.attempt(Self.insert([score]))
          } catch {
            guard Self.isRefusal(error) else { return try stopped(error.failure) }
            refused.append(
              RefusedScore(
                id: score.id, reason: Self.reason(error, score: score, connection: connection),
                later: Self.timeCanFix(error)))
            if Self.isLimit(error) { return SendOutcome(handled: handled + 1, refused: refused) }
          }
          handled += 1
        }
        start += batch.count
        continue
      }
      handled += batch.count
      start += batch.count
    }
    return SendOutcome(handled: handled, refused: refused)
  }

  /// Whether the server refused the rows themselves (a check, a policy or a
  /// privilege, a value it cannot read), which sending them again would not
  /// change; not a cancelled statement, a lock or a server going away.
  static func isRefusal(_ refusal: ServerConnection.Refusal) -> Bool {
    guard let state = refusal.sqlState else { return false }
    return state.hasPrefix("23") || state.hasPrefix("22") || state == "42501"
  }

  /// Whether the server may take the score later: it was refused for a date
  /// ahead of its clock (which catches up) or at a learner's limit (which resets);
  /// not for what no wait changes (more than a perfect score, a date over a year
  /// old, which only gets older, a policy or a privilege).
  static func timeCanFix(_ refusal: ServerConnection.Refusal) -> Bool {
    guard let constraint = refusal.constraint else { return false }
    return [ServerSetup.Check.notAhead, ServerSetup.Check.rate, ServerSetup.Check.daily].contains(constraint)
  }

  /// Whether the server refused it at a learner's limit per minute or per day.
  static func isLimit(_ refusal: ServerConnection.Refusal) -> Bool {
    guard let constraint = refusal.constraint else { return false }
    return [ServerSetup.Check.rate, ServerSetup.Check.daily].contains(constraint)
  }

  static func insert(_ scores: [PendingScore]) -> PostgresQuery {
    var sql = """
      INSERT INTO public.conjugar_score (id, score, difficulty, region, finished_at, elapsed_seconds) VALUES
      """
    var binds = PostgresBindings(capacity: scores.count * 6)
    for (index, score) in scores.enumerated() {
      let first = index * 6
      sql +=
        (index == 0 ? " " : ", ")
        + "($\(first + 1)::uuid, $\(first + 2), $\(first + 3), $\(first + 4), $\(first + 5)::timestamptz, $\(first + 6))"
      binds.append(score.id)
      binds.append(score.score)
      binds.append(score.difficulty)
      binds.append(score.region)
      binds.append(score.date)
      binds.append(score.elapsedSeconds)
    }
    sql += " ON CONFLICT (id) DO NOTHING"
    return PostgresQuery(unsafeSQL: sql, binds: binds)
  }

  /// Why the server refused one score, in words a learner can act on: for a date
  /// ahead of (or long before) the server's clock, by how much this machine's
  /// clock is off, asked of the server.
  static func reason(_ refusal: ServerConnection.Refusal, score: PendingScore, connection: ServerConnection) -> String {
    let finished = "finished " + String(score.date.prefix(16).map { $0 == "T" ? " " : $0 })
    func offset() -> Int? {
      guard
        let row = try? connection.run(
          "SELECT extract(epoch FROM (\(score.date)::timestamptz - now()))::bigint"
        ).first
      else { return nil }
      return try? row.decode(Int.self)
    }
    switch refusal.constraint {
    case ServerSetup.Check.notAhead?:
      let ahead = offset().map { " by about \(Self.duration($0))" } ?? ""
      return "the score \(score.score) (\(finished)) is ahead of the server's clock: "
        + "this machine's clock is ahead\(ahead); set it right"
    case ServerSetup.Check.rate?, ServerSetup.Check.daily?:
      // The server's words name the limit and when it resets.
      return refusal.message ?? refusal.failure.message
    case ServerSetup.Check.notStale?:
      let behind = offset().map { " by about \(Self.duration(-$0))" } ?? ""
      return "the score \(score.score) (\(finished)) is over a year older than the server's clock: "
        + "this machine's clock is behind\(behind), or the score waited too long"
    case ServerSetup.Check.perfect?:
      return "the score \(score.score) is more than a perfect \(score.difficulty) quiz in \(score.region) scores"
    case ServerSetup.Check.elapsed?:
      return "the score \(score.score) took \(score.elapsedSeconds) s, more than the 7 days a quiz may take"
    default:
      return "the score \(score.score) (\(finished)): \(refusal.failure.message)"
    }
  }

  /// Seconds as a person says them: "3 minutes", "5 hours", "12 days", "10 years".
  static func duration(_ seconds: Int) -> String {
    let units: [(String, Int)] = [("year", 365 * 86_400), ("day", 86_400), ("hour", 3_600), ("minute", 60)]
    for (name, length) in units where abs(seconds) >= length {
      let count = Int((Double(seconds) / Double(length)).rounded())
      return "\(count) \(name)\(count == 1 ? "" : "s")"
    }
    return "\(seconds) second\(seconds == 1 ? "" : "s")"
  }

  public func topScores(limit: Int, difficulty: Difficulty?) throws(ClassBoardFailure) -> [LeaderboardEntry] {
    let connection = try open()
    defer { connection.close() }
    // Two statements, not one with "$1 IS NULL OR …": each matches its index
    // (conjugar_score_rank, conjugar_score_rank_difficulty), read in order and
    // stopped at the limit, however many rows the table holds (docs/performance.md).
    let bounded = min(max(0, limit), ClassBoard.maximumLimit)
    // Each text cut on the server to a little more than conjugar shows (a name
    // of a megabyte put there by the table's owner does not travel; issue 45, 3).
    let columns = """
      SELECT pg_catalog.left(player, \(LeaderboardEntry.playerLimit + 1)), score,
        pg_catalog.left(difficulty, \(LeaderboardEntry.fieldLimit + 1)),
        pg_catalog.left(region, \(LeaderboardEntry.fieldLimit + 1)),
        pg_catalog.to_char(finished_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
      FROM public.conjugar_score
      """
    let query: PostgresQuery
    if let difficulty {
      query = """
        \(unescaped: columns) WHERE difficulty = \(difficulty.rawValue)
        ORDER BY score DESC, finished_at, id LIMIT \(bounded)
        """
    } else {
      query = "\(unescaped: columns) ORDER BY score DESC, finished_at, id LIMIT \(bounded)"
    }
    let rows = try connection.run(query)
    let entries: [LeaderboardEntry]
    do {
      entries = try rows.map { row in
        let (player, score, difficulty, region, date) = try row.decode(
          (String, Int, String, String, String).self)
        return LeaderboardEntry(player: player, score: score, difficulty: difficulty, region: region, date: date)
      }
    } catch {
      throw ClassBoardFailure(message: "the class board at \(connection.address) sent rows conjugar cannot read")
    }
    // Typed columns, but the checks on their range are the table owner's to drop:
    // conjugar leaves out a row that is none it writes, and says so
    // (`LeaderboardEntry.readable`), rather than hide the whole board (issue 45, 12).
    return entries.map(\.capped)
  }

  private func open() throws(ClassBoardFailure) -> ServerConnection {
    switch address {
    case let .success(address):
      return try ServerConnection.open(address, environment: environment, seconds: ClassBoard.timeout)
    case let .failure(error):
      throw ClassBoardFailure(message: "the class board's URL is unusable: \(error.message)")
    }
  }
}
