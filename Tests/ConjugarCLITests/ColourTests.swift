import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Testing

/// Colour only on a terminal, and never with NO_COLOR: the built executable run
/// under a pseudo-terminal by script(1).
@Suite(
  "Colour", .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")), .timeLimit(.minutes(10)))
struct ColourTests {
  static let escape = "\u{1B}["

  static func onTerminal(_ extra: [String: String]) throws -> ConjugarProcess.Result {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let command =
      "'\(ConjugarProcess.executable.path)' --database '\(home.file("c.sqlite"))' < /dev/null"
    var environment = ConjugarProcess.environment(home: home.path, ["TERM": "xterm"])
    environment.merge(extra) { $1 }
    let result = Process()
    result.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    result.arguments = ["-qec", command, "/dev/null"]
    result.environment = environment
    let output = Pipe()
    result.standardOutput = output
    result.standardInput = FileHandle.nullDevice
    try result.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    result.waitUntilEnded(within: .seconds(60))
    return ConjugarProcess.Result(
      status: result.terminationStatus, stdout: String(decoding: data, as: UTF8.self), stderr: "")
  }

  @Test("a terminal gets colour")
  func terminal() throws {
    let result = try Self.onTerminal([:])
    #expect(result.status == 0)
    #expect(result.stdout.contains(Self.escape))
  }

  @Test("NO_COLOR turns it off, and so does TERM=dumb")
  func noColour() throws {
    for extra in [["NO_COLOR": "1"], ["TERM": "dumb"]] {
      let result = try Self.onTerminal(extra)
      #expect(result.status == 0)
      #expect(result.stdout.contains("Question 1/50"))
      #expect(!result.stdout.contains(Self.escape))
    }
  }

  @Test("a pipe gets none")
  func pipe() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let result = try ConjugarProcess.run(
      ["--database", home.file("c.sqlite")], input: "hablo\n",
      environment: ConjugarProcess.environment(home: home.path, ["TERM": "xterm"]))
    #expect(result.stdout.contains("Question 2/50"))
    #expect(!result.stdout.contains(Self.escape))
  }
}
