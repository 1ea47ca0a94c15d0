import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore
@testable import conjugar

/// Answers edited at a terminal: the keys, in process, and the built executable
/// on a pseudo-terminal.
@Suite("Line editing", .timeLimit(.minutes(10)))
struct LineEditingCLITests {
  static let left = "\u{1B}[D"
  static let right = "\u{1B}[C"
  static let up = "\u{1B}[A"
  static let home = "\u{1B}[H"
  static let end = "\u{1B}[F"
  static let delete = "\u{1B}[3~"
  static let backspace = "\u{7F}"

  /// Edits one line from typed bytes, with `history` given before.
  static func edit(_ typed: String, history: [String] = []) -> String? {
    var editor = LineEditor()
    var bytes = Array(typed.utf8)[...]
    for earlier in history {
      var line = Array((earlier + "\r").utf8)[...]
      var keys = KeyReader(nextByte: { line.popFirst() })
      _ = editor.readLine(prompt: "> ", keys: &keys, write: { _ in })
    }
    var keys = KeyReader(nextByte: { bytes.popFirst() })
    return editor.readLine(prompt: "> ", keys: &keys, write: { _ in })
  }

  @Test("left, right, Home, End, Backspace, Delete, Ctrl-U, Ctrl-K, Up, Down")
  func keys() {
    #expect(Self.edit("hablx" + Self.backspace + "o\r") == "hablo")
    #expect(Self.edit("camnas" + Self.left + Self.left + Self.left + "i\r") == "caminas")
    #expect(Self.edit("xpondremos" + Self.home + Self.delete + Self.end + "\r") == "pondremos")
    #expect(Self.edit("tuve" + Self.home + Self.right + Self.right + "\u{0B}ve\r") == "tuve")
    #expect(Self.edit("wrong\u{15}tengo\r") == "tengo")
    #expect(Self.edit(Self.up + Self.up + "\r", history: ["uno", "dos"]) == "uno")
    #expect(Self.edit(Self.up + Self.up + "\u{1B}[B\r", history: ["uno", "dos"]) == "dos")
    #expect(Self.edit("ca\u{1B}[15~sa\r") == "casa")  // an unknown key (F5) is ignored
    #expect(Self.edit("ñandú\r") == "ñandú")
    #expect(Self.edit("no te sientes\u{17}\u{17}sientes\r") == "no sientes")  // Ctrl-W: the word before
    #expect(Self.edit("tuve  \u{17}\r") == "")
    #expect(Self.edit("\u{04}") == nil)  // Ctrl-D on an empty line: end of input
    #expect(Self.edit("") == nil)
  }

  @Test("escape sequences typed or pasted are dropped whole: nothing of them enters the answer")
  func wholeEscapes() {
    // OSC ended by BEL, and by ST (ESC \\).
    #expect(Self.edit("ab\u{1B}]2;PWN\u{07}\r") == "ab")
    #expect(Self.edit("ab\u{1B}]0;title\u{1B}\\cd\r") == "abcd")
    // An OSC never ended: Enter still ends the line, and the OSC stays out of it.
    #expect(Self.edit("ab\u{1B}]2;PWN\r") == "ab")
    // DCS, APC and PM are strings ended the same way.
    #expect(Self.edit("a\u{1B}P1$r\u{1B}\\b\r") == "ab")
    #expect(Self.edit("a\u{1B}_x;y\u{07}b\r") == "ab")
    // CSI with parameters and intermediates, and SS3.
    #expect(Self.edit("a\u{1B}[38;5;196mb\r") == "ab")
    #expect(Self.edit("a\u{1B}[?2004hb\r") == "ab")
    #expect(Self.edit("a\u{1B}OPb\r") == "ab")
    #expect(Self.edit("a\u{1B}Oxb\r") == "ab")
    // Alt with a letter (ESC x) is dropped; a letter after ESC that is not ASCII stays whole.
    #expect(Self.edit("a\u{1B}xb\r") == "ab")
    #expect(Self.edit("a\u{1B}ñb\r") == "añb")
    #expect(Self.edit("a\u{1B}\u{1B}]2;PWN\u{07}b\r") == "ab")
    // Many strings pasted back to back: dropped in one loop, never nested.
    #expect(Self.edit("a" + String(repeating: "\u{1B}]0;x\u{1B}", count: 200_000) + "\\b\r") == "ab")
  }

  @Test("the redraw puts the cursor back over what follows it")
  func redraw() {
    let line = LineEditor.Line(characters: Array("tuve"), cursor: 1)
    #expect(LineEditor.redraw(prompt: "> ", line: line) == "\r> tuve\u{1B}[K\u{1B}[3D")
  }

  @Test("a line wider than the terminal shows the part around the cursor, on one row")
  func longLine() {
    let end = LineEditor.Line(characters: Array("abcdefghijkl"), cursor: 12)
    #expect(LineEditor.redraw(prompt: "> ", line: end, columns: 10) == "\r> fghijkl\u{1B}[K")
    let start = LineEditor.Line(characters: Array("abcdefghijkl"), cursor: 0)
    #expect(LineEditor.redraw(prompt: "> ", line: start, columns: 10) == "\r> abcdefg\u{1B}[K\u{1B}[7D")
    let middle = LineEditor.Line(characters: Array("abcdefghijkl"), cursor: 9)
    #expect(LineEditor.redraw(prompt: "> ", line: middle, columns: 10) == "\r> cdefghi\u{1B}[K")
    let fits = LineEditor.Line(characters: Array("abc"), cursor: 3)
    #expect(LineEditor.redraw(prompt: "> ", line: fits, columns: 10) == "\r> abc\u{1B}[K")
  }

  @Test("at a terminal, arrows edit the answer and never reach the results")
  func onTerminal() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    var environment = ConjugarProcess.environment(home: home.path, ["TERM": "xterm"])
    environment["NO_COLOR"] = "1"
    let answers = [
      "hablx" + Self.backspace + "o\r",
      "toms" + Self.left + "a\r",
      Self.up + "\r",
      ":q\r",
    ]
    let (status, screen) = try PseudoTerminal.run(
      ["enable-ui-testing"], answers: answers, environment: environment)
    #expect(status == 0)
    #expect(screen.components(separatedBy: "✓ Correct.").count == 3)
    #expect(screen.contains("✗ Wrong. The answer is trabaja."))
    #expect(!screen.contains("^[["), "\(screen)")
    #expect(screen.contains("Quiz stopped after 3 of 50 questions"))
  }
}
