import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore
@testable import conjugar

/// Issue 45, the database's and the board's part (3, 4, 5, 6, 8, 9, 11, 12),
/// through the built executable where a trap would stop the test runner: counts
/// of Int64.max in the learner model, a tampered mistake's expected form, days
/// left early, orphan schedules, reading commands on a read-only file and behind
/// a reader, board names of 100,000 characters and the board's empty message.
@Suite("Hostile input, round four (built executable)", .timeLimit(.minutes(10)))
struct HostileRoundFourCLITests {
  typealias Round3 = HostileDatabaseRoundThreeCLITests

  static let faketime = "/usr/bin/faketime"

  @Test("learnerSkill counts of Int64.max: the next quiz is saved, no trap, the count saturated")
  func skillCountsOfInt64Max() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let (path, environment) = try Round3.playedOnce(home)
    #expect(try Round3.count(path, "SELECT COUNT(*) FROM learnerSkill") > 3)
    try Round3.tamper(
      path,
      """
      UPDATE learnerSkill SET asked = 9223372036854775807, missed = 9223372036854775807
      """)
    let again = try ConjugarProcess.run(
      ["quiz", "--seed", "1", "--database", path], input: String(repeating: "x\n", count: 50),
      environment: environment)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try Round3.count(path, "SELECT COUNT(*) FROM quiz") == 2)
    // Taken as 2^40 (AppDatabase.maximumCount), and counted on from there.
    #expect(try Round3.count(path, "SELECT MIN(asked) FROM learnerSkill WHERE asked > 1000") > 1 << 40)
    #expect(try Round3.count(path, "SELECT MAX(asked) FROM learnerSkill") < 1 << 41)
    let progress = try ConjugarProcess.run(["progress", "--database", path], environment: environment)
    #expect(progress.status == 0, "\(progress.stderr)")
  }

  @Test("a week's counts of Int64.max: progress sums the week without a trap")
  func weekCountsOfInt64Max() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let (path, environment) = try Round3.playedOnce(home)
    #expect(try Round3.count(path, "SELECT COUNT(*) FROM learnerSkillWeek") > 3)
    try Round3.tamper(
      path, "UPDATE learnerSkillWeek SET asked = 9223372036854775807, missed = 9223372036854775807")
    for arguments in [["progress"], ["progress", "--json"]] {
      let progress = try ConjugarProcess.run(arguments + ["--database", path], environment: environment)
      #expect(progress.status == 0, "\(arguments): \(progress.stderr)")
      #expect(!progress.stdout.isEmpty)
    }
    // And a quiz that adds to the week saves (SQLite's sum of Int64.max + 1 is a REAL).
    let again = try ConjugarProcess.run(
      ["quiz", "--seed", "1", "--database", path], input: String(repeating: "x\n", count: 50),
      environment: environment)
    #expect(again.status == 0, "\(again.stderr)")
    let progress = try ConjugarProcess.run(["progress", "--database", path], environment: environment)
    #expect(progress.status == 0, "\(progress.stderr)")
  }

  @Test("a tampered mistake's expected form and verb reach progress escaped and capped, as the answer beside them")
  func tamperedMistake() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let (path, environment) = try Round3.playedOnce(home)
    let now = ISO8601.string(Date())
    let rows = (0..<3).map { _ in
      "('\(now)', 'other>tense', 'tense:preterito', 'ten\u{1B}[2Jer', 'tengo\u{1B}]0;x\u{07}', "
        + "'tuve\u{1B}[2J\u{202E}' || printf('%.*c', 5000, 'x'))"
    }
    try Round3.tamper(
      path,
      "INSERT INTO learnerMistake (date, pattern, skill, infinitive, answer, correctForm) VALUES "
        + rows.joined(separator: ", ") + "; "
        // The tutor names a diagnosis from its own table (issue 41): one for these rows.
        + "INSERT OR REPLACE INTO learnerDiagnosis (pattern, status, firstSeen, lastSeen, changed) "
        + "VALUES ('other>tense', 'active', '\(now)', '\(now)', '\(now)')")
    let progress = try ConjugarProcess.run(["progress", "--database", path], environment: environment)
    #expect(progress.status == 0, "\(progress.stderr)")
    // The answer and the form, each escaped (the form, 80 characters, is cut
    // onto a line of its own by the wrap).
    #expect(progress.stdout.contains("tengo^[]0;x^G for"), "\(progress.stdout)")
    #expect(progress.stdout.contains("tuve^[[2J<U+202E>xxx"), "\(progress.stdout)")
    #expect(progress.stdout.contains("x…"), "\(progress.stdout)")
    #expect(!progress.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" || $0 == "\u{07}" })
    // The 5,000 x's are cut.
    #expect(progress.stdout.utf8.count < 8_000, "\(progress.stdout.utf8.count) bytes")
  }

  @Test(
    "three days each left early with answers kept count as a streak of 3",
    .enabled(if: FileManager.default.isExecutableFile(atPath: faketime), "needs faketime"))
  func streakOfDaysLeftEarly() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    let environment = ConjugarProcess.environment(home: home.path)
    for day in ["2026-12-01", "2026-12-02", "2026-12-03"] {
      let practice = try ConjugarProcess.run(
        ["practice", "--verb", "tener", "--count", "3", "--seed", "1", "--database", path], input: "x\ntengo\n:q\n",
        environment: environment, launcher: [Self.faketime, "\(day) 10:00:00"])
      #expect(practice.status == 0, "\(day): \(practice.stderr)")
    }
    #expect(try Round3.count(path, "SELECT COUNT(*) FROM quiz") == 0)
    let stats = try ConjugarProcess.run(
      ["stats", "--json", "--database", path], environment: environment,
      launcher: [Self.faketime, "2026-12-03 18:00:00"])
    #expect(stats.status == 0, "\(stats.stderr)")
    #expect(stats.stdout.contains(#""streakDays":3,"#), "\(stats.stdout)")
    // Two answers a day, one right (tengo is tener's yo form, if asked): the week's share counts them.
    #expect(
      !stats.stdout.hasPrefix(#"{"quizzes":0,"weeks":[null,null,null,null,null,null,null,null,null,null,null,null]"#))
  }

  @Test("40 overdue schedules of sentences this build lacks do not starve today's due reviews")
  func orphanSchedules() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let (path, environment) = try Round3.playedOnce(home)
    let orphans = (1...40).map {
      "('dropped-sentence-\($0)', 'tener', 'preterito', 'yo', 1.0, 5.0, '2024-01-01T00:00:00Z', "
        + "'2024-01-02T00:00:00Z', 1, 1)"
    }
    try Round3.tamper(
      path,
      """
      UPDATE reviewItem SET due = '2025-01-01T00:00:00Z';
      INSERT INTO contextReviewItem
        (sentence, infinitive, tense, person, stability, difficulty, lastReview, due, lastRating, reviews)
      VALUES \(orphans.joined(separator: ", "))
      """)
    let listed = try ConjugarProcess.run(
      ["today", "--count", "10", "--list-questions", "--json", "--seed", "1", "--database", path],
      environment: environment)
    #expect(listed.status == 0, "\(listed.stderr)")
    let items = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
    let due = items.filter { $0["reason"] as? String == "due" }
    #expect(!due.isEmpty, "\(items.map { $0["reason"] as? String ?? "?" })")
    #expect(!due.contains { ($0["sentence"] as? String)?.hasPrefix("dropped-") == true })
  }

  @Test(
    "progress and today --list-questions read a read-only backup, nothing made beside it",
    .enabled(if: getuid() != 0 || DamageCLITests.canRunAsNobody, "as root without setpriv every file is writable"))
  func readOnlyBackup() throws {
    let home = try TemporaryHome()
    defer {
      chmod(home.path, 0o755)
      home.cleanUp()
    }
    chmod(home.path, 0o755)
    let (source, environment) = try Round3.playedOnce(home)
    try FileManager.default.createDirectory(atPath: home.file("backup"), withIntermediateDirectories: false)
    let backup = home.file("backup/c.sqlite")
    let queue = try DatabaseQueue(path: source)
    try queue.writeWithoutTransaction { try $0.execute(sql: "VACUUM INTO ?", arguments: [backup]) }
    try queue.close()
    chmod(backup, 0o444)
    chmod(home.file("backup"), 0o555)
    let launcher = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
    let before = try Data(contentsOf: URL(fileURLWithPath: backup))
    for command in [["progress"], ["progress", "--json"], ["today", "--list-questions"]] {
      let (result, _) = try Round3.timed(
        command + ["--database", backup], environment: environment, launcher: launcher)
      #expect(result.status == 0, "\(command): \(result.stderr)")
      #expect(result.stderr == "", "\(command)")
      #expect(!result.stdout.isEmpty, "\(command)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: backup)) == before)
    #expect(try FileManager.default.contentsOfDirectory(atPath: home.file("backup")) == ["c.sqlite"])
  }

  @Test("progress and today --list-questions on a rollback-journal file another program reads: at once")
  func behindAReader() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    let environment = ConjugarProcess.environment(home: home.path)
    // Played by another process: no connection of this one stays open on the file.
    let played = try ConjugarProcess.run(
      ["quiz", "--seed", "1", "--database", path], input: String(repeating: "x\n", count: 50),
      environment: environment)
    #expect(played.status == 0, "\(played.stderr)")
    var configuration = Configuration()
    configuration.journalMode = .default
    configuration.allowsUnsafeTransactions = true
    let reader = try DatabaseQueue(path: path, configuration: configuration)
    let mode = try reader.writeWithoutTransaction { db in
      let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE")
      try db.execute(sql: "BEGIN DEFERRED")
      _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM quiz")
      return mode
    }
    #expect(mode == "delete")
    for command in [["progress"], ["today", "--list-questions", "--json"]] {
      let (result, seconds) = try Round3.timed(command + ["--database", path], environment: environment)
      #expect(result.status == 0, "\(command): \(result.stderr)")
      #expect(result.stderr == "", "\(command)")
      #expect(seconds < 4, "\(command) waited \(seconds) s behind a reader")
    }
    try reader.writeWithoutTransaction { try $0.execute(sql: "COMMIT") }
    try reader.close()
  }

  @Test("the board's names are capped wherever they come from: 100,000 characters print as 64 and …")
  func longNames() throws {
    let name = String(repeating: "n", count: 100_000)
    let entries = (0..<3).map {
      LeaderboardEntry(
        player: name + "\u{1B}[2J", score: 100 - $0, difficulty: "Easy", region: "Spain", date: "2026-12-01T10:00:00Z")
    }
    let text = LeaderboardCommand.render(entries, width: 80)
    #expect(text.utf8.count < 1_000, "\(text.utf8.count) bytes")
    #expect(text.contains(String(repeating: "n", count: 64) + "…"))
    #expect(!text.contains(String(repeating: "n", count: 65)))
    // Also where the table turns to cards (40 columns).
    #expect(LeaderboardCommand.render(entries, width: 40).utf8.count < 1_000)
    // A local board's name tampered in the file: text and JSON.
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let (path, environment) = try Round3.playedOnce(home)
    try Round3.tamper(path, "UPDATE leaderboardEntry SET player = printf('%.*c', 100000, 'm') || char(27) || '[2J'")
    for arguments in [["leaderboard"], ["leaderboard", "--json"]] {
      let board = try ConjugarProcess.run(arguments + ["--database", path], environment: environment)
      #expect(board.status == 0, "\(board.stderr)")
      #expect(board.stdout.utf8.count < 1_000, "\(arguments): \(board.stdout.utf8.count) bytes")
      #expect(board.stdout.contains(String(repeating: "m", count: 64) + "…"), "\(arguments)")
    }
  }

  @Test("a class board's entry that is none conjugar writes is left out, the others shown, and said once")
  func unreadableEntry() {
    let sound = LeaderboardEntry(
      player: "ana", score: 200, difficulty: "Easy", region: "Spain", date: "2026-12-01T10:00:00Z")
    let negative = LeaderboardEntry(
      player: "eve", score: -5, difficulty: "Easy", region: "Spain", date: "2026-12-01T10:00:00Z")
    let unknown = LeaderboardEntry(
      player: "bob", score: 10, difficulty: "Insane", region: "Spain", date: "2026-12-01T10:00:00Z")
    let (shown, leftOut) = LeaderboardEntry.readable([negative, sound, unknown])
    #expect(shown == [sound])
    #expect(
      leftOut
        == "the class board sent 2 rows conjugar cannot show, left out of the board (eve's: score is -5, "
        + "not a whole number of 0 or more); the teacher can correct or delete them")
    #expect(LeaderboardEntry.readable([sound]).leftOut == nil)
  }

  @Test("the empty board's line wraps at 40 columns")
  func emptyBoardWraps() {
    #expect(
      LeaderboardCommand.render([], width: 40)
        == "No scores yet: finish a quiz to get on\nthe board.\n")
    #expect(LeaderboardCommand.render([], width: 80) == "No scores yet: finish a quiz to get on the board.\n")
  }
}
