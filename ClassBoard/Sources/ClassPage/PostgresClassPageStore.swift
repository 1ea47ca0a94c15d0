import ConjugarClassBoard
import ConjugarCore
import Foundation
import Logging
import NIOCore
import NIOPosix
import NIOSSL
import PostgresNIO
import Synchronization

/// The class page's data on the class server, read as the teacher's role (the
/// server's row-level security decides what that role sees). Two connections:
/// one for the page's reads and the assignments it publishes, taken in turn, and
/// one that LISTENs on the class channel and fans each notification out to every
/// open live view (a notification only says which class changed).
public final class PostgresClassPageStore: ClassPageStore {
  let address: ServerAddress
  let queries: PostgresConnection
  let listener: PostgresConnection
  let logger: Logger
  private let listeners = Mutex([UUID: AsyncStream<String?>.Continuation]())
  private let listening: Mutex<Task<Void, Never>?> = Mutex(nil)
  /// One statement at a time on the query connection.
  private let turn = TurnLock()

  private init(address: ServerAddress, queries: PostgresConnection, listener: PostgresConnection, logger: Logger) {
    self.address = address
    self.queries = queries
    self.listener = listener
    self.logger = logger
  }

  /// Connects twice as the URL's role (within 10 s) and starts listening.
  public static func open(_ address: ServerAddress, environment: [String: String]) async throws(ClassPageStoreFailure)
    -> PostgresClassPageStore
  {
    var logger = Logger(label: "conjugar.classpage.store")
    logger.logLevel = .critical
    let found = PasswordLookup(environment: environment).password(for: address)
    let tls: PostgresConnection.Configuration.TLS
    do { tls = try ServerTLS.configuration(address.sslMode) } catch {
      throw ClassPageStoreFailure(message: "cannot set up TLS for \(address): \(error)")
    }
    var configuration = PostgresConnection.Configuration(
      host: address.host, port: address.port, username: address.user, password: found.password,
      database: address.database, tls: tls)
    configuration.options.connectTimeout = .seconds(10)
    do {
      let queries = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
      let listener = try await PostgresConnection.connect(configuration: configuration, id: 2, logger: logger)
      let store = PostgresClassPageStore(address: address, queries: queries, listener: listener, logger: logger)
      store.startListening()
      return store
    } catch {
      let detail = (error as? PSQLError)?.serverInfo?[.message].map { SafeText.line($0) } ?? "cannot connect"
      var hint = ""
      if found.password == nil {
        hint =
          found.ignoredFile.map { " (\($0) ignored: chmod 600 it)" } ?? " (no password found: PGPASSWORD or ~/.pgpass)"
      }
      throw ClassPageStoreFailure(message: "the class server at \(address) refused the page: \(detail)\(hint)")
    }
  }

  public func close() async {
    listening.withLock { $0?.cancel() }
    try? await queries.close()
    try? await listener.close()
    let open = listeners.withLock { Array($0.values) }
    for continuation in open { continuation.finish() }
  }

  public func changes() -> AsyncStream<String?> {
    let (stream, continuation) = AsyncStream<String?>.makeStream(bufferingPolicy: .bufferingNewest(1))
    let id = UUID()
    listeners.withLock { $0[id] = continuation }
    continuation.onTermination = { [weak self] _ in
      _ = self?.listeners.withLock { $0.removeValue(forKey: id) }
    }
    return stream
  }

  private func startListening() {
    let task = Task { [listener, logger] in
      do {
        try await listener.listen(on: ClassSchema.channel) { notifications in
          for try await notification in notifications {
            let payload = notification.payload
            self.notify(payload.isEmpty ? nil : String(payload.prefix(64)))
          }
        }
      } catch {
        logger.debug("listen ended")
      }
    }
    listening.withLock { $0 = task }
  }

  private func notify(_ classID: String?) {
    let open = listeners.withLock { Array($0.values) }
    for continuation in open { continuation.yield(classID) }
  }

  /// Runs one query on the query connection, in turn; its rows.
  func rows(_ query: PostgresQuery) async throws(ClassPageStoreFailure) -> [PostgresRow] {
    await turn.lock()
    defer { turn.unlock() }
    return try await unlockedRows(query)
  }

  /// Runs `body`'s queries in one read-only REPEATABLE READ transaction (one
  /// consistent view of the class), in turn.
  func readOnly<T>(_ body: () async throws(ClassPageStoreFailure) -> T) async throws(ClassPageStoreFailure) -> T {
    await turn.lock()
    defer { turn.unlock() }
    try await unlockedRows("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
    do {
      let value = try await body()
      try await unlockedRows("COMMIT")
      return value
    } catch {
      _ = try? await unlockedRows("ROLLBACK")
      throw error
    }
  }

  /// One query, by a caller that holds the turn.
  @discardableResult
  func unlockedRows(_ query: PostgresQuery) async throws(ClassPageStoreFailure) -> [PostgresRow] {
    do {
      return try await queries.query(query, logger: logger).collect()
    } catch {
      let detail = (error as? PSQLError)?.serverInfo?[.message].map { SafeText.line($0) } ?? "no answer"
      throw ClassPageStoreFailure(message: "the class server refused: \(detail)")
    }
  }
}

/// An async lock: one holder at a time, the others wait in order.
final class TurnLock: Sendable {
  private struct State {
    var held = false
    var waiting: [CheckedContinuation<Void, Never>] = []
  }
  private let state = Mutex(State())

  func lock() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let resume = state.withLock { state -> Bool in
        if state.held {
          state.waiting.append(continuation)
          return false
        }
        state.held = true
        return true
      }
      if resume { continuation.resume() }
    }
  }

  func unlock() {
    let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
      if state.waiting.isEmpty {
        state.held = false
        return nil
      }
      return state.waiting.removeFirst()
    }
    next?.resume()
  }
}
