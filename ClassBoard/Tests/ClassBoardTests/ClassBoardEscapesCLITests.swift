import ConjugarCore
import ConjugarTestSupport
import Foundation
import Testing

/// The class board's input from outside, without a cluster (issue 35, 7 and 8): a
/// percent-encoded user name, a fake server's login error with escapes and a
/// megabyte of text, and `--limit` bounded.
@Suite("Class board: escapes and bounds (Main.run in process)")
struct ClassBoardEscapesCLITests {
  static let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{202E}"

  static func raw(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E }
  }

  /// A learner whose leaderboardServer is `url`, and what `leaderboard` says.
  static func leaderboard(server url: String, _ extra: [String] = []) throws -> ConjugarProcess.Result {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path, ["USER": "ana"])
    let database = ["--database", home.file("c.sqlite")]
    let set = try ConjugarProcess.runInProcess(
      ["settings", "set", "leaderboardServer", url] + database, environment: environment)
    #expect(set.status == 0, "\(set.stderr)")
    return try ConjugarProcess.runInProcess(["leaderboard"] + extra + database, environment: environment)
  }

  @Test("--limit is at most 1000: above it, exit 2 and why, whichever board")
  func limitBounded() throws {
    let home = try TemporaryHome()
    defer { home.cleanUp() }
    let environment = ConjugarProcess.environment(home: home.path)
    let database = ["--database", home.file("c.sqlite")]
    for arguments in [["--limit", "1001"], ["--class", "--limit", "100000"], ["--local", "--json", "--limit=5000"]] {
      let result = try ConjugarProcess.runInProcess(["leaderboard"] + arguments + database, environment: environment)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.hasPrefix("conjugar: --limit must be at most 1000, not "), "\(result.stderr)")
    }
    let most = try ConjugarProcess.runInProcess(
      ["leaderboard", "--limit", "1000"] + database, environment: environment)
    #expect(most.status == 0, "\(most.stderr)")
  }

  @Test("a percent-encoded user name with escapes is shown escaped in every line")
  func percentEncodedUser() throws {
    let port = try FakeServer.closedPort()
    let result = try Self.leaderboard(
      server: "postgres://%1B%5D0%3Bpwned%07%1B%5B2J%E2%80%AE@127.0.0.1:\(port)/c?sslmode=disable")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!Self.raw(result.stdout + result.stderr), "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.contains("postgres://^[]0;pwned^G^[[2J<U+202E>@127.0.0.1:\(port)/c"), "\(result.stderr)")
  }

  @Test("a fake server's login error with escapes and a megabyte of text: one escaped line, cut")
  func fakeServerError() throws {
    let server = try FakeServer(message: Self.hostile + String(repeating: "x", count: 1_000_000))
    defer { server.close() }
    // sslmode=prefer, the default: no certificate is checked, any server answers.
    for extra in [[], ["--class"]] {
      let result = try Self.leaderboard(server: "postgres://ana@127.0.0.1:\(server.port)/c", extra)
      #expect(!Self.raw(result.stdout + result.stderr), "\(result.stderr.prefix(300))")
      #expect(result.stderr.contains("^[]0;pwned^G^[[2J<U+202E>xxx"), "\(result.stderr.prefix(300))")
      #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr.prefix(300))")
      #expect(result.stderr.count < ClassBoardFailure.limit + 100, "\(result.stderr.count) characters")
    }
  }
}

/// A PostgreSQL server that answers every login with one ErrorResponse (FATAL,
/// 28P01, `message`) and closes: what a hostile or fake server can send before any
/// certificate or password is checked.
final class FakeServer: Sendable {
  let port: Int
  private let descriptor: Int32

  init(message: String) throws {
    let listener = try SilentListener()
    descriptor = listener.descriptor
    port = listener.port
    let fd = descriptor
    Thread {
      while case let client = accept(fd, nil, nil), client >= 0 {
        FakeServer.answer(client, message: message)
        _ = Glibc.close(client)
      }
    }.start()
  }

  /// Reads the SSLRequest (declined with "N") and the startup message, then errs.
  static func answer(_ client: Int32, message: String) {
    func readMessage() -> [UInt8]? {
      var header = [UInt8](repeating: 0, count: 4)
      guard read(client, &header, 4) == 4 else { return nil }
      let length = Int(header[0]) << 24 | Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
      var body = [UInt8](repeating: 0, count: max(0, length - 4))
      var got = 0
      while got < body.count {
        let count = body[got...].withUnsafeMutableBytes { read(client, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        got += count
      }
      return body
    }
    guard let first = readMessage() else { return }
    // 80877103: an SSLRequest, declined; the client then sends its startup message.
    if first == [0x04, 0xD2, 0x16, 0x2F] {
      _ = write(client, "N", 1)
      guard readMessage() != nil else { return }
    }
    var fields: [UInt8] = []
    for (code, value) in [("S", "FATAL"), ("V", "FATAL"), ("C", "28P01"), ("M", message)] {
      fields += Array(code.utf8) + Array(value.utf8) + [0]
    }
    fields += [0]
    let length = UInt32(fields.count + 4)
    let reply: [UInt8] = [UInt8(ascii: "E")] + withUnsafeBytes(of: length.bigEndian) { Array($0) } + fields
    var sent = 0
    while sent < reply.count {
      let count = reply[sent...].withUnsafeBytes { write(client, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      sent += count
    }
  }

  func close() {
    shutdown(descriptor, Int32(SHUT_RDWR))
    _ = Glibc.close(descriptor)
  }

  /// A loopback port nothing listens on (bound, then let go).
  static func closedPort() throws -> Int {
    let listener = try SilentListener()
    listener.close()
    return listener.port
  }
}
