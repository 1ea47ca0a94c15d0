import FoundationEssentials
import Glibc
import Synchronization

/// The terminal's settings while a line is edited: echo and line buffering off,
/// signals (Ctrl-C) left on. What was there before is kept so that it can be put
/// back after each line, and by the Ctrl-C handler before the program exits.
final class TerminalMode: Sendable {
  /// One per process: there is one controlling terminal, and the Ctrl-C handler
  /// must find the settings to restore.
  static let shared = TerminalMode()
  private let saved = Mutex<termios?>(nil)

  /// Switches standard input to character-at-a-time input without echo; false
  /// when it is not a terminal.
  func enterRaw() -> Bool {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return false }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSADRAIN, &raw) == 0 else { return false }
    saved.withLock { $0 = original }
    return true
  }

  /// Puts the terminal back as it was, if it was changed.
  func restore() {
    saved.withLock { original in
      guard var settings = original else { return }
      tcsetattr(STDIN_FILENO, TCSADRAIN, &settings)
      original = nil
    }
  }

}
