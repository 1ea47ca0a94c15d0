import ConjugarTestHarness
import ConjugarTestSupport
import Foundation
import Synchronization
import Testing

/// The throwaway PostgreSQL cluster .ci/run starts (CONJUGAR_TEST_PG_URL, the
/// teacher's URL). Each test makes a database and learner roles of its own; none
/// stops the cluster (a server that goes away is a `Relay`).
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
    for version in versions.reversed() where FileManager.default.isExecutableFile(atPath: "\(root)/\(version)/bin/psql")
    {
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

  func url(user: String, port: Int? = nil) -> String {
    "postgres://\(user)@127.0.0.1:\(port ?? self.port)/\(database)?sslmode=disable"
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
    var attempt = 0
    while true {
      let result = try run(psqlPath, [url, "-v", "ON_ERROR_STOP=1", "-qAtX", "-c", sql])
      if result.status == 0 { return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) }
      // Roles are the cluster's, shared by the suites that run at once: two of them
      // changing the same role (setup gives every learner role its connection limit)
      // can meet PostgreSQL's "tuple concurrently updated", which asks for a retry.
      attempt += 1
      guard result.stderr.contains("tuple concurrently updated"), attempt < 5 else {
        throw PSQLFailure(message: result.stderr)
      }
      usleep(50_000)
    }
  }

  struct PSQLFailure: Error { let message: String }

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
    let scratch = Scratch.directory.appendingPathComponent("class-server-\(UUID().uuidString)")
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

  /// Whether process `pid`, sent SIGKILL, has ended (a zombie not yet reaped, or
  /// gone) within 5 s. Not `Process.isRunning` (nor `waitUntilEnded`, which reads
  /// it): Foundation learns of a child's end when every holder of a descriptor it
  /// gave the child has closed it, and conjugar's companion inherits that
  /// descriptor, so it would also wait out the companion, up to its 2 s deadline
  /// at a locked table.
  static func ended(_ pid: Int32) throws -> Bool {
    try poll {
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let name = stat.lastIndex(of: ")")
      else { return true }
      // The state is the field after the command's name in parentheses.
      return stat[name...].dropFirst(2).first == "Z"
    }
  }

  /// Output through files, not pipes: a server started by the command may keep
  /// inherited descriptors open, and a pipe would then never end.
  static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let scratch = Scratch.directory.appendingPathComponent("class-server-\(UUID().uuidString)")
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
    process.waitUntilEnded(within: .seconds(60))
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

/// A TCP relay on a loopback port to the test cluster: a server a test can stop and
/// start again at the same address without stopping the cluster the other tests
/// use. Stopped, it refuses connections (as a stopped server's port does) and
/// closes the ones it carried.
final class Relay: Sendable {
  let port: Int
  private let upstreamPort: Int
  private struct State {
    var listener: Int32 = -1
    var open: [Int32] = []
  }
  private let state = Mutex(State())

  init(to upstreamPort: Int) throws {
    self.upstreamPort = upstreamPort
    let fd = try Self.listen(port: 0)
    var address = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    port = Int(UInt16(bigEndian: address.sin_port))
    run(fd)
  }

  /// Listens again on the same port.
  func start() throws { run(try Self.listen(port: port)) }

  /// Refuses new connections and ends the open ones.
  func stop() {
    let (listener, open) = state.withLock { state in
      defer { state = State() }
      return (state.listener, state.open)
    }
    for fd in open { shutdown(fd, Int32(SHUT_RDWR)) }
    shutdown(listener, Int32(SHUT_RDWR))
    _ = Glibc.close(listener)
  }

  private func run(_ listener: Int32) {
    state.withLock { $0.listener = listener }
    Thread { [self] in
      while case let client = accept(listener, nil, nil), client >= 0 {
        guard let server = try? Self.connect(port: upstreamPort) else {
          _ = Glibc.close(client)
          continue
        }
        state.withLock { $0.open += [client, server] }
        let running = Mutex(2)  // the two directions; the last one out closes both
        for (from, to) in [(client, server), (server, client)] {
          Thread {
            var buffer = [UInt8](repeating: 0, count: 16_384)
            while case let count = read(from, &buffer, buffer.count), count > 0 {
              guard write(to, buffer, count) == count else { break }
            }
            shutdown(to, Int32(SHUT_WR))
            if running.withLock({
              $0 -= 1
              return $0
            }) == 0 {
              self.state.withLock { $0.open.removeAll { $0 == client || $0 == server } }
              _ = Glibc.close(client)
              _ = Glibc.close(server)
            }
          }.start()
        }
      }
    }.start()
  }

  private static func address(port: Int) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    return address
  }

  private static func listen(port: Int) throws -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = address(port: port)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard fd >= 0, bound == 0, Glibc.listen(fd, 16) == 0 else { throw SilentListener.ListenerFailure() }
    return fd
  }

  private static func connect(port: Int) throws -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = address(port: port)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard fd >= 0, connected == 0 else {
      if fd >= 0 { _ = Glibc.close(fd) }
      throw SilentListener.ListenerFailure()
    }
    return fd
  }
}
