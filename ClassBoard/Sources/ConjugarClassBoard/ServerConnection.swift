import ConjugarCore
import Foundation
import PostgresNIO
import Synchronization

/// One connection to the class board's server, used from synchronous code: every
/// step (resolving, connecting, TLS, authenticating, each statement) ends by one
/// deadline, after which conjugar gives up with one line. The event loop group is
/// made on first use, so a run that never reaches the server never starts it.
final class ServerConnection: Sendable {
  let address: ServerAddress
  let deadline: NIODeadline
  /// All the time this connection was given, as its timeout message says it.
  let seconds: Int
  /// What a refused statement was ("the score", "the setup"), as its message says it.
  let doing: String
  private let connection: PostgresConnection
  private static let logger: Logger = {
    var logger = Logger(label: "conjugar.classboard")
    logger.logLevel = .critical
    return logger
  }()

  private init(
    address: ServerAddress, deadline: NIODeadline, seconds: Int, doing: String, connection: PostgresConnection
  ) {
    self.address = address
    self.deadline = deadline
    self.seconds = seconds
    self.doing = doing
    self.connection = connection
  }

  /// Connects and authenticates as the URL's role, within `seconds`.
  static func open(
    _ address: ServerAddress, environment: [String: String], seconds: Int, doing: String = "the score"
  ) throws(ClassBoardFailure) -> ServerConnection {
    let deadline = NIODeadline.now() + .seconds(Int64(seconds))
    let lookup = PasswordLookup(environment: environment)
    let found = lookup.password(for: address)
    // Where the password tried came from, for a refused login's message (libpq's order).
    let source: String?
    if found.password == nil {
      source = nil
    } else if address.urlPassword != nil {
      source = "the URL"
    } else if let variable = environment["PGPASSWORD"], !variable.isEmpty {
      source = "PGPASSWORD"
    } else {
      source = lookup.passwordFilePath
    }
    let tls: PostgresConnection.Configuration.TLS
    do { tls = try ServerTLS.configuration(address.sslMode) } catch {
      throw ClassBoardFailure(address, "cannot set up TLS: \(error)")
    }
    var configuration = PostgresConnection.Configuration(
      host: address.host, port: address.port, username: address.user, password: found.password,
      database: address.database, tls: tls)
    configuration.options.connectTimeout = max(.milliseconds(1), deadline - .now())
    let loop = MultiThreadedEventLoopGroup.singleton.next()
    let future = PostgresConnection.connect(
      on: loop, configuration: configuration, id: 1, logger: logger)
    do {
      let connection = try within(future, deadline: deadline)
      return ServerConnection(
        address: address, deadline: deadline, seconds: seconds, doing: doing, connection: connection)
    } catch {
      // Connected too late: close what arrives after the deadline.
      future.whenSuccess { let _: EventLoopFuture<Void> = $0.close() }
      throw ClassBoardFailure(
        address, error, seconds: seconds, ignoredPasswordFile: found.ignoredFile, passwordSource: source)
    }
  }

  /// Runs one statement by the deadline; its rows.
  @discardableResult
  func run(_ query: PostgresQuery) throws(ClassBoardFailure) -> [PostgresRow] {
    do { return try attempt(query) } catch { throw error.failure }
  }

  /// A statement the server refused or that could not run: the line to show, and
  /// what the server said (its SQLSTATE, the check a row failed).
  struct Refusal: Error {
    let failure: ClassBoardFailure
    let sqlState: String?
    let constraint: String?
    /// The server's own words, made one safe line (SafeText).
    let message: String?
  }

  /// Runs one statement by the deadline; its rows, or why not. A statement the
  /// server refused leaves the connection usable (outside a transaction); any
  /// other failure closes it.
  @discardableResult
  func attempt(_ query: PostgresQuery) throws(Refusal) -> [PostgresRow] {
    do {
      return Array(try Self.within(connection.query(query, logger: Self.logger), deadline: deadline))
    } catch {
      let info = (error as? PSQLError)?.serverInfo
      if info == nil { let _: EventLoopFuture<Void> = connection.close() }
      throw Refusal(
        failure: ClassBoardFailure(address, error, seconds: seconds, doing: doing),
        sqlState: info?[.sqlState], constraint: info?[.constraintName],
        message: info?[.message].map { SafeText.line($0) })
    }
  }

  /// Time left before the deadline.
  var remaining: TimeAmount { deadline - .now() }

  func close() {
    _ = try? Self.within(connection.close(), deadline: .now() + .milliseconds(200))
  }

  /// Waits for `future` until `deadline` at the latest.
  static func within<T: Sendable>(_ future: EventLoopFuture<T>, deadline: NIODeadline) throws -> T {
    let promise = future.eventLoop.makePromise(of: T.self)
    let done = Mutex(false)
    let timer = future.eventLoop.scheduleTask(deadline: deadline) {
      if done.withLock({ flag in
        defer { flag = true }
        return !flag
      }) {
        promise.fail(ClassBoardTimeout())
      }
    }
    future.whenComplete { result in
      timer.cancel()
      if done.withLock({ flag in
        defer { flag = true }
        return !flag
      }) {
        promise.completeWith(result)
      }
    }
    return try promise.futureResult.wait()
  }
}

/// The server took longer than the deadline.
struct ClassBoardTimeout: Error {}

/// The TLS a connection asks for, from libpq's sslmode: one reading for the
/// companion's connections and the teacher's page (ClassPage).
public enum ServerTLS {
  /// libpq's sslmode: disable; allow and prefer try TLS without checking the
  /// certificate; require insists on TLS without checking it (as libpq does with
  /// no root certificate); verify-ca checks the chain; verify-full checks the chain
  /// and the host name, against the system's certificates.
  public static func configuration(_ mode: ServerAddress.SSLMode) throws -> PostgresConnection.Configuration.TLS {
    var tls = TLSConfiguration.makeClientConfiguration()
    switch mode {
    case .disable: return .disable
    case .allow, .prefer:
      tls.certificateVerification = .none
      return .prefer(try NIOSSLContext(configuration: tls))
    case .require:
      tls.certificateVerification = .none
      return .require(try NIOSSLContext(configuration: tls))
    case .verifyCA:
      tls.certificateVerification = .noHostnameVerification
      return .require(try NIOSSLContext(configuration: tls))
    case .verifyFull:
      tls.certificateVerification = .fullVerification
      return .require(try NIOSSLContext(configuration: tls))
    }
  }
}
