import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Testing

/// Issue 46 §5: a test waiting on a program that never ends fails, it does not hang.
@Suite("Process.waitUntilEnded: a deadline, then an issue", .timeLimit(.minutes(10)))
struct WaitUntilEndedTests {
  @Test("a program past its deadline is an issue, and is killed")
  func pastTheDeadline() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sleep")
    process.arguments = ["300"]
    try process.run()
    let started = ContinuousClock.now
    withKnownIssue("the deadline passes") {
      process.waitUntilEnded(within: .milliseconds(200))
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("sleep (pid \(process.processIdentifier)) still running after") }
    }
    #expect(!process.isRunning)
    #expect(process.terminationReason == .uncaughtSignal)
    #expect(process.terminationStatus == SIGKILL)
    #expect(ContinuousClock.now - started < .seconds(10))
  }

  @Test("a program that ends in time is no issue")
  func inTime() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilEnded(within: .seconds(60))
    #expect(process.terminationStatus == 0)
  }
}
