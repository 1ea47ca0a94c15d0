import Foundation
import Testing

/// The throwaway PostgreSQL cluster .ci/run starts (CONJUGAR_TEST_PG_URL, the
/// teacher's URL; CONJUGAR_TEST_PG_DIR, its directory for stop and start). Each
/// test makes a database and learner roles of its own.
struct ClassServer {
  static let environment = ProcessInfo.processInfo.environment
  static let teacherURL = environment["CONJUGAR_TEST_PG_URL"] ?? ""
  static var isAvailable: Bool { !teacherURL.isEmpty && FileManager.default.isExecutableFile(atPath: psqlPath) }
  /// psql itself, as .ci/pg-cluster.sh finds the server (the newest under
  /// /usr/lib/postgresql), not Debian's /usr/bin/psql, a Perl wrapper that costs a
  /// Perl start-up on each of the tests' many queries; that wrapper where it is all
  /// there is.
  static let psqlPath: String = {
    let root = "/usr/lib/postgresql"
    let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
      .compactMap(Int.init).sorted()
    for version in versions.reversed() where FileManager.default.isExecutableFile(atPath: "\(root)/\(version)/bin/psql") {
      return "\(root)/\(version)/bin/psql"
    }
    return "/usr/bin/psql"
  }()
  /// Whether the cluster offers TLS (.ci/pg-cluster.sh turns it on when openssl is there).
  static var offersTLS: Bool {
    isAvailable && (try? psql("SHOW ssl", url: teacherURL)) == "on"
  }
  static let skipReason: Comment =
    "no PostgreSQL test cluster: set CONJUGAR_TEST_PG_URL (.ci/run starts one with .ci/pg-cluster.sh)"

  let tag = String(UUID().uuidString.prefix(8)).lowercased()
  var database: String { "class_\(tag)" }
  let port: Int

  init() throws {
    port = URLComponents(string: Self.teacherURL)?.port ?? 5432
    try Self.psql("CREATE DATABASE \(database)", url: Self.teacherURL)
  }

  /// The teacher's URL for this test's database.
  var teacherDatabaseURL: String { url(user: "teacher:teacher-secret") }

  func url(user: String) -> String {
    "postgres://\(user)@127.0.0.1:\(port)/\(database)?sslmode=disable"
  }

  /// Makes a learner as the docs say: a login role in conjugar_learner.
  func learner(_ name: String) throws -> String {
    let role = "\(name)_\(tag)"
    try Self.psql(
      "CREATE ROLE \(role) LOGIN PASSWORD '\(name)-pw' IN ROLE conjugar_learner", url: teacherDatabaseURL)
    return role
  }

  /// psql's output (unaligned, tuples only); throws with its error output.
  @discardableResult
  static func psql(_ sql: String, url: String) throws -> String {
    let result = try run(psqlPath, [url, "-v", "ON_ERROR_STOP=1", "-qAtX", "-c", sql])
    guard result.status == 0 else { throw PSQLFailure(message: result.stderr) }
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  struct PSQLFailure: Error { let message: String }

  /// Stops or starts the cluster (.ci/pg-cluster.sh), waited for with system(3):
  /// the server it starts outlives the script, and Foundation's Process waits on
  /// the descriptors it inherited.
  static func cluster(_ command: String) throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".ci/pg-cluster.sh").path
    let dir = environment["CONJUGAR_TEST_PG_DIR"] ?? ""
    let status = system("bash '\(script)' \(command) '\(dir)' </dev/null >/dev/null 2>&1")
    #expect(status == 0, "pg-cluster.sh \(command) failed: \(status)")
  }

  /// A process left running: its output goes to files read with `stdout()`.
  struct Running {
    let process: Process
    let outURL: URL
    func stdout() throws -> String { try String(contentsOf: outURL, encoding: .utf8) }
  }

  static func start(
    _ program: String, _ arguments: [String], input: String = "",
    environment: [String: String]? = nil
  ) throws -> Running {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("class-server-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let inURL = scratch.appendingPathComponent("in")
    let outURL = scratch.appendingPathComponent("out")
    try Data(input.utf8).write(to: inURL)
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.standardInput = try FileHandle(forReadingFrom: inURL)
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = FileHandle.nullDevice
    try process.run()
    return Running(process: process, outURL: outURL)
  }

  /// Whether `condition` holds within 5 s, tried every 20 ms.
  static func poll(_ condition: () throws -> Bool) throws -> Bool {
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline {
      if try condition() { return true }
      usleep(20_000)
    }
    return false
  }

  /// Output through files, not pipes: a server started by the command may keep
  /// inherited descriptors open, and a pipe would then never end.
  static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("class-server-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("out")
    let errURL = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilExit()
    return (
      process.terminationStatus, try String(contentsOf: outURL, encoding: .utf8),
      try String(contentsOf: errURL, encoding: .utf8)
    )
  }
}

/// A TCP listener on a loopback port that never accepts: the kernel completes the
/// handshake, and nothing ever answers.
final class SilentListener {
  let descriptor: Int32
  let port: Int

  init() throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard fd >= 0, bound == 0, listen(fd, 16) == 0 else { throw ListenerFailure() }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    descriptor = fd
    port = Int(UInt16(bigEndian: address.sin_port))
  }

  /// Connections the kernel took and no one accepted (0 when none came).
  func pendingConnections() -> Int {
    var flags = fcntl(descriptor, F_GETFL)
    flags |= O_NONBLOCK
    _ = fcntl(descriptor, F_SETFL, flags)
    var count = 0
    while case let client = accept(descriptor, nil, nil), client >= 0 {
      count += 1
      _ = Glibc.close(client)
    }
    return count
  }

  func close() { _ = Glibc.close(descriptor) }
  struct ListenerFailure: Error {}
}
