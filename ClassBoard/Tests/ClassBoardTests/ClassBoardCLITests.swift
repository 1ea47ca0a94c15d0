import ConjugarCore
import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Synchronization
import Testing

/// The class board on a real PostgreSQL server: setup, two learners, the outbox,
/// row-level security, failures. Each test has a database and roles of its own,
/// and the server that stops is a relay (the cluster stays up): they run in
/// parallel.
@Suite(
  "Class board on PostgreSQL", .enabled(if: ClassServer.isAvailable, ClassServer.skipReason), .timeLimit(.minutes(10)))
struct ClassBoardCLITests {
  static let launch = ["--seed", "42"]

  /// A learner's machine: a HOME, a database, the server set as the docs say.
  struct Learner {
    let home: TemporaryHome
    let environment: [String: String]
    var database: String { home.file("c.sqlite") }

    init(role: String, server: String, extra: [String: String] = [:]) throws {
      home = try TemporaryHome()
      environment = ConjugarProcess.environment(home: home.path, ["USER": role].merging(extra) { $1 })
      // Setting the server connects to nothing: in process (a launch costs more).
      let set = try ConjugarProcess.runInProcess(
        ["settings", "set", "leaderboardServer", server, "--database", database], environment: environment)
      #expect(set.status == 0, "\(set.stderr)")
    }

    /// A command of this learner's, in process through Main.run: the class board
    /// client, its password lookup and the outbox work there as in a launch (the
    /// killed quiz below is a process of its own).
    func conjugar(_ arguments: [String], input: String = "") throws -> ConjugarProcess.Result {
      try ConjugarProcess.runInProcess(arguments + ["--database", database], input: input, environment: environment)
    }

    /// A perfect Easy quiz (seed 42): 208 points.
    func play() throws -> ConjugarProcess.Result {
      let questions = try ConjugarProcess.questions(
        ClassBoardCLITests.launch + ["--database", database], environment: environment)
      return try conjugar(["quiz"] + ClassBoardCLITests.launch, input: ConjugarProcess.answers(questions))
    }

    func board() throws -> [[String: Any]] {
      let result = try conjugar(["leaderboard", "--json"])
      return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
    }
  }

  /// Whether a setup has finished. The first setup creates the cluster-wide
  /// conjugar_learner role, and two creating it at once would collide: it runs
  /// alone (the others wait for it, holding their threads); once the role exists,
  /// setups run side by side, each in its own database.
  static let setUpOnce = Mutex(false)

  static func setUp(_ server: ClassServer) throws {
    let first = try setUpOnce.withLock { done -> Bool in
      guard !done else { return false }
      try setUpAlone(server, twice: true)
      done = true
      return true
    }
    if !first { try setUpAlone(server, twice: false) }
  }

  /// `server-setup` as the teacher runs it; `twice`: run again, which must keep
  /// the table (checked by the first setup of each run, whichever test it is in).
  static func setUpAlone(_ server: ClassServer, twice: Bool) throws {
    let environment = ConjugarProcess.environment(home: "/nonexistent")
    let first = try ConjugarProcess.run(
      ["leaderboard", "server-setup", server.teacherDatabaseURL], environment: environment)
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("table conjugar_score: created"))
    #expect(!first.stdout.contains("teacher-secret"))
    guard twice else { return }
    let again = try ConjugarProcess.run(
      ["leaderboard", "server-setup", server.teacherDatabaseURL], environment: environment)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.contains("table conjugar_score: already there (scores kept)"))
  }

  @Test("two learners with two homes share one board, each under their own role")
  func twoLearners() throws {
    let server = try ClassServer()
    try Self.setUp(server)
    let aliceRole = try server.learner("alice")
    let bobRole = try server.learner("bob")
    let alice = try Learner(
      role: aliceRole, server: server.url(user: aliceRole), extra: ["PGPASSWORD": "alice-pw"])
    defer { alice.home.cleanUp() }
    // Bob's password is in ~/.pgpass, which libpq reads only when private (0600).
    let bob = try Learner(role: bobRole, server: server.url(user: bobRole))
    defer { bob.home.cleanUp() }
    try "127.0.0.1:\(server.port):\(server.database):\(bobRole):bob-pw\n".write(
      toFile: bob.home.file(".pgpass"), atomically: true, encoding: .utf8)
    chmod(bob.home.file(".pgpass"), 0o644)
    let refused = try bob.play()
    #expect(refused.status == 0)
    #expect(refused.stderr.contains("was ignored: others may read it"), "\(refused.stderr)")
    chmod(bob.home.file(".pgpass"), 0o600)

    let played = try alice.play()
    #expect(played.status == 0, "\(played.stderr)")
    #expect(played.stdout.contains("\nScore: 208\n"))
    #expect(played.stderr.isEmpty, "\(played.stderr)")
    let board = try bob.board()  // sends bob's queued score first
    #expect(board.count == 2)
    #expect(Set(board.compactMap { $0["player"] as? String }) == [aliceRole, bobRole])
    #expect(board.allSatisfy { $0["score"] as? Int == 208 })
    #expect(try ClassServer.psql("SELECT count(*) FROM conjugar_score", url: server.teacherDatabaseURL) == "2")
    // As JSON: the table may put a long value on lines of its own (`world` at 80 columns).
    let world = try alice.conjugar(["world", "--json"])
    let shown = try JSONSerialization.jsonObject(with: Data(world.stdout.utf8)) as? [String: Any]
    let leaderboard = (shown?["dependeffects"] as? [String: Any])?["leaderboard"] as? String
    #expect(leaderboard?.hasPrefix("ClassBoard (PostgreSQL postgres://\(aliceRole)@127.0.0.1:\(server.port)/") == true)
    #expect(!world.stdout.contains("alice-pw"))
  }

  @Test("a stopped server queues the score; it arrives once the server is back, exactly once")
  func stoppedServer() throws {
    let server = try ClassServer()
    try Self.setUp(server)
    let role = try server.learner("carla")
    // Carla's server is a relay to the cluster, stopped and started again at the
    // same address: to her it is a server going away and coming back, and the
    // other tests keep the cluster meanwhile.
    let relay = try Relay(to: server.port)
    defer { relay.stop() }
    let carla = try Learner(
      role: role, server: server.url(user: role, port: relay.port), extra: ["PGPASSWORD": "carla-pw"])
    defer { carla.home.cleanUp() }
    relay.stop()
    let started = Date()
    let played = try carla.play()
    let waited = Date().timeIntervalSince(started)
    #expect(played.status == 0, "\(played.stderr)")
    #expect(played.stdout.contains("\nScore: 208\n"))
    #expect(played.stderr.split(separator: "\n").count == 1, "\(played.stderr)")
    #expect(played.stderr.contains("cannot be reached"), "\(played.stderr)")
    #expect(played.stderr.hasSuffix("the score waits to be sent.\n"))
    let stale = try carla.conjugar(["leaderboard"])
    #expect(stale.stdout.contains("208"))
    #expect(stale.stderr.contains("showing this machine's board"), "\(stale.stderr)")
    #expect(stale.stdout.hasPrefix("This machine's board: the class board cannot be read now\n"))
    #expect(stale.stderr.contains("1 score waits to be sent"))
    try relay.start()
    #expect(waited < 12, "a quiz against a stopped server took \(waited) s")
    #expect(try carla.board().count == 1)
    #expect(try carla.board().count == 1)
    let fresh = try carla.conjugar(["leaderboard"])
    #expect(fresh.stderr.isEmpty, "\(fresh.stderr)")
    #expect(fresh.stdout.hasPrefix("Class board: PostgreSQL postgres://\(role)@127.0.0.1:\(relay.port)/"))
    #expect(fresh.stdout.contains(" \(role) "))
    #expect(try ClassServer.psql("SELECT count(*) FROM conjugar_score", url: server.teacherDatabaseURL) == "1")
  }

  @Test("conjugar killed while its score is on the wire: nothing lost, nothing twice")
  func killedMidSend() throws {
    let server = try ClassServer()
    try Self.setUp(server)
    let role = try server.learner("gala")
    let gala = try Learner(role: role, server: server.url(user: role), extra: ["PGPASSWORD": "gala-pw"])
    defer { gala.home.cleanUp() }
    // The teacher holds the table, so gala's INSERT waits on the server, until the
    // test ends the holder's session (at most 30 s; no fixed sleep to wait out).
    let holder = try ClassServer.start(
      ClassServer.psqlPath,
      [
        server.teacherDatabaseURL + "&application_name=holder_\(server.tag)", "-qAtX", "-c",
        "BEGIN; LOCK TABLE conjugar_score IN SHARE ROW EXCLUSIVE MODE; SELECT pg_sleep(30); COMMIT;",
      ])
    func releaseLock() throws {
      try ClassServer.psql(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'holder_\(server.tag)'",
        url: server.teacherDatabaseURL)
    }
    let lockedQuery = """
      SELECT count(*) FROM pg_locks l JOIN pg_class c ON c.oid = l.relation
      WHERE c.relname = 'conjugar_score' AND l.mode = 'ShareRowExclusiveLock' AND l.granted
      """
    #expect(try ClassServer.poll { try ClassServer.psql(lockedQuery, url: server.teacherDatabaseURL) == "1" })
    let questions = try ConjugarProcess.questions(
      Self.launch + ["--database", gala.database], environment: gala.environment)
    let quiz = try ClassServer.start(
      ConjugarProcess.executable.path, ["quiz"] + Self.launch + ["--database", gala.database],
      input: ConjugarProcess.answers(questions), environment: gala.environment)
    let waiting = """
      SELECT count(*) FROM pg_stat_activity WHERE usename = '\(role)' AND wait_event_type = 'Lock'
      """
    #expect(try ClassServer.poll { try ClassServer.psql(waiting, url: server.teacherDatabaseURL) == "1" })
    kill(quiz.process.processIdentifier, SIGKILL)
    #expect(try ClassServer.ended(quiz.process.processIdentifier))
    #expect(try quiz.stdout().contains("\nScore: 208\n"), "the results came before the send")
    try releaseLock()
    holder.process.waitUntilEnded(within: .seconds(60))
    quiz.process.waitUntilEnded(within: .seconds(60))  // its companion too, which now has its reply
    #expect(quiz.process.terminationReason == .uncaughtSignal)
    // The server took the INSERT once the lock went, though conjugar was gone; the
    // outbox still has the score: the next conjugar resends it, harmlessly.
    #expect(
      try ClassServer.poll {
        try ClassServer.psql("SELECT count(*) FROM conjugar_score", url: server.teacherDatabaseURL) == "1"
      })
    #expect(try gala.conjugar(["history", "--json"]).stdout.contains("208"))
    let board = try gala.conjugar(["leaderboard", "--json"])
    #expect(board.stderr.isEmpty, "\(board.stderr)")
    #expect(try ClassServer.psql("SELECT count(*) FROM conjugar_score", url: server.teacherDatabaseURL) == "1")
    #expect(try gala.conjugar(["leaderboard"]).stderr.isEmpty, "nothing waits")

    // Killed before the server took it (the lock held past the kill, then the
    // server told to drop the statement): the score waits, then arrives once.
    let again = try ClassServer.start(
      ClassServer.psqlPath,
      [
        server.teacherDatabaseURL + "&application_name=holder_\(server.tag)", "-qAtX", "-c",
        "BEGIN; LOCK TABLE conjugar_score IN SHARE ROW EXCLUSIVE MODE; SELECT pg_sleep(30); COMMIT;",
      ])
    #expect(try ClassServer.poll { try ClassServer.psql(lockedQuery, url: server.teacherDatabaseURL) == "1" })
    let second = try ClassServer.start(
      ConjugarProcess.executable.path, ["quiz"] + Self.launch + ["--database", gala.database],
      input: ConjugarProcess.answers(questions), environment: gala.environment)
    #expect(try ClassServer.poll { try ClassServer.psql(waiting, url: server.teacherDatabaseURL) == "1" })
    kill(second.process.processIdentifier, SIGKILL)
    #expect(try ClassServer.ended(second.process.processIdentifier))
    try ClassServer.psql(
      "SELECT pg_cancel_backend(pid) FROM pg_stat_activity WHERE usename = '\(role)'",
      url: server.teacherDatabaseURL)
    // The cancel is a signal to that backend: the lock goes only once it stopped waiting.
    #expect(try ClassServer.poll { try ClassServer.psql(waiting, url: server.teacherDatabaseURL) == "0" })
    try releaseLock()
    again.process.waitUntilEnded(within: .seconds(60))
    second.process.waitUntilEnded(within: .seconds(60))  // its companion too, told the statement was cancelled
    #expect(second.process.terminationReason == .uncaughtSignal)
    #expect(try ClassServer.psql("SELECT count(*) FROM conjugar_score", url: server.teacherDatabaseURL) == "1")
    let queued = try ClassServer.run("/usr/bin/sqlite3", [gala.database, "SELECT count(*) FROM classBoardOutbox"])
    #expect(queued.stdout == "1\n", "the killed quiz's score waits: \(queued)")
    #expect(try gala.conjugar(["history", "--json"]).stdout.components(separatedBy: "208").count == 3)
    #expect(try gala.conjugar(["leaderboard"]).stderr.isEmpty)
    #expect(try ClassServer.psql("SELECT count(*) FROM conjugar_score", url: server.teacherDatabaseURL) == "2")
    #expect(try gala.conjugar(["leaderboard"]).stderr.isEmpty)
    #expect(try ClassServer.psql("SELECT count(*) FROM conjugar_score", url: server.teacherDatabaseURL) == "2")
  }

  @Test(
    "TLS as sslmode asks: require encrypts, verify-full refuses a certificate the system does not trust",
    .enabled(if: ClassServer.offersTLS, "the test cluster offers no TLS (.ci/pg-cluster.sh needs openssl)"))
  func tls() throws {
    let server = try ClassServer()
    try Self.setUp(server)
    // Members of conjugar_tls_only are refused without TLS (the cluster's pg_hba.conf).
    try ClassServer.psql(
      """
      DO $$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'conjugar_tls_only') THEN
          CREATE ROLE conjugar_tls_only NOLOGIN;
        END IF;
      END $$
      """, url: server.teacherDatabaseURL)
    let role = try server.learner("tina")
    try ClassServer.psql("GRANT conjugar_tls_only TO \(role)", url: server.teacherDatabaseURL)
    func url(_ mode: String) -> String {
      "postgres://\(role)@127.0.0.1:\(server.port)/\(server.database)?sslmode=\(mode)"
    }
    let plain = try Learner(role: role, server: url("disable"), extra: ["PGPASSWORD": "tina-pw"])
    defer { plain.home.cleanUp() }
    let refused = try plain.play()
    #expect(refused.stderr.contains("no encryption"), "\(refused.stderr)")
    #expect(refused.stderr.split(separator: "\n").count == 1)

    let encrypted = try Learner(role: role, server: url("require"), extra: ["PGPASSWORD": "tina-pw"])
    defer { encrypted.home.cleanUp() }
    let sent = try encrypted.play()
    #expect(sent.stderr.isEmpty, "\(sent.stderr)")
    #expect(try ClassServer.psql("SELECT count(*) FROM conjugar_score", url: server.teacherDatabaseURL) == "1")

    let verified = try Learner(role: role, server: url("verify-full"), extra: ["PGPASSWORD": "tina-pw"])
    defer { verified.home.cleanUp() }
    let untrusted = try verified.play()
    #expect(
      untrusted.stderr
        == "conjugar: the class board at \(url("verify-full")) "
        + "presented a certificate the system does not trust, which sslmode=verify-full refuses; "
        + "the score waits to be sent.\n")
    #expect(try ClassServer.psql("SELECT count(*) FROM conjugar_score", url: server.teacherDatabaseURL) == "1")
  }

  @Test("a learner's role cannot write under another name or change others' rows; the teacher can")
  func rowLevelSecurity() throws {
    let server = try ClassServer()
    try Self.setUp(server)
    let dana = try server.learner("dana")
    let eve = try server.learner("eve")
    let danaURL = "postgres://\(dana):dana-pw@127.0.0.1:\(server.port)/\(server.database)?sslmode=disable"
    let eveURL = "postgres://\(eve):eve-pw@127.0.0.1:\(server.port)/\(server.database)?sslmode=disable"
    let insert =
      "INSERT INTO conjugar_score (id, player, score, difficulty, region, finished_at, elapsed_seconds) VALUES "
    try ClassServer.psql(
      insert + "(gen_random_uuid(), '\(dana)', 100, 'Easy', 'Spain', now(), 60)", url: danaURL)
    #expect(throws: ClassServer.PSQLFailure.self) {
      try ClassServer.psql(insert + "(gen_random_uuid(), '\(dana)', 700, 'Easy', 'Spain', now(), 60)", url: eveURL)
    }
    #expect(throws: ClassServer.PSQLFailure.self) {
      try ClassServer.psql("UPDATE conjugar_score SET score = 0", url: eveURL)
    }
    #expect(throws: ClassServer.PSQLFailure.self) {
      try ClassServer.psql("DELETE FROM conjugar_score", url: eveURL)
    }
    // The server's checks: a score out of range, an unknown difficulty, a future date.
    for row in [
      "(gen_random_uuid(), '\(eve)', 751, 'Easy', 'Spain', now(), 60)",
      "(gen_random_uuid(), '\(eve)', 10, 'Hard', 'Spain', now(), 60)",
      "(gen_random_uuid(), '\(eve)', 10, 'Easy', 'Spain', now() + interval '1 day', 60)",
    ] {
      #expect(throws: ClassServer.PSQLFailure.self) { try ClassServer.psql(insert + row, url: eveURL) }
    }
    #expect(try ClassServer.psql("SELECT player || ':' || score FROM conjugar_score", url: eveURL) == "\(dana):100")
    try ClassServer.psql("UPDATE conjugar_score SET score = 90", url: server.teacherDatabaseURL)
    #expect(try ClassServer.psql("SELECT score FROM conjugar_score", url: danaURL) == "90")
  }

  @Test(
    "the teacher drops the table's checks and writes a region of Mars: the board leaves it out and says so in one line")
  func rowOutOfRange() throws {
    let server = try ClassServer()
    try Self.setUp(server)
    let role = try server.learner("fran")
    let fran = try Learner(role: role, server: server.url(user: role), extra: ["PGPASSWORD": "fran-pw"])
    defer { fran.home.cleanUp() }
    try ClassServer.psql(
      """
      ALTER TABLE conjugar_score DROP CONSTRAINT conjugar_score_region_check,
        DROP CONSTRAINT conjugar_score_at_most_perfect;
      INSERT INTO conjugar_score (id, player, score, difficulty, region, finished_at, elapsed_seconds)
        VALUES (gen_random_uuid(), 'zoe', 100, 'Easy', 'Mars', now(), 60)
      """, url: server.teacherDatabaseURL)
    let board = try fran.conjugar(["leaderboard"])
    #expect(board.stdout.hasPrefix("Class board: "), "\(board.stdout)")
    #expect(
      board.stderr.contains(
        "1 row conjugar cannot show, left out of the board (zoe's: region is 'Mars', not Spain or Latin America)"),
      "\(board.stderr)")
    #expect(!board.stdout.contains("Mars"))
    #expect(!board.stdout.contains("zoe"))
  }

  @Test("the companion missing: the score waits; once it is there, the score arrives, exactly once")
  func companionMissingThenThere() throws {
    let server = try ClassServer()
    try Self.setUp(server)
    let role = try server.learner("ivo")
    let ivo = try Learner(
      role: role, server: server.url(user: role),
      extra: ["PGPASSWORD": "ivo-pw", "CONJUGAR_CLASSBOARD": "/nonexistent"])
    defer { ivo.home.cleanUp() }
    let played = try ivo.play()
    #expect(played.status == 0)
    #expect(played.stderr.contains("needs conjugar-classboard installed beside conjugar"), "\(played.stderr)")
    #expect(try ClassServer.psql("SELECT count(*) FROM conjugar_score", url: server.teacherDatabaseURL) == "0")
    var found = ivo.environment
    found["CONJUGAR_CLASSBOARD"] = nil
    let board = try ConjugarProcess.run(["leaderboard", "--class", "--database", ivo.database], environment: found)
    #expect(board.status == 0, "\(board.stderr)")
    #expect(board.stderr.isEmpty, "\(board.stderr)")
    #expect(board.stdout.hasPrefix("Class board: PostgreSQL postgres://\(role)@127.0.0.1:\(server.port)/"))
    #expect(board.stdout.contains(" 208 "))
    _ = try ConjugarProcess.run(["leaderboard", "--class", "--database", ivo.database], environment: found)
    #expect(try ClassServer.psql("SELECT count(*) FROM conjugar_score", url: server.teacherDatabaseURL) == "1")
  }

  @Test("a wrong password and an unreachable host each give one line and keep the score queued")
  func failures() throws {
    let server = try ClassServer()
    try Self.setUp(server)
    let role = try server.learner("fede")
    let wrong = try Learner(role: role, server: server.url(user: role), extra: ["PGPASSWORD": "nope"])
    defer { wrong.home.cleanUp() }
    let refused = try wrong.play()
    #expect(refused.status == 0)
    #expect(refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
    #expect(refused.stderr.contains("refused \(role)'s login"), "\(refused.stderr)")
    #expect(!refused.stderr.contains("nope"))
    #expect(try wrong.conjugar(["leaderboard"]).stderr.contains("1 score waits"))

    // Port 1 on loopback: nothing listens there.
    let away = try Learner(role: role, server: "postgres://\(role)@127.0.0.1:1/x?sslmode=disable")
    defer { away.home.cleanUp() }
    let unreachable = try away.play()
    #expect(unreachable.status == 0)
    #expect(unreachable.stderr.split(separator: "\n").count == 1, "\(unreachable.stderr)")
    #expect(unreachable.stderr.contains("cannot be reached"), "\(unreachable.stderr)")
    #expect(try away.conjugar(["leaderboard", "--local", "--json"]).stdout.contains("208"))
    #expect(try ClassServer.psql("SELECT count(*) FROM conjugar_score", url: server.teacherDatabaseURL) == "0")
  }
}

/// What needs no server: the setup SQL, the setting, `world`.
@Suite("Class board without a server", .timeLimit(.minutes(10)))
struct ClassBoardOfflineCLITests {
  @Test("server-setup --print-sql prints the schema, the group role and the policies")
  func printSQL() throws {
    // A process: server-setup prints with print(), not through the console.
    let result = try ConjugarProcess.run(
      ["leaderboard", "server-setup", "--print-sql"], environment: ConjugarProcess.environment(home: "/nonexistent"))
    #expect(result.status == 0)
    for part in [
      "CREATE ROLE conjugar_learner NOLOGIN", "ENABLE ROW LEVEL SECURITY",
      "WITH CHECK (player = session_user)", "GRANT SELECT ON public.conjugar_score TO conjugar_learner",
      "GRANT INSERT (id, player, score, difficulty, region, finished_at, elapsed_seconds) ON public.conjugar_score",
      "SELECT pg_catalog.pg_advisory_xact_lock(", "SET LOCAL search_path = pg_catalog, pg_temp;\n",
      "conjugar_score_at_most_perfect",
      "CHECK (score BETWEEN 0 AND 750)", "BEGIN;\n", "COMMIT;\n",
    ] {
      #expect(result.stdout.contains(part), "\(part)")
    }
    let both = try ConjugarProcess.runInProcess(
      ["leaderboard", "server-setup"], environment: ConjugarProcess.environment(home: "/nonexistent"))
    #expect(both.status == 2)
  }

  @Test("the setting refuses a URL with a password; world names the server without one")
  func settingAndWorld() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let refused = try ConjugarProcess.runInProcess(
      ["settings", "set", "leaderboardServer", "postgres://ana:pw@db/c"], environment: environment)
    #expect(refused.status == 2)
    #expect(!refused.stderr.contains("pw@"))
    let world = try ConjugarProcess.runInProcess(
      ["world"], environment: environment.merging(["CONJUGAR_LEADERBOARD_URL": "postgres://ana:hush@db/c"]) { $1 })
    #expect(world.stdout.contains("ClassBoard (PostgreSQL postgres://ana@db:5432/c?sslmode=prefer"))
    #expect(!world.stdout.contains("hush"))
    #expect(home.contents.isEmpty)
  }

  @Test("settings under CONJUGAR_LEADERBOARD_URL: the setting as stored, then the URL in force, its password elided")
  func settingsUnderTheVariable() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path, ["USER": "ana"])
    let variable = [
      "CONJUGAR_LEADERBOARD_URL": "postgres://alice:s3cret@other-db:5433/c?sslmode=require&password=hush"
    ]
    let overridden = environment.merging(variable) { $1 }
    let note = """

      CONJUGAR_LEADERBOARD_URL overrides leaderboardServer:
        postgres://alice:…@other-db:5433/c?sslmode=require&password=…

      """
    // No setting: "none" stays what the setting says, and the line under the table
    // says what is in force.
    let text = try ConjugarProcess.runInProcess(["settings"], environment: overridden)
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.hasSuffix("\nleaderboardServer       none\n" + note), "\(text.stdout)")
    #expect(!text.stdout.contains("s3cret") && !text.stdout.contains("hush"))
    let json = try ConjugarProcess.runInProcess(["settings", "--json"], environment: overridden)
    #expect(json.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["leaderboardServer"] as? String == "none")
    #expect(
      object["leaderboardServerOverride"] as? String
        == "postgres://alice:…@other-db:5433/c?sslmode=require&password=…")
    #expect(!json.stdout.contains("s3cret") && !json.stdout.contains("hush"))
    // A value no board can use is in force all the same: the note says why it fails.
    let garbage = try ConjugarProcess.runInProcess(
      ["settings"], environment: environment.merging(["CONJUGAR_LEADERBOARD_URL": "garbage"]) { $1 })
    #expect(
      garbage.stdout.hasSuffix(
        "\nCONJUGAR_LEADERBOARD_URL overrides leaderboardServer:\n  garbage (unusable: \"garbage\" is not a "
          + "postgres:// URL (postgres://alice@school-db/conjugar))\n"), "\(garbage.stdout)")
    // A setting: still shown as stored; the variable still wins.
    let set = try ConjugarProcess.runInProcess(
      ["settings", "set", "leaderboardServer", "postgres://ana@school-db/conjugar"], environment: environment)
    #expect(set.status == 0, "\(set.stderr)")
    let both = try ConjugarProcess.runInProcess(["settings"], environment: overridden)
    #expect(
      both.stdout.hasSuffix("\nleaderboardServer       postgres://ana@school-db/conjugar\n" + note), "\(both.stdout)")
    // Without the variable, or in the simulator (whose board is never a server),
    // nothing overrides the setting: no note, no key.
    let plain = try ConjugarProcess.runInProcess(["settings"], environment: environment)
    #expect(plain.stdout.hasSuffix("\nleaderboardServer       postgres://ana@school-db/conjugar\n"), "\(plain.stdout)")
    let plainJSON = try ConjugarProcess.runInProcess(["settings", "--json"], environment: environment)
    #expect(!plainJSON.stdout.contains("leaderboardServerOverride"))
    let simulator = try ConjugarProcess.runInProcess(["settings", "--simulator"], environment: overridden)
    #expect(simulator.stdout.hasSuffix("\nleaderboardServer       none\n"), "\(simulator.stdout)")
  }

  /// A quiz against a server that never answers, the class board's 2 s timeout's
  /// one check end to end (the quiz's send): begun before any test runs.
  static let silentQuiz = HeadStart {
    () throws -> (port: Int, played: ConjugarProcess.Result, waited: TimeInterval, queued: String) in
    let listener = try SilentListener()
    defer { listener.close() }
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(
      home: home.path,
      ["USER": "hugo", "CONJUGAR_LEADERBOARD_URL": "postgres://hugo@127.0.0.1:\(listener.port)/c", "PGPASSWORD": "x"])
    let database = home.file("c.sqlite")
    let arguments = ClassBoardCLITests.launch + ["--database", database]
    let answers = ConjugarProcess.answers(try ConjugarProcess.questions(arguments, environment: environment))
    let started = Date()
    let played = try ConjugarProcess.run(["quiz"] + arguments, input: answers, environment: environment)
    let waited = Date().timeIntervalSince(started)
    let queued = try ClassServer.run("/usr/bin/sqlite3", [database, "SELECT count(*) FROM classBoardOutbox"]).stdout
    return (listener.port, played, waited, queued)
  }

  @Test("a server that never answers: the quiz waits at most about 2 s and says so in one line", .headStart(silentQuiz))
  func silentServer() async throws {
    let (port, played, waited, queued) = try await Self.silentQuiz.value()
    #expect(played.status == 0)
    #expect(played.stdout.contains("\nScore: 208\n"))
    #expect(
      played.stderr
        == "conjugar: the class board at postgres://hugo@127.0.0.1:\(port)/c?sslmode=prefer "
        + "did not answer within 2 s; the score waits to be sent.\n")
    // 2 s for the server, the rest for a debug build's quiz; a hang would be far longer.
    #expect(waited < 6, "took \(waited) s")
    #expect(queued == "1\n")
  }

  /// The board's own wait, beside the quiz's: the score is queued by a quiz whose
  /// server refused at once (nothing listens on port 1), and the board then asks a
  /// server that never answers. Begun before any test runs.
  static let silentBoard = HeadStart {
    () throws -> (played: ConjugarProcess.Result, board: ConjugarProcess.Result, waited: TimeInterval) in
    let listener = try SilentListener()
    defer { listener.close() }
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let base = ConjugarProcess.environment(home: home.path, ["USER": "hugo", "PGPASSWORD": "x"])
    let refusing = base.merging(["CONJUGAR_LEADERBOARD_URL": "postgres://hugo@127.0.0.1:1/c"]) { $1 }
    let silent = base.merging(["CONJUGAR_LEADERBOARD_URL": "postgres://hugo@127.0.0.1:\(listener.port)/c"]) { $1 }
    let database = home.file("c.sqlite")
    let arguments = ClassBoardCLITests.launch + ["--database", database]
    let questions = try ConjugarProcess.questions(arguments, environment: refusing)
    let played = ConjugarProcess.inProcess(
      ["quiz"] + arguments, input: ConjugarProcess.answers(questions), environment: refusing)
    let started = Date()
    let board = try ConjugarProcess.run(["leaderboard", "--database", database], environment: silent)
    return (played, board, Date().timeIntervalSince(started))
  }

  @Test(
    "a server that never answers: the board waits at most about 2 s, shows this machine's, says a score waits",
    .headStart(silentBoard))
  func silentServerBoard() async throws {
    let (played, board, waited) = try await Self.silentBoard.value()
    #expect(played.stdout.contains("\nScore: 208\n"))
    #expect(played.stderr.contains("cannot be reached"), "\(played.stderr)")
    #expect(board.status == 0)
    #expect(board.stderr.contains("did not answer within 2 s"), "\(board.stderr)")
    #expect(board.stderr.contains("1 score waits to be sent"))
    #expect(board.stdout.contains("208"))
    #expect(waited < 6, "took \(waited) s")
  }

  @Test("the simulator pretends even with a server configured, and connects to nothing")
  func simulatorPretends() throws {
    let listener = try SilentListener()
    defer { listener.close() }
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(
      home: home.path, ["CONJUGAR_LEADERBOARD_URL": "postgres://hugo@127.0.0.1:\(listener.port)/c"])
    let result = try ConjugarProcess.runInProcess(["leaderboard", "--simulator"], environment: environment)
    #expect(result.stdout.contains("Pretending to show leaderboard."), "\(result.stdout)")
    #expect(listener.pendingConnections() == 0)
  }

  @Test("leaderboard without a server works as before, flags and all")
  func localBoard() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.runInProcess(
      ["leaderboard", "--limit", "3", "--difficulty", "easy"], environment: ConjugarProcess.environment(home: home.path)
    )
    #expect(result.status == 0)
    #expect(result.stdout == "No scores yet: finish a quiz to get on the board.\n")
  }
}
