import ConjugarCore
import Dispatch
import FoundationEssentials
import Synchronization

/// Ctrl-C during a quiz: restore the terminal's colour, say what became of the
/// quiz, exit 130. Before the report, nothing was reported. During the report
/// (`saving`) the handler waits up to a second for it to end, then tells the
/// truth: saved, or still being saved when the program stopped (SQLite keeps a
/// transaction whole or not at all; `conjugar history` shows which).
final class Interrupt: Sendable {
  /// One per process, because a signal's disposition is: the quiz installs the
  /// handler, the report runs inside `saving`, and both must share one state.
  static let shared = Interrupt()

  enum Phase: Sendable { case playing, saving, saved }
  private let phase = Mutex(Phase.playing)

  /// How long Ctrl-C waits for a report under way.
  static let patience: Duration = .seconds(1)

  /// Runs the report of a finished quiz.
  func saving<E: Error>(_ body: () throws(E) -> Void) throws(E) {
    phase.withLock { $0 = .saving }
    defer { phase.withLock { $0 = .saved } }
    try body()
  }

  /// Handles SIGINT until `uninstall` is called with the returned source.
  func install(console: any Console, colour: Bool) -> any DispatchSourceSignal {
    phase.withLock { $0 = .playing }
    signal(SIGINT, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    source.setEventHandler { [self] in
      let clock = ContinuousClock()
      let deadline = clock.now + Self.patience
      while phase.withLock({ $0 }) == .saving && clock.now < deadline {
        usleep(20_000)
      }
      let message =
        switch phase.withLock({ $0 }) {
        case .playing: "quiz interrupted; nothing reported."
        case .saved: "interrupted after the quiz was saved."
        case .saving:
          "interrupted while the quiz was being saved; `conjugar history` shows whether it was kept."
        }
      TerminalMode.shared.restore()
      console.write((colour ? Style.reset : "") + "\n")
      console.writeError("conjugar: \(message)\n")
      // The one exit outside Main: a signal arrives on its own thread, while the
      // quiz's own thread may be blocked reading input.
      exit(ExitStatus.interrupted.rawValue)
    }
    source.resume()
    return source
  }

  /// Gives SIGINT back its default action.
  func uninstall(_ source: any DispatchSourceSignal) {
    source.cancel()
    signal(SIGINT, SIG_DFL)
  }
}
