import ConjugarCore
import ConjugarTestSupport
import Foundation
import Synchronization
import Testing

/// The class board's outbox (migration v4) and the device World's choice of board.
@Suite("Class board outbox")
struct ClassBoardOutboxTests {
  static func score(_ value: Int, _ seconds: TimeInterval) -> Score {
    Score(
      value: value, region: .spain, difficulty: .moderate,
      date: Date(timeIntervalSince1970: 1_700_000_000 + seconds), elapsedSeconds: 90, results: [])
  }

  @Test("a queued score is on this machine's board and waits, oldest first, until removed")
  func queue() throws {
    let outbox = ClassBoardOutbox(DatabaseOpener(try AppDatabase.inMemory()))
    try outbox.enqueue(Self.score(120, 0), player: "alice", id: "id-1")
    try outbox.enqueue(Self.score(300, 60), player: "alice", id: "id-2")
    #expect(try outbox.pending().map(\.id) == ["id-1", "id-2"])
    #expect(
      try outbox.pending().first
        == PendingScore(
          id: "id-1", score: 120, difficulty: "Moderate", region: "Spain",
          date: "2023-11-14T22:13:20Z", elapsedSeconds: 90))
    let local = try outbox.localBoard(player: "alice", optedOut: false).topScores(limit: 10, difficulty: nil)
    #expect(local.map(\.score) == [300, 120])
    try outbox.remove("id-1")
    #expect(try outbox.pending().map(\.id) == ["id-2"])
    #expect(outbox.count() == 1)
  }

  @Test("the same quiz id cannot be queued twice; the first copy stays")
  func uniqueID() throws {
    let outbox = ClassBoardOutbox(DatabaseOpener(try AppDatabase.inMemory()))
    try outbox.enqueue(Self.score(120, 0), player: "alice", id: "same")
    #expect(throws: QuizNotSaved.self) {
      try outbox.enqueue(Self.score(500, 0), player: "alice", id: "same")
    }
    #expect(try outbox.pending().map(\.score) == [120])
    // One transaction: the refused copy is not on the local board either.
    let local = try outbox.localBoard(player: "alice", optedOut: false).topScores(limit: 10, difficulty: nil)
    #expect(local.map(\.score) == [120])
  }

  @Test("a missing database file means nothing waits, and reading it creates no file")
  func missingFile() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("none-\(UUID()).sqlite").path
    let outbox = ClassBoardOutbox(DatabaseOpener(path: path))
    #expect(outbox.count() == 0)
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}

/// Which leaderboard the device World picks, and that building it connects nothing.
@Suite("Device World's class board")
struct DeviceClassBoardTests {
  final class FactorySpy: Sendable {
    let servers = Mutex<[String]>([])
  }

  func world(_ environment: [String: String], spy: FactorySpy) throws -> World {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("w-\(UUID()).sqlite").path
    return try World.device(
      environment: environment, databasePath: path, console: ScriptedConsole(input: []),
      classBoard: { context in
        spy.servers.withLock { $0.append(context.server) }
        return GameCenterSpy()
      })
  }

  @Test("no server configured: this machine's board, the factory never called")
  func local() throws {
    let spy = FactorySpy()
    let world = try world(["HOME": "/nonexistent", "USER": "ana"], spy: spy)
    #expect(world.gameCenter is LocalLeaderboard)
    #expect(spy.servers.withLock { $0 }.isEmpty)
  }

  @Test("CONJUGAR_LEADERBOARD_URL: the class board, made from that URL")
  func configured() throws {
    let spy = FactorySpy()
    let world = try world(
      ["HOME": "/nonexistent", "USER": "ana", "CONJUGAR_LEADERBOARD_URL": "postgres://ana@db/c"], spy: spy)
    #expect(world.gameCenter is GameCenterSpy)
    #expect(spy.servers.withLock { $0 } == ["postgres://ana@db/c"])
  }
}

/// Server URLs: parsed as libpq does, never shown with a password.
@Suite("Server address")
struct ServerAddressTests {
  @Test("user, host, port, database and sslmode, with libpq's defaults")
  func parse() throws {
    let full = try ServerAddress(parsing: "postgres://alice@school-db:6543/conjugar?sslmode=verify-full")
    #expect(full.user == "alice" && full.host == "school-db" && full.port == 6543)
    #expect(full.database == "conjugar" && full.sslMode == .verifyFull)
    let bare = try ServerAddress(parsing: "postgresql://school-db", defaultUser: "bob")
    #expect(bare.user == "bob" && bare.port == 5432 && bare.database == "bob" && bare.sslMode == .prefer)
  }

  @Test("the password is kept apart and never shown")
  func password() throws {
    let address = try ServerAddress(parsing: "postgres://alice:s3cret@db/c")
    #expect(address.urlPassword == "s3cret")
    #expect(address.description == "postgres://alice@db:5432/c?sslmode=prefer")
    #expect(ServerAddress.withoutPassword("postgres://alice:s3cret@db/c") == "postgres://alice@db/c")
  }

  @Test("bad URLs are refused in one line; the setting refuses a password")
  func refused() {
    #expect(throws: ServerAddressError.self) { try ServerAddress(parsing: "http://db/c") }
    #expect(throws: ServerAddressError.self) { try ServerAddress(parsing: "postgres:///c") }
    #expect(throws: ServerAddressError.self) { try ServerAddress(parsing: "postgres://db/c?sslmode=maybe") }
    #expect(SettingKey.leaderboardServer.canonical("postgres://alice:pw@db/c") == nil)
    #expect(SettingKey.leaderboardServer.canonical("postgres://alice@db/c") == "postgres://alice@db/c")
    #expect(SettingKey.leaderboardServer.canonical("none") == "")
  }
}
