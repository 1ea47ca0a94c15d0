import ConjugarCore
import NIOCore
import PostgresNIO

/// postgres-nio's errors in one line each, naming the server without its password.
extension ClassBoardFailure {
  init(_ address: ServerAddress, _ reason: String, refusedByServer: Bool = false) {
    self.init(message: "the class board at \(address) \(reason)", refusedByServer: refusedByServer)
  }

  /// `seconds`: all the time the exchange had; `doing`: what a refused statement
  /// was; `passwordSource`: where the password tried came from (nil: none found).
  init(
    _ address: ServerAddress, _ error: any Error, seconds: Int = ClassBoard.timeout, doing: String = "the score",
    ignoredPasswordFile: String? = nil, passwordSource: String? = nil
  ) {
    let ignored =
      ignoredPasswordFile.map { " (\($0) was ignored: others may read it; chmod 600 it)" } ?? ""
    if error is ClassBoardTimeout {
      self.init(address, "did not answer within \(seconds) s")
      return
    }
    guard let error = error as? PSQLError else {
      self.init(address, "cannot be reached: \(error)")
      return
    }
    if let info = error.serverInfo {
      let state = info[.sqlState] ?? ""
      let text = info[.message] ?? "error \(state)"
      switch state {
      case "28P01", "28000":
        let tried =
          passwordSource.map { "the password tried came from \($0); correct it there" }
          ?? "no password was found in the URL, PGPASSWORD or ~/.pgpass"
        self.init(address, "refused \(address.user)'s login: \(text) (\(tried))\(ignored)")
      case "42501" where doing != "the score":
        self.init(
          address,
          "refused \(doing) as \(address.user): \(text); run it as the teacher's role (the owner of "
            + "conjugar_score, or one that may create it), not as a learner's",
          refusedByServer: true)
      case "3D000": self.init(address, "has no such database: \(text)")
      case _ where state.hasPrefix("08") || state.hasPrefix("57"):
        self.init(address, "is not available: \(text)")
      default: self.init(address, "refused \(doing): \(text)", refusedByServer: true)
      }
      return
    }
    switch error.code {
    case .authMechanismRequiresPassword:
      self.init(
        address, "asks \(address.user) for a password: set PGPASSWORD or add it to ~/.pgpass\(ignored)")
    case .sslUnsupported:
      self.init(address, "does not offer TLS, which sslmode=\(address.sslMode.rawValue) requires")
    case .connectionError where "\(error.underlying.map { "\($0)" } ?? "")".contains("handshakeFailed"):
      let text = "\(error.underlying.map { "\($0)" } ?? "")"
      if text.contains("CERTIFICATE_VERIFY_FAILED") || text.contains("unableToValidateCertificate") {
        self.init(
          address,
          "presented a certificate the system does not trust, which sslmode=\(address.sslMode.rawValue) refuses")
      } else {
        self.init(address, "failed the TLS handshake (sslmode=\(address.sslMode.rawValue))")
      }
    case .connectionError:
      self.init(address, "cannot be reached: \(Self.reason(error.underlying))")
    case .serverClosedConnection, .uncleanShutdown:
      self.init(address, "closed the connection")
    default:
      self.init(address, "failed: \(error.code)")
    }
  }

  /// The system's words for a failed connection, without SwiftNIO's wrapping.
  static func reason(_ underlying: (any Error)?) -> String {
    guard let underlying else { return "connection failed" }
    let text = "\(underlying)"
    for known in [
      "Connection refused", "No route to host", "Network is unreachable", "Connection timed out",
      "Host is down",
    ] where text.contains(known) {
      return known.lowercased()
    }
    if text.contains("connectTimeout") { return "no answer within \(ClassBoard.timeout) s" }
    if text.contains("UnknownHost") || text.contains("NXDOMAIN") || text.contains("getaddrinfo") {
      return "unknown host"
    }
    return text
  }
}
