@testable import ConjugarCore
import ConjugarTestSupport
import Foundation
import GRDB
import Testing

/// Issue 35, the database's part (1, 2, 3, 12 and what it asked to decide), through
/// the built executable where the issue saw it there: a tampered schedule row for
/// an item the session asks, totals of Int64.max, a file in rollback-journal mode
/// behind another reader, bidi and separator characters in JSON.
@Suite("Hostile databases, round three (built executable)")
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
    try Self.tamper(path, "PRAGMA ignore_check_constraints = ON; " + tampering)
    let again = try ConjugarProcess.run(
      ["quiz", "--seed", "1", "--database", path], input: String(repeating: "x\n", count: 50),
      environment: environment)
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.contains("Points: 0 of 500"), "\(again.stdout.suffix(400))")
    // Said before the first question: the rows that did not read start afresh.
    #expect(
      again.stderr.hasPrefix("conjugar: 50 review schedules in the database \(path) are damaged (row ("),
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
    let sample = ConjugarProcess.inProcess(["record-sample", "--count", "1", "--database", path], environment: environment)
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
}
