import Foundation
import Synchronization

/// The terminal: lines in, text out. Each `write` is whole (one system call), so
/// an interrupted quiz never leaves half a line.
public protocol Console: Sendable {
  var implementation: String { get }
  /// The next line of input without its newline; nil at end of input.
  func readLine() -> String?
  func write(_ text: String)
  func writeError(_ text: String)
  /// Whether to colour output (a terminal, NO_COLOR unset, TERM not dumb).
  var usesColour: Bool { get }
}

/// Standard input, output and error of the process.
public struct StandardConsole: Console {
  public let usesColour: Bool

  public init(environment: [String: String]) {
    let noColour = !(environment["NO_COLOR"] ?? "").isEmpty
    usesColour = isatty(STDOUT_FILENO) == 1 && !noColour && environment["TERM"] != "dumb"
  }

  public var implementation: String {
    "StandardConsole (stdin/stdout/stderr, " + (usesColour ? "colour)" : "no colour)")
  }

  public func readLine() -> String? {
    Swift.readLine(strippingNewline: true)
  }

  public func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  public func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}

/// A console with scripted input and captured output, for tests.
public final class ScriptedConsole: Console {
  private struct State {
    var input: [String]
    var output = ""
    var error = ""
  }
  private let state: Mutex<State>
  public let usesColour: Bool

  public init(input: [String] = [], usesColour: Bool = false) {
    state = Mutex(State(input: input.reversed()))
    self.usesColour = usesColour
  }

  public var implementation: String { "ScriptedConsole (in memory)" }
  public func readLine() -> String? { state.withLock { $0.input.popLast() } }
  public func write(_ text: String) { state.withLock { $0.output += text } }
  public func writeError(_ text: String) { state.withLock { $0.error += text } }
  public var output: String { state.withLock { $0.output } }
  public var error: String { state.withLock { $0.error } }
}
