import ConjugarCore
import Foundation
import PostgresNIO
import Synchronization

/// One connection to the class board's server, used from synchronous code: every
/// step waits at most `timeout` (connecting, authenticating, each query), then
/// gives up with one line. The event loop group is made on first use, so a run
/// that never reaches the server never starts it.
final class ServerConnection: Sendable {
  static let timeout: Int64 = 2
  let address: ServerAddress
  private let connection: PostgresConnection
  private static let logger: Logger = {
    var logger = Logger(label: "conjugar.classboard")
    logger.logLevel = .critical
    return logger
  }()

  private init(address: ServerAddress, connection: PostgresConnection) {
    self.address = address
    self.connection = connection
  }

  /// Connects and authenticates as the URL's user.
  static func open(_ address: ServerAddress, environment: [String: String]) throws(ClassBoardFailure)
    -> ServerConnection
  {
    let found = PasswordLookup(environment: environment).password(for: address)
    let tls: PostgresConnection.Configuration.TLS
    do { tls = try tlsMode(address.sslMode) } catch {
      throw ClassBoardFailure(address, "cannot set up TLS: \(error)")
    }
    var configuration = PostgresConnection.Configuration(
      host: address.host, port: address.port, username: address.user, password: found.password,
      database: address.database, tls: tls)
    configuration.options.connectTimeout = .seconds(timeout)
    let loop = MultiThreadedEventLoopGroup.singleton.next()
    let future = PostgresConnection.connect(
      on: loop, configuration: configuration, id: 1, logger: logger)
    do {
      let connection = try within(future)
      return ServerConnection(address: address, connection: connection)
    } catch {
      future.whenSuccess { let _: EventLoopFuture<Void> = $0.close() }
      throw ClassBoardFailure(address, error, ignoredPasswordFile: found.ignoredFile)
    }
  }

  /// Runs one statement; its rows.
  @discardableResult
  func run(_ query: PostgresQuery) throws(ClassBoardFailure) -> [PostgresRow] {
    do {
      return Array(try Self.within(connection.query(query, logger: Self.logger)))
    } catch {
      let _: EventLoopFuture<Void> = connection.close()
      throw ClassBoardFailure(address, error)
    }
  }

  func close() {
    _ = try? Self.within(connection.close())
  }

  /// libpq's sslmode: disable; allow and prefer try TLS without checking the
  /// certificate; require insists on TLS without checking it (as libpq does with
  /// no root certificate); verify-ca checks the chain; verify-full checks the chain
  /// and the host name against the system's certificates.
  static func tlsMode(_ mode: ServerAddress.SSLMode) throws -> PostgresConnection.Configuration.TLS {
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

  /// Waits for `future` at most `timeout` seconds.
  static func within<T: Sendable>(_ future: EventLoopFuture<T>) throws -> T {
    let promise = future.eventLoop.makePromise(of: T.self)
    let done = Mutex(false)
    let timer = future.eventLoop.scheduleTask(in: .seconds(timeout)) {
      if done.withLock({ flag in defer { flag = true }; return !flag }) {
        promise.fail(ClassBoardTimeout())
      }
    }
    future.whenComplete { result in
      timer.cancel()
      if done.withLock({ flag in defer { flag = true }; return !flag }) {
        promise.completeWith(result)
      }
    }
    return try promise.futureResult.wait()
  }
}

/// The server took longer than the timeout.
struct ClassBoardTimeout: Error {}
