import GRDB

@testable import ConjugarCore

/// What tests read of a database beside what conjugar reads: counts and checks
/// no command needs, so they are not shipped. (The other test target has the
/// same few lines: AppDatabase is internal, so no shared target can hold them.)
extension AppDatabase {
  /// Row counts of the quiz, quizQuestion and analyticsEvent tables.
  func counts() throws -> (quizzes: Int, questions: Int, events: Int) {
    try writer.read { db in
      (
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM quiz") ?? 0,
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM quizQuestion") ?? 0,
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM analyticsEvent") ?? 0
      )
    }
  }

  /// `PRAGMA integrity_check`'s verdict: ["ok"] for a sound file.
  func integrityCheck() throws -> [String] {
    try writer.read { try String.fetchAll($0, sql: "PRAGMA integrity_check") }
  }

  /// Quizzes whose question count is not `expected` (a quiz is stored whole or not
  /// at all, so none).
  func incompleteQuizzes(expected: Int = Scoring.questionCount) throws -> Int {
    try writer.read { db in
      try Int.fetchOne(
        db,
        sql: """
          SELECT COUNT(*) FROM quiz
          WHERE kind = 'quiz' AND (SELECT COUNT(*) FROM quizQuestion WHERE quizId = quiz.id) <> ?
          """,
        arguments: [expected]) ?? 0
    }
  }
}
