/// The terminal: lines in, text out, and the one colour rule every command follows.
/// Each `write` is whole (one system call where it can be), so an interrupted quiz
/// never leaves half a line.
public protocol Console: Sendable {
  /// What implements it, for `conjugar world` ("StandardConsole (stdin/stdout/stderr, colour)").
  var implementation: String { get }
  /// The next line of input without its newline; nil at end of input.
  func readLine() -> String?
  /// Shows `prompt`, then reads the next line (a terminal may let the line be
  /// edited there).
  func readLine(prompt: String) -> String?
  /// Writes `text` to standard output, whole.
  func write(_ text: String)
  /// Bytes for standard output (large JSON, written without making a String).
  func write(bytes: UnsafeBufferPointer<UInt8>)
  /// Writes `text` to standard error, whole.
  func writeError(_ text: String)
  /// Whether to colour output (a terminal, NO_COLOR unset, TERM not dumb, no --no-color).
  var usesColour: Bool { get }
  /// How many columns output may take: the terminal's width, 80 elsewhere.
  var columns: Int { get }
}

extension Console {
  /// 80: a console that knows no width.
  public var columns: Int { 80 }

  /// Writes `prompt`, then reads a line.
  public func readLine(prompt: String) -> String? {
    write(prompt)
    return readLine()
  }

  /// Writes the bytes as UTF-8 text (invalid sequences replaced).
  public func write(bytes: UnsafeBufferPointer<UInt8>) {
    write(String(decoding: bytes, as: UTF8.self))
  }
}

/// The colour rule: colour only on a terminal, never with NO_COLOR set to anything
/// non-empty, TERM=dumb, or `--no-color`.
enum ColourRule {
  static func allows(
    environment: [String: String], isTerminal: Bool, noColorFlag: Bool = false
  ) -> Bool {
    isTerminal && !noColorFlag && (environment["NO_COLOR"] ?? "").isEmpty
      && environment["TERM"] != "dumb"
  }
}

/// A warning or an error for the user, "conjugar: " first: every such line
/// conjugar writes is made here, so all of them reach standard error alike (the
/// launch's report of what a command threw, a class board that cannot be reached,
/// speech that failed). Through a console (`Console.warn`) or, with none to hand,
/// straight to standard error (`StandardError.warn`).
public enum Warning {
  /// The line for `message`, newline included; `layout` (a wrap to the terminal's
  /// width) is given the line without its newline.
  public static func line(_ message: String, layout: (String) -> String = { $0 }) -> String {
    layout("conjugar: " + message) + "\n"
  }
}

extension Console {
  /// One warning or error on standard error (`Warning.line`).
  public func warn(_ message: String, layout: (String) -> String = { $0 }) {
    writeError(Warning.line(message, layout: layout))
  }
}
