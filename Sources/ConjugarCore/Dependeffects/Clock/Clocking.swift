import FoundationEssentials
import Synchronization

/// The time: a dependency, so tests and uiTest choose it.
public protocol Clocking: Sendable {
  /// Which clock this is, for `conjugar world`.
  var implementation: String { get }
  /// The current instant, as this clock tells it.
  func now() -> Date
}

struct SystemClock: Clocking {
  init() {}
  var implementation: String { "SystemClock" }
  func now() -> Date { Date() }
}

/// A deterministic clock: starts at a fixed instant and moves on a fixed step at
/// every reading, so elapsed times depend only on what the program did.
final class TickingClock: Clocking {
  private let current: Mutex<Date>
  let step: TimeInterval

  init(start: Date, step: TimeInterval) {
    current = Mutex(start)
    self.step = step
  }

  var implementation: String { "TickingClock (deterministic, +\(Int(step)) s a reading)" }

  func now() -> Date {
    current.withLock { date in
      defer { date += step }
      return date
    }
  }
}
