import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore
@testable import conjugar

/// Text from users and files reaching the terminal, and answers of any length.
@Suite("Hostile text (in process and built executable)", .timeLimit(.minutes(10)))
struct HostileInputCLITests {
  @Test("control characters and bidi overrides are shown, never sent")
  func safe() {
    #expect(TerminalText.safe("bob\u{1B}]2;PWNED\u{07}") == "bob^[]2;PWNED^G")
    #expect(TerminalText.safe("a\u{202E}b\u{0}c\r") == "a<U+202E>b^@c^M")
    #expect(TerminalText.safe("\u{9B}31m") == "<U+9B>31m")
    #expect(TerminalText.safe("Ana María 💃") == "Ana María 💃")
  }

  @Test("columns as a terminal shows them: combining marks none, emoji and CJK two")
  func width() {
    #expect(TerminalText.width("comí") == 4)
    #expect(TerminalText.width("comi\u{301}") == 4)
    #expect(TerminalText.width("💃") == 2)
    #expect(TerminalText.width("漢字") == 4)
    // Latin text takes the quick path (TerminalText.narrowWidth); the same answers.
    #expect(TerminalText.width("¿Qué tal, ñandú?") == 16)
    #expect(TerminalText.width("a\u{AD}b") == 2)  // a soft hyphen shows nothing
    #expect(TerminalText.width("a\r\nb") == 3)  // CR LF is one character
    #expect(TerminalText.width("a\rb\n") == 4)
    #expect(TerminalText.width("ǿ") == 1)  // U+01FF, the last of the quick path's range
    #expect(TerminalText.width("e\u{300}") == 1)  // U+0300, a combining mark: the full path
    #expect(TerminalText.narrowWidth("e\u{300}") == nil)
    #expect(TerminalText.narrowWidth("¿Qué?") == 5)
    // Dashes, quotes, the ellipsis and simple arrows: one column each, quick path.
    #expect(TerminalText.width("tener — pretérito — yo") == 22)
    #expect(TerminalText.narrowWidth("“sí”… a' → á") == 12)
    #expect(TerminalText.narrowWidth("a\u{200B}b") == nil)  // a zero-width space: the full path
    #expect(TerminalText.width("a\u{200B}b") == 2)
    #expect(TerminalText.narrowWidth("⚡") == nil)  // U+26A1, an emoji: the full path
    var table = TextTable([.left, .left])
    table.append(["💃", "x"])
    table.append(["ab", "y"])
    #expect(table.lines() == ["💃  x", "ab  y"])
  }

  @Test("a tampered player name reaches leaderboard and history as visible text")
  func tamperedName() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    let db = try AppDatabase.open(path: path)
    let score = Score(
      value: 100, region: .spain, difficulty: .easy, date: Date(timeIntervalSince1970: 0),
      elapsedSeconds: 1, results: [])
    let evil = "bob\u{1B}]2;PWNED\u{07}\u{202E}"
    try db.recordQuiz(score, player: evil)
    try db.recordLeaderboardEntry(score, player: evil)
    let environment = ConjugarProcess.environment(home: home.path)
    for command in [["leaderboard"], ["history"]] {
      let result = try ConjugarProcess.runInProcess(command + ["--database", path], environment: environment)
      #expect(result.status == 0)
      #expect(!result.stdout.contains("\u{1B}"), "\(command)")
      #expect(!result.stdout.contains("\u{202E}"), "\(command)")
      #expect(result.stdout.contains("bob^[]2;PWNED^G<U+202E>"), "\(command)")
    }
    // JSON escapes as it always has.
    let json = try ConjugarProcess.runInProcess(
      ["leaderboard", "--json", "--database", path], environment: environment)
    #expect(json.stdout.contains(#""player":"bob\u001b]2;PWNED\u0007"#))
  }

  @Test("an unknown verb with escapes is reported visibly on standard error")
  func hostileVerb() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.runInProcess(
      ["conjugate", "x\u{1B}]2;PWNED\u{07}ar"], environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(!result.stderr.contains("\u{1B}"))
    #expect(result.stderr.contains("^[]2;PWNED^G"))
  }

  @Test("a 30,000-character answer is cut to 200 characters and the quiz goes on")
  func longAnswer() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let questions = try ConjugarProcess.questions(["enable-ui-testing"], environment: environment)
    var answers = ConjugarProcess.answers(questions).split(separator: "\n").map(String.init)
    answers[0] = String(repeating: "á", count: 30_000)
    let result = try ConjugarProcess.run(
      ["enable-ui-testing"], input: answers.joined(separator: "\n") + "\n", environment: environment)
    #expect(result.status == 0)
    #expect(result.stdout.contains("Score: 204\n"))  // 490 points × 0.833 × 0.5
    // Too wide for 80 columns: the results put each answer under its question, and
    // a word wider than the line is cut between characters (issue 35: 74 + 74 + 52, 80 columns with the indent).
    let a = { (count: Int) in String(repeating: "á", count: count) }
    #expect(result.stdout.contains("\n      " + a(74) + "\n      " + a(74) + "\n      " + a(52) + " → hablo\n"))
    #expect(!result.stdout.contains(String(repeating: "á", count: 201)))
  }

  @Test("ten megabytes without a newline: read in bounded pieces, the quiz ends cleanly")
  func endlessLine() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(
      ["enable-ui-testing"], input: String(repeating: "a", count: 10_000_000),
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 0)
    #expect(result.stdout.contains("Quiz stopped after 1 of 50 questions; your answer counts for review"))
    #expect(result.stdout.hasSuffix("Next: conjugar review\n"))
  }

  @Test("CONJUGAR_DATABASE set but empty counts as unset")
  func emptyDatabaseVariable() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.runInProcess(
      ["settings", "set", "region", "Spain"],
      environment: ConjugarProcess.environment(home: home.path, ["CONJUGAR_DATABASE": ""]))
    #expect(result.status == 0)
    #expect(home.contents.contains(".local/share/conjugar/conjugar.sqlite"))
  }
}
