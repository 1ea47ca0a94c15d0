import ArgumentParser
import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore
@testable import conjugar

/// `leaderboard server-setup` goes through the World's serverSetup like every
/// other side effect (issue 22 §8): uiTest and simulator pretend, unitTest's spy
/// receives the request, device runs the companion its World's environment names.
/// A fake companion records how it was run; no server is needed.
@Suite("server-setup through the World", .timeLimit(.minutes(10)))
struct ServerSetupWorldCLITests {
  static let url = "postgres://teacher:s3cret@school-db/conjugar"

  /// A fake conjugar-classboard, outside any HOME the test checks: it writes its
  /// arguments, one a line, to $SETUP_RECORD and exits with $SETUP_STATUS, two
  /// variables only the environment handed to the World carries.
  struct FakeCompanion {
    let directory: TemporaryHome
    var script: String { directory.file("conjugar-classboard") }
    var record: String { directory.file("arguments") }

    init() throws {
      directory = try TemporaryHome()
      try ExecutableScript.write(
        "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"$SETUP_RECORD\"\nexit \"${SETUP_STATUS:-0}\"\n", to: script)
    }

    func environment(home: String, status: Int = 0) -> [String: String] {
      ConjugarProcess.environment(
        home: home,
        ["CONJUGAR_CLASSBOARD": script, "SETUP_RECORD": record, "SETUP_STATUS": String(status)])
    }

    /// What the companion was run with; nil when it never ran.
    var recorded: String? { try? String(contentsOfFile: record, encoding: .utf8) }
  }

  @Test("uiTest pretends: one line, deterministic, no password, no process, no file")
  func uiTestPretends() throws {
    let home = try TemporaryHome()
    let companion = try FakeCompanion()
    defer {
      home.cleanUp()
      companion.directory.cleanUp()
    }
    let environment = companion.environment(home: home.path)
    // The built binary, as a teacher trying the UI-testing mode would run it.
    let apply = try ConjugarProcess.run(
      ["leaderboard", "server-setup", Self.url, "enable-ui-testing"], environment: environment)
    #expect(apply.status == 0)
    #expect(apply.stdout == "Pretending to set up the class board at postgres://teacher:…@school-db/conjugar.\n")
    #expect(apply.stderr == "")
    let print = try ConjugarProcess.run(
      ["enable-ui-testing", "leaderboard", "server-setup", "--print-sql"], environment: environment)
    #expect(print.status == 0)
    #expect(print.stdout == "Pretending to print the class board's setup SQL.\n")
    #expect(print.stderr == "")
    #expect(companion.recorded == nil)
    #expect(home.contents.isEmpty)
  }

  @Test("the simulator pretends too, and a URL's control characters are not echoed raw")
  func simulatorPretends() throws {
    let home = try TemporaryHome()
    let companion = try FakeCompanion()
    defer {
      home.cleanUp()
      companion.directory.cleanUp()
    }
    let result = ConjugarProcess.inProcess(
      ["--simulator", "leaderboard", "server-setup", "postgres://t@db/\u{1B}[31mx\u{202E}"],
      environment: companion.environment(home: home.path))
    #expect(result.status == 0)
    #expect(result.stdout == "Pretending to set up the class board at postgres://t@db/?[31mx?.\n")
    #expect(companion.recorded == nil)
    #expect(home.contents.isEmpty)
  }

  @Test("a 120 KB URL is repeated cut to 400 characters, and an export path likewise")
  func longArgumentsCut() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let long = "postgres://t@db/" + String(repeating: "a", count: 120_000)
    let setup = ConjugarProcess.inProcess(
      ["leaderboard", "server-setup", long, "enable-ui-testing"], environment: environment)
    #expect(setup.status == 0)
    #expect(
      setup.stdout == "Pretending to set up the class board at postgres://t@db/"
        + String(repeating: "a", count: 384) + "….\n")
    let path = "/tmp/" + String(repeating: "d", count: 5_000) + ".txt"
    let export = ConjugarProcess.inProcess(
      ["export", "--anki", "--output", path, "enable-ui-testing"], environment: environment)
    #expect(export.status == 0)
    #expect(
      export.stdout.split(separator: "\n").first.map(String.init)
        == "Pretending to write 73 bytes to /tmp/" + String(repeating: "d", count: 395) + "….")
    #expect(home.contents.isEmpty)
  }

  @Test("the World's serverSetup receives what the teacher asked for, and its status is the command's")
  func dependeffectReceivesTheRequest() throws {
    for (arguments, expected) in [
      (["leaderboard", "server-setup", Self.url], ServerSetupAction.apply(url: Self.url)),
      (["leaderboard", "server-setup", "--print-sql"], .printSQL),
    ] {
      var command = try Main.parse(arguments)
      let spy = ServerSetupSpy()
      var world = World.unitTest { Issue.record(Comment(rawValue: $0)) }
      world.serverSetup = spy
      try World.$current.withValue(world) { try command.run() }
      #expect(spy.requested == [expected], "\(arguments)")
    }
    // A setup that fails ends the command with the same status.
    var command = try Main.parse(["leaderboard", "server-setup", Self.url])
    var world = World.unitTest { Issue.record(Comment(rawValue: $0)) }
    world.serverSetup = ServerSetupSpy(status: 3)
    #expect(throws: ExitCode(3)) { try World.$current.withValue(world) { try command.run() } }
  }

  /// A command that read the process's own environment, or started the companion
  /// itself, would miss the companion and the variables this launch is given (the
  /// test process has none of them), and the record would stay empty.
  @Test("device runs the companion the World's environment names, with the arguments, and takes its exit status")
  func deviceRunsTheCompanion() throws {
    let home = try TemporaryHome()
    let companion = try FakeCompanion()
    defer {
      home.cleanUp()
      companion.directory.cleanUp()
    }
    #expect(ProcessInfo.processInfo.environment["SETUP_RECORD"] == nil)
    let apply = ConjugarProcess.inProcess(
      ["leaderboard", "server-setup", Self.url], environment: companion.environment(home: home.path, status: 2))
    // The companion's status is the command's (2 is one conjugar's statuses name).
    #expect(apply.status == 2)
    #expect(apply.stdout == "")
    #expect(apply.stderr == "")
    #expect(companion.recorded == "server-setup\n--\n\(Self.url)\n")
    let print = ConjugarProcess.inProcess(
      ["leaderboard", "server-setup", "--print-sql"], environment: companion.environment(home: home.path))
    #expect(print.status == 0)
    #expect(companion.recorded == "server-setup\n--print-sql\n")
    // It needs no stored data: no database is made.
    #expect(home.contents.isEmpty)
  }

  @Test("only the launch reads the process's environment; no command starts a process")
  func commandsUseTheWorld() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/conjugar")
    let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    let swift = paths.filter { $0.hasSuffix(".swift") }
    #expect(swift.contains("Commands/ServerSetupCommand.swift"))
    for path in swift {
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      #expect(!text.contains("ChildProcess"), "\(path) starts a process")
      if path != "Launch/Main.swift" {
        #expect(!text.contains("ProcessInfo"), "\(path) reads the process's environment")
      }
    }
  }
}
