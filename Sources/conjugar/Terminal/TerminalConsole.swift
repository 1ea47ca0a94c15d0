import ConjugarCore
import FoundationEssentials
import Glibc
import Synchronization

/// The console at a terminal: the standard console, with answers read through
/// the line editor when standard input and output are both a terminal. Piped
/// input stays line by line, exactly as the standard console reads it.
final class TerminalConsole: Console {
  let standard: StandardConsole
  private let editor = Mutex(LineEditor())
  let isTerminal: Bool
  /// Whether the layout follows the terminal's width as it changes (a window
  /// resized mid-quiz, SIGWINCH): not when the width is fixed (uiTest's 80).
  let followsResize: Bool

  init(_ standard: StandardConsole, fixedWidth: Bool = false) {
    self.standard = standard
    isTerminal = Terminal.inputIsTerminal && Terminal.outputIsTerminal
    followsResize = !fixedWidth && Terminal.outputIsTerminal
  }

  var implementation: String {
    standard.implementation + (isTerminal ? ", line editing" : "")
  }
  var usesColour: Bool { standard.usesColour }
  /// The terminal's width now, asked of it each time the layout needs it: a
  /// window resized mid-quiz lays out again at the next prompt.
  var columns: Int { followsResize ? Terminal.columns() ?? standard.columns : standard.columns }
  func readLine() -> String? { readLine(prompt: "") }
  func write(_ text: String) { standard.write(text) }
  func write(bytes: UnsafeBufferPointer<UInt8>) { standard.write(bytes: bytes) }
  func writeError(_ text: String) { standard.writeError(text) }

  func readLine(prompt: String) -> String? {
    guard isTerminal, TerminalMode.shared.enterRaw() else {
      standard.write(prompt)
      return standard.readLine()
    }
    defer { TerminalMode.shared.restore() }
    var keys = KeyReader(nextByte: Self.readByte)
    // The terminal's own width, read for each line (a resize counts), even in
    // uiTest, whose output keeps its fixed 80: the redraw must fit the screen.
    let columns = Terminal.columns() ?? standard.columns
    return editor.withLock { $0.readLine(prompt: prompt, columns: columns, keys: &keys, write: standard.write) }
  }

  /// One byte of standard input; nil at its end.
  static func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count == 1 { return byte }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }
}
