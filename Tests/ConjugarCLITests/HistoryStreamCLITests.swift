import ConjugarTestSupport
import Foundation
import Synchronization
import Testing

@testable import ConjugarCore
@testable import conjugar

/// A console that keeps each write apart: output that streams arrives in pieces.
final class PieceConsole: Console {
  private let pieces = Mutex<[String]>([])
  private let errors = Mutex("")
  let usesColour = false
  /// Wide enough for the history's table whole.
  var columns: Int { 200 }
  var implementation: String { "PieceConsole (in memory, write by write)" }
  func readLine() -> String? { nil }
  func write(_ text: String) { pieces.withLock { $0.append(text) } }
  func writeError(_ text: String) { errors.withLock { $0 += text } }
  var written: [String] { pieces.withLock { $0 } }
  var error: String { errors.withLock { $0 } }
}

/// `history` writes as it reads (issue 26: a history of a million answers held
/// whole took a gigabyte): the quizzes arrive in pieces of about 64 KB, and the
/// pieces make the same document as before.
@Suite("history streams (Main.run in process)")
struct HistoryStreamCLITests {
  static func history(_ arguments: [String], environment: [String: String]) -> (status: Int32, pieces: [String]) {
    let console = PieceConsole()
    let status = Main.run(["history"] + arguments, environment: environment, console: console)
    #expect(console.error == "", "\(console.error)")
    return (status.rawValue, console.written)
  }

  /// One home with 60 recorded quizzes, shared by the tests below (they only
  /// read it): recording is most of their work. Removed with the run's scratch
  /// directory.
  static let recorded = HeadStart { () throws -> Recorded in
    let home = try TemporaryHome()
    let environment = ConjugarProcess.environment(home: home.path)
    let db = ["--database", home.file("c.sqlite")]
    let result = ConjugarProcess.inProcess(["record-sample", "--count", "60"] + db, environment: environment)
    return Recorded(environment: environment, database: db, status: result.status, stderr: result.stderr)
  }

  struct Recorded: Sendable {
    let environment: [String: String]
    let database: [String]
    let status: Int32
    let stderr: String
  }

  @Test(
    "history --json of 60 quizzes: several writes, none of the whole history; one valid array",
    .headStart(recorded))
  func json() async throws {
    let recorded = try await Self.recorded.value()
    #expect(recorded.status == 0, "\(recorded.stderr)")
    let (environment, db) = (recorded.environment, recorded.database)
    let (status, pieces) = Self.history(["--json", "--limit", "1000"] + db, environment: environment)
    #expect(status == 0)
    let text = pieces.joined()
    // 60 quizzes of 50 questions (some 6 KB each): several pieces of about 64 KB.
    #expect(text.utf8.count > 300_000, "\(text.utf8.count) bytes")
    #expect(pieces.count >= 4, "\(pieces.count) writes")
    #expect(pieces.allSatisfy { $0.utf8.count < 80_000 }, "\(pieces.map(\.utf8.count))")
    #expect(text.hasPrefix("[{\"date\":") && text.hasSuffix("}]\n"))
    let all = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
    #expect(all.count == 60)
    // A shorter listing is the same quizzes, the same bytes: the first of the array.
    let (_, two) = Self.history(["--json", "--limit", "2"] + db, environment: environment)
    let first = try #require(try JSONSerialization.jsonObject(with: Data(two.joined().utf8)) as? [[String: Any]])
    #expect(first.count == 2)
    #expect(text.hasPrefix(String(two.joined().dropLast(2)) + ",{"))
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    #expect(
      Self.history(["--json"] + ["--database", home.file("empty.sqlite")], environment: environment).pieces.joined()
        == "[]\n")
  }

  @Test(
    "plain history of 60 quizzes, read three times over: the table, then what each missed",
    .headStart(recorded))
  func plain() async throws {
    let recorded = try await Self.recorded.value()
    #expect(recorded.status == 0, "\(recorded.stderr)")
    let (status, pieces) = Self.history(["--limit", "1000"] + recorded.database, environment: recorded.environment)
    #expect(status == 0)
    let lines = pieces.joined().components(separatedBy: "\n")
    let table = Array(lines.prefix { !$0.isEmpty })
    #expect(table.count == 61, "\(table.prefix(3))")
    #expect(table.first?.hasPrefix("Date  ") == true)
    #expect(lines.dropFirst(62).first == "Missed in each session:")
    let sessions = lines.dropFirst(63).filter { !$0.hasPrefix("    ") && !$0.isEmpty }
    #expect(sessions.count == 60)
    #expect(
      sessions.allSatisfy { $0.hasSuffix(" quiz:") || $0.hasSuffix(" quiz: nothing missed") }, "\(sessions.prefix(3))")
  }

  /// The streamed table against `TextTable`, which holds every row: the same text
  /// at a width that fits and at one that needs cards.
  @Test("the streamed table and its cards are TextTable's, row for row", arguments: [80, 200, 40, 20])
  func layout(width: Int) {
    let question = HistoryQuestion(
      infinitive: "tener", tense: "preterito", person: "yo", answer: "tenía", correctForm: "tuve", points: 0)
    let entries = [
      HistoryEntry(
        date: "2024-05-01T10:00:00Z", player: "Ana María de los Ángeles", score: 1234, points: 10, region: "Spain",
        difficulty: "Difficult", elapsedSeconds: 75, right: 1, partial: 0, wrong: 1,
        questions: [question], kind: .quiz),
      HistoryEntry(
        date: "2024-04-30T09:00:00Z", player: nil, score: 0, points: 0, region: "Latin America",
        difficulty: "Easy", elapsedSeconds: 3600, right: 0, partial: 0, wrong: 0, questions: [], kind: .practice),
    ]
    var table = TextTable(HistoryCommand.alignments)
    table.append(HistoryCommand.header)
    for entry in entries { table.append(HistoryCommand.cells(entry, timeZone: .gmt)) }
    let expected =
      table.render(width: width, leading: 2) + "\nMissed in each session:\n"
      + entries.map { HistoryCommand.missed($0, timeZone: .gmt, width: width) }.joined()
    #expect(HistoryCommand.render(entries, persistent: true, timeZone: .gmt, width: width) == expected)
  }
}
