import FoundationEssentials
import GRDB

/// A score waiting for the class board's server, oldest first.
public struct PendingScore: Sendable, Hashable, Codable {
  /// Unique per quiz: the server keeps the first copy and ignores a resend.
  public let id: String
  /// The score (`Score.value`).
  public let score: Int
  /// The difficulty played ("Easy", "Moderate", "Difficult").
  public let difficulty: String
  /// The region played ("Spain", "Latin America").
  public let region: String
  /// ISO-8601, when the quiz ended.
  public let date: String
  /// How long the quiz took, in seconds.
  public let elapsedSeconds: Int
}

/// The class board's outbox in the local database (migration v4, table
/// `classBoardOutbox`). A finished quiz's score is written there in the quiz's own
/// transaction (`AppDatabase.recordQuiz(outboxID:)`), before anything is sent; it
/// leaves only once the server has it. A crash between the server's commit and the
/// removal leaves it to be sent again, which the server ignores (its id is there).
struct ClassBoardOutbox: Sendable {
  let opener: DatabaseOpener

  init(_ opener: DatabaseOpener) {
    self.opener = opener
  }

  var path: String { opener.path }

  /// Every score not yet sent, oldest first; not those the server refused.
  func pending() throws(RecordsError) -> [PendingScore] {
    guard opener.hasData else { return [] }
    do {
      return try opener.database().writer.read { db in
        // Each value checked as it is decoded: a row another program tampered with
        // (a score of 'abc') is named in one line, never a crash.
        try Row.fetchAll(
          db,
          sql: """
            SELECT seq, id, score, difficulty, region, date, elapsedSeconds FROM classBoardOutbox
            WHERE refused IS NULL ORDER BY seq
            """
        ).map {
          let row = StoredRow($0, table: "classBoardOutbox", idColumn: "seq")
          return PendingScore(
            id: try row.string("id"), score: try row.int("score"), difficulty: try row.string("difficulty"),
            region: try row.string("region"), date: try row.string("date"),
            elapsedSeconds: try row.int("elapsedSeconds"))
        }
      }
    } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }

  /// The scores the server refused for good, oldest first, each with the
  /// server's reason: kept on this machine, never offered again.
  func refused() throws(RecordsError) -> [RefusedScore] {
    guard opener.hasData else { return [] }
    do {
      return try opener.database().writer.read { db in
        try Row.fetchAll(
          db, sql: "SELECT seq, id, refused FROM classBoardOutbox WHERE refused IS NOT NULL ORDER BY seq"
        ).map {
          let row = StoredRow($0, table: "classBoardOutbox", idColumn: "seq")
          return RefusedScore(id: try row.string("id"), reason: try row.string("refused"))
        }
      }
    } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }

  /// Forgets scores the server has and marks those it refused, with its reason,
  /// in one transaction.
  func remove(_ ids: [String], refused: [RefusedScore] = []) throws(RecordsError) {
    do {
      try opener.database().writer.write { db in
        for id in ids {
          try db.execute(sql: "DELETE FROM classBoardOutbox WHERE id = ?", arguments: [id])
        }
        for score in refused {
          // The column takes no empty text: a server that gave no reason is said so.
          try db.execute(
            sql: "UPDATE classBoardOutbox SET refused = ? WHERE id = ?",
            arguments: [score.reason.isEmpty ? "no reason given" : score.reason, score.id])
        }
      }
    } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }

  /// Empties the outbox: the player opted out, and what has not left is withdrawn.
  func withdrawAll() throws(RecordsError) {
    guard opener.hasData else { return }
    do {
      try opener.database().writer.write { db in try db.execute(sql: "DELETE FROM classBoardOutbox") }
    } catch {
      throw RecordsError(message: opener.explain(error))
    }
  }

  /// How many scores wait to be sent (0 when there is no database yet); not
  /// those the server refused.
  func count() -> Int {
    (try? pending().count) ?? 0
  }
}
