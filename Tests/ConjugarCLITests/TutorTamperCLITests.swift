import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore
@testable import conjugar

/// Issue 41, bad input: a tampered or out-of-range row in any table the tutor
/// reads is named in one line and the session goes on; nothing traps on a sum or
/// a count. Rows written by another program with the schema's checks turned off
/// (in the tables `inspect` does not check whole; a row that breaks a CHECK in
/// learnerDiagnosis makes the file "damaged", one line and exit 1, as any table's).
@Suite("tutor tampered rows", .timeLimit(.minutes(10)))
struct TutorTamperCLITests {
  typealias Round3 = HostileDatabaseRoundThreeCLITests
  static let now = ISO8601.string(Date())
  static let day = LearnerDay.local(Date())
  static let week = LearnerSnapshot.week(of: Date())

  /// One bad row a table: the table, and the insert.
  static let rows: [(String, String)] = [
    ("learnerSkill", "INSERT INTO learnerSkill VALUES ('tense:bogus', 0.5, '\(now)', 1, 0, 0, 0)"),
    ("learnerSkillWeek", "INSERT OR REPLACE INTO learnerSkillWeek VALUES ('tense:preterito', '\(week)', 7.5, 1, 0)"),
    (
      "learnerSkillDay",
      "INSERT OR REPLACE INTO learnerSkillDay VALUES ('\(day)', 'tense:preterito', 1, 1, -3.0, '\(now)')"
    ),
    ("learnerPatternDay", "INSERT OR REPLACE INTO learnerPatternDay VALUES ('\(day)', 'preterito>imperfecto', 1, 9)"),
    (
      "learnerDiagnosis",
      "INSERT OR REPLACE INTO learnerDiagnosis VALUES ('ra>se', 'cleared', 'yesterday', '\(now)', '\(now)', 0, 0, NULL)"
    ),
    (
      "learnerMistake",
      "INSERT INTO learnerMistake (date, pattern, skill, infinitive, answer, correctForm) "
        + "VALUES ('\(now)', 'no-such>pattern', 'tense:preterito', 'tener', 'tenió', 'tuvo')"
    ),
  ]

  @Test("each table's bad row: progress and today name it in one line, and the session is played and saved")
  func badRows() throws {
    for (table, insert) in Self.rows {
      let home = try TemporaryHome()
      defer { home.cleanUp() }
      let (path, environment) = try Round3.playedOnce(home)
      // A diagnosis in force whose clearing count is at Int64.max: the save adds to it.
      try Round3.tamper(
        path,
        "PRAGMA ignore_check_constraints = ON; " + insert + "; "
          + "INSERT OR REPLACE INTO learnerDiagnosis VALUES ('other>tense', 'active', '\(Self.now)', '\(Self.now)', "
          + "'2020-01-01T00:00:00Z', 9223372036854775807, 9223372036854775807, '2020-01-01')")
      let line = "conjugar: 1 row of the learner model could not be read (\(table) 1): it is left out\n"
      let progress = ConjugarProcess.inProcess(["progress", "--database", path], environment: environment)
      #expect(progress.status == 0, "\(table): \(progress.stderr)")
      #expect(progress.stderr == line, "\(table)")
      #expect(!progress.stdout.isEmpty)
      let listed = ConjugarProcess.inProcess(
        ["today", "--count", "10", "--seed", "2", "--list-questions", "--json", "--database", path],
        environment: environment)
      #expect(listed.status == 0, "\(table): \(listed.stderr)")
      let items = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
      let answers = items.compactMap { ($0["answers"] as? [String])?.first }
      let played = ConjugarProcess.inProcess(
        ["today", "--count", "10", "--seed", "2", "--database", path], input: answers.joined(separator: "\n") + "\n",
        environment: environment)
      #expect(played.status == 0, "\(table): \(played.stderr)")
      #expect(played.stderr.hasPrefix(line), "\(table): \(played.stderr)")
      #expect(try Round3.count(path, "SELECT COUNT(*) FROM quiz") == 2, "\(table)")
      #expect(try Round3.count(path, "SELECT rightSince FROM learnerDiagnosis WHERE pattern = 'other>tense'") > 0)
    }
  }
}
