import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore

/// The database under attack, black-box: tampered rows, links, URI-like names, no
/// HOME, a file moved mid-quiz, another program's lock, odd file systems.
@Suite(
  "hostile databases and environments (built executable where the process matters, else in process)",
  .timeLimit(.minutes(10)))
struct HostileDatabaseCLITests {
  static let damagedAdvice =
    "restore a backup or move it aside and conjugar starts a new database, or choose another "
    + "file with --database or CONJUGAR_DATABASE"

  /// Runs conjugar in `directory` (its working directory).
  static func run(
    _ arguments: [String], in directory: String, environment: [String: String], input: String = "",
    launcher: [String] = []
  ) throws -> ConjugarProcess.Result {
    let process = Process()
    if let program = launcher.first {
      process.executableURL = URL(fileURLWithPath: program)
      process.arguments = Array(launcher.dropFirst()) + [ConjugarProcess.executable.path] + arguments
    } else {
      process.executableURL = ConjugarProcess.executable
      process.arguments = arguments
    }
    process.environment = environment
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
    (process.standardInput, process.standardOutput, process.standardError) = (stdin, stdout, stderr)
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let out = stdout.fileHandleForReading.readDataToEndOfFile()
    let err = stderr.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilEnded(within: .seconds(60))
    return ConjugarProcess.Result(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }

  @Test("a score of 'abc' or 1e300: leaderboard, history and stats say which row, exit 1")
  func tamperedValues() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    let environment = ConjugarProcess.environment(home: home.path)
    let sample = try ConjugarProcess.runInProcess(
      ["record-sample", "--count", "3", "--database", path], environment: environment)
    #expect(sample.status == 0, "\(sample.stderr)")
    let queue = try DatabaseQueue(path: path)
    try queue.write {
      try $0.execute(
        sql: """
          UPDATE leaderboardEntry SET score = 'abc' WHERE id = 2;
          UPDATE quiz SET score = 1e300 WHERE id = 3;
          UPDATE quizQuestion SET tense = X'FF' WHERE rowid = 1;
          """)
    }
    try queue.close()
    let cases: [([String], String)] = [
      (["leaderboard"], "row 2 of leaderboardEntry: score is 'abc', not a whole number"),
      (["leaderboard", "--json"], "row 2 of leaderboardEntry: score is 'abc', not a whole number"),
      (["history"], "row 3 of quiz: score is 1e+300, not a whole number"),
      (["history", "--json"], "row 3 of quiz: score is 1e+300, not a whole number"),
      (["stats"], "row 1 of quizQuestion: tense is a blob of 1 bytes, not text"),
    ]
    for (command, detail) in cases {
      let result = try ConjugarProcess.runInProcess(command + ["--database", path], environment: environment)
      #expect(result.status == 1, "\(command)")
      #expect(result.stdout == "", "\(command)")
      #expect(
        result.stderr
          == "conjugar: cannot use the database \(path): it is damaged (\(detail)); \(Self.damagedAdvice)\n",
        "\(command)")
    }
  }

  @Test(
    "values out of range written with the CHECKs off: leaderboard, history and stats say which row, exit 1",
    arguments: [
      (
        "UPDATE leaderboardEntry SET score = -1 WHERE id = 2", ["leaderboard", "--json"],
        "row 2 of leaderboardEntry: score is -1, not a whole number of 0 or more"
      ),
      (
        "UPDATE leaderboardEntry SET region = 'Mars' WHERE id = 3", ["leaderboard"],
        "row 3 of leaderboardEntry: region is 'Mars', not Spain or Latin America"
      ),
      (
        "UPDATE quiz SET score = -5 WHERE id = 2", ["history"],
        "row 2 of quiz: score is -5, not a whole number of 0 or more"
      ),
      (
        "UPDATE quiz SET difficulty = 'Insane' WHERE id = 1", ["history", "--json"],
        "row 1 of quiz: difficulty is 'Insane', not Easy, Moderate or Difficult"
      ),
      (
        "UPDATE quizQuestion SET points = 7 WHERE rowid = 60", ["stats"],
        "row 60 of quizQuestion: points is 7, not 0, 5 or 10"
      ),
      (
        "UPDATE quizQuestion SET points = 7 WHERE rowid = 60", ["stats", "--json"],
        "row 60 of quizQuestion: points is 7, not 0, 5 or 10"
      ),
      (
        "UPDATE quizQuestion SET tense = 'futurisimo' WHERE rowid = 2", ["export", "--anki"],
        "row 2 of quizQuestion: tense is 'futurisimo', not the name of a tense (presenteDeIndicativo, preterito, …)"
      ),
      (
        "UPDATE quizQuestion SET date = 'garbage' WHERE rowid = 3", ["stats"],
        "row 3 of quizQuestion: date is 'garbage', not a date such as 2024-05-01T10:00:00Z"
      ),
    ])
  func outOfRange(tampering: String, command: [String], detail: String) throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    let environment = ConjugarProcess.environment(home: home.path)
    let sample = try ConjugarProcess.runInProcess(
      ["record-sample", "--count", "3", "--database", path], environment: environment)
    #expect(sample.status == 0, "\(sample.stderr)")
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction {
      try $0.execute(sql: "PRAGMA ignore_check_constraints = ON")
      try $0.execute(sql: tampering)
    }
    try queue.close()
    let result = try ConjugarProcess.runInProcess(command + ["--database", path], environment: environment)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr == "conjugar: cannot use the database \(path): it is damaged (\(detail)); \(Self.damagedAdvice)\n")
  }

  @Test("a dangling link, file:… and :memory: are paths: private files where they say, nothing stray")
  func pathsArePaths() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    chmod(home.path, 0o755)
    let environment = ConjugarProcess.environment(home: home.path)
    // The link's directory exists: a path the user chose is never made (issue 35).
    try FileManager.default.createDirectory(atPath: home.file("elsewhere"), withIntermediateDirectories: false)
    #expect(symlink(home.file("elsewhere/target.sqlite"), home.file("link.sqlite")) == 0)
    for name in ["link.sqlite", "file:x.sqlite", ":memory:"] {
      let set = try Self.run(
        ["settings", "set", "region", "Spain", "--database", name], in: home.path, environment: environment)
      #expect(set.status == 0, "\(name): \(set.stderr)")
      let get = try Self.run(["settings", "--database", name], in: home.path, environment: environment)
      #expect(get.stdout.contains("Spain"), "\(name)")
    }
    // Each database where its path says (the file a link points to, not the link).
    #expect(
      home.contents == [":memory:", "elsewhere", "elsewhere/target.sqlite", "file:x.sqlite", "link.sqlite"])
    func mode(_ name: String) throws -> Int? {
      try FileManager.default.attributesOfItem(atPath: home.file(name))[.posixPermissions] as? Int
    }
    for name in ["elsewhere/target.sqlite", "file:x.sqlite", ":memory:"] {
      #expect(try mode(name) == 0o600, "\(name)")
    }
  }

  /// The account's line in /etc/passwd: the independent source for its home.
  static func passwdHome(uid: uid_t) throws -> String? {
    let passwd = try String(contentsOfFile: "/etc/passwd", encoding: .utf8)
    let entry = passwd.split(separator: "\n").map { $0.split(separator: ":", omittingEmptySubsequences: false) }
      .first { $0.count > 5 && String($0[2]) == String(uid) }
    return entry.map { String($0[5]) }
  }

  @Test("the account's home is read from the system as /etc/passwd has it")
  func accountHome() throws {
    #expect(DataLocation.accountHome() == (try Self.passwdHome(uid: getuid())))
  }

  /// Run as nobody (uid 65534), whose home the system gives as a directory that is
  /// not this account's: the test never opens the real account's own database.
  /// Another user takes root with setpriv; otherwise the test is skipped (the rule
  /// itself is checked in process: HostileDatabaseTests, with a stand-in home).
  @Test(
    "HOME unset or empty: the account's home from the system, nothing in the working directory",
    .enabled(
      if: DamageCLITests.canRunAsNobody,
      "runs conjugar as nobody (root with setpriv), so as not to touch this account's own database"))
  func noHome() throws {
    let work = try TemporaryHome()
    defer { work.cleanUp() }
    chmod(work.path, 0o777)  // nobody could write here: nothing must be
    let accountHome = try #require(try Self.passwdHome(uid: 65534))
    for home in [nil, ""] as [String?] {
      var environment = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "CONJUGAR_DATABASE": ""]
      environment["HOME"] = home
      let world = try Self.run(
        ["world"], in: work.path, environment: environment,
        launcher: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
      #expect(world.status == 0, "\(world.stderr)")
      #expect(world.stdout.contains("SQLiteQuizRecords (\(accountHome)/.local/share/conjugar/conjugar.sqlite)"))
    }
    #expect(work.contents == [])
  }

  @Test("the database moved away during a quiz: the results shown, one line, exit 1, nothing written")
  func movedDuringQuiz() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    let environment = ConjugarProcess.environment(home: home.path, ["USER": "ana"])
    let questions = try ConjugarProcess.questions(["--seed", "5", "--database", path], environment: environment)
    let process = Process()
    process.executableURL = ConjugarProcess.executable
    process.arguments = ["quiz", "--seed", "5", "--database", path]
    process.environment = environment
    let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
    (process.standardInput, process.standardOutput, process.standardError) = (stdin, stdout, stderr)
    try process.run()
    // The quiz opens its file before the first question; wait for that question.
    var seen = Data()
    while !String(decoding: seen, as: UTF8.self).contains("1/50") {
      let chunk = stdout.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      seen.append(chunk)
    }
    #expect(rename(path, home.file("moved.sqlite")) == 0)
    stdin.fileHandleForWriting.write(Data(ConjugarProcess.answers(questions).utf8))
    try stdin.fileHandleForWriting.close()
    seen.append(stdout.fileHandleForReading.readDataToEndOfFile())
    let err = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilEnded(within: .seconds(60))
    #expect(process.terminationStatus == 1)
    #expect(String(decoding: seen, as: UTF8.self).contains("Score: "))
    #expect(
      err.contains(
        "cannot use the database \(path): it was moved or deleted while conjugar was using it; "
          + "nothing was written to it; put it back, or run conjugar again to use the path as it is now\n"))
    // No new database was made at the path to take the score.
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test("another program holding the write lock: reading does not wait")
  func readersDoNotWait() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    let environment = ConjugarProcess.environment(home: home.path)
    let set = try ConjugarProcess.runInProcess(
      ["settings", "set", "region", "Spain", "--database", path], environment: environment)
    #expect(set.status == 0, "\(set.stderr)")
    let other = try DatabaseQueue(path: path)
    try other.writeWithoutTransaction { db in
      try db.execute(sql: "BEGIN IMMEDIATE")
      try db.execute(sql: "INSERT INTO setting VALUES ('difficulty', 'Difficult')")
      let start = Date()
      for command in [["settings"], ["history"], ["leaderboard"], ["stats"]] {
        let result = try ConjugarProcess.runInProcess(command + ["--database", path], environment: environment)
        #expect(result.status == 0, "\(command): \(result.stderr)")
        #expect(result.stderr == "", "\(command)")
      }
      #expect(Date().timeIntervalSince(start) < 4, "four readers waited on the writer")
      try db.execute(sql: "ROLLBACK")
    }
  }

  @Test("a path of 2,000 nested directories is refused with one line and leaves nothing")
  func deeplyNested() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.path + String(repeating: "/d", count: 2000) + "/c.sqlite"
    let result = try ConjugarProcess.runInProcess(
      ["settings", "set", "region", "Spain", "--database", path],
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 1)
    // The path is echoed cut to 400 characters (Main.shown), not all 4,000.
    #expect(result.stderr.hasPrefix("conjugar: cannot use the database \(home.path)/d/d/"))
    #expect(
      result.stderr.hasSuffix(
        "… its path is longer than SQLite accepts (512 bytes); choose another file with --database or CONJUGAR_DATABASE\n"
      ))
    #expect(result.stderr.count < 600)
    #expect(home.contents == [])
  }

  @Test("NUL in an answer is stored whole: history --json gives it back")
  func nulInAnswer() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    let environment = ConjugarProcess.environment(home: home.path)
    let input = "ha\u{0}blo\n" + String(repeating: "x\n", count: 49)
    let quiz = try ConjugarProcess.run(
      ["quiz", "--seed", "1", "--database", path], input: input, environment: environment)
    #expect(quiz.status == 0, "\(quiz.stderr)")
    let history = try ConjugarProcess.run(
      ["history", "--json", "--limit", "1", "--database", path], environment: environment)
    let quizzes = try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]]
    let questions = quizzes?.first?["questions"] as? [[String: Any]]
    #expect(questions?.first?["answer"] as? String == "ha\u{0}blo")
  }
}
