import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Testing

@testable import ConjugarCore
@testable import conjugar

/// Runs the built `conjugar` executable, black-box, as Conjugar's UI tests launch
/// the app: arguments, an environment, scripted standard input.
struct ConjugarProcess {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// The executable next to the test bundle (or in .build/debug).
  /// The conjugar under test: CONJUGAR_TEST_EXECUTABLE when set (.ci/run points it
  /// at the release binary, built as the README installs it), else the one built
  /// beside the tests.
  static let executable: URL = {
    if let given = ProcessInfo.processInfo.environment["CONJUGAR_TEST_EXECUTABLE"], !given.isEmpty {
      return URL(fileURLWithPath: given)
    }
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("conjugar")
    if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/conjugar")
  }()

  /// The class board's companion, built beside conjugar.
  static var companion: URL { executable.deletingLastPathComponent().appendingPathComponent("conjugar-classboard") }

  /// A minimal environment: no colour settings, HOME in `home`.
  static func environment(home: String, _ extra: [String: String] = [:]) -> [String: String] {
    var environment = ["PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8"]
    environment.merge(extra) { $1 }
    return environment
  }

  /// `launcher`: a command to run conjugar through (e.g. setpriv, to run as another user).
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String],
    launcher: [String] = [], executable program: URL? = nil
  ) throws -> Result {
    let executable = program ?? Self.executable
    let scratch = Scratch.directory
      .appendingPathComponent("conjugar-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let (inURL, outURL, errURL) = (
      scratch.appendingPathComponent("in"), scratch.appendingPathComponent("out"),
      scratch.appendingPathComponent("err")
    )
    try Data(input.utf8).write(to: inURL)
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    if let program = launcher.first {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = Array(launcher.dropFirst()) + [executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    process.environment = environment
    process.standardInput = try FileHandle(forReadingFrom: inURL)
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilEnded(within: .seconds(60))
    return Result(
      status: process.terminationStatus,
      stdout: try String(contentsOf: outURL, encoding: .utf8),
      stderr: try String(contentsOf: errURL, encoding: .utf8))
  }

  /// Runs `body`, which waits on purpose (a signal's grace period, a lock), on a
  /// thread of its own, and awaits it: the test holds none of the few threads the
  /// other tests run on. `body` returns what the test then checks (an #expect
  /// inside it would be outside the test).
  static func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
    }
  }

  /// Runs a command line inside this process, through the launch's own
  /// `Main.run` (rewrite, parse, World, run, error mapping), with a scripted
  /// console in place of the terminal: for tests whose point is what a command
  /// prints and exits with, not the process around it (each launch of the debug
  /// build costs some 30 ms of CPU). Input lines as on standard input.
  static func inProcess(
    _ arguments: [String], input: String = "", environment: [String: String]
  ) -> Result {
    var lines = input.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    let console = ScriptedConsole(input: lines)
    let status = Main.run(arguments, environment: environment, console: console)
    return Result(status: status.rawValue, stdout: console.output, stderr: console.error)
  }

  /// `inProcess` in the shape of `run`, for tests that moved from launching the
  /// executable to Main.run and still call through `try` (a debug launch costs
  /// some 30 ms of CPU; these tests check only output, status and files).
  static func runInProcess(
    _ arguments: [String], input: String = "", environment: [String: String]
  ) throws -> Result {
    inProcess(arguments, input: input, environment: environment)
  }

  /// The questions `quiz --list-questions --json` prints for these arguments
  /// (listed in process: a listing writes nothing). A listing that fails throws
  /// (rather than recording an issue, so that a `HeadStart`'s work may list too).
  static func questions(_ arguments: [String], environment: [String: String]) throws -> [Question] {
    let result = inProcess(["quiz", "--list-questions", "--json"] + arguments, environment: environment)
    guard result.status == 0 else { throw ListingFailed(status: result.status, stderr: result.stderr) }
    let objects = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
    return try (objects ?? []).map { object in
      let tense = try #require(Tense(rawValue: object["tense"] as? String ?? ""))
      return Question(
        object["infinitive"] as? String ?? "", tense, (object["person"] as? String).flatMap(Person.init))
    }
  }

  struct ListingFailed: Error {
    let status: Int32
    let stderr: String
  }

  /// The questions `conjugar quiz --seed N` asks on device with every setting at
  /// its default, composed in process (listing them by running the executable
  /// costs a process each). Drive data only: a wrong list fails the score checks.
  static func deviceQuestions(seed: UInt64) -> [Question] {
    var world = World.uiTest(launchArguments: [])
    world.settings = Settings()
    return (try? Sessions.start(.quiz(seed: seed), in: world))?.questions ?? []
  }

  /// The answers the quiz takes as right, from the conjugation engine. Not an
  /// independent check of the forms (IrregularVerbTests and RuleFamilyTests check
  /// those against hand-written ones): this drives the quiz's flow and scoring.
  static func answers(_ questions: [Question]) -> String {
    perfectAnswers(questions).map { $0 + "\n" }.joined()
  }
}

/// A temporary HOME that must stay empty when no file may be written.
struct TemporaryHome {
  let path: String

  init() throws {
    path =
      Scratch.directory
      .appendingPathComponent("conjugar-home-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  var contents: [String] { (FileManager.default.subpaths(atPath: path) ?? []).sorted() }
  func file(_ name: String) -> String { path + "/" + name }
  func cleanUp() { try? FileManager.default.removeItem(atPath: path) }
}
