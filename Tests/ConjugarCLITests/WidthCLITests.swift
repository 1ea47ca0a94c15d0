import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore
@testable import conjugar

/// Output that fits the terminal: 80 columns where there is no terminal (and
/// always in uiTest), the terminal's width where there is one, readable at 40.
@Suite("Width", .timeLimit(.minutes(10)))
struct WidthCLITests {
  static func widest(_ text: String) -> Int {
    text.split(separator: "\n").map { TerminalText.width(String($0)) }.max() ?? 0
  }

  /// What stays on each row of a pseudo-terminal's screen: the text after the
  /// row's last carriage return (the line editor's redraws).
  static func rows(_ screen: String) -> String {
    screen.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\u{1B}[K", with: "")
      .split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.split(separator: "\r", omittingEmptySubsequences: false).last.map(String.init) ?? "" }
      .joined(separator: "\n")
  }

  @Test("words wrap at spaces; a word wider than the width is cut between characters, measured in columns")
  func wrap() {
    #expect(TextWrap.lines("uno dos tres", width: 7) == ["uno dos", "tres"])
    #expect(TextWrap.lines("uno dos tres", width: 7, indent: 2) == ["uno dos", "  tres"])
    #expect(TextWrap.lines("larguísimo", width: 4) == ["larg", "uísi", "mo"])
    // Wide characters take two columns; a combining accent none.
    #expect(TextWrap.lines("名前: 山田太郎山田太郎", width: 10) == ["名前:", "山田太郎山", "田太郎"])
    #expect(TextWrap.lines("ab 山田太郎", width: 6, indent: 2) == ["ab", "  山田", "  太郎"])
    #expect(TextWrap.lines("Jose\u{301} Jose\u{301}", width: 4) == ["Jose\u{301}", "Jose\u{301}"])
  }

  @Test("a player's name of 40 wide characters at 40 columns: settings, leaderboard and history fit")
  func widePlayerName() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    let name = String(repeating: "山田太郎", count: 10)
    let environment = ConjugarProcess.environment(home: home.path)
    let set = ConjugarProcess.inProcess(
      ["settings", "set", "playerName", name, "--database", path], environment: environment)
    #expect(set.status == 0, "\(set.stderr)")
    let quiz = ConjugarProcess.inProcess(
      ["quiz", "--seed", "1", "--database", path], input: String(repeating: "x\n", count: 50), environment: environment)
    #expect(quiz.status == 0, "\(quiz.stderr)")
    for command in [["settings"], ["leaderboard"], ["history"]] {
      let (status, screen) = try Self.narrowScreen(command + ["--database", path], columns: 40, home: home)
      #expect(status == 0, "\(command)")
      #expect(Self.widest(screen) <= 40, "\(command): \(screen)")
      // Every character of the name is shown, across lines.
      #expect(screen.filter { $0 != "\n" && $0 != " " }.contains("山田太郎山田太郎"), "\(command): \(screen)")
    }
  }

  @Test("a Difficult quiz's results fit 80 columns in uiTest", arguments: ["Easy", "Moderate", "Difficult"])
  func results(difficulty: String) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let launch = ["enable-ui-testing", "Spain", difficulty]
    let questions = try ConjugarProcess.questions(launch, environment: environment)
    var answers = ConjugarProcess.answers(questions).split(separator: "\n").map(String.init)
    answers[3] = "no sé"
    let result = try ConjugarProcess.run(
      launch, input: answers.joined(separator: "\n") + "\n", environment: environment)
    #expect(result.status == 0)
    #expect(Self.widest(result.stdout) <= 80)
    #expect(result.stdout.contains("no sé"))
  }

  @Test("conjugate at 80 and 40 columns on a terminal: every line fits", arguments: [80, 40] as [UInt16])
  func conjugate(columns: UInt16) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    var environment = ConjugarProcess.environment(home: home.path, ["TERM": "xterm"])
    environment["NO_COLOR"] = "1"
    let (status, screen) = try PseudoTerminal.run(
      ["conjugate", "tener", "acordarse"], answers: [], columns: columns, environment: environment)
    #expect(status == 0)
    #expect(Self.widest(screen.replacingOccurrences(of: "\r", with: "")) <= Int(columns))
    #expect(screen.contains("habríamos tenido"))
    #expect(screen.contains("acordémonos"))
  }

  @Test("the quiz at 40 columns: header and questions wrapped, nothing cut")
  func quizNarrow() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path, ["TERM": "xterm", "NO_COLOR": "1"])
    let (status, screen) = try PseudoTerminal.run(
      ["--database", home.file("c.sqlite"), "--seed", "3"], answers: ["x\r", ":q\r"], columns: 40,
      environment: environment)
    #expect(status == 0)
    #expect(Self.widest(screen.replacingOccurrences(of: "\r", with: "")) <= 40, "\(screen)")
    #expect(screen.contains("No Spanish keyboard?"))
  }

  @Test("a whole practice at 40 columns: questions, explanations, results and summary all fit")
  func practiceNarrow() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path, ["TERM": "xterm", "NO_COLOR": "1"])
    let (status, screen) = try PseudoTerminal.run(
      [
        "practice", "--tense", "imperfectoDeSubjuntivo1", "--verb", "hablar", "--person", "el", "--person", "tu",
        "--count", "2", "--seed", "1", "--database", home.file("c.sqlite"),
      ],
      answers: ["hablo\r", "hablaras\r"], columns: 40, environment: environment)
    #expect(status == 0)
    let plain = Self.rows(screen)
    #expect(Self.widest(plain) <= 40, "\(plain)")
    #expect(plain.contains("conjugar practice — 2 questions\nLatin America · Easy · tú\n"), "\(plain)")
    #expect(plain.contains("No Spanish keyboard? a' → á, u: → ü,\nn~ → ñ.\n"), "\(plain)")
    #expect(plain.contains("Not ranked: this is a practice.\nTime: "), "\(plain)")
    #expect(plain.contains("Saved: this practice is in your history\n  and your review schedule.\n"), "\(plain)")
  }

  @Test("at 40 columns a question too wide for one line breaks at spaces, never inside a word")
  func questionNarrow() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path, ["TERM": "xterm", "NO_COLOR": "1"])
    let (status, screen) = try PseudoTerminal.run(
      [
        "practice", "--tense", "pluscuamperfectoDeSubjuntivo1", "--verb", "usar", "--person", "ellos",
        "--count", "1", "--seed", "1", "--database", home.file("c.sqlite"),
      ],
      answers: ["hubieran usado\r"], columns: 40, environment: environment)
    #expect(status == 0)
    let plain = Self.rows(screen)
    #expect(Self.widest(plain) <= 40, "\(plain)")
    #expect(
      plain.contains("\nusar (to use)\n  pluscuamperfecto de subjuntivo (-ra) —\n  ellos\n"), "\(plain)")
  }

  @Test("at 40 columns the pointer's command `conjugar info X` moves whole to the next line")
  func pointerNarrow() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path, ["TERM": "xterm", "NO_COLOR": "1"])
    let (status, screen) = try PseudoTerminal.run(
      [
        "practice", "--tense", "preterito", "--verb", "hablar", "--person", "yo", "--count", "1", "--seed", "1",
        "--database", home.file("c.sqlite"),
      ],
      answers: ["xyz\r"], columns: 40, environment: environment)
    #expect(status == 0)
    let plain = screen.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\u{1B}[K", with: "")
    #expect(plain.contains("\nMore on this tense:\n  conjugar info preterito\n"), "\(plain)")
  }

  /// The screen a command leaves on a pseudo-terminal, as plain lines.
  static func narrowScreen(_ arguments: [String], columns: UInt16, home: TemporaryHome) throws -> (Int32, String) {
    let environment = ConjugarProcess.environment(home: home.path, ["TERM": "xterm", "NO_COLOR": "1"])
    let (status, screen) = try PseudoTerminal.run(arguments, answers: [], columns: columns, environment: environment)
    return (status, screen.replacingOccurrences(of: "\r\n", with: "\n"))
  }

  /// Every line fits, or is one word (a path) that cannot break.
  static func fits(_ text: String, _ width: Int) -> Bool {
    text.split(separator: "\n").allSatisfy {
      TerminalText.width(String($0)) <= width || !$0.drop(while: { $0 == " " }).contains(" ")
    }
  }

  @Test("settings at 40 columns: each name on its line, its value under it")
  func settingsNarrow() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let (status, screen) = try Self.narrowScreen(["settings"], columns: 40, home: home)
    #expect(status == 0)
    #expect(Self.widest(screen) <= 40, "\(screen)")
    #expect(screen.hasPrefix("region\n  Latin America\ndifficulty\n  Easy\n"), "\(screen)")
    #expect(screen.contains("lastReviewPromptDate\n  1970-01-01T00:00:00Z\n"), "\(screen)")
  }

  @Test("settings at 80 columns stay a table")
  func settingsWide() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let (status, screen) = try Self.narrowScreen(["settings"], columns: 80, home: home)
    #expect(status == 0)
    #expect(screen.contains("region                  Latin America\n"), "\(screen)")
  }

  @Test("world at 40 columns: long implementations wrap under their dependeffect")
  func worldNarrow() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let (status, screen) = try Self.narrowScreen(["world"], columns: 40, home: home)
    #expect(status == 0)
    #expect(Self.fits(screen, 40), "\(screen)")
    #expect(!screen.contains("dependeffect    implementation"), "\(screen)")
    #expect(
      screen.contains("reviewPrompter\n  ReviewPrompter (asks on the terminal\n  every 9th quiz, 180 days apart)\n"),
      "\(screen)")
    #expect(screen.contains("clock\n  SystemClock\n"), "\(screen)")
  }

  @Test("identify at 40 columns: the reading under the form")
  func identifyNarrow() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let (status, screen) = try Self.narrowScreen(["identify", "hubiéramos tenido"], columns: 40, home: home)
    #expect(status == 0)
    #expect(Self.widest(screen) <= 40, "\(screen)")
    #expect(screen.hasPrefix("hubiéramos tenido\n  tener · "), "\(screen)")
  }

  @Test("a table too wide wraps its last column within the column")
  func wrappingLast() {
    var table = TextTable([.right, .left])
    table.append(["7", "decir · futuro de indicativo · nosotros"])
    table.append(["12", "ser · presente · yo"])
    #expect(
      table.renderWrappingLast(width: 80) == " 7  decir · futuro de indicativo · nosotros\n12  ser · presente · yo\n")
    #expect(
      table.renderWrappingLast(width: 25)
        == " 7  decir · futuro de\n    indicativo · nosotros\n12  ser · presente · yo\n")
    #expect(
      table.renderWrappingLast(width: 24)
        == " 7  decir · futuro de\n    indicativo ·\n    nosotros\n12  ser · presente · yo\n")
    // Too little room beside the first column: each value under its name.
    #expect(
      table.renderWrappingLast(width: 18)
        == "7\n  decir · futuro\n  de indicativo ·\n  nosotros\n12\n  ser · presente ·\n  yo\n")
  }

  @Test("verbs at 40 columns: glosses wrap beside their verbs")
  func verbsNarrow() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let (status, screen) = try Self.narrowScreen(["verbs"], columns: 40, home: home)
    #expect(status == 0)
    #expect(Self.widest(screen) <= 40)
    // Every continuation starts where the glosses do, under the gloss above it.
    let lines = screen.split(separator: "\n")
    let merendar = try #require(lines.firstIndex { $0.hasPrefix("merendar ") })
    let column = lines[merendar].count - lines[merendar].drop(while: { $0 != " " }).drop(while: { $0 == " " }).count
    #expect(lines[merendar].dropFirst(column).hasPrefix("to have an"))
    #expect(lines[merendar + 1].prefix(column).allSatisfy { $0 == " " })
    #expect(lines[merendar + 1].dropFirst(column).hasSuffix("snack"))
  }
}
