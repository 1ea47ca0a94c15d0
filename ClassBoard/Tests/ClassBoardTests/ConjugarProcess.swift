import ConjugarCore
import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Testing

/// Runs the built `conjugar` executable, black-box, with the companion built beside
/// it: the class board's half of the root package's ConjugarProcess
/// (Tests/ConjugarCLITests). conjugar's `Main.run` is in an executable target of
/// another package, so what runs there in process runs here as a launch.
struct ConjugarProcess {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// The conjugar under test: CONJUGAR_TEST_EXECUTABLE when set (.ci/run points it
  /// at the release binary), else the one built beside the tests (the test target
  /// depends on the conjugar product, so `swift build --build-tests` builds it).
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

  /// Runs conjugar with `arguments`, `input` on standard input.
  static func run(
    _ arguments: [String], input: String = "", environment: [String: String], executable program: URL? = nil
  ) throws -> Result {
    let scratch = Scratch.directory.appendingPathComponent("conjugar-run-\(UUID().uuidString)")
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
    process.executableURL = program ?? executable
    process.arguments = arguments
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

  /// In the root package, a run through `Main.run` in process; here a launch.
  static func runInProcess(
    _ arguments: [String], input: String = "", environment: [String: String]
  ) throws -> Result {
    try run(arguments, input: input, environment: environment)
  }

  /// `runInProcess` for callers that do not `try`: a launch that cannot start
  /// records an issue and gives status -1.
  static func inProcess(_ arguments: [String], input: String = "", environment: [String: String]) -> Result {
    do {
      return try run(arguments, input: input, environment: environment)
    } catch {
      Issue.record("conjugar did not start: \(error)")
      return Result(status: -1, stdout: "", stderr: "")
    }
  }

  /// Runs `body`, which waits on purpose, on a thread of its own, and awaits it:
  /// the test holds none of the few threads the other tests run on.
  static func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Swift.Result { try body() }) }.start()
    }
  }

  /// The questions `quiz --list-questions --json` prints for these arguments. A
  /// listing that fails throws.
  static func questions(_ arguments: [String], environment: [String: String]) throws -> [Question] {
    let result = try run(["quiz", "--list-questions", "--json"] + arguments, environment: environment)
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

  /// The answers the quiz takes as right, from the conjugation engine: this drives
  /// the quiz's flow and scoring, not a check of the forms.
  static func answers(_ questions: [Question]) -> String {
    perfectAnswers(questions).map { $0 + "\n" }.joined()
  }
}

/// A temporary HOME that must stay empty when no file may be written.
struct TemporaryHome {
  let path: String

  init() throws {
    path = Scratch.directory.appendingPathComponent("conjugar-home-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  var contents: [String] { (FileManager.default.subpaths(atPath: path) ?? []).sorted() }
  func file(_ name: String) -> String { path + "/" + name }
  func cleanUp() { try? FileManager.default.removeItem(atPath: path) }
}
