import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import ConjugarCore

/// The class board's outbox (migration v4) through the device World: a finished
/// quiz queues its score in its own transaction, and the queue is sent in order,
/// exactly once, by whichever conjugar next reaches the server.
@Suite("Class board outbox")
struct ClassBoardOutboxTests {
  static let when = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14T22:13:20Z

  /// A device World on `path` whose class board is on `server`.
  static func world(_ path: String, server: any ClassBoardServer, console: ScriptedConsole) throws -> World {
    var world = try World.device(
      environment: ["USER": "ana", "HOME": "/nonexistent", "CONJUGAR_LEADERBOARD_URL": "postgres://ana@db/c"],
      databasePath: path, console: console, classBoardServer: { _, _, _ in server })
    world.clock = TestClock(when)
    world.analytics = AnalyticsSpy()
    world.reviewPrompter = ReviewPrompterSpy()
    return world
  }

  /// Plays a perfect ranked quiz to its end, as QuizPlayer does: the local save,
  /// then the send.
  static func play(_ world: World) throws -> Score {
    var session = try Sessions.start(.quiz(), in: world)
    for answer in perfectAnswers(session.questions) { _ = try session.answer(answer) }
    let score = try session.finish(endingAt: world.clock.now(), in: world)
    world.gameCenter.sendWaiting(settings: world.settings, console: world.console)
    return score
  }

  static func outbox(_ path: String) throws -> [Row] {
    try DatabaseQueue(path: path).read { try Row.fetchAll($0, sql: "SELECT * FROM classBoardOutbox ORDER BY seq") }
  }

  @Test("the server down (Failing): the quiz is kept, on this machine's board and queued; one line says so")
  func failingServer() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let console = ScriptedConsole(input: [])
    let world = try Self.world(dir.file("c.sqlite"), server: FailingClassBoardServer(), console: console)
    #expect(world.gameCenter is ClassBoard)
    let score = try Self.play(world)
    #expect(score.value > 0)
    let queued = try Self.outbox(dir.file("c.sqlite"))
    #expect(queued.count == 1)
    #expect(queued.first?["score"] == score.value)
    #expect(queued.first?["date"] == "2023-11-14T22:13:20Z")
    #expect((queued.first?["id"] as String?)?.count == 36)
    #expect(try world.records.collectedHistory(limit: 10).count == 1)
    let board = world.gameCenter as? ClassBoard
    #expect(
      try board?.local.topScores(limit: 10, difficulty: nil, console: ScriptedConsole()).map(\.score) == [score.value])
    #expect(
      console.error
        == "conjugar: the class board at postgres://ana@db:5432/c cannot be reached: connection refused; "
        + "the score waits to be sent.\n")
    #expect(
      board?.board(limit: 10, difficulty: nil, optedOut: false) == .unavailable(FailingClassBoardServer().failure))
    #expect(board?.waiting == 1)
  }

  @Test("queued scores go oldest first, in one send, and leave the outbox; the next send sends nothing")
  func inOrderExactlyOnce() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let down = try Self.world(path, server: FailingClassBoardServer(), console: ScriptedConsole(input: []))
    _ = try Self.play(down)
    _ = try Self.play(down)
    let ids = try Self.outbox(path).map { $0["id"] as String }
    #expect(ids.count == 2 && Set(ids).count == 2)

    let spy = ClassBoardServerSpy()
    let console = ScriptedConsole(input: [])
    let up = try Self.world(path, server: spy, console: console)
    _ = try Self.play(up)
    #expect(spy.sends.count == 1)
    #expect(Array(spy.sends[0].prefix(2)) == ids)
    #expect(spy.sends[0].count == 3)
    #expect(try Self.outbox(path).isEmpty)
    #expect(console.error == "")
    (up.gameCenter as? ClassBoard)?.sendWaiting(settings: up.settings, console: up.console)
    #expect(spy.sends.count == 1, "nothing left to send")
    #expect(spy.kept.count == 3)
  }

  @Test("an answer lost after the server kept the scores: they stay queued, and the resend keeps one copy")
  func lostAnswer() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let spy = ClassBoardServerSpy()
    let console = ScriptedConsole(input: [])
    let world = try Self.world(dir.file("c.sqlite"), server: spy, console: console)
    spy.loseNextAnswer()
    _ = try Self.play(world)
    #expect(spy.kept.count == 1)
    #expect(try Self.outbox(dir.file("c.sqlite")).count == 1)
    #expect(console.error.hasSuffix("the score waits to be sent.\n"))
    _ = try Self.play(world)
    #expect(spy.sends.count == 2)
    #expect(spy.sends[1].first == spy.sends[0].first, "the same id, resent")
    #expect(spy.kept.count == 2, "one copy each")
    #expect(try Self.outbox(dir.file("c.sqlite")).isEmpty)
  }

  @Test("the outbox row is in the quiz's transaction: a quiz that cannot be saved queues nothing")
  func sameTransaction() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let db = try AppDatabase.open(path: path)
    try db.writer.write {
      try $0.execute(
        sql: """
          CREATE TRIGGER no_outbox BEFORE INSERT ON classBoardOutbox
          BEGIN SELECT RAISE(ABORT, 'disk full, say'); END
          """)
    }
    let spy = ClassBoardServerSpy()
    let world = try Self.world(path, server: spy, console: ScriptedConsole(input: []))
    var session = try Sessions.start(.quiz(), in: world)
    for answer in perfectAnswers(session.questions) { _ = try session.answer(answer) }
    #expect(throws: QuizNotSaved.self) { try session.finish(endingAt: world.clock.now(), in: world) }
    let counts = try db.counts()
    #expect(counts.quizzes == 0 && counts.questions == 0, "the quiz rolled back with its outbox row")
    #expect(spy.sends.isEmpty)
  }

  @Test("a player who opted out queues nothing and sends nothing")
  func optedOut() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    try AppDatabase.open(path: path).writer.write {
      try $0.execute(sql: "INSERT INTO setting (key, value) VALUES ('userRejectedGameCenter', 'true')")
    }
    let spy = ClassBoardServerSpy()
    let world = try Self.world(path, server: spy, console: ScriptedConsole(input: []))
    _ = try Self.play(world)
    #expect(try Self.outbox(path).isEmpty)
    #expect(spy.sends.isEmpty)
    #expect(try world.records.collectedHistory(limit: 10).count == 1)
  }

  @Test("a missing database file means nothing waits, and reading it creates no file")
  func missingFile() throws {
    let path = Scratch.directory.appendingPathComponent("none-\(UUID()).sqlite").path
    let outbox = ClassBoardOutbox(DatabaseOpener(path: path))
    #expect(outbox.count() == 0)
    #expect(try outbox.pending() == [])
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}

/// Which leaderboard each World picks, and that building it connects to nothing.
@Suite("Worlds and the class board")
struct ClassBoardWorldTests {
  final class FactorySpy: Sendable {
    let calls = Mutex<[[String]]>([])
  }

  func device(_ environment: [String: String], spy: FactorySpy) throws -> World {
    let path = Scratch.directory.appendingPathComponent("w-\(UUID()).sqlite").path
    return try World.device(
      environment: environment, databasePath: path, console: ScriptedConsole(input: []),
      classBoardServer: { url, _, login in
        spy.calls.withLock { $0.append([url, login]) }
        return FailingClassBoardServer()
      })
  }

  @Test("device, no server configured: this machine's board, the factory never called")
  func local() throws {
    let spy = FactorySpy()
    let world = try device(["HOME": "/nonexistent", "USER": "ana"], spy: spy)
    #expect(world.gameCenter is LocalLeaderboard)
    #expect(spy.calls.withLock { $0 }.isEmpty)
  }

  @Test("device, CONJUGAR_LEADERBOARD_URL: the class board on that URL, the login name as default role")
  func configured() throws {
    let spy = FactorySpy()
    let world = try device(
      ["HOME": "/nonexistent", "USER": "ana", "CONJUGAR_LEADERBOARD_URL": "postgres://db/c"], spy: spy)
    #expect(world.gameCenter is ClassBoard)
    #expect(spy.calls.withLock { $0 } == [["postgres://db/c", "ana"]])
    #expect(world.gameCenter.implementation.hasPrefix("ClassBoard (FailingClassBoardServer"))
  }

  @Test("simulator and uiTest pretend even with a server configured; unitTest has a spy")
  func pretenders() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let environment = ["HOME": dir.path, "USER": "ana", "CONJUGAR_LEADERBOARD_URL": "postgres://127.0.0.1:1/c"]
    let simulator = try World.simulator(environment: environment, databasePath: dir.file("s.sqlite"))
    #expect(simulator.gameCenter is TestGameCenter)
    #expect(World.uiTest(launchArguments: []).gameCenter is TestGameCenter)
    #expect(World.unitTest(onUnimplemented: { Issue.record(Comment(rawValue: $0)) }).gameCenter is GameCenterSpy)
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
    #expect(try ServerAddress(parsing: "postgres://a@h/d?sslmode=require").sslMode == .require)
  }

  @Test("read by hand as libpq reads it: addresses, IPv6, percent-encoding, ports")
  func byHand() throws {
    let loopback = try ServerAddress(parsing: " postgres://tom@127.0.0.1:25471/postgres?sslmode=disable ")
    #expect(loopback.host == "127.0.0.1" && loopback.port == 25471 && loopback.user == "tom")
    #expect(loopback.database == "postgres" && loopback.sslMode == .disable && loopback.urlPassword == nil)
    let six = try ServerAddress(parsing: "POSTGRESQL://ana@[::1]:5433/c")
    #expect(six.host == "::1" && six.port == 5433)
    #expect(six.description == "postgres://ana@[::1]:5433/c?sslmode=prefer")
    #expect(try ServerAddress(parsing: "postgres://[fe80::1]/c").port == 5432)
    let encoded = try ServerAddress(
      parsing: "postgres://jos%C3%A9:p%40ss%3Aw@db/mi%20clase?application_name=x&sslmode=require")
    #expect(encoded.user == "josé" && encoded.urlPassword == "p@ss:w" && encoded.database == "mi clase")
    #expect(encoded.sslMode == .require)
    #expect(try ServerAddress(parsing: "postgres://ana:@db/c").urlPassword == "")
    #expect(try ServerAddress(parsing: "postgres://db:5432/", defaultUser: "eva").database == "eva")
    for bad in [
      "postgres://db:0/c", "postgres://db:99999/c", "postgres://db:x/c", "postgres://a,b/c", "postgres://ana@/c",
      "postgres://[::1/c", "postgres://db/c%zz", "postgres://an%a@db/c", "postgres:/db/c", "db/c",
    ] {
      #expect(throws: ServerAddressError.self, "\(bad)") { try ServerAddress(parsing: bad) }
    }
    #expect(throws: ServerAddressError(message: "the server URL's port \"x\" is not a number from 1 to 65535")) {
      try ServerAddress(parsing: "postgres://db:x/c")
    }
  }

  @Test("the password is kept apart and never shown")
  func password() throws {
    let address = try ServerAddress(parsing: "postgres://alice:s3cret@db/c")
    #expect(address.urlPassword == "s3cret")
    #expect(address.description == "postgres://alice@db:5432/c?sslmode=prefer")
    #expect(ServerAddress.withoutPassword("postgres://alice:s3cret@db/c") == "postgres://alice:…@db/c")
  }

  @Test("bad URLs are refused in one line; the setting refuses a password")
  func refused() {
    #expect(throws: ServerAddressError.self) { try ServerAddress(parsing: "http://db/c") }
    #expect(throws: ServerAddressError.self) { try ServerAddress(parsing: "postgres:///c") }
    #expect(throws: ServerAddressError.self) { try ServerAddress(parsing: "postgres://db/c?sslmode=maybe") }
    #expect(throws: ServerAddressError.self) { try ServerAddress(parsing: "postgres://db/c?host=evil") }
    #expect(SettingKey.leaderboardServer.canonical("postgres://alice:pw@db/c") == nil)
    #expect(SettingKey.leaderboardServer.canonical("postgres://alice@db/c") == "postgres://alice@db/c")
    #expect(SettingKey.leaderboardServer.canonical("none") == "")
  }

  @Test("CONJUGAR_LEADERBOARD_URL wins over the setting; neither: no server")
  func configured() {
    #expect(ServerAddress.configured(setting: "postgres://a@s/c", environment: [:]) == "postgres://a@s/c")
    #expect(
      ServerAddress.configured(
        setting: "postgres://a@s/c", environment: ["CONJUGAR_LEADERBOARD_URL": "postgres://b@e/c"])
        == "postgres://b@e/c")
    #expect(ServerAddress.configured(setting: "", environment: [:]) == nil)
  }

  @Test("a tampered outbox row is named in one line, never a crash; nothing is sent, the quiz is kept")
  func tamperedOutbox() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let spy = ClassBoardServerSpy()
    spy.setFailing(true)
    let first = ScriptedConsole(input: [])
    _ = try ClassBoardOutboxTests.play(try ClassBoardOutboxTests.world(path, server: spy, console: first))
    #expect(try ClassBoardOutboxTests.outbox(path).count == 1)
    for tampered in ["'abc'", "1e300", "x'00ff'"] {
      try DatabaseQueue(path: path).write { try $0.execute(sql: "UPDATE classBoardOutbox SET score = \(tampered)") }
      spy.setFailing(false)
      let console = ScriptedConsole(input: [])
      let world = try ClassBoardOutboxTests.world(path, server: spy, console: console)
      let board = try #require(world.gameCenter as? ClassBoard)
      #expect(throws: RecordsError.self) { try board.outbox.pending() }
      board.sendWaiting(settings: world.settings, console: console)
      #expect(console.error.hasPrefix("conjugar: the outbox cannot be read: "), "\(tampered)")
      #expect(console.error.contains("(row 1 of classBoardOutbox: score is "), "\(tampered)")
      #expect(console.error.hasSuffix(".\n") && console.error.filter { $0 == "\n" }.count == 1, "\(tampered)")
      #expect(!console.error.contains("wait"), "\(tampered): the count is unknown")
      #expect(spy.kept.isEmpty)
    }
    #expect(try ClassBoardOutboxTests.outbox(path).count == 1)
    #expect(try DatabaseQueue(path: path).read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM quiz") } == 1)
  }
}

/// A score the server refuses (issue 26: a clock ten years ahead) is set aside:
/// it stays on this machine and is named, and the scores after it arrive.
@Suite("Class board outbox: a refused score")
struct ClassBoardRefusalTests {
  @Test("one refused score blocks none of the others; it is kept, named, marked, and not offered again")
  func refusedSetAside() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let down = ScriptedConsole(input: [])
    let offline = try ClassBoardOutboxTests.world(path, server: FailingClassBoardServer(), console: down)
    for _ in 0..<3 { _ = try ClassBoardOutboxTests.play(offline) }
    let ids = try ClassBoardOutboxTests.outbox(path).map { $0["id"] as String }
    #expect(ids.count == 3)
    let spy = ClassBoardServerSpy()
    spy.refuse(ids[0], reason: "this machine's clock is ahead by about 10 years")
    let console = ScriptedConsole(input: [])
    let world = try ClassBoardOutboxTests.world(path, server: spy, console: console)
    world.gameCenter.sendWaiting(settings: world.settings, console: world.console)
    #expect(spy.kept.map(\.id) == [ids[1], ids[2]])
    #expect(try ClassBoardOutboxTests.outbox(path).map { $0["id"] as String } == [ids[0]])
    #expect(
      console.error
        == "conjugar: the class board refused a score, kept on this machine: "
        + "this machine's clock is ahead by about 10 years.\n")
    // Marked refused, with the server's reason: no longer waiting, never sent again.
    let board = try #require(world.gameCenter as? ClassBoard)
    #expect(board.waiting == 0)
    #expect(
      try board.outbox.refused()
        == [RefusedScore(id: ids[0], reason: "this machine's clock is ahead by about 10 years")])
    let sends = spy.sends.count
    world.gameCenter.sendWaiting(settings: world.settings, console: world.console)
    _ = board.boardAndRefusals(limit: 10, difficulty: nil, optedOut: false)
    #expect(spy.sends.count == sends)
    #expect(spy.kept.count == 2)
    // A later score goes alone; the refused one stays where it is.
    _ = try ClassBoardOutboxTests.play(world)
    #expect(spy.sends.last?.count == 1 && spy.sends.last?.contains(ids[0]) == false)
    #expect(try ClassBoardOutboxTests.outbox(path).map { $0["id"] as String } == [ids[0]])
    // The board names it on every reading, from the mark.
    #expect(board.boardAndRefusals(limit: 10, difficulty: nil, optedOut: false).refused.map(\.id) == [ids[0]])
  }

  @Test("a score refused for a reason time can fix waits, is offered on each send with its hint, and leaves once taken")
  func refusedForNow() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let offline = try ClassBoardOutboxTests.world(
      path, server: FailingClassBoardServer(), console: ScriptedConsole(input: []))
    for _ in 0..<2 { _ = try ClassBoardOutboxTests.play(offline) }
    let ids = try ClassBoardOutboxTests.outbox(path).map { $0["id"] as String }
    let spy = ClassBoardServerSpy()
    spy.refuse(ids[0], reason: "this machine's clock is ahead by about 5 minutes; set it right", later: true)
    let console = ScriptedConsole(input: [])
    let world = try ClassBoardOutboxTests.world(path, server: spy, console: console)
    world.gameCenter.sendWaiting(settings: world.settings, console: world.console)
    #expect(spy.kept.map(\.id) == [ids[1]])
    #expect(
      console.error
        == "conjugar: the class board refused a score, kept on this machine and offered again on each send: "
        + "this machine's clock is ahead by about 5 minutes; set it right.\n")
    let board = try #require(world.gameCenter as? ClassBoard)
    #expect(board.waiting == 1)
    #expect(try board.outbox.refused().isEmpty)
    // Offered again on the next send, and named again.
    world.gameCenter.sendWaiting(settings: world.settings, console: world.console)
    #expect(spy.sends.last == [ids[0]])
    #expect(console.error.components(separatedBy: "ahead by about 5 minutes").count == 3)
    #expect(board.boardAndRefusals(limit: 10, difficulty: nil, optedOut: false).refused.map(\.later) == [true])
    // The server's clock caught up: it is taken, and leaves.
    spy.stopRefusing(ids[0])
    world.gameCenter.sendWaiting(settings: world.settings, console: world.console)
    #expect(spy.kept.map(\.id) == [ids[1], ids[0]])
    #expect(try ClassBoardOutboxTests.outbox(path).isEmpty)
  }

  @Test("opting out withdraws the scores that wait: nothing is sent, then or after opting back in")
  func optingOutWithdraws() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let offline = try ClassBoardOutboxTests.world(
      path, server: FailingClassBoardServer(), console: ScriptedConsole(input: []))
    for _ in 0..<2 { _ = try ClassBoardOutboxTests.play(offline) }
    #expect(try ClassBoardOutboxTests.outbox(path).count == 2)
    try AppDatabase.open(path: path).writer.write {
      try $0.execute(sql: "INSERT INTO setting (key, value) VALUES ('userRejectedGameCenter', 'true')")
    }
    let spy = ClassBoardServerSpy()
    let console = ScriptedConsole(input: [])
    let optedOut = try ClassBoardOutboxTests.world(path, server: spy, console: console)
    optedOut.gameCenter.sendWaiting(settings: optedOut.settings, console: optedOut.console)
    let board = try #require(optedOut.gameCenter as? ClassBoard)
    _ = board.boardAndRefusals(limit: 10, difficulty: nil, settings: optedOut.settings, console: console)
    #expect(spy.sends.isEmpty)
    #expect(try ClassBoardOutboxTests.outbox(path).isEmpty)
    #expect(console.error.isEmpty, "\(console.error)")
    // The history keeps both quizzes.
    #expect(try optedOut.records.collectedHistory(limit: 10).count == 2)
    try AppDatabase.open(path: path).writer.write {
      try $0.execute(sql: "UPDATE setting SET value = 'false' WHERE key = 'userRejectedGameCenter'")
    }
    let back = try ClassBoardOutboxTests.world(path, server: spy, console: console)
    back.gameCenter.sendWaiting(settings: back.settings, console: back.console)
    #expect(spy.kept.isEmpty)
  }

  @Test("opting out withdraws at once: opting back in before any send sends nothing")
  func optingOutWithdrawsAtOnce() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let offline = try ClassBoardOutboxTests.world(
      path, server: FailingClassBoardServer(), console: ScriptedConsole(input: []))
    for _ in 0..<2 { _ = try ClassBoardOutboxTests.play(offline) }
    #expect(try ClassBoardOutboxTests.outbox(path).count == 2)
    // What `settings set userRejectedGameCenter true` does besides storing it.
    try offline.gameCenter.withdrawWaiting()
    #expect(try ClassBoardOutboxTests.outbox(path).isEmpty)
    // Back in, with no send between: nothing of before reaches the server.
    let spy = ClassBoardServerSpy()
    let back = try ClassBoardOutboxTests.world(path, server: spy, console: ScriptedConsole(input: []))
    back.gameCenter.sendWaiting(settings: back.settings, console: back.console)
    #expect(spy.sends.isEmpty)
    #expect(try back.records.collectedHistory(limit: 10).count == 2)
  }

  @Test("what the server says reaches the console escaped and cut to a line")
  func serverWordsEscaped() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("c.sqlite")
    let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{202E}" + String(repeating: "x", count: 1_000_000)
    let console = ScriptedConsole(input: [])
    let down = try ClassBoardOutboxTests.world(path, server: FailingClassBoardServer(hostile), console: console)
    _ = try ClassBoardOutboxTests.play(down)
    let ids = try ClassBoardOutboxTests.outbox(path).map { $0["id"] as String }
    let spy = ClassBoardServerSpy()
    spy.refuse(ids[0], reason: hostile)
    let world = try ClassBoardOutboxTests.world(path, server: spy, console: console)
    world.gameCenter.sendWaiting(settings: world.settings, console: world.console)
    let lines = console.error.split(separator: "\n")
    #expect(lines.count == 2)
    for line in lines {
      #expect(line.hasPrefix("conjugar: "))
      #expect(line.contains("^[]0;pwned^G^[[2J<U+202E>xxx"), "\(line.prefix(200))")
      #expect(!line.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
      #expect(line.count < 2_100, "\(line.count) characters")
    }
  }
}
