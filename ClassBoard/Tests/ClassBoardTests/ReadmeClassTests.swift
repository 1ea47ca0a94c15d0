import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Testing

/// The README's "For a class", run as written (issue 42, 7): each command of the
/// teacher's block by bash, in order, from a PostgreSQL with no teacher role and
/// no database to a class of 25 learners who each run the learner's `join` line.
/// Two things differ from a school, and only these: `school-db:5432` is the test
/// cluster's address, and `sudo -u postgres` is a stand-in on PATH that runs the
/// command as the cluster's superuser (there is no postgres account to become).
@Suite(
  "The README's class section, run as written", .serialized,
  .enabled(if: ClassServer.isAvailable, ClassServer.skipReason), .timeLimit(.minutes(10)))
struct ReadmeClassTests {
  static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")

  /// The lines of the first ```sh block after `heading`, comments left out.
  static func block(after heading: String) throws -> [String] {
    let text = try String(contentsOf: readme, encoding: .utf8)
    let start = try #require(text.range(of: heading)).upperBound
    let open = try #require(text.range(of: "```sh\n", range: start..<text.endIndex)).upperBound
    let close = try #require(text.range(of: "```", range: open..<text.endIndex)).lowerBound
    return text[open..<close].split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
  }

  /// One shell line in `directory` with `environment`.
  static func shell(_ line: String, in directory: String, environment: [String: String]) throws
    -> (status: Int32, stdout: String, stderr: String)
  {
    let scratch = Scratch.directory.appendingPathComponent("readme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let (outURL, errURL) = (scratch.appendingPathComponent("out"), scratch.appendingPathComponent("err"))
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", line]
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilEnded(within: .seconds(120))
    return (
      process.terminationStatus, try String(contentsOf: outURL, encoding: .utf8),
      try String(contentsOf: errURL, encoding: .utf8)
    )
  }

  @Test("from a fresh PostgreSQL to a class of 25: every command of the teacher's section, then 25 joins")
  func teacherSection() throws {
    let port = URLComponents(string: ClassServer.teacherURL)?.port ?? 5432
    let superuser = ClassServer.teacherURL
    // A fresh server as far as this section goes: no role lopez, no database conjugar.
    try ClassServer.psql("DROP DATABASE IF EXISTS conjugar WITH (FORCE)", url: superuser)
    try ClassServer.psql(
      "DO $$BEGIN IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'lopez') THEN DROP ROLE lopez; END IF; END$$",
      url: superuser)
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let bin = home.file("bin")
    try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
    // `sudo -u postgres COMMAND`: COMMAND as the cluster's superuser.
    let password = URLComponents(string: superuser)?.password ?? ""
    let user = URLComponents(string: superuser)?.user ?? ""
    try Data(
      """
      #!/bin/sh
      [ "$1" = -u ] && shift 2
      exec env PGHOST=127.0.0.1 PGPORT=\(port) PGUSER=\(user) PGPASSWORD=\(password) PGDATABASE=postgres "$@"

      """.utf8
    ).write(to: URL(fileURLWithPath: bin + "/sudo"))
    chmod(bin + "/sudo", 0o755)
    let programs = ConjugarProcess.executable.deletingLastPathComponent().path
    func environment(_ home: String) -> [String: String] {
      ["HOME": home, "PATH": "\(bin):\(programs):/usr/bin:/bin", "LANG": "C.UTF-8", "USER": "lopez"]
    }
    func here(_ line: String) -> String {
      line.replacingOccurrences(of: "school-db:5432", with: "127.0.0.1:\(port)")
        .replacingOccurrences(of: "@school-db/", with: "@127.0.0.1:\(port)/")
    }
    let names = (1...25).map { "Learner \($0)" }
    try Data((names.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: home.file("roster.csv")))
    var rosterOutput = ""
    for line in try Self.block(after: "### The teacher, from a fresh PostgreSQL to a class") {
      let result = try Self.shell(here(line), in: home.path, environment: environment(home.path))
      #expect(result.status == 0, "\(line): \(result.stderr)")
      if line.contains(" roster ") { rosterOutput = result.stdout }
    }
    #expect(!rosterOutput.contains("a-long-password-of-yours"))
    let codes = ClassCLITests.codes(rosterOutput)
    #expect(codes.count == 25, "\(rosterOutput)")
    let join = try #require(try Self.block(after: "### Each learner").first)
    let sample = "XQKN-F7PG-DEZ3"
    #expect(join.contains(sample))
    var homes: [TemporaryHome] = []
    defer { for learner in homes { learner.cleanUp() } }
    for (pseudonym, code) in codes.sorted(by: { $0.key < $1.key }) {
      let learner = try TemporaryHome()
      homes.append(learner)
      let result = try Self.shell(
        here(join.replacingOccurrences(of: sample, with: code)), in: learner.path,
        environment: environment(learner.path).merging(["USER": pseudonym]) { $1 })
      #expect(result.status == 0, "\(pseudonym): \(result.stderr)")
    }
    // The teacher's own role sees its 25 learners joined and the assignment.
    let teacher = "postgres://lopez:a-long-password-of-yours@127.0.0.1:\(port)/conjugar?sslmode=disable"
    #expect(
      try ClassServer.psql("SELECT count(*) FROM conjugar_class_member WHERE learner IS NOT NULL", url: teacher)
        == "25")
    #expect(
      try ClassServer.psql("SELECT count(DISTINCT pseudonym) FROM conjugar_class_status(1)", url: teacher) == "25")
    // The rest of the learner's block, as the first learner.
    let first = try #require(homes.first)
    for line in try Self.block(after: "### Each learner").dropFirst() {
      let result = try Self.shell(here(line), in: first.path, environment: environment(first.path))
      #expect(result.status == 0, "\(line): \(result.stderr)")
      if line.hasSuffix("status") {
        #expect(result.stdout.contains("presente de subjuntivo"), "\(result.stdout)")
      }
    }
  }
}
