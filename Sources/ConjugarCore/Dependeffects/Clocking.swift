import FoundationEssentials
import Synchronization

/// The time: a dependency, so tests and uiTest choose it.
public protocol Clocking: Sendable {
  var implementation: String { get }
  func now() -> Date
}

public struct SystemClock: Clocking {
  public init() {}
  public var implementation: String { "SystemClock" }
  public func now() -> Date { Date() }
}

/// A deterministic clock: starts at a fixed instant and moves on a fixed step at
/// every reading, so elapsed times depend only on what the program did.
public final class TickingClock: Clocking {
  private let current: Mutex<Date>
  public let step: TimeInterval

  public init(start: Date, step: TimeInterval) {
    current = Mutex(start)
    self.step = step
  }

  public var implementation: String { "TickingClock (deterministic, +\(Int(step)) s a reading)" }

  public func now() -> Date {
    current.withLock { date in
      defer { date += step }
      return date
    }
  }
}
