import Foundation
import Synchronization
import Testing

/// Work a test waits on by design (a default deadline met in full, a grace period),
/// begun on a thread of its own while the run is being planned, before any test
/// runs, so that its wait overlaps the rest of the suite whatever order the tests
/// then run in (Swift Testing's order changes from run to run; a 3 s wait begun
/// last would make the run 3 s longer). The test attaches `.headStart(work)` and
/// awaits `work.value()`, then checks what it returns: the work itself records no
/// issue (an `#expect` on its thread would be outside the test). Run alone (with
/// `--filter`), the work begins when the test is planned, as before.
final class HeadStart<Value: Sendable>: Sendable {
  private enum State {
    case notStarted
    case running([CheckedContinuation<Value, any Error>])
    case done(Result<Value, any Error>)
  }
  private let state = Mutex(State.notStarted)
  private let work: @Sendable () throws -> Value

  init(_ work: @escaping @Sendable () throws -> Value) { self.work = work }

  /// Begins the work, once.
  func start() {
    let begin = state.withLock { state in
      guard case .notStarted = state else { return false }
      state = .running([])
      return true
    }
    guard begin else { return }
    Thread { [self] in
      let result = Result { try work() }
      let waiting = state.withLock { state in
        defer { state = .done(result) }
        if case .running(let waiting) = state { return waiting }
        return []
      }
      for continuation in waiting { continuation.resume(with: result) }
    }.start()
  }

  /// What the work returned, once it is done (begun now if it was not yet).
  func value() async throws -> Value {
    start()
    return try await withCheckedThrowingContinuation { continuation in
      let result: Result<Value, any Error>? = state.withLock { state in
        switch state {
        case .done(let result): return result
        case .running(let waiting):
          state = .running(waiting + [continuation])
          return nil
        case .notStarted:
          return .failure(NotStarted())
        }
      }
      if let result { continuation.resume(with: result) }
    }
  }

  struct NotStarted: Error {}
}

/// Begins a `HeadStart`'s work when the run is planned (Swift Testing prepares every
/// test's traits before it runs any test).
struct HeadStartTrait: TestTrait {
  let begin: @Sendable () -> Void
  func prepare(for test: Test) async throws { begin() }
}

extension Trait where Self == HeadStartTrait {
  static func headStart<Value>(_ work: HeadStart<Value>) -> Self {
    HeadStartTrait { work.start() }
  }
}
