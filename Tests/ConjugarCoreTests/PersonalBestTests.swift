import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore

/// The best session of each kind, from sessions written by hand: the share of
/// points (truncated percent) for practice, review and context, the score for a
/// ranked quiz at its region and difficulty. The expected values are worked out
/// in the comments, not by the code under test.
@Suite("AppDatabase personal best")
struct PersonalBestTests {
  static func session(
    _ grades: [Grade], kind: SessionKind, value: Int = 0, region: Region = .spain,
    difficulty: Difficulty = .moderate
  ) -> Score {
    let results = grades.enumerated().map { i, grade in
      QuestionResult(
        question: kind == .context
          ? Question("llover", .preterito, .el, sentence: "pi-001") : Question("tener", .preterito, .yo),
        answer: "x", correctForm: "tuve", grade: grade)
    }
    return Score(
      value: value, region: region, difficulty: difficulty, date: aDate + Double(grades.count),
      elapsedSeconds: 30, results: results)
  }

  @Test("each kind's best, from sessions recorded as conjugar records them")
  func recorded() throws {
    let db = try AppDatabase.inMemory()
    #expect(try db.personalBest(.practice, region: .spain, difficulty: .moderate) == nil)
    // Practice: 10 + 10 + 0 of 3 → 200 / 3 = 66; 5 + 10 of 2 → 150 / 2 = 75; all
    // wrong → 0; no answer at all (left at once) → no share.
    for grades: [Grade] in [[.total, .total, .wrong], [.partial, .total], [.wrong, .wrong, .wrong, .wrong], []] {
      try db.recordQuiz(Self.session(grades, kind: .practice), player: nil, kind: .practice)
    }
    // Review: 10 of 1 → 100. Context: 5 + 5 + 0 of 3 → 100 / 3 = 33.
    try db.recordQuiz(Self.session([.total], kind: .review), player: nil, kind: .review)
    try db.recordQuiz(Self.session([.partial, .partial, .wrong], kind: .context), player: nil, kind: .context)
    // Ranked quizzes: the score, at the region and difficulty asked for only.
    try db.recordQuiz(Self.session([.total], kind: .quiz, value: 300), player: "ana")
    try db.recordQuiz(Self.session([.total], kind: .quiz, value: 250), player: "ana")
    try db.recordQuiz(Self.session([.total], kind: .quiz, value: 500, region: .latinAmerica), player: "ana")
    try db.recordQuiz(Self.session([.total], kind: .quiz, value: 450, difficulty: .easy), player: nil)

    #expect(try db.personalBest(.practice, region: .spain, difficulty: .moderate) == 75)
    // Region and difficulty do not divide practice, review or context sessions.
    #expect(try db.personalBest(.practice, region: .latinAmerica, difficulty: .difficult) == 75)
    #expect(try db.personalBest(.review, region: .spain, difficulty: .moderate) == 100)
    #expect(try db.personalBest(.context, region: .spain, difficulty: .moderate) == 33)
    #expect(try db.personalBest(.quiz, region: .spain, difficulty: .moderate) == 300)
    #expect(try db.personalBest(.quiz, region: .latinAmerica, difficulty: .moderate) == 500)
    #expect(try db.personalBest(.quiz, region: .spain, difficulty: .easy) == 450)
    #expect(try db.personalBest(.quiz, region: .latinAmerica, difficulty: .difficult) == nil)
  }

  @Test("answers written, moved, changed or removed by another program keep each session's sums")
  func writtenElsewhere() throws {
    let db = try AppDatabase.inMemory()
    try db.writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO quiz (date, player, score, region, difficulty, elapsedSeconds, kind)
            VALUES ('2024-05-01T10:00:00Z', NULL, 0, 'Spain', 'Moderate', 30, 'practice'),
              ('2024-05-02T10:00:00Z', NULL, 0, 'Spain', 'Moderate', 30, 'practice');
          INSERT INTO quizQuestion
            (quizId, position, infinitive, tense, person, answer, correctForm, points, date)
            VALUES (1, 1, 'tener', 'preterito', 'yo', 'tuve', 'tuve', 10, '2024-05-01T10:00:00Z'),
              (1, 2, 'ser', 'preterito', 'yo', 'era', 'fui', 0, '2024-05-01T10:00:00Z'),
              (2, 1, 'ir', 'preterito', 'yo', 'fui', 'fui', 5, '2024-05-02T10:00:00Z');
          """)
    }
    // Session 1: 10 + 0 of 2 → 50; session 2: 5 of 1 → 50.
    #expect(try db.personalBest(.practice, region: .spain, difficulty: .moderate) == 50)
    try db.writer.write { try $0.execute(sql: "UPDATE quizQuestion SET points = 10 WHERE quizId = 1 AND position = 2") }
    // Session 1: 10 + 10 of 2 → 100.
    #expect(try db.personalBest(.practice, region: .spain, difficulty: .moderate) == 100)
    try db.writer.write { try $0.execute(sql: "UPDATE quizQuestion SET quizId = 2 WHERE quizId = 1 AND position = 2") }
    // Session 1: 10 of 1 → 100; session 2: 5 + 10 of 2 → 75.
    #expect(try Self.sums(db) == [[1, 10], [2, 15]])
    try db.writer.write { try $0.execute(sql: "DELETE FROM quizQuestion WHERE quizId = 1") }
    // Session 1 has no answer left and no share; session 2 → 75.
    #expect(try Self.sums(db) == [[0, 0], [2, 15]])
    #expect(try db.personalBest(.practice, region: .spain, difficulty: .moderate) == 75)
    // A session removed takes its answers with it (ON DELETE CASCADE).
    try db.writer.write { try $0.execute(sql: "DELETE FROM quiz WHERE id = 2") }
    #expect(try db.personalBest(.practice, region: .spain, difficulty: .moderate) == nil)
  }

  @Test("the best is read from the sessions' index, not from their answers")
  func plan() throws {
    let db = try AppDatabase.inMemory()
    let plan = try db.writer.read {
      try Row.fetchAll($0, sql: "EXPLAIN QUERY PLAN " + AppDatabase.bestShare, arguments: ["practice"])
        .map { $0["detail"] as String }
    }
    #expect(plan == ["SEARCH quiz USING INDEX quiz_share (kind=?)"])
  }

  static func sums(_ db: AppDatabase) throws -> [[Int]] {
    try db.writer.read {
      try Row.fetchAll($0, sql: "SELECT questionCount, questionPoints FROM quiz ORDER BY id")
        .map { [$0[0] as Int, $0[1] as Int] }
    }
  }
}
