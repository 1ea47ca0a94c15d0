import ConjugarCore
import Dispatch
import FoundationEssentials
import Glibc
import Synchronization

/// Ctrl-C during a quiz (or SIGTERM, SIGHUP): restore the terminal's modes and
/// colour, say what became of the quiz, exit 130 (143, 129). What became of it is
/// the session's end's to say (SessionEnding.interrupted: nothing reported, being
/// saved, or saved); this handles the signal and prints.
final class Interrupt: Sendable {
  /// One per process, because a signal's disposition is: the quiz installs the
  /// handler with its session's end, and the handler asks that end.
  static let shared = Interrupt()

  /// What handling a signal needs: where to write, whether colour is on, and the
  /// session's end to ask.
  private struct Context: Sendable {
    let console: any Console
    let colour: Bool
    let ending: SessionEnding
  }
  private let context = Mutex<Context?>(nil)
  /// The dispatch signal sources while installed.
  private let sources = Mutex<[any DispatchSourceSignal]>([])

  /// How long Ctrl-C waits for a save under way.
  static let patience: Duration = .seconds(1)

  /// The signals that end a quiz: Ctrl-C, and a `kill` or a closed terminal, which
  /// would otherwise leave the terminal without echo or line editing.
  static let signals = [SIGINT, SIGTERM, SIGHUP]

  /// Handles the quiz's signals until `uninstall`, on a dispatch source's thread,
  /// while the quiz's own thread may be blocked reading input or saving (the save
  /// may wait on another program's lock). Each exits with 128 + its number (130
  /// for Ctrl-C).
  func install(console: any Console, colour: Bool, ending: SessionEnding) {
    context.withLock { $0 = Context(console: console, colour: colour, ending: ending) }
    startSources()
  }

  private func startSources() {
    guard let context = context.withLock({ $0 }) else { return }
    sources.withLock { sources in
      guard sources.isEmpty else { return }
      sources = Self.signals.map { number in
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
        source.setEventHandler { [self] in handle(number, context) }
        source.resume()
        return source
      }
    }
  }

  private func handle(_ number: Int32, _ context: Context) -> Never {
    let message =
      switch (context.ending.interrupted(patience: Self.patience), context.ending.kind.name) {
      case let (.nothingReported, name): "\(name) interrupted; nothing reported."
      case let (.afterSaving, name): "interrupted after the \(name) was saved."
      case let (.whileSaving, name):
        "interrupted while the \(name) was being saved; `conjugar history` shows whether it was kept."
      }
    TerminalMode.shared.restore()
    context.console.write((context.colour ? Style.reset : "") + "\n")
    context.console.warn(message)
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
