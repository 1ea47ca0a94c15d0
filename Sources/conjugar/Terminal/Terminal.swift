import Glibc

/// What the front end asks of the terminal itself; the core does no terminal I/O
/// and is told (StandardConsole's `isTerminal` and `width`).
enum Terminal {
  static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }
  static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// The terminal's width in columns now, nil when standard output is no terminal.
  static func columns() -> Int? {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
