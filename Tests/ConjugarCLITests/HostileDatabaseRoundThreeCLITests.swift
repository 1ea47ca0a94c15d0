import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore

/// Issue 35, the database's part (1, 2, 3, 12 and what it asked to decide), through
/// the built executable where the issue saw it there: a tampered schedule row for
/// an item the session asks, totals of Int64.max, a file in rollback-journal mode
/// behind another reader, bidi and separator characters in JSON.
@Suite("Hostile databases, round three (built executable)", .timeLimit(.minutes(10)))
struct HostileDatabaseRoundThreeCLITests {
  /// A file holding one quiz of seed 1, every answer "x" (50 schedules, all missed).
  static func playedOnce(_ home: TemporaryHome) throws -> (path: String, environment: [String: String]) {
    let path = home.file("c.sqlite")
    let environment = ConjugarProcess.environment(home: home.path)
    let first = ConjugarProcess.inProcess(
      ["quiz", "--seed", "1", "--database", path], input: String(repeating: "x\n", count: 50),
      environment: environment)
    #expect(first.status == 0, "\(first.stderr)")
    return (path, environment)
  }

  static func tamper(_ path: String, _ sql: String) throws {
    let queue = try DatabaseQueue(path: path)
    try queue.write { try $0.execute(sql: sql) }
    try queue.close()
  }

  static func count(_ path: String, _ sql: String) throws -> Int {
    let queue = try DatabaseQueue(path: path)
    defer { try? queue.close() }
    return try queue.read { try Int.fetchOne($0, sql: sql) } ?? -1
  }

  @Test(
    "a schedule of 'abc', 1e20, an integer infinitive or a text rating for every item asked: the quiz is saved",
    arguments: [
      "UPDATE reviewItem SET stability = 'abc'",
      "UPDATE reviewItem SET stability = 1e20",
      "UPDATE reviewItem SET difficulty = 'x', lastRating = 'again'",
      "UPDATE reviewItem SET lastReview = 42, due = X'00'",
    ])
  func tamperedSchedule(tampering: String) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let (path, environment) = try Self.playedOnce(home)
    let schedules = try Self.count(path, "SELECT COUNT(*) FROM reviewItem")
    #expect(schedules > 40)
    try Self.tamper(path, "PRAGMA ignore_check_constraints = ON; " + tampering)
    let again = try ConjugarProcess.run(
      ["quiz", "--seed", "1", "--database", path], input: String(repeating: "x\n", count: 50),
      environment: environment)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.contains("Points: 0 of 500"), "\(again.stdout.suffix(400))")
    // Said before the first question: the rows that did not read start afresh.
    #expect(
      again.stderr.hasPrefix("conjugar: \(schedules) review schedules in the database \(path) are damaged (row ("),
      "\(again.stderr)")
    #expect(again.stderr.contains("; reviews pass them over, and answering their items starts them afresh\n"))
    #expect(try Self.count(path, "SELECT COUNT(*) FROM quiz") == 2)
    // Replaced by the answers' new schedules, readable again.
    #expect(try Self.count(path, "SELECT COUNT(*) FROM reviewItem WHERE \(AppDatabase.unreadableReviewItems)") == 0)
  }

  @Test("a session whose totals are Int64.max: the next practice is saved, no trap")
  func overflowingTotals() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let (path, environment) = try Self.playedOnce(home)
    try Self.tamper(
      path,
      """
      UPDATE quiz SET kind = 'practice', questionPoints = 9223372036854775807,
        questionCount = 9223372036854775807
      """)
    let practice = try ConjugarProcess.run(
      ["practice", "--verb", "tener", "--count", "3", "--seed", "1", "--database", path],
      input: "x\nx\nx\n", environment: environment)
    #expect(practice.status == 0, "\(practice.stderr)")
    #expect(try Self.count(path, "SELECT COUNT(*) FROM quiz WHERE kind = 'practice'") == 2)
  }

  @Test("JSON escapes U+202E, U+2067, U+2028 and the other hidden characters as \\u escapes")
  func hiddenCharactersInJSON() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    let environment = ConjugarProcess.environment(home: home.path)
    let sample = ConjugarProcess.inProcess(
      ["record-sample", "--count", "1", "--database", path], environment: environment)
    #expect(sample.status == 0, "\(sample.stderr)")
    try Self.tamper(
      path,
      """
      UPDATE leaderboardEntry SET player = 'a' || char(0x202E) || 'b' || char(0x2067) || 'c' || char(0x2028)
        || 'd' || char(0x200B) || char(0x85) || char(0xFEFF) || char(0x7F) || '¿ñé—'
      """)
    let board = try ConjugarProcess.run(["leaderboard", "--json", "--database", path], environment: environment)
    #expect(board.status == 0, "\(board.stderr)")
    #expect(board.stdout.contains(#""player":"a\u202eb\u2067c\u2028d\u200b\u0085\ufeff\u007f¿ñé—""#), "\(board.stdout)")
    for scalar in board.stdout.unicodeScalars {
      #expect(!JSONWriter.isHidden(scalar.value), "raw U+\(String(scalar.value, radix: 16))")
    }
    // Still JSON, and the name reads back whole.
    let entries = try JSONSerialization.jsonObject(with: Data(board.stdout.utf8)) as? [[String: Any]]
    #expect(
      entries?.first?["player"] as? String
        == "a\u{202E}b\u{2067}c\u{2028}d\u{200B}\u{85}\u{FEFF}\u{7F}¿ñé—")
  }

  /// Runs the built conjugar, killed after `limit` seconds: (result, seconds taken).
  static func timed(
    _ arguments: [String], environment: [String: String], limit: Double = 40, launcher: [String] = []
  ) throws -> (ConjugarProcess.Result, Double) {
    let out = Scratch.directory.appendingPathComponent("timed-\(UUID().uuidString)")
    let err = Scratch.directory.appendingPathComponent("timed-\(UUID().uuidString)")
    _ = FileManager.default.createFile(atPath: out.path, contents: nil)
    _ = FileManager.default.createFile(atPath: err.path, contents: nil)
    defer {
      try? FileManager.default.removeItem(at: out)
      try? FileManager.default.removeItem(at: err)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: launcher.first ?? ConjugarProcess.executable.path)
    process.arguments =
      launcher.isEmpty ? arguments : Array(launcher.dropFirst()) + [ConjugarProcess.executable.path] + arguments
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    let start = Date()
    try process.run()
    while process.isRunning && Date().timeIntervalSince(start) < limit { usleep(5_000) }
    if process.isRunning { process.terminate() }
    process.waitUntilEnded(within: .seconds(60))
    let seconds = Date().timeIntervalSince(start)
    return (
      ConjugarProcess.Result(
        status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
        stderr: try String(contentsOf: err, encoding: .utf8)),
      seconds
    )
  }

  /// What `rollbackJournalBehindAReader` checks, gathered by `behindAReader`.
  struct BehindAReader: Sendable {
    let path: String
    let sample: ConjugarProcess.Result
    let journalMode: String?
    let quizzesSeen: Int?
    let history: ConjugarProcess.Result
    let readSeconds: Double
    let quiz: ConjugarProcess.Result
    let quizSeconds: Double
    let set: ConjugarProcess.Result
    let modeAfter: String?
  }

  /// A file in rollback-journal mode, a reader that keeps it open, and conjugar
  /// beside it: the quiz waits out its 5 s busy timeout, so the work begins
  /// before any test runs (HeadStart) and its wait overlaps the rest of the run.
  static let behindAReader = HeadStart { () throws -> BehindAReader in
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    let environment = ConjugarProcess.environment(home: home.path)
    // Made by another process: no connection of this one stays open on the file.
    let sample = try ConjugarProcess.run(
      ["record-sample", "--count", "2", "--database", path], environment: environment)
    // As `VACUUM INTO` leaves a copy: rollback-journal mode.
    var configuration = Configuration()
    configuration.journalMode = .default
    // The read transaction below stays open across accesses on purpose.
    configuration.allowsUnsafeTransactions = true
    let reader = try DatabaseQueue(path: path, configuration: configuration)
    let (journalMode, quizzesSeen) = try reader.writeWithoutTransaction { db in
      let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE")
      // A read transaction left open: SQLite holds its shared lock until COMMIT.
      try db.execute(sql: "BEGIN DEFERRED")
      return (mode, try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM quiz"))
    }
    let (history, readSeconds) = try Self.timed(["history", "--database", path], environment: environment)
    let (quiz, quizSeconds) = try Self.timed(["quiz", "--database", path], environment: environment)
    try reader.writeWithoutTransaction { try $0.execute(sql: "COMMIT") }
    try reader.close()
    // Once the reader is gone, a run that writes switches the file to WAL.
    let set = try ConjugarProcess.run(
      ["settings", "set", "region", "Spain", "--database", path], environment: environment)
    let mode = try DatabaseQueue(path: path)
    let modeAfter = try mode.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
    try mode.close()
    return BehindAReader(
      path: path, sample: sample, journalMode: journalMode, quizzesSeen: quizzesSeen, history: history,
      readSeconds: readSeconds, quiz: quiz, quizSeconds: quizSeconds, set: set, modeAfter: modeAfter)
  }

  @Test(
    "a file in rollback-journal mode behind another reader: reading reads at once, a quiz waits 5 s and says why",
    .headStart(behindAReader))
  func rollbackJournalBehindAReader() async throws {
    let found = try await Self.behindAReader.value()
    #expect(found.sample.status == 0, "\(found.sample.stderr)")
    #expect(found.journalMode == "delete")
    #expect(found.quizzesSeen == 2)
    #expect(found.history.status == 0, "\(found.history.stderr)")
    #expect(found.history.stderr == "")
    #expect(found.readSeconds < 4, "history waited \(found.readSeconds) s behind a reader")
    #expect(found.quiz.status == 1)
    #expect(found.quiz.stdout == "")
    #expect(
      found.quiz.stderr
        == "conjugar: cannot use the database \(found.path): another program is reading it, and conjugar needs it "
        + "alone for a moment to switch it from rollback-journal mode (a copy made by VACUUM INTO, say) to WAL mode; "
        + "try again once the other program has finished\n")
    #expect(found.quizSeconds > 4.5 && found.quizSeconds < 20, "the quiz gave up after \(found.quizSeconds) s")
    #expect(found.set.status == 0, "\(found.set.stderr)")
    #expect(found.modeAfter == "wal")
  }

  @Test(
    "a read-only backup in rollback-journal mode is read and exported, nothing made beside it; a quiz is refused",
    .enabled(if: getuid() != 0 || DamageCLITests.canRunAsNobody, "as root without setpriv every file is writable"))
  func readOnlyBackup() throws {
    let home = try TemporaryHome()
    defer {
      chmod(home.path, 0o755)
      home.cleanUp()
    }
    chmod(home.path, 0o755)
    let source = home.file("c.sqlite")
    let environment = ConjugarProcess.environment(home: home.path)
    let sample = ConjugarProcess.inProcess(
      ["record-sample", "--count", "2", "--database", source], environment: environment)
    #expect(sample.status == 0, "\(sample.stderr)")
    try FileManager.default.createDirectory(atPath: home.file("backup"), withIntermediateDirectories: false)
    let backup = home.file("backup/c.sqlite")
    let queue = try DatabaseQueue(path: source)
    try queue.writeWithoutTransaction { try $0.execute(sql: "VACUUM INTO ?", arguments: [backup]) }
    try queue.close()
    // Read-only, in a directory the reader may not write either.
    chmod(backup, 0o444)
    chmod(home.file("backup"), 0o555)
    let launcher = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    let before = try Data(contentsOf: URL(fileURLWithPath: backup))
    for command in [["history"], ["export", "--anki"], ["stats", "--json"], ["leaderboard"]] {
      let (result, _) = try Self.timed(command + ["--database", backup], environment: environment, launcher: launcher)
      #expect(result.status == 0, "\(command): \(result.stderr)")
      #expect(result.stderr == "", "\(command)")
      #expect(!result.stdout.isEmpty, "\(command)")
    }
    let (quiz, _) = try Self.timed(["quiz", "--database", backup], environment: environment, launcher: launcher)
    #expect(quiz.status == 1)
    #expect(quiz.stderr.hasPrefix("conjugar: cannot use the database \(backup): it is read-only;"), "\(quiz.stderr)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: backup)) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.file("backup")) == ["c.sqlite"])
  }

  @Test("a tampered setting is shown as its default, and said on standard error")
  func tamperedSetting() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    let environment = ConjugarProcess.environment(home: home.path)
    let set = ConjugarProcess.inProcess(
      ["settings", "set", "region", "Spain", "--database", path], environment: environment)
    #expect(set.status == 0, "\(set.stderr)")
    try Self.tamper(path, "INSERT OR REPLACE INTO setting (key, value) VALUES ('difficulty', 'Insane\u{1B}[2J')")
    let shown = try ConjugarProcess.run(["settings", "--database", path], environment: environment)
    #expect(shown.status == 0)
    #expect(shown.stdout.contains("difficulty              Easy\n"), "\(shown.stdout)")
    #expect(
      shown.stderr
        == "conjugar: the stored difficulty \"Insane^[[2J\" is not a value conjugar reads (allowed: Easy | Moderate | "
        + "Difficult); its default is shown and used until `conjugar settings set difficulty` stores another\n")
  }
}
