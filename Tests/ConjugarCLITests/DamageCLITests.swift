import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import GRDB
import Testing

@testable import ConjugarCore

/// Each kind of unusable database, black-box: one line on standard error naming the
/// file and what to do, exit status 1, nothing on standard output, and the file and
/// its directory exactly as they were (no -wal, -shm or -journal left beside it).
@Suite("unusable databases (in process; as another user, built executable)", .timeLimit(.minutes(10)))
struct DamageCLITests {
  enum Kind: String, CaseIterable, CustomTestStringConvertible {
    case text, damaged, truncated, foreign, newer, directory, unreadable, readOnly, directoryNotWritable
    var testDescription: String { rawValue }
  }

  static let elsewhere = "or choose another file with --database or CONJUGAR_DATABASE"

  /// Makes the case in `dir`; returns the path to pass and the expected reason; advice.
  static func make(_ kind: Kind, in dir: String) throws -> (path: String, line: String) {
    let path = dir + "/c.sqlite"
    func line(_ reason: String, _ advice: String) -> String {
      "conjugar: cannot use the database \(path): \(reason); \(advice)\n"
    }
    switch kind {
    case .text:
      try Data(String(repeating: "my notes\n", count: 300).utf8).write(to: URL(fileURLWithPath: path))
      return (
        path,
        line("it is not a SQLite database", "move it aside and conjugar starts a new database there, \(elsewhere)")
      )
    case .damaged:
      try conjugarDatabase(path)
      let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
      try handle.seek(toOffset: 4 * 4096)
      handle.write(Data(repeating: 0x5A, count: 3 * 4096))
      try handle.close()
      return (path, "")  // the detail comes from SQLite; checked by prefix below
    case .truncated:
      try conjugarDatabase(path)
      let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
      try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
      return (path, "")
    case .foreign:
      let queue = try DatabaseQueue(path: path)
      try queue.write { try $0.execute(sql: "CREATE TABLE recipe (name TEXT NOT NULL)") }
      return (
        path,
        line("it is a SQLite database but not conjugar's", "choose another file with --database or CONJUGAR_DATABASE")
      )
    case .newer:
      try conjugarDatabase(path)
      let queue = try DatabaseQueue(path: path)
      try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99')") }
      return (path, line("it was written by a newer version of conjugar", "upgrade conjugar, \(elsewhere)"))
    case .directory:
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
      return (path, line("it is a directory", "choose another file with --database or CONJUGAR_DATABASE"))
    case .unreadable:
      try conjugarDatabase(path)
      chmod(path, getuid() == 0 ? 0o600 : 0o000)  // root: the test runs conjugar as nobody
      return (
        path, line("permission denied reading it", "give yourself read and write access (chmod u+rw), \(elsewhere)")
      )
    case .readOnly:
      try conjugarDatabase(path)
      chmod(path, getuid() == 0 ? 0o644 : 0o400)
      return (path, line("it is read-only", "give yourself read and write access (chmod u+rw), \(elsewhere)"))
    case .directoryNotWritable:
      chmod(dir, getuid() == 0 ? 0o755 : 0o555)
      return (
        path, line("its directory \(dir) is not writable", "make the directory writable, \(elsewhere)")
      )
    }
  }

  /// A conjugar database with a few finished quizzes, closed cleanly: a copy of
  /// one recorded once for all the cases (recording 20 quizzes costs more than
  /// the checks).
  static func conjugarDatabase(_ path: String) throws {
    try template.get().write(to: URL(fileURLWithPath: path))
  }

  static let template: Result<Data, any Error> = Result {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let path = home.file("c.sqlite")
    let result = try ConjugarProcess.runInProcess(
      ["record-sample", "--count", "20", "--database", path],
      environment: ConjugarProcess.environment(home: home.path))
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!home.contents.contains("c.sqlite-wal"), "closed cleanly: the file alone holds it all")
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  /// Root may read and write any file: the permission cases then run conjugar as
  /// nobody, when setpriv can (a container may forbid changing user).
  static let canRunAsNobody: Bool = {
    guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
      return false
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
    process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", "/bin/true"]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilEnded(within: .seconds(60))
    return process.terminationStatus == 0
  }()

  static let permissions: [Kind] = [.unreadable, .readOnly, .directoryNotWritable]

  @Test(
    "refused with one line, exit 1, the file as it was",
    arguments: Kind.allCases.filter { !permissions.contains($0) })
  func refused(_ kind: Kind) throws {
    try check(kind)
  }

  @Test(
    "refused for its permissions with one line, exit 1, the file as it was",
    .enabled(
      if: getuid() != 0 || canRunAsNobody,
      "as root without setpriv every file is readable and writable"),
    arguments: permissions)
  func refusedForPermissions(_ kind: Kind) throws {
    try check(kind)
  }

  func check(_ kind: Kind) throws {
    let permissions = Self.permissions
    let home = try TemporaryHome()
    defer {
      chmod(home.path, 0o755)
      home.cleanUp()
    }
    chmod(home.path, 0o777)
    let (path, expected) = try Self.make(kind, in: home.path)
    let before = home.contents
    let snapshot =
      kind == .directory || kind == .directoryNotWritable ? nil : try Data(contentsOf: URL(fileURLWithPath: path))
    let modified = try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
    let asNobody = getuid() == 0 && permissions.contains(kind)
    // Where no file exists yet, reading shows defaults and creates nothing; only a
    // run that would write (the quiz) is refused before it starts.
    let commands = kind == .directoryNotWritable ? [["quiz"]] : [["settings"], ["leaderboard", "--json"], ["quiz"]]
    for command in commands {
      let result = try run(command + ["--database", path], home: home.path, asNobody: asNobody)
      #expect(result.status == 1, "\(command)")
      #expect(result.stdout == "")
      if kind == .damaged || kind == .truncated {
        #expect(result.stderr.hasPrefix("conjugar: cannot use the database \(path): it is damaged ("))
        #expect(
          result.stderr.hasSuffix(
            "); restore a backup or move it aside and conjugar starts a new database, \(Self.elsewhere)\n"))
        #expect(result.stderr.split(separator: "\n").count == 1)
      } else {
        #expect(result.stderr == expected)
      }
    }
    if let snapshot { #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == snapshot) }
    #expect((try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date) == modified)
    #expect(home.contents == before)
  }

  func run(_ arguments: [String], home: String, asNobody: Bool) throws -> ConjugarProcess.Result {
    let environment = ConjugarProcess.environment(home: home)
    // The damage is in the file, not the process: Main.run in process, except to
    // run as another user.
    guard asNobody else { return try ConjugarProcess.runInProcess(arguments, environment: environment) }
    return try ConjugarProcess.run(
      arguments, environment: environment,
      launcher: ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"])
  }
}
