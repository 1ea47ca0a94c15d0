import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore

/// Many processes on one file, and processes killed while they write.
@Suite("many processes and crashes (built executable)", .timeLimit(.minutes(10)))
struct ConcurrencyCLITests {
  /// Starts conjugar without waiting; standard input from `input`.
  static func start(
    _ arguments: [String], input: String, environment: [String: String], scratch: String, name: String
  ) throws -> (Process, out: String, err: String) {
    let (inPath, outPath, errPath) = (scratch + "/\(name).in", scratch + "/\(name).out", scratch + "/\(name).err")
    try Data(input.utf8).write(to: URL(fileURLWithPath: inPath))
    _ = FileManager.default.createFile(atPath: outPath, contents: nil)
    _ = FileManager.default.createFile(atPath: errPath, contents: nil)
    let process = Process()
    process.executableURL = ConjugarProcess.executable
    process.arguments = arguments
    process.environment = environment
    process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: inPath))
    process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: outPath))
    process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errPath))
    try process.run()
    return (process, outPath, errPath)
  }

  @Test("twenty processes finishing quizzes on one new file at once: all exit 0, twenty scores")
  func twentyFinishers() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let database = home.file("shared.sqlite")
    // The questions each seed asks (composed in process; a wrong list would miss
    // the score below).
    let inputs = (1...20).map { seed in
      ConjugarProcess.answers(ConjugarProcess.deviceQuestions(seed: UInt64(seed)))
    }
    var running: [(Process, out: String, err: String)] = []
    for seed in 1...20 {
      running.append(
        try Self.start(
          ["quiz", "--seed", "\(seed)", "--database", database], input: inputs[seed - 1],
          environment: ConjugarProcess.environment(home: home.path, ["USER": "player\(seed)"]),
          scratch: home.path, name: "p\(seed)"))
    }
    for (process, out, err) in running {
      process.waitUntilEnded(within: .seconds(60))
      let stderr = try String(contentsOfFile: err, encoding: .utf8)
      #expect(process.terminationStatus == 0, "\(stderr)")
      #expect(stderr == "")
      #expect(try String(contentsOfFile: out, encoding: .utf8).contains("\nScore: 208\n"))
    }
    let board = try ConjugarProcess.run(
      ["leaderboard", "--json", "--limit", "100", "--database", database],
      environment: ConjugarProcess.environment(home: home.path))
    let entries = try JSONSerialization.jsonObject(with: Data(board.stdout.utf8)) as? [[String: Any]]
    #expect(entries?.count == 20)
    #expect(entries?.allSatisfy { $0["score"] as? Int == 208 } == true)
    let db = try AppDatabase.open(path: database)
    #expect(try db.counts() == (20, 1000, 20))
    #expect(try db.incompleteQuizzes() == 0)
  }

  /// Twenty practices of the same item at once: every review is applied, one after
  /// the other, none computed from a schedule another process had already replaced.
  /// By hand (FSRS-6 defaults): the first Good gives D0(3) = 6.4133 − e^(0.8334·2) + 1
  /// = 2.1181; each same-day Good after it leaves S at 2.3065 (the increase
  /// e^(0.5425·0.0912)·2.3065^(−0.0658) = 0.9945 is raised to 1) and only reverts D:
  /// D' = 0.001·D0(4) + 0.999·D with D0(4) = −4.7716, so after 19 more
  /// D = −4.7716 + (2.1181 + 4.7716)·0.999^19 = 1.9884. A lost update would leave
  /// D nearer 2.118 and `reviews` below 20.
  @Test("twenty processes practising the same item at once: twenty reviews applied in turn")
  func twentyReviewsOfOneItem() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let database = home.file("shared.sqlite")
    let arguments = [
      "practice", "--verb", "tener", "--tense", "presente", "--person", "yo", "--database", database,
    ]
    var running: [(Process, out: String, err: String)] = []
    for n in 1...20 {
      running.append(
        try Self.start(
          arguments, input: "tengo\n", environment: ConjugarProcess.environment(home: home.path),
          scratch: home.path, name: "r\(n)"))
    }
    for (process, _, err) in running {
      process.waitUntilEnded(within: .seconds(60))
      let stderr = try String(contentsOfFile: err, encoding: .utf8)
      #expect(process.terminationStatus == 0, "\(stderr)")
    }
    let row = try DatabaseQueue(path: database).read { db in
      try Row.fetchOne(db, sql: "SELECT reviews, stability, difficulty FROM reviewItem")
    }
    #expect(row?["reviews"] as Int? == 20)
    #expect(abs((row?["stability"] as Double? ?? 0) - 2.3065) < 1e-9)
    #expect(abs((row?["difficulty"] as Double? ?? 0) - 1.9884) < 1e-4)
    #expect(try AppDatabase.open(path: database).counts().0 == 20)  // twenty practices in the history
  }

  @Test("processes killed at random moments while recording leave a sound file, whole quizzes")
  func killed() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let database = home.file("c.sqlite")
    // Seeded, so a failure replays with the same kill times.
    var generator = SplitMix64(seed: 20_231_114)
    var recorded = 0
    for round in 0..<8 {
      let (process, _, _) = try Self.start(
        ["record-sample", "--count", "100000", "--database", database], input: "",
        environment: ConjugarProcess.environment(home: home.path), scratch: home.path,
        name: "r\(round)")
      if round.isMultiple(of: 2) {
        // Any moment from launch: start-up, creating or opening the file, recording.
        usleep(UInt32.random(in: 0...150_000, using: &generator))
      } else {
        // Mid-recording, however slow the machine: once a quiz of this round is
        // in (the file exists and is migrated: the previous round's check opened
        // it), then a little later, between or inside later commits.
        let deadline = Date() + 20
        while (try? AppDatabase.open(path: database).counts().quizzes) ?? 0 <= recorded && Date() < deadline {
          usleep(5_000)
        }
        usleep(UInt32.random(in: 0...40_000, using: &generator))
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilEnded(within: .seconds(60))
      #expect(process.terminationReason == .uncaughtSignal)
      let db = try AppDatabase.open(path: database)
      #expect(try db.integrityCheck() == ["ok"])
      #expect(try db.incompleteQuizzes() == 0)
      let counts = try db.counts()
      #expect(counts.questions == counts.quizzes * 50)
      // The event is its own write after the quiz's: a kill between them loses
      // at most that one event, never part of a quiz.
      #expect(counts.events <= counts.quizzes && counts.events >= counts.quizzes - round - 1)
      if !round.isMultiple(of: 2) { #expect(counts.quizzes > recorded, "round \(round) recorded nothing") }
      recorded = counts.quizzes
    }
    #expect(try AppDatabase.open(path: database).counts().quizzes > 0)
  }
}
