import ConjugarClassBoard
import ConjugarCore
import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Synchronization
import Testing

/// conjugar without its companion, or with one that misbehaves (a script named by
/// CONJUGAR_CLASSBOARD): the quiz finishes, the score stays queued, `leaderboard
/// --class` says why in one line. No server is needed: none is ever reached.
@Suite("Class board companion missing or misbehaving", .timeLimit(.minutes(10)))
struct CompanionCLITests {
  /// A learner with a class board configured (never reached) and `extra` in the environment.
  struct Learner {
    let home: TemporaryHome
    let environment: [String: String]
    var database: String { home.file("c.sqlite") }

    init(home: TemporaryHome, environment: [String: String]) {
      self.home = home
      self.environment = environment
    }

    init(_ extra: [String: String] = [:]) throws {
      home = try TemporaryHome()
      environment = ConjugarProcess.environment(
        home: home.path,
        [
          "USER": "ines", "PGPASSWORD": "x",
          "CONJUGAR_LEADERBOARD_URL": "postgres://ines@127.0.0.1:1/c?sslmode=disable",
        ]
        .merging(extra) { $1 })
    }

    func conjugar(_ arguments: [String], input: String = "", program: URL = ConjugarProcess.executable) throws
      -> ConjugarProcess.Result
    {
      try ConjugarProcess.run(
        arguments + ["--database", database], input: input, environment: environment, executable: program)
    }

    func play(program: URL = ConjugarProcess.executable) throws -> ConjugarProcess.Result {
      let questions = try ConjugarProcess.questions(["--seed", "42", "--database", database], environment: environment)
      return try conjugar(["quiz", "--seed", "42"], input: ConjugarProcess.answers(questions), program: program)
    }

    func queued() throws -> String {
      try ClassServer.run("/usr/bin/sqlite3", [database, "SELECT count(*) FROM classBoardOutbox"]).stdout
    }

    /// An executable script in HOME.
    func script(_ text: String) throws -> String {
      let path = home.file("companion.sh")
      try ExecutableScript.write(text, to: path)
      return path
    }
  }

  static let needed = "conjugar: the class board needs conjugar-classboard installed beside conjugar"

  @Test("CONJUGAR_CLASSBOARD=/nonexistent: the quiz finishes, its score waits; leaderboard --class: one line, exit 1")
  func missing() throws {
    let learner = try Learner(["CONJUGAR_CLASSBOARD": "/nonexistent"])
    defer { learner.home.cleanUp() }
    let played = try learner.play()
    #expect(played.status == 0)
    #expect(played.stdout.contains("\nScore: 208\n"))
    #expect(
      played.stderr
        == Self.needed + " (CONJUGAR_CLASSBOARD=/nonexistent is no executable file); the score waits to be sent.\n")
    #expect(try learner.queued() == "1\n")
    let board = try learner.conjugar(["leaderboard", "--class"])
    #expect(board.status == 1)
    #expect(board.stdout.isEmpty)
    #expect(board.stderr == Self.needed + " (CONJUGAR_CLASSBOARD=/nonexistent is no executable file)\n")
    let fallback = try learner.conjugar(["leaderboard"])
    #expect(fallback.status == 0)
    #expect(fallback.stdout.hasPrefix("This machine's board: the class board cannot be read now\n"))
    #expect(fallback.stdout.contains(" 208 "))
    #expect(fallback.stderr.hasSuffix("1 score waits to be sent to the class board.\n"))
    #expect(try learner.queued() == "1\n")
    let both = try learner.conjugar(["leaderboard", "--class", "--local"])
    #expect(both.status == 2)
  }

  @Test("conjugar copied alone: a quiz runs; the class board names the directory it looked in")
  func copiedAlone() throws {
    let learner = try Learner()
    defer { learner.home.cleanUp() }
    let alone = learner.home.file("bin")
    try FileManager.default.createDirectory(atPath: alone, withIntermediateDirectories: true)
    try ExecutableScript.copy(ConjugarProcess.executable.path, to: alone + "/conjugar")
    let program = URL(fileURLWithPath: alone + "/conjugar")
    let played = try learner.play(program: program)
    #expect(played.status == 0)
    #expect(played.stdout.contains("\nScore: 208\n"))
    #expect(played.stderr == Self.needed + " (not found in \(alone)); the score waits to be sent.\n")
    let board = try learner.conjugar(["leaderboard", "--class"], program: program)
    #expect(board.status == 1)
    #expect(board.stderr == Self.needed + " (not found in \(alone))\n")
    let setup = try ConjugarProcess.run(
      ["leaderboard", "server-setup", "--print-sql"], environment: learner.environment, executable: program)
    #expect(setup.status == 1)
    #expect(setup.stderr == Self.needed + " (not found in \(alone))\n")
    #expect(try learner.queued() == "1\n")
  }

  @Test("a companion that prints nonsense: the quiz finishes, one line, the score waits")
  func nonsense() throws {
    var learner = try Learner()
    defer { learner.home.cleanUp() }
    let script = try learner.script("#!/bin/sh\necho nonsense\n")
    learner = Learner(
      home: learner.home, environment: learner.environment.merging(["CONJUGAR_CLASSBOARD": script]) { $1 })
    let played = try learner.play()
    #expect(played.status == 0)
    #expect(played.stdout.contains("\nScore: 208\n"))
    #expect(
      played.stderr
        == "conjugar: \(script) gave no reply conjugar can read (not JSON; exit status 0); the score waits to be sent.\n"
    )
    #expect(try learner.queued() == "1\n")
    let board = try learner.conjugar(["leaderboard", "--class", "--json"])
    #expect(board.status == 1)
    #expect(board.stderr == "conjugar: \(script) gave no reply conjugar can read (not JSON; exit status 0)\n")
  }

  /// The quiz with a companion that hangs, the default deadline's one check end to
  /// end: 3 s waited in full, begun before any test runs.
  static let hanging = HeadStart { () throws -> (Learner, String, ConjugarProcess.Result, TimeInterval) in
    var learner = try Learner()
    let script = try learner.script("#!/bin/sh\nsleep 60\n")
    learner = Learner(
      home: learner.home, environment: learner.environment.merging(["CONJUGAR_CLASSBOARD": script]) { $1 })
    let started = Date()
    let played = try learner.play()
    return (learner, script, played, Date().timeIntervalSince(started))
  }

  @Test("a companion that hangs: stopped after 3 s, the quiz ends, the score waits", .headStart(hanging))
  func hangs() async throws {
    let (learner, script, played, waited) = try await Self.hanging.value()
    defer { learner.home.cleanUp() }
    #expect(played.status == 0)
    #expect(played.stdout.contains("\nScore: 208\n"))
    #expect(
      played.stderr == "conjugar: \(script) did not answer within 3 s and was stopped; the score waits to be sent.\n")
    #expect(waited < 8, "took \(waited) s")
    #expect(try learner.queued() == "1\n")
  }
}

/// conjugar-classboard itself, run as conjugar runs it: a hand-written request on
/// standard input, one reply on standard output, exit 0 even for a failure.
@Suite("conjugar-classboard, the companion", .timeLimit(.minutes(10)))
struct CompanionExecutableTests {
  static func companion(_ arguments: [String] = [], input: String) throws -> ConjugarProcess.Result {
    try ConjugarProcess.run(
      arguments, input: input, environment: ConjugarProcess.environment(home: "/nonexistent"),
      executable: ConjugarProcess.companion)
  }

  @Test("a server out of reach is a failure reply, not a crash")
  func unreachable() throws {
    let result = try Self.companion(
      input:
        #"{"version":1,"url":"postgres://ana:pw@127.0.0.1:1/c?sslmode=disable","loginName":"ana","request":"topScores","limit":3}"#
    )
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    #expect(
      result.stdout
        == #"{"message":"the class board at postgres://ana@127.0.0.1:1/c?sslmode=disable cannot be reached: connection refused","refusedByServer":false,"reply":"failure","version":1}"#
        + "\n")
    #expect(!result.stdout.contains("pw"))
  }

  @Test("a request it cannot read, or of another version: a failure reply")
  func badRequests() throws {
    let garbled = try Self.companion(input: "nonsense")
    #expect(garbled.status == 0)
    #expect(
      garbled.stdout
        == #"{"message":"conjugar-classboard cannot read its request: not JSON","refusedByServer":false,"reply":"failure","version":1}"#
        + "\n")
    let newer = try Self.companion(
      input: #"{"version":9,"url":"postgres://db/c","loginName":"a","request":"send","scores":[]}"#)
    #expect(newer.stdout.contains("speaks version 1 of its protocol, conjugar 9: install both from the same build"))
    let empty = try Self.companion(input: "")
    #expect(empty.stdout.contains("cannot read its request: nothing"))
  }

  @Test("arguments other than server-setup's are bad usage")
  func usage() throws {
    let result = try Self.companion(["postgres://ana:pw@db/c"], input: "")
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.hasPrefix("conjugar-classboard: unexpected arguments"))
    #expect(try Self.companion(["server-setup", "--print-sql", "x"], input: "").status == 2)
    #expect(
      try Self.companion(["server-setup", "--print-sql"], input: "").stdout.hasPrefix("-- conjugar's class board"))
  }

  @Test("Companion.reply: a send to a server that keeps it, and a refusal passed on")
  func replyInProcess() {
    let request = Array(
      #"{"version":1,"url":"postgres://db/c","loginName":"ana","request":"send","scores":[{"id":"6f1c0e1e-0000-4000-8000-000000000001","score":5,"difficulty":"Easy","region":"Spain","date":"2026-11-23T21:00:00Z","elapsedSeconds":9}]}"#
        .utf8)
    let spy = ClassBoardServerSpy()
    let seen = Mutex<[String]>([])
    let reply = Companion.reply(
      to: request,
      server: { url, _, login in
        seen.withLock { $0 = [url, login] }
        return spy
      }, environment: [:])
    #expect(reply == .sent)
    #expect(seen.withLock { $0 } == ["postgres://db/c", "ana"])
    #expect(spy.kept.map(\.score) == [5])
    let refused = Companion.reply(
      to: request, server: { _, _, _ in FailingClassBoardServer("no") }, environment: [:])
    #expect(refused == .failure(ClassBoardFailure(message: "no")))
  }
}
