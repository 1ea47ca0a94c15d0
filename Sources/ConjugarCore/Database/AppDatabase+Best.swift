import FoundationEssentials
import GRDB

extension AppDatabase {
  /// The best session of `kind`: a ranked quiz's highest score at `region` and
  /// `difficulty`, else the highest share of points in percent (truncated) of a
  /// session with at least one answer.
  func personalBest(_ kind: SessionKind, region: Region, difficulty: Difficulty) throws -> Int? {
    try writer.read { db in
      if kind == .quiz {
        return try Int.fetchOne(
          db, sql: "SELECT MAX(score) FROM quiz WHERE kind = 'quiz' AND region = ? AND difficulty = ?",
          arguments: [region.rawValue, difficulty.rawValue])
      }
      // The sums v10's triggers keep on each session row, read through its index
      // (the same expression, the same condition), not every answer of the kind.
      return try Int.fetchOne(db, sql: Self.bestShare, arguments: [kind.rawValue])
    }
  }

  /// The best share of a kind of session, from the sums on each session's row.
  static let bestShare = """
    SELECT MAX(questionPoints * 10 / questionCount) FROM quiz
    WHERE kind = ? AND questionCount > 0
    """
}
