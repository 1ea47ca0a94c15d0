import FoundationEssentials
import GRDB

/// The days answers were kept without a session being recorded (a practice,
/// review or `today` left early with `:q`): issue 45, 6 saw three days practised
/// that way show "1 day in a row", the streak and the weekly accuracy being read
/// from the recorded sessions' answers alone. Each kept answer now counts in
/// `answerDay`, one row per UTC day, in the same transaction as the schedules it
/// moves; `dailyAnswers` adds them to the sessions' own.
extension AppDatabase {
  /// Registers v-db-answer-days (frozen once shipped, like every migration).
  static func registerAnswerDays(_ migrator: inout DatabaseMigrator) {
    // v-db-answer-days (issue 45, 6): answers kept without a session, per UTC day.
    // Days before this migration are not known: nothing kept them.
    migrator.registerMigration("v-db-answer-days") { db in
      try db.execute(
        sql: """
          CREATE TABLE answerDay (
            day TEXT PRIMARY KEY NOT NULL,
            asked INTEGER NOT NULL CHECK (asked >= 0),
            right INTEGER NOT NULL CHECK (right >= 0)
          ) WITHOUT ROWID;
          """)
    }
  }

  /// Counts `answers` kept at `date` on their local day (`LearnerDay.local`, the
  /// tutor's; rows written before round 3 hold UTC days) (inside the caller's write
  /// transaction). The sums saturate at `maximumCount`: a tampered row of
  /// Int64.max is not added to (SQLite would make it a REAL).
  static func countKeptAnswers(_ db: Database, _ answers: [QuestionResult], at date: Date) throws {
    guard !answers.isEmpty else { return }
    try db.execute(
      sql: """
        INSERT INTO answerDay (day, asked, right) VALUES (?, ?, ?)
        ON CONFLICT (day) DO UPDATE SET
          asked = min(\(maximumCount), max(0, asked) + excluded.asked),
          right = min(\(maximumCount), max(0, right) + excluded.right)
        """,
      arguments: [
        LearnerDay.local(date), answers.count, answers.count { $0.grade.points == 10 },
      ])
  }
}
