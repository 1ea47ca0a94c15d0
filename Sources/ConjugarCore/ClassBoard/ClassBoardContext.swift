/// What the device World hands a class board (Sources/ConjugarClassBoard): the
/// server as configured, the outbox and this machine's board in the local
/// database, the player, the environment (PGPASSWORD, PGPASSFILE, HOME) and the
/// console for its one-line notices. Building one connects to nothing.
public struct ClassBoardContext: Sendable {
  /// The URL as configured (CONJUGAR_LEADERBOARD_URL or the leaderboardServer setting).
  public let server: String
  public let outbox: ClassBoardOutbox
  public let player: String
  public let optedOut: Bool
  public let environment: [String: String]
  public let console: any Console
  public let clock: any Clocking

  public init(
    server: String, outbox: ClassBoardOutbox, player: String, optedOut: Bool,
    environment: [String: String], console: any Console, clock: any Clocking
  ) {
    self.server = server
    self.outbox = outbox
    self.player = player
    self.optedOut = optedOut
    self.environment = environment
    self.console = console
    self.clock = clock
  }
}

/// Makes the class board's GameCenterable; the CLI passes PostgresLeaderboard's, so
/// the core never links the PostgreSQL client.
public typealias ClassBoardFactory = @Sendable (ClassBoardContext) -> any GameCenterable
