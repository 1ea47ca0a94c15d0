import Foundation
import Testing

@testable import ConjugarCore

/// Ctrl-C's signals read beside the input (InputInterruption), with SIGUSR2 so that
/// nothing else in the test process is disturbed: the signal is raised at this
/// thread, which has it blocked, and must be found on the descriptor.
@Suite("a session's signals read beside its input")
struct InputInterruptionTests {
  @Test("a signal ends the wait for input and is taken once; input alone does not")
  func signalEndsWait() throws {
    let interruption = InputInterruption()
    try #require(interruption.begin([SIGUSR2]))
    // Should the check below fail, the signal left pending is ignored, not fatal.
    defer {
      signal(SIGUSR2, SIG_IGN)
      interruption.end()
      signal(SIGUSR2, SIG_DFL)
    }
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]); close(ends[1]) }
    #expect(interruption.take() == nil)
    // Input waiting, no signal: the read may go on.
    #expect(write(ends[1], "x", 1) == 1)
    #expect(interruption.waitForInput(ends[0]))
    // A signal: the wait ends for it, and take() names it once.
    raise(SIGUSR2)
    #expect(!interruption.waitForInput(ends[0]))
    #expect(interruption.take() == SIGUSR2)
    #expect(interruption.take() == nil)
  }

  @Test("not begun: nothing is waited for and nothing is taken")
  func notBegun() {
    let interruption = InputInterruption()
    #expect(!interruption.isActive)
    #expect(interruption.waitForInput(STDIN_FILENO))
    #expect(interruption.take() == nil)
  }
}
