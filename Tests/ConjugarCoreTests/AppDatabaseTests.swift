import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore

@Suite("AppDatabase")
struct AppDatabaseTests {
  static func score(_ value: Int, at date: Date = aDate, questions: Int = 50) -> Score {
    let results = (0..<questions).map { i in
      QuestionResult(
        question: Question("hablar", .presenteDeIndicativo, .yo), answer: "hablo",
        correctForm: "hablo", grade: i.isMultiple(of: 2) ? .total : .partial)
    }
    return Score(
      value: value, region: .spain, difficulty: .moderate, date: date, elapsedSeconds: 95,
      results: results)
  }

  @Test("settings round-trip and overwrite")
  func settings() throws {
    let db = try AppDatabase.inMemory()
    #expect(try db.setting("region") == nil)
    try db.setSetting("region", "Spain")
    try db.setSetting("region", "Latin America")
    #expect(try db.setting("region") == "Latin America")
  }

  @Test("a quiz and its 50 questions are stored together; opted-out quizzes stay off the board")
  func recordQuiz() throws {
    let db = try AppDatabase.inMemory()
    try db.recordOnBoard(Self.score(300), player: "ana")
    try db.recordOnBoard(Self.score(500, at: aDate + 60), player: "luis")
    try db.recordOnBoard(Self.score(700), player: nil)
    #expect(try db.counts().quizzes == 3)
    #expect(try db.counts().questions == 150)
    let board = try db.leaderboard(limit: 10)
    #expect(board.map(\.player) == ["luis", "ana"])
    #expect(board.first?.date == "2023-11-14T22:14:20Z")
    #expect(try db.leaderboard(limit: 1).count == 1)
  }

  @Test("a quiz that breaks a constraint leaves no row at all")
  func atomic() throws {
    let db = try AppDatabase.inMemory()
    var results = Self.score(100).results
    results.append(
      QuestionResult(
        question: Question("", .presenteDeIndicativo, .yo), answer: "", correctForm: "x",
        grade: .wrong))
    let bad = Score(
      value: 100, region: .spain, difficulty: .easy, date: aDate, elapsedSeconds: 1,
      results: results)
    #expect(throws: DatabaseError.self) {
      try db.recordQuiz(bad, player: "ana")
    }
    #expect(try db.counts() == (0, 0, 0))
  }

  @Test("the schema refuses impossible rows")
  func constraints() throws {
    let db = try AppDatabase.inMemory()
    #expect(throws: DatabaseError.self) {
      try db.writer.write {
        try $0.execute(
          sql: """
            INSERT INTO quiz (date, player, score, region, difficulty, elapsedSeconds)
            VALUES ('x', 'a', -1, 'Spain', 'Easy', 0)
            """)
      }
    }
    #expect(throws: DatabaseError.self) {
      try db.writer.write {
        try $0.execute(
          sql: """
            INSERT INTO quiz (date, player, score, region, difficulty, elapsedSeconds)
            VALUES ('x', 'a', 1, 'Mars', 'Easy', 0)
            """)
      }
    }
  }

  @Test("events are stored with their parameters as JSON")
  func events() throws {
    let db = try AppDatabase.inMemory()
    try db.recordEvent("quizCompleted", parameters: ["score": "250"], date: aDate)
    #expect(try db.counts().events == 1)
    let json = try db.writer.read { try String.fetchOne($0, sql: "SELECT parameters FROM analyticsEvent") }
    #expect(json == #"{"score":"250"}"#)
  }

  @Test("a new database file is mode 0600 in a 0700 directory, in WAL mode")
  func permissions() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("data/conjugar/conjugar.sqlite")
    let db = try AppDatabase.open(path: path)
    let file = try FileManager.default.attributesOfItem(atPath: path)
    let folder = try FileManager.default.attributesOfItem(atPath: dir.file("data/conjugar"))
    #expect((file[.posixPermissions] as? Int) == 0o600)
    #expect((folder[.posixPermissions] as? Int) == 0o700)
    let mode = try db.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
    #expect(mode == "wal")
  }

  @Test("a file that is not a conjugar database is reported, never recreated")
  func notADatabase() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let path = dir.file("notes.sqlite")
    let text = String(repeating: "my precious notes\n", count: 100)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    #expect(throws: DatabaseOpenError.self) { try AppDatabase.open(path: path) }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    #expect(throws: DatabaseOpenError.self) { try AppDatabase.open(path: dir.path) }
  }

  @Test("two connections to one file see each other's settings")
  func shared() throws {
    let dir = try TemporaryDirectory()
    defer { dir.cleanUp() }
    let one = try AppDatabase.open(path: dir.file("c.sqlite"))
    let two = try AppDatabase.open(path: dir.file("c.sqlite"))
    try one.setSetting("difficulty", "Moderate")
    #expect(try two.setting("difficulty") == "Moderate")
  }
}
