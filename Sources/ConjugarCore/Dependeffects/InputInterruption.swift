import FoundationEssentials
import Synchronization
import SystemShims

/// Ctrl-C (and SIGTERM, SIGHUP) while a session waits for its learner, handled
/// without a thread: the signals are blocked and read from a signal descriptor,
/// which the line readers (`LineBuffer`, the terminal's line editor) wait on beside
/// standard input. A signal then ends the wait as the end of input does, and the
/// session asks `take()` what came. A dispatch signal source did the same from a
/// thread of its own, whose start (libdispatch's and the thread's) cost every
/// session's start about 0.1 ms (README, Speed); the front end still uses one while
/// a session is saved, when Ctrl-C must wait up to a second for the save.
///
/// Linux only (signalfd, through Sources/SystemShims); elsewhere `begin` answers
/// false and the caller handles the signals as before.
public final class InputInterruption: Sendable {
  /// One per process, because signal masks and dispositions are: the session that
  /// reads standard input begins it, and the readers of that input consult it.
  public static let shared = InputInterruption()

  /// The signal descriptor while begun; -1 otherwise.
  private let descriptor = Atomic<Int32>(-1)
  /// The signals blocked by `begin`, as a mask.
  private let blocked = Mutex<sigset_t?>(nil)

  /// Blocks `signals` in the calling thread (the only one that reads input) and
  /// opens a descriptor to read them from. False when that fails or is not
  /// available; nothing is then changed.
  public func begin(_ signals: [Int32]) -> Bool {
    #if os(Linux)
      var mask = sigset_t()
      sigemptyset(&mask)
      for number in signals { sigaddset(&mask, number) }
      guard pthread_sigmask(SIG_BLOCK, &mask, nil) == 0 else { return false }
      let numbers: [Int32] = signals
      let opened = numbers.withUnsafeBufferPointer { (buffer: UnsafeBufferPointer<Int32>) -> Int32 in
        conjugar_signal_descriptor(buffer.baseAddress, Int32(buffer.count))
      }
      guard opened >= 0 else {
        pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        return false
      }
      descriptor.store(opened, ordering: .releasing)
      blocked.withLock { $0 = mask }
      return true
    #else
      return false
    #endif
  }

  /// Whether `begin` is in force.
  public var isActive: Bool { descriptor.load(ordering: .acquiring) >= 0 }

  /// The descriptor closed and the signals unblocked: one still pending is then
  /// delivered as the signal's disposition says.
  public func end() {
    let closing = descriptor.exchange(-1, ordering: .acquiringAndReleasing)
    guard closing >= 0 else { return }
    close(closing)
    if var mask = blocked.withLock({ mask -> sigset_t? in defer { mask = nil }; return mask }) {
      pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }
  }

  /// The signal that came since `begin`, if one did (read from the descriptor).
  public func take() -> Int32? {
    #if os(Linux)
      let source = descriptor.load(ordering: .acquiring)
      guard source >= 0 else { return nil }
      let number = conjugar_read_signal(source)
      return number > 0 ? number : nil
    #else
      return nil
    #endif
  }

  /// Waits until `input` can be read or a signal comes: true for input (or when not
  /// begun, or on a polling error, so that the read reports it), false for a signal.
  public func waitForInput(_ input: Int32) -> Bool {
    let source = descriptor.load(ordering: .acquiring)
    guard source >= 0 else { return true }
    var fds = [pollfd(fd: input, events: Int16(POLLIN), revents: 0), pollfd(fd: source, events: Int16(POLLIN), revents: 0)]
    while true {
      let ready = poll(&fds, 2, -1)
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { return true }
      return fds[1].revents & Int16(POLLIN) == 0
    }
  }
}
