import Foundation
import Testing

@testable import ConjugarCore

@Suite("ChildProcess", .timeLimit(.minutes(10)))
struct ChildProcessTests {
  @Test(
    "a child gets standard input, output and error, and no other descriptor of ours",
    .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd"), "needs /proc"))
  func onlyStandardDescriptors() throws {
    // A descriptor without close-on-exec, as a parent's pipe may be.
    let inherited = open("/dev/null", O_RDONLY)
    #expect(inherited > 2)
    defer { close(inherited) }
    let outcome = try ChildProcess.run(
      ["/bin/sh", "-c", "for d in 0 1 2 \(inherited); do test -e /proc/self/fd/$d && echo $d; done; exit 0"],
      input: .null, output: .capture, errors: .capture)
    #expect(outcome.status == 0)
    #expect(String(decoding: outcome.output, as: UTF8.self) == "0\n1\n2\n")
  }
}
