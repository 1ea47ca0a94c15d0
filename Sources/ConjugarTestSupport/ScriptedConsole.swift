import ConjugarCore
import Synchronization

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
