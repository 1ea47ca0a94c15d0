import Foundation
import Testing

extension Process {
  /// Waits until the process has ended, checking every millisecond, for at most
  /// `deadline`. A process still running then is a failure, not a hang: an issue
  /// is recorded at the caller's line and the process is killed (SIGKILL), so the
  /// test goes on to fail on what it got.
  ///
  /// Not Foundation's `waitUntilExit()` (swift-corelibs-foundation on Linux): it
  /// runs its run loop in 50 ms slices and notices the end only at the next slice,
  /// 50 ms per call however short the program (measured: `/bin/true` 50.9 ms with
  /// waitUntilExit, 1.5 ms this way), and it has no deadline. `terminationStatus`
  /// and `terminationReason` are set once `isRunning` is false.
  public func waitUntilEnded(
    within deadline: Duration, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let clock = ContinuousClock()
    let end = clock.now + deadline
    while isRunning && clock.now < end { usleep(1_000) }
    guard isRunning else { return }
    let program = executableURL?.lastPathComponent ?? "a process"
    let message = "\(program) (pid \(processIdentifier)) still running after \(deadline); killed"
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    kill(processIdentifier, SIGKILL)
    // A killed process ends at once; its end is still bounded, never awaited for ever.
    let killed = clock.now + .seconds(5)
    while isRunning && clock.now < killed { usleep(1_000) }
  }
}
