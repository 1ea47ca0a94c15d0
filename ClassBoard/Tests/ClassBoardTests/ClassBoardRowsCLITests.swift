import ConjugarCore
import ConjugarTestSupport
import Foundation
import Testing

/// Issue 45, 3 and 12, against the throwaway cluster: what the class board shows
/// of rows the table's owner put there: names of 100,000 characters, a row no
/// check holds any more.
@Suite(
  "Class board rows, on PostgreSQL", .enabled(if: ClassServer.isAvailable, ClassServer.skipReason),
  .timeLimit(.minutes(10)))
struct ClassBoardRowsCLITests {
  typealias Trust = ClassBoardTrustCLITests

  @Test("names of 100,000 characters print capped; a row with a score of -5 is left out, said, the rest shown")
  func longNamesAndAnUnreadableRow() throws {
    let server = try ClassServer()
    try ClassBoardCLITests.setUp(server)
    let teacher = server.teacherDatabaseURL
    try ClassServer.psql(
      "INSERT INTO conjugar_score \(Trust.columns.replacingOccurrences(of: "(id,", with: "(id, player,")) "
        + "SELECT gen_random_uuid(), repeat('n', 100000) || i, 200 - i, 'Easy', 'Spain', now() - interval '1 hour', 60 "
        + "FROM generate_series(1, 3) i", url: teacher)
    let role = try server.learner("uma")
    let uma = try ClassBoardCLITests.Learner(
      role: role, server: server.url(user: role), extra: ["PGPASSWORD": "uma-pw"])
    defer { uma.home.cleanUp() }
    for json in [false, true] {
      let board = try uma.conjugar(["leaderboard", "--class", "--limit", "3"] + (json ? ["--json"] : []))
      #expect(board.status == 0, "\(board.stderr)")
      #expect(board.stdout.utf8.count < 2_000, "\(board.stdout.utf8.count) bytes")
      #expect(board.stdout.contains(String(repeating: "n", count: 64) + "…"), "json: \(json)")
      #expect(!board.stdout.contains(String(repeating: "n", count: 65)))
    }
    // The owner drops the score's check and a row of -5 goes in.
    try ClassServer.psql(
      """
      ALTER TABLE conjugar_score DROP CONSTRAINT conjugar_score_score_check;
      INSERT INTO conjugar_score (id, player, score, difficulty, region, finished_at, elapsed_seconds)
        VALUES (gen_random_uuid(), 'eve', -5, 'Easy', 'Spain', now() - interval '1 hour', 60)
      """, url: teacher)
    let board = try uma.conjugar(["leaderboard", "--class"])
    #expect(board.status == 0, "\(board.stderr)")
    #expect(board.stdout.hasPrefix("Class board: "), "\(board.stdout)")
    #expect(board.stdout.components(separatedBy: String(repeating: "n", count: 64) + "…").count == 4)
    #expect(!board.stdout.contains("eve"))
    #expect(
      board.stderr.contains(
        "the class board sent 1 row conjugar cannot show, left out of the board (eve's: score is -5, not a whole "
          + "number of 0 or more); the teacher can correct or delete it"), "\(board.stderr)")
  }
}
