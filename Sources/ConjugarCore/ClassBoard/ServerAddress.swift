import FoundationEssentials

/// A class board's server, from a libpq-style URL:
/// `postgres://alice@school-db:5432/conjugar?sslmode=require`. The password, if the
/// URL carries one (CONJUGAR_LEADERBOARD_URL, `server-setup URL`), is kept apart and
/// never shown: `description` names the server without it.
public struct ServerAddress: Sendable, Hashable, CustomStringConvertible {
  public let user: String
  public let host: String
  public let port: Int
  public let database: String
  public let sslMode: SSLMode
  /// From the URL only; otherwise PGPASSWORD or ~/.pgpass (libpq's order).
  public let urlPassword: String?

  /// libpq's sslmode values; `prefer` when the URL names none.
  public enum SSLMode: String, Sendable, CaseIterable {
    case disable, allow, prefer, require
    case verifyCA = "verify-ca"
    case verifyFull = "verify-full"
  }

  /// Parses a URL; `defaultUser` (the login name) when it names no user, as libpq does.
  public init(parsing text: String, defaultUser: String = "conjugar") throws(ServerAddressError) {
    let trimmed = text.trimmingSpaces
    guard let parts = URLComponents(string: trimmed),
      let scheme = parts.scheme?.lowercased(), scheme == "postgres" || scheme == "postgresql"
    else {
      throw ServerAddressError(
        message: "\"\(Self.withoutPassword(trimmed))\" is not a postgres:// URL (postgres://alice@school-db/conjugar)")
    }
    guard let host = parts.host, !host.isEmpty else {
      throw ServerAddressError(message: "the server URL names no host (postgres://alice@school-db/conjugar)")
    }
    self.host = host
    port = parts.port ?? 5432
    let user = parts.user.flatMap { $0.removingPercentEncoding } ?? ""
    self.user = user.isEmpty ? defaultUser : user
    let path = String(parts.path.drop { $0 == "/" })
    database = path.isEmpty ? self.user : (path.removingPercentEncoding ?? path)
    urlPassword = parts.password.flatMap { $0.removingPercentEncoding }
    var mode = SSLMode.prefer
    for item in parts.queryItems ?? [] {
      switch item.name {
      case "sslmode":
        guard let value = item.value.flatMap(SSLMode.init(rawValue:)) else {
          throw ServerAddressError(
            message: "sslmode \"\(item.value ?? "")\" is not one of "
              + SSLMode.allCases.map(\.rawValue).joined(separator: ", "))
        }
        mode = value
      case "connect_timeout", "application_name": continue
      default:
        throw ServerAddressError(message: "the server URL's parameter \"\(item.name)\" is not supported (only sslmode)")
      }
    }
    sslMode = mode
  }

  /// The server as conjugar shows it: never a password.
  public var description: String {
    let shownHost = host.contains(":") ? "[\(host)]" : host
    return "postgres://\(user)@\(shownHost):\(port)/\(database)?sslmode=\(sslMode.rawValue)"
  }

  /// The setting's canonical text: a URL without a password, or "" for none.
  @Sendable public static func canonicalSetting(_ text: String) -> String? {
    let trimmed = text.trimmingSpaces
    if trimmed.isEmpty || trimmed.lowercased() == "none" { return "" }
    guard let address = try? ServerAddress(parsing: trimmed), address.urlPassword == nil else {
      return nil
    }
    return trimmed
  }

  /// The server the device World reports to: CONJUGAR_LEADERBOARD_URL, else the
  /// setting; nil when neither names one.
  public static func configured(
    setting: String, environment: [String: String]
  ) -> String? {
    if let url = environment["CONJUGAR_LEADERBOARD_URL"], !url.isEmpty { return url }
    return setting.isEmpty ? nil : setting
  }

  /// A URL with whatever stands between "user:" and "@" blanked out.
  public static func withoutPassword(_ text: String) -> String {
    guard let at = text.lastIndex(of: "@"), let scheme = text.range(of: "://"),
      scheme.upperBound < at
    else { return text }
    let credentials = text[scheme.upperBound..<at]
    guard let colon = credentials.firstIndex(of: ":") else { return text }
    return String(text[..<colon]) + String(text[at...])
  }
}

/// A server URL that cannot be used: one line.
public struct ServerAddressError: Error, Equatable, Sendable {
  public let message: String
  public init(message: String) { self.message = message }
}
