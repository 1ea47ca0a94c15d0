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

  /// One INSERT for every score, oldest first; the player is the role that
  /// connects (the column's default, current_user), which the policy insists on.
  public func send(_ scores: [PendingScore]) throws(ClassBoardFailure) {
    guard !scores.isEmpty else { return }
    var sql = """
      INSERT INTO conjugar_score (id, score, difficulty, region, finished_at, elapsed_seconds) VALUES
      """
    var binds = PostgresBindings(capacity: scores.count * 6)
    for (index, score) in scores.enumerated() {
      let first = index * 6
      sql += (index == 0 ? " " : ", ")
        + "($\(first + 1)::uuid, $\(first + 2), $\(first + 3), $\(first + 4), $\(first + 5)::timestamptz, $\(first + 6))"
      binds.append(score.id)
      binds.append(score.score)
      binds.append(score.difficulty)
      binds.append(score.region)
      binds.append(score.date)
      binds.append(score.elapsedSeconds)
    }
    sql += " ON CONFLICT (id) DO NOTHING"
    let connection = try open()
    defer { connection.close() }
    try connection.run(PostgresQuery(unsafeSQL: sql, binds: binds))
  }

  public func topScores(limit: Int, difficulty: Difficulty?) throws(ClassBoardFailure) -> [LeaderboardEntry] {
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
    do {
      return try rows.map { row in
        let (player, score, difficulty, region, date) = try row.decode(
          (String, Int, String, String, String).self)
        return LeaderboardEntry(player: player, score: score, difficulty: difficulty, region: region, date: date)
      }
    } catch {
      throw ClassBoardFailure(message: "the class board at \(connection.address) sent rows conjugar cannot read")
    }
  }

  private func open() throws(ClassBoardFailure) -> ServerConnection {
    switch address {
    case let .success(address):
      return try ServerConnection.open(
        address, environment: environment, deadline: .now() + .seconds(Int64(ClassBoard.timeout)))
    case let .failure(error):
      throw ClassBoardFailure(message: "the class board's URL is unusable: \(error.message)")
    }
  }
}
