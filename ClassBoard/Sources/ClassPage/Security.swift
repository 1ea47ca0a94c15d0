import Foundation
import HummingbirdBcrypt
import Synchronization

/// The page's sessions: a random token in an HttpOnly, SameSite=Strict cookie, a
/// CSRF token of its own for every form, and an end (8 hours, or 1 hour idle).
public final class Sessions: Sendable {
  public struct Session: Sendable, Equatable {
    public let csrf: String
    let started: Date
    var lastSeen: Date
  }
  private let sessions = Mutex([String: Session]())
  let clock: @Sendable () -> Date
  static let lifetime: TimeInterval = 8 * 3600
  static let idle: TimeInterval = 3600

  public init(clock: @escaping @Sendable () -> Date = { Date() }) { self.clock = clock }

  /// A new session: its cookie token and its CSRF token.
  public func start() -> (token: String, csrf: String) {
    let token = Self.randomToken()
    let csrf = Self.randomToken()
    let now = clock()
    sessions.withLock { sessions in
      sessions = sessions.filter { Self.alive($0.value, at: now) }
      sessions[token] = Session(csrf: csrf, started: now, lastSeen: now)
    }
    return (token, csrf)
  }

  /// The session a cookie's token names, if it is still alive.
  public func session(_ token: String?) -> Session? {
    guard let token, !token.isEmpty else { return nil }
    let now = clock()
    return sessions.withLock { sessions in
      guard var session = sessions[token], Self.alive(session, at: now) else {
        sessions[token] = nil
        return nil
      }
      session.lastSeen = now
      sessions[token] = session
      return session
    }
  }

  public func end(_ token: String?) {
    guard let token else { return }
    _ = sessions.withLock { $0.removeValue(forKey: token) }
  }

  private static func alive(_ session: Session, at now: Date) -> Bool {
    now.timeIntervalSince(session.started) < lifetime && now.timeIntervalSince(session.lastSeen) < idle
  }

  /// 32 bytes from the system's cryptographic generator (getrandom on Linux), hex.
  static func randomToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<32).map { _ in
      let byte = UInt8.random(in: 0...255, using: &generator)
      return (byte < 16 ? "0" : "") + String(byte, radix: 16)
    }.joined()
  }

  /// Compares two tokens in time that does not depend on where they differ.
  static func same(_ a: String, _ b: String) -> Bool {
    let (x, y) = (Array(a.utf8), Array(b.utf8))
    guard x.count == y.count, !x.isEmpty else { return false }
    var difference: UInt8 = 0
    for index in x.indices { difference |= x[index] ^ y[index] }
    return difference == 0
  }
}

/// Failed logins slow the next ones: after `free` failures in a row, each attempt
/// must wait 2^(failures − free) seconds (at most 15 minutes) after the last
/// failure, whoever makes it (one teacher, one account: a guesser from any address
/// waits as long). A success clears the count.
public final class LoginThrottle: Sendable {
  private struct State {
    var failures = 0
    var last: Date?
  }
  private let state = Mutex(State())
  let clock: @Sendable () -> Date
  public let free: Int
  public static let longest: TimeInterval = 900

  public init(free: Int = 5, clock: @escaping @Sendable () -> Date = { Date() }) {
    self.free = free
    self.clock = clock
  }

  /// Seconds to wait before an attempt may be tried now; 0 when it may.
  public func wait() -> Int {
    let now = clock()
    return state.withLock { state in
      guard state.failures >= free, let last = state.last else { return 0 }
      let delay = min(Self.longest, pow(2, Double(state.failures - free)))
      let left = delay - now.timeIntervalSince(last)
      return left > 0 ? Int(left.rounded(.up)) : 0
    }
  }

  public func failed() {
    let now = clock()
    state.withLock {
      $0.failures += 1
      $0.last = now
    }
  }

  public func succeeded() { state.withLock { $0 = State() } }
}

/// The teacher's password, kept as a bcrypt hash in a file of the teacher's own
/// (mode 0600), never in the server's database and never printed.
public struct TeacherPassword: Sendable {
  public let hash: String

  public init(hash: String) { self.hash = hash }

  /// The shortest password `serve --set-password` takes.
  public static let minimumLength = 12
  /// Longer is cut by bcrypt (72 bytes): refused rather than silently shortened.
  public static let maximumBytes = 72

  public func verify(_ password: String) -> Bool {
    guard password.utf8.count <= Self.maximumBytes, !password.isEmpty else { return false }
    return Bcrypt.verify(password, hash: hash)
  }

  /// A hash for a new password, or why not.
  public static func make(_ password: String, cost: UInt8 = 12) throws(ClassPageStoreFailure) -> TeacherPassword {
    guard password.count >= minimumLength else {
      throw ClassPageStoreFailure(message: "the page's password needs at least \(minimumLength) characters")
    }
    guard password.utf8.count <= maximumBytes else {
      throw ClassPageStoreFailure(message: "the page's password may have at most \(maximumBytes) bytes")
    }
    return TeacherPassword(hash: Bcrypt.hash(password, cost: cost))
  }

  /// Reads the hash file: refused when group or others may read or write it.
  public static func read(path: String) throws(ClassPageStoreFailure) -> TeacherPassword {
    var status = stat()
    guard stat(path, &status) == 0 else {
      throw ClassPageStoreFailure(
        message: "no page password at \(path): set one with conjugar-classboard serve --set-password")
    }
    guard status.st_mode & 0o077 == 0 else {
      throw ClassPageStoreFailure(message: "\(path) may be read by others: chmod 600 it, then start again")
    }
    guard let text = try? String(contentsOfFile: path, encoding: .utf8),
      case let hash = text.trimmingCharacters(in: .whitespacesAndNewlines), hash.hasPrefix("$2"),
      hash.count == 60
    else { throw ClassPageStoreFailure(message: "\(path) does not hold a bcrypt hash") }
    return TeacherPassword(hash: hash)
  }

  /// Writes the hash file, mode 0600, replacing it whole.
  public func write(path: String) throws(ClassPageStoreFailure) {
    let directory = (path as NSString).deletingLastPathComponent
    if !directory.isEmpty {
      try? FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
    let temporary = path + ".new"
    unlink(temporary)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { throw ClassPageStoreFailure(message: "cannot write \(path)") }
    let bytes = Array((hash + "\n").utf8)
    let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    guard written == bytes.count, rename(temporary, path) == 0 else {
      unlink(temporary)
      throw ClassPageStoreFailure(message: "cannot write \(path)")
    }
  }
}
