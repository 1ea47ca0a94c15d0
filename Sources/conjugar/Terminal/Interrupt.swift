import ConjugarCore
import Dispatch
import Foundation
import Synchronization

/// Ctrl-C during a quiz: restore the terminal's colour, say nothing was reported,
/// exit 130. Reporting a finished quiz runs in `critical`, which the handler waits
/// for, so an interrupt never leaves half a record.
final class Interrupt: Sendable {
  /// One per process, because a signal's disposition is: the quiz installs the
  /// handler, the report runs inside `critical`, and both must share one lock.
  static let shared = Interrupt()
  private let lock = Mutex(())

  func critical<E: Error>(_ body: () throws(E) -> Void) throws(E) {
    try lock.withLock { (_: inout ()) throws(E) in try body() }
  }

  /// Handles SIGINT until `uninstall` is called with the returned source.
  func install(console: any Console, colour: Bool) -> any DispatchSourceSignal {
    signal(SIGINT, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    source.setEventHandler { [self] in
      lock.withLock { _ in
        console.write((colour ? Style.reset : "") + "\n")
        console.writeError("conjugar: quiz interrupted; nothing reported.\n")
        // The one exit outside Main: a signal arrives on its own thread, and the
        // quiz it interrupts is not saved (the lock keeps a report from being cut).
        exit(ExitStatus.interrupted.rawValue)
      }
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
