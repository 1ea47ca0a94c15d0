import FoundationEssentials
import GRDB

extension AppDatabase {
  /// The best session of `kind`: a ranked quiz's highest score at `region` and
  /// `difficulty`, else the highest share of points in percent (truncated) of a
  /// session with at least one answer.
  func personalBest(_ kind: SessionKind, region: Region, difficulty: Difficulty) throws -> Int? {
    try writer.read { db in
      if kind == .quiz {
        let ranked = "FROM quiz WHERE kind = 'quiz' AND region = ?1 AND difficulty = ?2"
        let arguments: StatementArguments = [region.rawValue, difficulty.rawValue]
        guard
          let best = try Row.fetchOne(
            db, sql: "SELECT 0 AS id, MAX(score) AS score \(ranked)", arguments: arguments),
          !(best["score"] as DatabaseValue).isNull
        else { return nil }
        do { return try StoredRow(best, table: "quiz").nonNegativeInt("score") } catch let error as StoredValueError {
          // Which row holds it is looked up only now: the best is read as one value.
          let id = try Int64.fetchOne(
            db, sql: "SELECT id \(ranked) AND score IS ?3 LIMIT 1",
            arguments: arguments + [best["score"] as DatabaseValue])
          throw StoredValueError(
            table: error.table, row: id ?? 0, column: error.column, value: error.value, expected: error.expected)
        }
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
