import ConjugarClassBoard
import ConjugarCore
import ConjugarTestSupport
import Foundation
import Testing

/// Issue 45's class-board limits against the throwaway cluster: a learner's
/// per-minute count cannot be cut by the session's time zone, one learner cannot
/// hold the server's connections, and the one limit function serves any table a
/// learner writes.
@Suite(
  "Class board limits, on PostgreSQL", .enabled(if: ClassServer.isAvailable, ClassServer.skipReason),
  .timeLimit(.minutes(10)))
struct ClassBoardLimitsCLITests {
  typealias Trust = ClassBoardTrustCLITests

  /// Waits out the last seconds of a minute of the server's clock, so that what
  /// follows falls in one minute.
  static func startOfMinute(_ url: String) throws {
    if let second = Double(try ClassServer.psql("SELECT extract(second FROM clock_timestamp())", url: url)),
      second > 50
    {
      usleep(UInt32((61 - second) * 1_000_000))
    }
  }

  @Test("SET TIME ZONE 0.01, 0.02 between inserts gives no fresh minute: 180 rows in a minute against 100 are refused")
  func timeZoneCannotCutTheMinute() throws {
    let server = try ClassServer()
    try ClassBoardCLITests.setUp(server)
    let role = try server.learner("tz")
    let url = Trust.psqlURL(server, role, "tz-pw")
    func insert(_ rows: Int, zone: String) throws {
      try ClassServer.psql(
        "SET TIME ZONE \(zone); INSERT INTO conjugar_score \(Trust.columns) "
          + "SELECT gen_random_uuid(), 100, 'Easy', 'Spain', now(), 60 FROM generate_series(1, \(rows))", url: url)
    }
    try Self.startOfMinute(url)
    try insert(60, zone: "0")
    // A zone 36 s off UTC moved the minute's edges: the old count started afresh.
    let second = #expect(throws: ClassServer.PSQLFailure.self) { try insert(60, zone: "0.01") }
    #expect(second?.message.contains("at most 100 scores a minute") == true, "\(second?.message ?? "")")
    #expect(throws: ClassServer.PSQLFailure.self) { try insert(60, zone: "0.02") }
    #expect(try ClassServer.psql("SELECT count(*) FROM conjugar_score", url: server.teacherDatabaseURL) == "60")
  }

  @Test("a learner role gets a connection limit: one learner's idle sessions cannot lock the others out")
  func connectionLimit() throws {
    let server = try ClassServer()
    try ClassBoardCLITests.setUp(server)
    // Made as the README said before (no limit), then setup run again.
    let mallory = try server.learner("mallory")
    let again = try ConjugarProcess.run(
      ["leaderboard", "server-setup", server.teacherDatabaseURL],
      environment: ConjugarProcess.environment(home: "/nonexistent"))
    #expect(again.status == 0, "\(again.stderr)")
    #expect(
      again.stdout.contains("connection limit: each learner role at most 2 connections at once"), "\(again.stdout)")
    #expect(
      try ClassServer.psql(
        "SELECT rolconnlimit FROM pg_roles WHERE rolname = '\(mallory)'", url: server.teacherDatabaseURL) == "2")
    // Two idle sessions of mallory's; a third is refused.
    let url = Trust.psqlURL(server, mallory, "mallory-pw")
    let holders = try (0..<2).map { _ in
      try ClassServer.start(ClassServer.psqlPath, [url, "-qAtX", "-c", "SELECT pg_sleep(20)"])
    }
    defer {
      for holder in holders where holder.process.isRunning { holder.process.terminate() }
    }
    #expect(
      try ClassServer.poll {
        try ClassServer.psql(
          "SELECT count(*) FROM pg_stat_activity WHERE usename = '\(mallory)'", url: server.teacherDatabaseURL)
          == "2"
      })
    let third = #expect(throws: ClassServer.PSQLFailure.self) { try ClassServer.psql("SELECT 1", url: url) }
    #expect(third?.message.contains("too many connections for role") == true, "\(third?.message ?? "")")
    // Another learner reads the board meanwhile.
    let role = try server.learner("pia")
    let pia = try ClassBoardCLITests.Learner(
      role: role, server: server.url(user: role), extra: ["PGPASSWORD": "pia-pw"])
    defer { pia.home.cleanUp() }
    let board = try pia.conjugar(["leaderboard", "--class"])
    #expect(board.status == 0, "\(board.stderr)")
  }

  @Test("a role made with createLearnerRole has the limit; a limit the teacher set is kept by setup")
  func learnerRoleHelper() throws {
    let server = try ClassServer()
    try ClassBoardCLITests.setUp(server)
    let made = "quinn_\(server.tag)"
    try ClassServer.psql(ServerSetup.createLearnerRole(made, password: "it's-pw"), url: server.teacherDatabaseURL)
    let raised = try server.learner("rafa")
    try ClassServer.psql("ALTER ROLE \(raised) CONNECTION LIMIT 5", url: server.teacherDatabaseURL)
    let unlimited = try server.learner("sol")
    #expect(try ClassServer.psql(ServerSetup.limitLearnerConnections, url: server.teacherDatabaseURL) == "0")
    let limits = try ClassServer.psql(
      "SELECT rolname || '=' || rolconnlimit FROM pg_roles WHERE rolname IN ('\(made)', '\(raised)', '\(unlimited)') "
        + "ORDER BY rolname", url: server.teacherDatabaseURL)
    #expect(limits == "\(made)=2\n\(raised)=5\n\(unlimited)=2")
    // The password with its quote works.
    #expect(try ClassServer.psql("SELECT session_user", url: Trust.psqlURL(server, made, "it%27s-pw")) == made)
  }

  @Test("another table limited with limitStatements is counted under its own kind and names its own constraint")
  func anotherTable() throws {
    let server = try ClassServer()
    try ClassBoardCLITests.setUp(server)
    let teacher = server.teacherDatabaseURL
    try ClassServer.psql(
      """
      CREATE TABLE public.conjugar_note (id serial PRIMARY KEY, body text, player text DEFAULT session_user);
      GRANT INSERT (body) ON public.conjugar_note TO conjugar_learner;
      GRANT USAGE ON SEQUENCE public.conjugar_note_id_seq TO conjugar_learner;
      """, url: teacher)
    for statement in ServerSetup.limitStatements(
      table: "conjugar_note", kind: "note", noun: "notes", perMinute: 3, perDay: 5)
    {
      try ClassServer.psql(statement, url: teacher)
    }
    let role = try server.learner("tomas")
    let url = Trust.psqlURL(server, role, "tomas-pw")
    try Self.startOfMinute(url)
    try ClassServer.psql("INSERT INTO conjugar_note (body) VALUES ('a'), ('b'), ('c')", url: url)
    let fourth = #expect(throws: ClassServer.PSQLFailure.self) {
      try ClassServer.psql(
        """
        DO $$ DECLARE named text; BEGIN
          INSERT INTO conjugar_note (body) VALUES ('d');
        EXCEPTION WHEN check_violation THEN
          GET STACKED DIAGNOSTICS named = CONSTRAINT_NAME;
          RAISE EXCEPTION '% (%)', SQLERRM, named;
        END $$
        """, url: url)
    }
    #expect(
      fourth?.message.contains(
        "at most 3 notes a minute to the class board; the rest wait for a later send "
          + "(conjugar_note_rate)") == true, "\(fourth?.message ?? "")")
    // The scores are counted apart.
    try ClassServer.psql(
      "INSERT INTO conjugar_score \(Trust.columns) SELECT gen_random_uuid(), 100, 'Easy', 'Spain', now(), 60 "
        + "FROM generate_series(1, 50)", url: url)
    // The teacher is not counted, and the learner cannot call the function.
    try ClassServer.psql("INSERT INTO conjugar_note (body) SELECT 'x' FROM generate_series(1, 20)", url: teacher)
    #expect(throws: ClassServer.PSQLFailure.self) {
      try ClassServer.psql("SELECT public.conjugar_learner_limit('note', -5)", url: url)
    }
  }
}
