import ConjugarCore
import Dispatch
import FoundationEssentials
import Glibc
import Synchronization

/// Ctrl-C during a quiz (or SIGTERM, SIGHUP): restore the terminal's modes and
/// colour, say what became of the quiz, exit 130 (143, 129). Before the report,
/// nothing was reported. During the report (`saving`) the handler waits up to a
/// second for it to end, then tells the truth: saved, or still being saved when the program stopped (SQLite keeps a
/// transaction whole or not at all; `conjugar history` shows which).
final class Interrupt: Sendable {
  /// One per process, because a signal's disposition is: the quiz installs the
  /// handler, the report runs inside `saving`, and both must share one state.
  static let shared = Interrupt()

  enum Phase: Sendable { case playing, saving, saved }
  private let phase = Mutex(Phase.playing)

  /// What handling a signal needs: where to write, and whether colour is on.
  private struct Context: Sendable {
    let console: any Console
    let colour: Bool
  }
  private let context = Mutex<Context?>(nil)
  /// The dispatch signal sources while installed.
  private let sources = Mutex<[any DispatchSourceSignal]>([])

  /// How long Ctrl-C waits for a report under way.
  static let patience: Duration = .seconds(1)

  /// Runs the report of a finished quiz. Signals are handled by dispatch sources,
  /// on a thread of their own: the save may wait on another program's lock, and
  /// Ctrl-C must not wait with it for more than `patience`.
  func saving<E: Error>(_ body: () throws(E) -> Void) throws(E) {
    phase.withLock { $0 = .saving }
    defer { phase.withLock { $0 = .saved } }
    try body()
  }

  /// The signals that end a quiz: Ctrl-C, and a `kill` or a closed terminal, which
  /// would otherwise leave the terminal without echo or line editing.
  static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// Handles the quiz's signals until `uninstall`, on a dispatch source's thread,
  /// while the quiz's own thread may be blocked reading input. Each exits with
  /// 128 + its number (130 for Ctrl-C).
  func install(console: any Console, colour: Bool) {
    phase.withLock { $0 = .playing }
    context.withLock { $0 = Context(console: console, colour: colour) }
    startSources()
  }

  private func startSources() {
    guard let context = context.withLock({ $0 }) else { return }
    sources.withLock { sources in
      guard sources.isEmpty else { return }
      sources = Self.signals.map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { [self] in handle(number, console: context.console, colour: context.colour) }
        source.resume()
        return source
      }
    }
  }

  private func handle(_ number: Int32, console: any Console, colour: Bool) -> Never {
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
    // The one exit outside Main: a signal arrives on its own thread (or is found
    // between two answers), while the quiz's own thread may be blocked reading input.
    exit(number == SIGINT ? ExitStatus.interrupted.rawValue : 128 + number)
  }

  /// Gives the signals back their default actions.
  func uninstall() {
    sources.withLock { sources in
      for source in sources { source.cancel() }
      sources = []
    }
    for number in Self.signals { signal(number, SIG_DFL) }
    context.withLock { $0 = nil }
  }
}
