import ClassPage
import Foundation
import Synchronization
import Testing

/// The page over real HTTP on a loopback port, with the in-memory store: the body
/// limit, the live view's events, the headers as a browser receives them.
@Suite("Class page over HTTP", .timeLimit(.minutes(10)))
struct ClassPageServerTests {
  /// Starts the page on a free loopback port; stopped by cancelling the task.
  static func serve(_ store: InMemoryClassPageStore) async throws -> (port: Int, task: Task<Void, any Error>) {
    let app = ClassPageTests.app(store)
    let port = Locked<Int?>(nil)
    let task = Task {
      try await PageServer.run(app: app, store: store, binding: PageServer.Binding(host: "127.0.0.1", port: 0)) {
        bound in port.set(bound)
      }
    }
    for _ in 0..<500 {
      if let bound = port.value { return (bound, task) }
      try await Task.sleep(for: .milliseconds(10))
    }
    task.cancel()
    throw RawHTTP.Failure(message: "the page did not start")
  }

  @Test func anOversizedBodyIsRefusedWith413() async throws {
    let (port, task) = try await Self.serve(InMemoryClassPageStore([ClassPageTests.snapshot()]))
    defer { task.cancel() }
    let body = "csrf=x&password=" + String(repeating: "a", count: 100_000)
    let answer = try await RawHTTP.exchange(
      port: port,
      "POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
        + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n" + body)
    #expect(answer.hasPrefix("HTTP/1.1 413"))
    let small = try await RawHTTP.exchange(
      port: port, "GET /login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    #expect(small.hasPrefix("HTTP/1.1 200"))
    #expect(small.lowercased().contains("content-security-policy: default-src 'none'"))
    #expect(small.lowercased().contains("set-cookie: conjugar_login="))
  }

  @Test func theLiveViewHearsChangedAndNothingElse() async throws {
    let store = InMemoryClassPageStore([ClassPageTests.snapshot()])
    let (port, task) = try await Self.serve(store)
    defer { task.cancel() }
    // Without a session: refused.
    let refused = try await RawHTTP.exchange(
      port: port, "GET /class/c1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    #expect(refused.hasPrefix("HTTP/1.1 403"))
    // Signed in through HTTP, then listening.
    let form = try await RawHTTP.exchange(
      port: port, "GET /login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    let loginCookie = try #require(RawHTTP.cookie("conjugar_login", in: form))
    let token = try #require(ClassPageTests.hidden("csrf", in: form))
    let body = "csrf=\(token)&password=correct+horse+battery"
    let signedIn = try await RawHTTP.exchange(
      port: port,
      "POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(loginCookie)\r\nContent-Length: \(body.utf8.count)\r\n"
        + "Content-Type: application/x-www-form-urlencoded\r\nConnection: close\r\n\r\n" + body)
    let session = try #require(RawHTTP.cookie("conjugar_session", in: signedIn))
    let stream = try RawHTTP.open(
      port: port, "GET /class/c1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: \(session)\r\n\r\n")
    defer { close(stream) }
    #expect(try await RawHTTP.offPool { try RawHTTP.read(stream, until: ": listening") }.contains("text/event-stream"))
    var snapshot = ClassPageTests.snapshot()
    snapshot.learners[1].skills["tense:preterito"] = SkillCell(mastery: 0.95, asked: 31)
    store.update(snapshot)
    let heard = try await RawHTTP.offPool { try RawHTTP.read(stream, until: "data: changed\n\n") }
    #expect(heard.contains("data: changed\n\n"))
    #expect(!heard.contains("0.95"))
  }
}

/// A minimal HTTP/1.1 client over a loopback socket, for tests.
enum RawHTTP {
  struct Failure: Error { let message: String }

  static func open(port: Int, _ request: String) throws -> Int32 {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard fd >= 0, connected == 0 else { throw Failure(message: "cannot connect") }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let bytes = Array(request.utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if count <= 0 { break }  // the server may answer (413) and close before the whole body
      sent += count
    }
    return fd
  }

  /// Reads until `marker` arrives, the peer closes, or 10 s pass.
  static func read(_ fd: Int32, until marker: String? = nil) throws -> String {
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(fd, &buffer, buffer.count, 0)
      if count <= 0 { break }
      data += buffer[0..<count]
      if let marker, String(decoding: data, as: UTF8.self).contains(marker) { break }
    }
    return String(decoding: data, as: UTF8.self)
  }

  /// One request and its whole answer, on a thread of its own: the socket's
  /// blocking reads must not hold the tasks' threads the page itself runs on.
  static func exchange(port: Int, _ request: String) async throws -> String {
    try await offPool {
      let fd = try open(port: port, request)
      defer { close(fd) }
      return try read(fd)
    }
  }

  static func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { done in
      Thread { done.resume(with: Result { try work() }) }.start()
    }
  }

  static func cookie(_ name: String, in response: String) -> String? {
    for line in response.split(separator: "\r\n") where line.lowercased().hasPrefix("set-cookie: \(name)=") {
      return String(line.dropFirst("set-cookie: ".count).split(separator: ";")[0])
    }
    return nil
  }
}
