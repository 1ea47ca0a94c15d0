import ConjugarCore
import Foundation
import Synchronization

/// A clock a test sets and moves by hand.
public final class TestClock: Clocking {
  private let current: Mutex<Date>

  public init(_ date: Date) {
    current = Mutex(date)
  }

  public var implementation: String { "TestClock" }
  public func now() -> Date { current.withLock { $0 } }
  public func set(_ date: Date) { current.withLock { $0 = date } }
  public func advance(by seconds: TimeInterval) { current.withLock { $0 += seconds } }
}
