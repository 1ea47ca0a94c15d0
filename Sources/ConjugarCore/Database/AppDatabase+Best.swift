import FoundationEssentials
import GRDB

extension AppDatabase {
  /// The best session of `kind`: a ranked quiz's highest score at `region` and
  /// `difficulty`, else the highest share of points in percent (truncated).
  func personalBest(_ kind: SessionKind, region: Region, difficulty: Difficulty) throws -> Int? {
    try writer.read { db in
      if kind == .quiz {
        return try Int.fetchOne(
          db, sql: "SELECT MAX(score) FROM quiz WHERE kind = 'quiz' AND region = ? AND difficulty = ?",
          arguments: [region.rawValue, difficulty.rawValue])
      }
      return try Int.fetchOne(
        db,
        sql: """
          SELECT MAX(share) FROM (
            SELECT SUM(quizQuestion.points) * 10 / COUNT(*) AS share
            FROM quiz JOIN quizQuestion ON quizQuestion.quizId = quiz.id
            WHERE quiz.kind = ? GROUP BY quiz.id)
          """, arguments: [kind.rawValue])
    }
  }
}
