import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore

/// The end of each session and the learner's class (issue 42, 4): a learner who
/// shares sends the share and fetches the class's assignments, in one exchange
/// with the companion; one who does not share only fetches; the session never
/// fails nor waits long when the class board is away, and the share waits in
/// `class.json` (offline first). The companion here is a script that records the
/// request it is given and answers as the real one does (or hangs, or fails).
@Suite("A class at the end of a session (Main.run in process)", .timeLimit(.minutes(10)))
struct ClassAfterSessionCLITests {
  static func membership(sharing: Bool) -> String {
    """
    {"server": "postgres://s01_a1@127.0.0.1:5432/conjugar",
     "joined": {"role": "s01_a1", "classID": 1, "className": "3º B", "pseudonym": "s01", "ends": "2999-06-30"},
     "sharing": \(sharing), "answers": false, "sharePending": false}
    """
  }

  /// What the fake companion answers to a share with the status (and to a status).
  static let status = """
    {"classID": 1, "className": "3º B", "pseudonym": "s01", "ends": "2999-06-30", "sharing": true,
     "fetchedAt": "2026-12-07 20:00", "today": "2026-12-07",
     "assignments": [{"id": 9, "tenses": ["preterito"], "verbs": [], "topic": null, "starts": "2000-01-01",
       "due": "2999-06-30", "targetMastery": 0.6, "targetItems": 40, "status": "started", "items": 3}]}
    """

  /// A companion script in `home`: it keeps its request in `request.json` and runs `then`.
  static func companion(_ home: TemporaryHome, then: String) throws -> String {
    let path = home.file("fake-classboard")
    let script = "#!/bin/sh\ncat > '\(home.file("request.json"))'\n\(then)\n"
    try Data(script.utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return path
  }

  static func reply(_ kind: String) -> String {
    let counts = kind == "shared" ? "\"counts\": [2, 0, 0], " : ""
    let json = "{\"version\": 1, \"reply\": \"\(kind)\", \(counts)\"status\": \(status)}"
    return "cat <<'EOF'\n\(json)\nEOF"
  }

  static func request(_ home: TemporaryHome) throws -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: home.file("request.json")) else { return nil }
    return try JSONSerialization.jsonObject(with: data) as? [String: Any]
  }

  static func stored(_ path: String) throws -> [String: Any] {
    let data = try #require(FileManager.default.contents(atPath: path + ".class.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// A quiz of 10 questions, each answered "x" (wrong), with `companion` as the class board's.
  static func quiz(_ home: TemporaryHome, _ path: String, companion: String) -> ConjugarProcess.Result {
    ConjugarProcess.inProcess(
      ["quiz", "--seed", "3", "--database", path], input: String(repeating: "x\n", count: 50),
      environment: ConjugarProcess.environment(home: home.path, ["CONJUGAR_CLASSBOARD": companion]))
  }

  @Test("a learner who shares: the session's end sends the share with its answers and keeps the assignments")
  func sharesAndFetches() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    try Data(Self.membership(sharing: true).utf8).write(to: URL(fileURLWithPath: path + ".class.json"))
    let companion = try Self.companion(home, then: Self.reply("shared"))
    let done = Self.quiz(home, path, companion: companion)
    #expect(done.status == 0, "\(done.stderr)")
    #expect(!done.stderr.contains("class board"), "\(done.stderr)")
    let request = try #require(try Self.request(home), "the companion was not asked")
    #expect(request["request"] as? String == "share")
    #expect(request["status"] as? Bool == true)
    #expect(request["answers"] as? Bool == false)
    // The shape carries the session's answers: every one was wrong ("x").
    let shape = try #require(
      try JSONSerialization.jsonObject(with: Data((request["shape"] as? String ?? "").utf8)) as? [String: Any])
    let skills = try #require(shape["skills"] as? [[String: Any]])
    #expect(!skills.isEmpty)
    #expect(skills.allSatisfy { ($0["right"] as? Int) == 0 }, "\(skills)")
    #expect(skills.reduce(0) { $0 + (($1["asked"] as? Int) ?? 0) } >= 10, "\(skills)")
    let kept = try Self.stored(path)
    #expect(kept["sharePending"] as? Bool == false)
    #expect(kept["lastShared"] as? String == shape["asOf"] as? String)
    let status = try #require(kept["status"] as? [String: Any])
    #expect((status["assignments"] as? [[String: Any]])?.first?["id"] as? Int == 9)
  }

  @Test("a learner who does not share: only the assignments are fetched, nothing of theirs is sent")
  func fetchesOnly() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    try Data(Self.membership(sharing: false).utf8).write(to: URL(fileURLWithPath: path + ".class.json"))
    let companion = try Self.companion(home, then: Self.reply("status"))
    let done = Self.quiz(home, path, companion: companion)
    #expect(done.status == 0, "\(done.stderr)")
    let request = try #require(try Self.request(home), "the companion was not asked")
    #expect(request["request"] as? String == "status")
    #expect(request["shape"] == nil)
    let kept = try Self.stored(path)
    #expect(kept["sharePending"] as? Bool == false)
    #expect((kept["status"] as? [String: Any])?["className"] as? String == "3º B")
  }

  @Test("no class joined: the companion is never started")
  func noClass() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    let companion = try Self.companion(home, then: Self.reply("status"))
    let done = Self.quiz(home, path, companion: companion)
    #expect(done.status == 0, "\(done.stderr)")
    #expect(try Self.request(home) == nil)
    #expect(!FileManager.default.fileExists(atPath: path + ".class.json"))
  }

  @Test(
    "the class board away (a companion that fails, or hangs): the session is saved, exits 0 within the cap, says so in one line, and the share waits",
    arguments: ["echo 'could not connect to server' >&2; exit 1", "sleep 30"])
  func serverAway(companionDoes: String) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    try Data(Self.membership(sharing: true).utf8).write(to: URL(fileURLWithPath: path + ".class.json"))
    let companion = try Self.companion(home, then: companionDoes)
    let started = ContinuousClock.now
    let done = Self.quiz(home, path, companion: companion)
    let took = ContinuousClock.now - started
    #expect(done.status == 0, "\(done.stderr)")
    // The cap (ClassExchange.sessionEndSeconds + 1 s) and the quiz itself, with room for a loaded machine.
    #expect(took < .seconds(ClassExchange.sessionEndSeconds + 1 + 20), "\(took)")
    let warned = done.stderr.split(separator: "\n").filter { $0.contains("class board was not reached") }
    #expect(warned.count == 1, "\(done.stderr)")
    #expect(done.stderr.contains("your share waits"), "\(done.stderr)")
    let kept = try Self.stored(path)
    #expect(kept["sharePending"] as? Bool == true)
    #expect(kept["lastShared"] == nil)
    #expect(try HostileDatabaseRoundThreeCLITests.count(path, "SELECT count(*) FROM quiz") == 1)
  }
}

/// The share's days are the learner's local days, in the fallback path too (a file
/// no conjugar of this version has opened): answers at 23:30 UTC are on the next
/// day in Tonga (UTC+13) and on the same day in Honolulu (UTC−10).
@Suite("The share's days")
struct ClassShareDaysTests {
  static func oldFile(_ home: TemporaryHome) throws -> String {
    let path = home.file("old.sqlite")
    let queue = try DatabaseQueue(path: path)
    try queue.write { db in
      try db.execute(
        sql: """
          CREATE TABLE quizQuestion (date TEXT, tense TEXT, topic TEXT, points INTEGER);
          INSERT INTO quizQuestion VALUES ('2026-12-06T23:30:00Z', 'preterito', NULL, 5);
          INSERT INTO quizQuestion VALUES ('2026-12-06T23:40:00Z', 'preterito', NULL, 0);
          INSERT INTO quizQuestion VALUES ('2026-12-07T09:00:00Z', 'preterito', NULL, 5);
          """)
    }
    try queue.close()
    return path
  }

  static let now = Date(timeIntervalSince1970: 1_796_644_800)  // 2026-12-07T12:00:00Z

  @Test func farEastOfUTCTheLateAnswersAreTomorrow() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let shape = try ClassShare.shape(databasePath: try Self.oldFile(home), now: Self.now, offset: { _ in 13 * 3600 })
    // 23:30Z and 23:40Z are 12:30 and 12:40 on the 7th in Tonga; 09:00Z is 22:00 on the 7th.
    #expect(shape.skills.map(\.day) == ["2026-12-07"])
    #expect(shape.skills.map(\.asked) == [3])
    #expect(shape.skills.map(\.right) == [2])
  }

  @Test func farWestOfUTCTheyStayOnTheirDay() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let shape = try ClassShare.shape(databasePath: try Self.oldFile(home), now: Self.now, offset: { _ in -10 * 3600 })
    // 23:30Z is 13:30 on the 6th in Honolulu; 09:00Z is 23:00 on the 6th too.
    #expect(shape.skills.map(\.day) == ["2026-12-06"])
    #expect(shape.skills.map(\.asked) == [3])
  }

  @Test func inUTCTheyAreTwoDays() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let shape = try ClassShare.shape(databasePath: try Self.oldFile(home), now: Self.now, offset: { _ in 0 })
    #expect(shape.skills.map(\.day) == ["2026-12-06", "2026-12-07"])
    #expect(shape.skills.map(\.asked) == [2, 1])
    #expect(shape.skills.map(\.right) == [1, 1])
  }
}
