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
      guard let best = try Row.fetchOne(db, sql: Self.bestShare, arguments: [kind.rawValue]),
        !(best["share"] as DatabaseValue).isNull
      else { return nil }
      if case let .int64(share) = (best["share"] as DatabaseValue).storage, (0...100).contains(share) {
        return Int(share)
      }
      // A share no session can have: its sums were written by another program.
      // The row is looked up only now, and named by the sum of its points.
      guard
        let row = try Row.fetchOne(
          db,
          sql: """
            SELECT id, questionPoints, questionCount FROM quiz
            WHERE kind = ?1 AND questionCount > 0 AND questionPoints * 10 / questionCount IS ?2
            ORDER BY id LIMIT 1
            """,
          arguments: [kind.rawValue, best["share"] as DatabaseValue])
      else { return nil }
      let session = StoredRow(row, table: "quiz")
      // Its count may be anything another program wrote (Int64.max): the most
      // points it allows is worked out without trapping on overflow.
      let most =
        (try? session.int("questionCount")).flatMap {
          let (points, overflow) = $0.multipliedReportingOverflow(by: Grade.total.points)
          return overflow ? nil : String(points)
        } ?? "10 a question"
      throw session.failure("questionPoints", row["questionPoints"], "a whole number from 0 to \(most)")
    }
  }

  /// The best share of a kind of session, from the sums on each session's row.
  static let bestShare = """
    SELECT MAX(questionPoints * 10 / questionCount) AS share FROM quiz
    WHERE kind = ? AND questionCount > 0
    """
}
