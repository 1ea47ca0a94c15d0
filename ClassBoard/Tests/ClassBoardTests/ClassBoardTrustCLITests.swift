import ConjugarCore
import ConjugarTestSupport
import Foundation
import GRDB
import Testing

/// The class board's trust, against the throwaway cluster (issue 26, 1 to 5):
/// attacks a learner makes with psql, scores the server must refuse, one refused
/// score among many, more scores than one statement takes, and server-setup's
/// races and honest messages.
@Suite(
  "Class board's trust on PostgreSQL", .enabled(if: ClassServer.isAvailable, ClassServer.skipReason),
  .timeLimit(.minutes(10)))
struct ClassBoardTrustCLITests {
  typealias Learner = ClassBoardCLITests.Learner

  /// A learner's psql URL, password and all (psql only: never conjugar's output).
  static func psqlURL(_ server: ClassServer, _ role: String, _ password: String) -> String {
    "postgres://\(role):\(password)@127.0.0.1:\(server.port)/\(server.database)?sslmode=disable"
  }

  static let columns = "(id, score, difficulty, region, finished_at, elapsed_seconds)"

  @Test("a learner who runs SET ROLE conjugar_learner still scores under the login, never the group's name")
  func setRole() throws {
    let server = try ClassServer()
    try ClassBoardCLITests.setUp(server)
    let role = try server.learner("hugo")
    let url = Self.psqlURL(server, role, "hugo-pw")
    #expect(throws: ClassServer.PSQLFailure.self) {
      try ClassServer.psql(
        "SET ROLE conjugar_learner; INSERT INTO conjugar_score (id, player, score, difficulty, region, "
          + "finished_at, elapsed_seconds) VALUES (gen_random_uuid(), 'conjugar_learner', 200, 'Easy', 'Spain', now(), 60)",
        url: url)
    }
    // The default is the login too, SET ROLE or not.
    try ClassServer.psql(
      "SET ROLE conjugar_learner; INSERT INTO conjugar_score \(Self.columns) "
        + "VALUES (gen_random_uuid(), 200, 'Easy', 'Spain', now(), 60)", url: url)
    #expect(try ClassServer.psql("SELECT player FROM conjugar_score", url: server.teacherDatabaseURL) == role)
    let board = try ClassServer.psql("SELECT string_agg(player, ',') FROM conjugar_score", url: url)
    #expect(!board.contains("conjugar_learner"))
  }

  @Test("the server refuses what it knows is impossible, and sets received_at itself")
  func impossibleScores() throws {
    let server = try ClassServer()
    try ClassBoardCLITests.setUp(server)
    let role = try server.learner("iris")
    let url = Self.psqlURL(server, role, "iris-pw")
    func insert(_ values: String) throws {
      try ClassServer.psql("INSERT INTO conjugar_score \(Self.columns) VALUES \(values)", url: url)
    }
    // A perfect quiz on Easy in Latin America scores 208 (docs/quiz.md).
    try insert("(gen_random_uuid(), 208, 'Easy', 'Latin America', now(), 60)")
    try insert("(gen_random_uuid(), 750, 'Difficult', 'Spain', now(), 600)")
    for values in [
      "(gen_random_uuid(), 750, 'Easy', 'Latin America', now(), 60)",
      "(gen_random_uuid(), 209, 'Easy', 'Latin America', now(), 60)",
      "(gen_random_uuid(), 251, 'Easy', 'Spain', now(), 60)",
      "(gen_random_uuid(), 625, 'Difficult', 'Latin America', now(), 60)",
      "(gen_random_uuid(), 100, 'Easy', 'Spain', now(), 2147483647)",
      "(gen_random_uuid(), 100, 'Easy', 'Spain', '1970-01-01', 60)",
      "(gen_random_uuid(), 100, 'Easy', 'Spain', now() + interval '10 years', 60)",
    ] {
      #expect(throws: ClassServer.PSQLFailure.self, "\(values)") { try insert(values) }
    }
    #expect(throws: ClassServer.PSQLFailure.self) {
      try ClassServer.psql(
        "INSERT INTO conjugar_score (id, score, difficulty, region, finished_at, elapsed_seconds, received_at) "
          + "VALUES (gen_random_uuid(), 100, 'Easy', 'Spain', now(), 60, '2000-01-01')", url: url)
    }
    #expect(
      try ClassServer.psql(
        "SELECT count(*) FROM conjugar_score WHERE received_at > now() - interval '1 hour'",
        url: server.teacherDatabaseURL) == "2")
  }

  /// A row of a learner's outbox (`classBoardOutbox`), as a finished quiz writes it.
  struct Queued {
    let id: String
    let score: Int
    let difficulty: String
    let region: String
    let date: String
    let elapsedSeconds: Int
  }

  /// Queues scores in a learner's outbox as a finished quiz does.
  static func queue(_ scores: [Queued], in database: String) throws {
    let queue = try DatabaseQueue(path: database)
    try queue.write { db in
      for score in scores {
        try db.execute(
          sql: """
            INSERT INTO classBoardOutbox (id, score, difficulty, region, date, elapsedSeconds)
            VALUES (?, ?, ?, ?, ?, ?)
            """,
          arguments: [score.id, score.score, score.difficulty, score.region, score.date, score.elapsedSeconds])
      }
    }
  }

  static func score(_ date: String, points: Int = 100) -> Queued {
    Queued(
      id: UUID().uuidString.lowercased(), score: points, difficulty: "Easy", region: "Spain", date: date,
      elapsedSeconds: 60)
  }

  static func iso(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    return formatter.string(from: date)
  }

  @Test("a score from a clock ten years ahead waits with the hint, offered again on each send; the others arrive")
  func refusedScoreWaits() throws {
    let server = try ClassServer()
    try ClassBoardCLITests.setUp(server)
    let role = try server.learner("jon")
    let jon = try Learner(role: role, server: server.url(user: role), extra: ["PGPASSWORD": "jon-pw"])
    defer { jon.home.cleanUp() }
    let now = Date()
    let ahead = Self.score(Self.iso(now.addingTimeInterval(10 * 365.25 * 86_400)), points: 90)
    try Self.queue(
      [Self.score(Self.iso(now.addingTimeInterval(-60))), ahead, Self.score(Self.iso(now.addingTimeInterval(-30)))],
      in: jon.database)
    let board = try jon.conjugar(["leaderboard", "--class"])
    #expect(board.status == 0, "\(board.stderr)")
    #expect(board.stdout.hasPrefix("Class board: "))
    // Time can fix a clock ahead: it waits, named with its hint.
    #expect(
      board.stderr.hasPrefix(
        "conjugar: 1 score waits to be sent to the class board; the class board refused a score, "
          + "kept on this machine and offered again on each send: "), "\(board.stderr)")
    #expect(board.stderr.contains("this machine's clock is ahead by about 10 years"), "\(board.stderr)")
    #expect(board.stderr.split(separator: "\n").count == 1, "\(board.stderr)")
    #expect(try ClassServer.psql("SELECT count(*) FROM conjugar_score", url: server.teacherDatabaseURL) == "2")
    // Offered again, refused again, named again; the others are not sent twice.
    let again = try jon.conjugar(["leaderboard", "--class"])
    #expect(again.stderr.contains("1 score waits"), "\(again.stderr)")
    #expect(again.stderr.contains("this machine's clock is ahead by about 10 years"), "\(again.stderr)")
    #expect(try ClassServer.psql("SELECT count(*) FROM conjugar_score", url: server.teacherDatabaseURL) == "2")
    let left = try DatabaseQueue(path: jon.database).read {
      try Row.fetchAll($0, sql: "SELECT id, refused FROM classBoardOutbox").map {
        [$0["id"] as String, $0["refused"] as String? ?? ""]
      }
    }
    #expect(left == [[ahead.id, ""]])
  }

  @Test("11,000 queued scores leave in batches (one INSERT takes at most 65,535 parameters)")
  func manyScores() throws {
    let server = try ClassServer()
    try ClassBoardCLITests.setUp(server)
    let role = try server.learner("kai")
    let kai = try Learner(role: role, server: server.url(user: role), extra: ["PGPASSWORD": "kai-pw"])
    defer { kai.home.cleanUp() }
    // More than any learner's limits (per minute, per day): the teacher raises them.
    try ClassServer.psql(
      "UPDATE conjugar_score_limit SET per_minute = 20000, per_day = 20000", url: server.teacherDatabaseURL)
    let date = Self.iso(Date().addingTimeInterval(-3600))
    try Self.queue((0..<11_000).map { _ in Self.score(date) }, in: kai.database)
    // A loaded machine may need more than one run's 2 s: each run sends what it
    // can, in whole batches, and the rest waits for the next.
    var runs = 0
    var arrived = "0"
    while runs < 6 && arrived != "11000" {
      let board = try kai.conjugar(["leaderboard", "--class", "--json"])
      #expect(!board.stderr.contains("tooManyParameters"), "\(board.stderr)")
      arrived = try ClassServer.psql("SELECT count(*) FROM conjugar_score", url: server.teacherDatabaseURL)
      runs += 1
    }
    #expect(arrived == "11000")
    #expect(
      try DatabaseQueue(path: kai.database).read { try Int.fetchOne($0, sql: "SELECT count(*) FROM classBoardOutbox") }
        == 0)
  }

  @Test("eight server-setups at once all succeed (an advisory lock, no deadlock)")
  func concurrentSetups() async throws {
    let server = try ClassServer()
    try ClassBoardCLITests.setUp(server)
    // A database of its own, set up by eight at once from nothing.
    let fresh = try ClassServer()
    let environment = ConjugarProcess.environment(home: "/nonexistent")
    let results = try await withThrowingTaskGroup(of: ConjugarProcess.Result.self) { group in
      for _ in 0..<8 {
        group.addTask {
          try await ConjugarProcess.offThePool {
            try ConjugarProcess.run(
              ["leaderboard", "server-setup", fresh.teacherDatabaseURL], environment: environment)
          }
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    for result in results {
      #expect(result.status == 0, "\(result.stderr)")
      #expect(!result.stderr.contains("deadlock"))
    }
    #expect(results.filter { $0.stdout.contains("table conjugar_score: created") }.count == 1)
  }

  @Test("server-setup blocked by a learner's open transaction says whose it is, in seconds")
  func learnerTransaction() throws {
    let server = try ClassServer()
    try ClassBoardCLITests.setUp(server)
    let role = try server.learner("lia")
    // Lia's psql reads the table and keeps its transaction open for 20 s.
    let holder = try ClassServer.start(
      ClassServer.psqlPath,
      [
        Self.psqlURL(server, role, "lia-pw"), "-qAtX", "-c",
        "BEGIN; SELECT count(*) FROM conjugar_score; SELECT pg_sleep(20); COMMIT;",
      ])
    defer { holder.process.terminate() }
    #expect(
      try ClassServer.poll {
        (try? ClassServer.psql(
          "SELECT count(*) FROM pg_locks l JOIN pg_stat_activity a USING (pid) "
            + "WHERE l.relation = 'conjugar_score'::regclass AND a.usename = '\(role)'",
          url: server.teacherDatabaseURL)) == "1"
      })
    let started = Date()
    let setup = try ConjugarProcess.run(
      ["leaderboard", "server-setup", server.teacherDatabaseURL],
      environment: ConjugarProcess.environment(home: "/nonexistent"))
    let took = Date().timeIntervalSince(started)
    #expect(setup.status == 1)
    #expect(
      setup.stderr.contains("waited 4 s for conjugar_score, which another session holds (pid "), "\(setup.stderr)")
    #expect(setup.stderr.contains("role \(role)"), "\(setup.stderr)")
    #expect(setup.stderr.contains("nothing was changed"), "\(setup.stderr)")
    #expect(!setup.stderr.contains("within 2 s"))
    #expect(!setup.stderr.contains("teacher-secret"))
    #expect(setup.stderr.split(separator: "\n").count == 1, "\(setup.stderr)")
    #expect(took < 9, "took \(took) s")
  }

  @Test("server-setup as a learner, or with a wrong password, says what happened and what to do")
  func setupMessages() throws {
    let server = try ClassServer()
    try ClassBoardCLITests.setUp(server)
    let role = try server.learner("max")
    let environment = ConjugarProcess.environment(home: "/nonexistent")
    let asLearner = try ConjugarProcess.run(
      ["leaderboard", "server-setup", Self.psqlURL(server, role, "max-pw")], environment: environment)
    #expect(asLearner.status == 1)
    #expect(
      asLearner.stderr.contains(
        "conjugar_score belongs to teacher, and \(role) is not that role; "
          + "run server-setup as the teacher's role (teacher), not as a learner's"), "\(asLearner.stderr)")
    #expect(!asLearner.stderr.contains("refused the score"))
    #expect(!asLearner.stderr.contains("max-pw"))

    let wrong = try ConjugarProcess.run(
      ["leaderboard", "server-setup", server.url(user: "teacher:Wr0ngPass")], environment: environment)
    #expect(wrong.status == 1)
    #expect(wrong.stderr.contains("refused teacher's login"), "\(wrong.stderr)")
    #expect(wrong.stderr.contains("the password tried came from the URL"), "\(wrong.stderr)")
    #expect(!wrong.stderr.contains("Wr0ngPass"))
    let fromEnvironment = try ConjugarProcess.run(
      ["leaderboard", "server-setup", server.url(user: "teacher")],
      environment: ConjugarProcess.environment(home: "/nonexistent", ["PGPASSWORD": "Wr0ngPass"]))
    #expect(fromEnvironment.stderr.contains("the password tried came from PGPASSWORD"), "\(fromEnvironment.stderr)")
    #expect(!fromEnvironment.stderr.contains("Wr0ngPass"))
  }
}
