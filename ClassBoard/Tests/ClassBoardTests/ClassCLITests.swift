import ConjugarClassBoard
import ConjugarCore
import ConjugarTestSupport
import Foundation
import Testing

/// A class on the throwaway cluster (issue 42): the teacher's roster, assign and
/// close through conjugar-classboard; learners joining, sharing and unsharing
/// through conjugar; row-level security tried through psql as each role.
@Suite("A class on PostgreSQL", .enabled(if: ClassServer.isAvailable, ClassServer.skipReason), .timeLimit(.minutes(10)))
struct ClassCLITests {
  typealias Learner = ClassBoardCLITests.Learner

  /// The companion as a teacher runs it.
  static func companion(_ arguments: [String], home: String = "/nonexistent") throws -> ConjugarProcess.Result {
    try ConjugarProcess.run(
      arguments, environment: ConjugarProcess.environment(home: home), executable: ConjugarProcess.companion)
  }

  /// psql as `url`'s role. A learner's role has a connection limit (2), and a
  /// backend that has just closed may not yet be counted out: tried again.
  @discardableResult
  static func psql(_ sql: String, _ url: String) throws -> String {
    var attempt = 0
    while true {
      do { return try ClassServer.psql(sql, url: url) } catch let failure as ClassServer.PSQLFailure {
        attempt += 1
        guard failure.message.contains("too many connections"), attempt < 20 else { throw failure }
        usleep(100_000)
      }
    }
  }

  /// psql's error for `sql` as `url`'s role ("" when it ran).
  static func refused(_ sql: String, _ url: String) -> String {
    do {
      _ = try psql(sql, url)
      return ""
    } catch let failure as ClassServer.PSQLFailure {
      return failure.message
    } catch {
      return "\(error)"
    }
  }

  /// A roster file in `directory`.
  static func roster(_ lines: [String], in directory: String) throws -> String {
    let path = directory + "/3B.csv"
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The codes a roster printed, by pseudonym.
  static func codes(_ stdout: String) -> [String: String] {
    var codes: [String: String] = [:]
    for line in stdout.split(separator: "\n") {
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      guard let first = words.first, first.hasPrefix("s"), first.count <= 4,
        let code = words.first(where: { $0.count == 14 && $0.filter { $0 == "-" }.count == 2 })
      else { continue }
      codes[String(first)] = String(code)
    }
    return codes
  }

  /// The class server's URL without a role, as the roster prints it.
  static func joinURL(_ server: ClassServer) -> String {
    "postgres://127.0.0.1:\(server.port)/\(server.database)?sslmode=disable"
  }

  /// A learner who joined with `code`: their home, their conjugar and their URL.
  static func join(_ server: ClassServer, code: String) throws -> (Learner, ConjugarProcess.Result) {
    let learner = try Learner(role: "learner", server: "none")
    let joined = try learner.conjugar(["class", "join", "--server", joinURL(server), code])
    return (learner, joined)
  }

  /// The role and password ~/.pgpass holds for a learner's class.
  static func credentials(_ learner: Learner) throws -> (role: String, password: String) {
    let line =
      try String(contentsOfFile: learner.home.file(".pgpass"), encoding: .utf8)
      .split(separator: "\n").last.map(String.init) ?? ""
    let fields = line.split(separator: ":").map(String.init)
    return (fields.count == 5 ? fields[3] : "", fields.count == 5 ? fields[4] : "")
  }

  @Test("roster, join once, share, show-shared, status, unshare, close: each as the README says")
  func wholeClass() throws {
    let server = try ClassServer()
    try ClassBoardCLITests.setUp(server)
    let teacherHome = try TemporaryHome()
    defer { teacherHome.cleanUp() }
    let path = try Self.roster(["Ana García", "Beñat Etxeberria", "Chloé Martin"], in: teacherHome.path)
    let made = try Self.companion([
      "roster", "--server", server.teacherDatabaseURL, "--name", "3º B", "--starts", "2026-09-01",
      "--ends", "2027-06-30", path,
    ])
    #expect(made.status == 0, "\(made.stderr)")
    #expect(!made.stdout.contains("teacher-secret"))
    let codes = Self.codes(made.stdout)
    #expect(codes.keys.sorted() == ["s01", "s02", "s03"], "\(made.stdout)")
    // Names stay on the teacher's machine; the server has pseudonyms only.
    #expect(
      try String(contentsOfFile: teacherHome.file("3B.class1.csv"), encoding: .utf8)
        == "pseudonym,name\ns01,Ana García\ns02,Beñat Etxeberria\ns03,Chloé Martin\n")
    let held = try Self.psql(
      "SELECT string_agg(pseudonym, ',' ORDER BY pseudonym) FROM conjugar_class_member", server.teacherDatabaseURL)
    #expect(held == "s01,s02,s03")
    // Only the codes' hashes are stored.
    for code in codes.values {
      #expect(
        try Self.psql(
          "SELECT count(*) FROM conjugar_class_code WHERE code_hash::text LIKE '%\(code)%'",
          server.teacherDatabaseURL) == "0")
    }

    // Ana joins; her password is in her ~/.pgpass only (mode 0600).
    let (ana, joined) = try Self.join(server, code: try #require(codes["s01"]))
    defer { ana.home.cleanUp() }
    #expect(joined.status == 0, "\(joined.stderr)")
    #expect(joined.stdout.contains("Joined 3º B as s01"), "\(joined.stdout)")
    let (role, password) = try Self.credentials(ana)
    #expect(role.hasPrefix("s01_"))
    #expect(password.count == 32)
    let mode = try FileManager.default.attributesOfItem(atPath: ana.home.file(".pgpass"))[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(!joined.stdout.contains(password))
    // The server holds a SCRAM verifier, not the password.
    let stored = try Self.psql("SELECT rolpassword FROM pg_authid WHERE rolname = '\(role)'", server.teacherDatabaseURL)
    #expect(stored.hasPrefix("SCRAM-SHA-256$4096:") && !stored.contains(password))
    // The same code a second time, from another machine: refused, nothing made.
    let (eve, again) = try Self.join(server, code: try #require(codes["s01"]))
    defer { eve.home.cleanUp() }
    #expect(again.status == 1)
    #expect(again.stderr.contains("this join code was used already"), "\(again.stderr)")
    #expect(!FileManager.default.fileExists(atPath: eve.home.file(".pgpass")))
    // An expired code (the clock moved past it).
    try Self.psql(
      "UPDATE conjugar_class_code SET expires_at = now() - interval '1 minute' WHERE pseudonym = 's02'",
      server.teacherDatabaseURL)
    let (late, expired) = try Self.join(server, code: try #require(codes["s02"]))
    defer { late.home.cleanUp() }
    #expect(expired.status == 1)
    #expect(expired.stderr.contains("this join code expired on"), "\(expired.stderr)")

    // An assignment, then Ana plays a quiz and shares.
    let assigned = try Self.companion([
      "assign", "--server", server.teacherDatabaseURL, "--class", "1", "--tenses", "presenteDeIndicativo",
      "--starts", "2026-09-01", "--due", "2027-06-30", "--items", "2",
    ])
    #expect(assigned.status == 0, "\(assigned.stderr)")
    #expect(assigned.stdout.contains("assignment 1 for class 1"), "\(assigned.stdout)")
    let before = try ana.conjugar(["class", "status"])
    #expect(before.status == 0, "\(before.stderr)")
    #expect(before.stdout.contains("not sharing"), "\(before.stdout)")
    let played = try ana.play()
    #expect(played.status == 0, "\(played.stderr)")
    let shared = try ana.conjugar(["class", "share"])
    #expect(shared.status == 0, "\(shared.stderr)")
    #expect(shared.stdout.contains("never your typed answers"), "\(shared.stdout)")
    let skills = try Self.psql(
      "SELECT sum(asked) FROM conjugar_share_skill WHERE learner = '\(role)' AND skill LIKE 'tense:%'",
      server.teacherDatabaseURL)
    #expect(skills == "50", "a 50-question quiz: \(skills)")
    let status = try Self.psql(
      "SELECT pseudonym || ' ' || status FROM conjugar_class_status(1) ORDER BY pseudonym",
      server.teacherDatabaseURL)
    let presente = try Self.psql(
      "SELECT coalesce(sum(\"right\"), 0) FROM conjugar_share_skill WHERE skill = 'tense:presenteDeIndicativo'",
      server.teacherDatabaseURL)
    #expect(status.hasPrefix(Int(presente) ?? 0 >= 2 ? "s01 done" : "s01 started"), "\(status)")
    #expect(status.contains("s02 not joined") && status.contains("s03 not joined"), "\(status)")
    let fetched = try ana.conjugar(["class", "status"])
    #expect(
      fetched.stdout.replacingOccurrences(of: "\n", with: " ").contains("You share with your class"),
      "\(fetched.stdout)")
    #expect(fetched.stdout.contains("presente de indicativo"), "\(fetched.stdout)")

    // show-shared prints exactly the rows the server holds.
    let show = try ana.conjugar(["class", "show-shared"])
    #expect(show.status == 0, "\(show.stderr)")
    let rows = try Self.psql(
      "SELECT count(*) FROM conjugar_share_skill WHERE learner = '\(role)'", server.teacherDatabaseURL)
    #expect(show.stdout.contains("conjugar_share_skill: \(rows) rows"), "\(show.stdout)")
    #expect(show.stdout.contains("\"learner\":\"\(role)\""))

    // unshare deletes it there, and says so: every row of the share (the tutor's
    // shape: skill days, pattern days, diagnoses) and the share's own row, as the
    // server counts them.
    let sharedRows = try Self.psql(
      "SELECT (SELECT count(*) FROM conjugar_share_skill WHERE learner = '\(role)')"
        + " + (SELECT count(*) FROM conjugar_share_pattern WHERE learner = '\(role)')"
        + " + (SELECT count(*) FROM conjugar_share_diagnosis WHERE learner = '\(role)')"
        + " + (SELECT count(*) FROM conjugar_share WHERE learner = '\(role)')", server.teacherDatabaseURL)
    let unshared = try ana.conjugar(["class", "unshare"])
    #expect(unshared.status == 0, "\(unshared.stderr)")
    #expect(unshared.stdout.contains("Deleted \(sharedRows) rows"), "\(unshared.stdout)")
    #expect(
      try Self.psql(
        "SELECT (SELECT count(*) FROM conjugar_share_skill) + (SELECT count(*) FROM conjugar_share_pattern)"
          + " + (SELECT count(*) FROM conjugar_share_diagnosis) + (SELECT count(*) FROM conjugar_share)",
        server.teacherDatabaseURL) == "0")

    // close: before its end, refused; with --before-end, exported then deleted.
    let early = try Self.companion([
      "close", "--server", server.teacherDatabaseURL, "--class", "1", "--export", teacherHome.path,
    ])
    #expect(early.status == 1)
    #expect(early.stderr.contains("until its end, 2027-06-30"), "\(early.stderr)")
    let closed = try Self.companion([
      "close", "--server", server.teacherDatabaseURL, "--class", "1", "--export", teacherHome.path, "--before-end",
    ])
    #expect(closed.status == 0, "\(closed.stderr)")
    let export = try String(contentsOfFile: teacherHome.file("class-1-status.csv"), encoding: .utf8)
    #expect(export.hasPrefix("assignment,pseudonym,status,asked,items,accuracy,mastery,as_of\n1,s01,"), "\(export)")
    #expect(
      try Self.psql(
        "SELECT (SELECT count(*) FROM conjugar_class) + (SELECT count(*) FROM conjugar_class_member) "
          + "+ (SELECT count(*) FROM pg_roles WHERE rolname = '\(role)')", server.teacherDatabaseURL) == "0")
  }

  @Test("a hostile roster stores nothing, in one line")
  func hostileRoster() throws {
    let server = try ClassServer()
    try ClassBoardCLITests.setUp(server)
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    for lines in [["Ana", "Bob,s01", "Eve,s01"], ["Ana", "Eve\u{202E}gnp"], ["Ana", "\"Bob\""]] {
      let path = try Self.roster(lines, in: home.path)
      let result = try Self.companion([
        "roster", "--server", server.teacherDatabaseURL, "--name", "3B", "--starts", "2026-09-01",
        "--ends", "2027-06-30", path,
      ])
      #expect(result.status == 1)
      #expect(result.stderr.contains("is refused, nothing stored: line"), "\(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1)
      #expect(!result.stderr.contains("\u{202E}"))
    }
    #expect(try Self.psql("SELECT count(*) FROM conjugar_class", server.teacherDatabaseURL) == "0")
  }

  /// Two classes of two teachers who are not the owner, a learner in each.
  struct TwoClasses {
    let server: ClassServer
    let teacher1: String
    let teacher2: String
    let learnerA: String
    let learnerB: String
    let learnerC: String

    /// A learner's URL, joined with `code` through conjugar_join as conjugar does.
    static func joined(_ server: ClassServer, _ code: String, _ password: String) throws -> String {
      let join = ClassBoardTrustCLITests.psqlURL(server, "conjugar_join", "conjugar-join")
      let verifier = ScramVerifier.verifier(password: password)
      let role = try ClassCLITests.psql("SELECT role FROM conjugar_class_join('\(code)', '\(verifier)')", join)
      return ClassBoardTrustCLITests.psqlURL(server, role, password)
    }

    init() throws {
      server = try ClassServer()
      try ClassBoardCLITests.setUp(server)
      let owner = server.teacherDatabaseURL
      for name in ["t1", "t2"] {
        try ClassServer.psql(
          "CREATE ROLE \(name)_\(server.tag) LOGIN PASSWORD 'pw' IN ROLE conjugar_teacher", url: owner)
      }
      teacher1 = ClassBoardTrustCLITests.psqlURL(server, "t1_\(server.tag)", "pw")
      teacher2 = ClassBoardTrustCLITests.psqlURL(server, "t2_\(server.tag)", "pw")
      let codes1 = try ClassServer.psql(
        "SELECT code FROM conjugar_class_create('A', current_date, current_date + 30, ARRAY['s01','s02'], 7) "
          + "ORDER BY pseudonym", url: teacher1
      ).split(separator: "\n").map(String.init)
      let codes2 = try ClassServer.psql(
        "SELECT code FROM conjugar_class_create('B', current_date, current_date + 30, ARRAY['s01'], 7)",
        url: teacher2)
      let server = server
      learnerA = try Self.joined(server, codes1[0], "password-of-a-0123456789")
      learnerB = try Self.joined(server, codes1[1], "password-of-b-0123456789")
      learnerC = try Self.joined(server, codes2, "password-of-c-0123456789")
      for url in [learnerA, learnerB, learnerC] {
        try ClassCLITests.psql(
          """
          SELECT * FROM conjugar_class_share('{"version":1,"asOf":"2026-12-01T10:00:00Z","skills":[{"day":"2026-12-01",
            "skill":"tense:preterito","asked":10,"right":7,"mastery":0.6,"lastAnswered":"2026-12-01T09:59:00Z"}],
            "patterns":[{"day":"2026-12-01","pattern":"preterito>imperfecto","chances":4,"errors":2}],
            "diagnoses":[{"pattern":"preterito>imperfecto","count":3,"firstSeen":"2026-11-20T10:00:00Z",
            "lastSeen":"2026-12-01T09:00:00Z","expected":["llovía"],"status":"active","info":"imperfecto"}]}', true);
          INSERT INTO conjugar_share_answer (id, answered_at, pattern, expected, given)
            VALUES (gen_random_uuid(), now(), 'tu>vos', 'hablas', 'hablás')
          """, url)
      }
      try ClassServer.psql(
        "INSERT INTO conjugar_assignment (class, tenses, starts, due, target_items) "
          + "SELECT id, '{preterito}', current_date, current_date + 7, 40 FROM conjugar_class", url: teacher1)
      try ClassServer.psql(
        "INSERT INTO conjugar_assignment (class, tenses, starts, due, target_items) "
          + "SELECT id, '{imperfectoDeIndicativo}', current_date, current_date + 7, 40 FROM conjugar_class",
        url: teacher2)
    }
  }

  static let shareTables = [
    "conjugar_share", "conjugar_share_skill", "conjugar_share_pattern", "conjugar_share_diagnosis",
    "conjugar_share_answer",
  ]

  @Test("learner A reading, updating or deleting B's rows gets nothing; no roster, no other class")
  func learnersApart() throws {
    let classes = try TwoClasses()
    let (a, b) = (classes.learnerA, classes.learnerB)
    let roleB = try Self.psql("SELECT session_user", b)
    for table in Self.shareTables {
      #expect(try Self.psql("SELECT count(*) FROM \(table) WHERE learner <> session_user", a) == "0", "\(table)")
      #expect(try Self.psql("SELECT count(*) FROM \(table) WHERE learner = '\(roleB)'", a) == "0", "\(table)")
      #expect(
        try Self.psql(
          "WITH d AS (DELETE FROM \(table) WHERE learner = '\(roleB)' RETURNING 1) SELECT count(*) FROM d", a)
          == "0")
    }
    #expect(
      try Self.psql(
        "WITH u AS (UPDATE conjugar_share_skill SET mastery = 0 WHERE learner = '\(roleB)' RETURNING 1) "
          + "SELECT count(*) FROM u", a) == "0")
    #expect(try Self.psql("SELECT mastery FROM conjugar_share_skill", b) == "0.6")
    // Writing a row as B is refused.
    #expect(
      Self.refused(
        "INSERT INTO conjugar_share_skill (learner, day, skill, asked, \"right\", mastery) "
          + "VALUES ('\(roleB)', current_date, 'tense:preterito', 1, 1, 1)", a
      ).contains("row-level security"))
    // The roster: codes and classes are not a learner's to read; members, only itself.
    #expect(Self.refused("SELECT * FROM conjugar_class_code", a).contains("permission denied"))
    #expect(Self.refused("SELECT * FROM conjugar_class", a).contains("permission denied"))
    #expect(try Self.psql("SELECT count(*) FROM conjugar_class_member", a) == "1")
    // Its class's assignment, not the other class's.
    #expect(try Self.psql("SELECT string_agg(tenses[1], ',') FROM conjugar_assignment", a) == "preterito")
    #expect(try Self.psql("SELECT count(*) FROM conjugar_class_status(2)", a) == "0")
    #expect(try Self.psql("SELECT count(*) FROM conjugar_class_status(1)", a) == "1")
    // Making roles or setting a password is no learner's.
    #expect(!Self.refused("SELECT * FROM conjugar_class_codes(1, ARRAY['s02'], 7)", a).isEmpty)
    #expect(Self.refused("SELECT conjugar_class_close(1)", a).contains("permission denied"))
    #expect(try Self.psql("SELECT count(*) FROM conjugar_class_member", classes.teacher1) == "2")
  }

  @Test("SET ROLE and search_path tricks read nothing more")
  func tricks() throws {
    let classes = try TwoClasses()
    let a = classes.learnerA
    #expect(
      try Self.psql("SET ROLE conjugar_learner; SELECT count(*) FROM conjugar_share_skill", a) == "1")
    #expect(!Self.refused("SET ROLE conjugar_teacher", a).isEmpty)
    // A TEMP table named like ours, first on the search_path, captures nothing:
    // the functions read public's.
    #expect(
      try Self.psql(
        """
        CREATE TEMP TABLE conjugar_class_member (class bigint, pseudonym text, learner text);
        INSERT INTO pg_temp.conjugar_class_member VALUES (2, 's01', session_user);
        SET search_path = pg_temp, public;
        SELECT count(*) FROM public.conjugar_assignment WHERE class = 2
        """, a) == "0")
    // A function named like a pg_catalog one in the caller's schema is not called.
    #expect(
      try Self.psql(
        "SET search_path = pg_temp, public; SELECT count(*) FROM public.conjugar_class_mine()", a) == "1")
    // The join role reads nothing.
    let join = ClassBoardTrustCLITests.psqlURL(classes.server, "conjugar_join", "conjugar-join")
    for table in Self.shareTables + ["conjugar_class", "conjugar_class_member", "conjugar_class_code"] {
      #expect(Self.refused("SELECT * FROM \(table)", join).contains("permission denied"), "\(table)")
    }
  }

  @Test("a second teacher reads nothing of the first teacher's class, nor the owner what it does not teach")
  func teachersApart() throws {
    let classes = try TwoClasses()
    let (t1, t2) = (classes.teacher1, classes.teacher2)
    #expect(try Self.psql("SELECT string_agg(name, ',') FROM conjugar_class", t2) == "B")
    #expect(try Self.psql("SELECT count(*) FROM conjugar_class_member", t2) == "1")
    #expect(try Self.psql("SELECT count(*) FROM conjugar_class_code", t2) == "1")
    for table in Self.shareTables {
      #expect(try Self.psql("SELECT count(*) FROM \(table)", t2) == "1", "\(table)")
      #expect(try Self.psql("SELECT count(*) FROM \(table)", t1) == "2", "\(table)")
    }
    #expect(try Self.psql("SELECT count(*) FROM conjugar_class_status(1)", t2) == "0")
    #expect(try Self.psql("SELECT count(*) FROM conjugar_assignment", t2) == "1")
    #expect(Self.refused("SELECT conjugar_class_close(1)", t2).contains("does not teach"))
    #expect(
      try Self.psql("WITH d AS (DELETE FROM conjugar_class WHERE name = 'A' RETURNING 1) SELECT count(*) FROM d", t2)
        == "0")
    // A teacher may not write a learner's rows, nor set a learner's password.
    #expect(Self.refused("UPDATE conjugar_share_skill SET mastery = 1", t1).contains("permission denied"))
    let roleA = try Self.psql("SELECT session_user", classes.learnerA)
    #expect(!Self.refused("ALTER ROLE \(roleA) PASSWORD 'taken'", t1).isEmpty)
    #expect(!Self.refused("SELECT * FROM conjugar_class_join('X', 'Y')", t1).isEmpty)
  }

  @Test("a forged or oversized share and a flood of shares are refused")
  func forgedShares() throws {
    let classes = try TwoClasses()
    let a = classes.learnerA
    func share(_ json: String) -> String {
      Self.refused("SELECT * FROM conjugar_class_share('\(json)')", a)
    }
    #expect(share(#"{"version":2,"asOf":"2026-12-01T10:00:00Z"}"#).contains("TutorShape of version 1"))
    #expect(
      share(
        #"{"version":1,"asOf":"2026-12-01T10:00:00Z","skills":[{"day":"2026-12-01","skill":"tense:x","asked":1,"right":5,"mastery":0.5}]}"#
      ).contains("check constraint"))
    #expect(
      share(
        #"{"version":1,"asOf":"2026-12-01T10:00:00Z","skills":[{"day":"2099-12-01","skill":"tense:x","asked":1,"right":1,"mastery":0.5}]}"#
      ).contains("check constraint"))
    #expect(
      share(
        #"{"version":1,"asOf":"2026-12-01T10:00:00Z","diagnoses":[{"pattern":"x","count":3,"firstSeen":"2026-11-20T10:00:00Z","lastSeen":"2026-12-01T09:00:00Z","expected":["\u001b[2J"],"status":"active"}]}"#
      ).contains("check constraint"))
    // A megabyte made on the server (a psql argument that long is refused by the system).
    #expect(
      Self.refused(
        #"SELECT * FROM conjugar_class_share(('{"version":1,"asOf":"2026-12-01T10:00:00Z","pad":"' "#
          + #"|| repeat('x', 1000001) || '"}')::jsonb)"#, a
      ).contains("at most 1000000 bytes"))
    // Typed answers need the second opt-in.
    try Self.psql(#"SELECT * FROM conjugar_class_share('{"version":1,"asOf":"2026-12-01T10:00:00Z"}', false)"#, a)
    #expect(
      Self.refused(
        "INSERT INTO conjugar_share_answer (id, answered_at, pattern, expected, given) "
          + "VALUES (gen_random_uuid(), now(), 'tu>vos', 'hablas', 'hablás')", a
      ).contains("row-level security"))
    // A flood: more rows a minute than the limit.
    let flood = Self.refused(
      "INSERT INTO conjugar_share_skill (day, skill, asked, \"right\", mastery) "
        + "SELECT date '2026-01-01' + (i % 300), 'tense:t' || (i / 300), 1, 1, 0.5 FROM generate_series(1, 5001) i", a)
    #expect(flood.contains("at most 5000 shared rows a minute"), "\(flood)")
    #expect(try Self.psql("SELECT count(*) FROM conjugar_share_skill", a) == "1")
  }
}
