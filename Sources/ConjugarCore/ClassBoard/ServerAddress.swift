import FoundationEssentials

/// A class board's server, from a libpq-style URL:
/// `postgres://alice@school-db:5432/conjugar?sslmode=require`. The password, if the
/// URL carries one (CONJUGAR_LEADERBOARD_URL, `server-setup URL`), is kept apart and
/// never shown: `description` names the server without it.
public struct ServerAddress: Sendable, Hashable, CustomStringConvertible {
  /// The role to log in as.
  public let user: String
  /// The server's host name or address.
  public let host: String
  /// The server's port (5432 unless the URL says).
  public let port: Int
  /// The database holding the board.
  public let database: String
  /// TLS as libpq's `sslmode` asks (`prefer` unless the URL says).
  public let sslMode: SSLMode
  /// From the URL only; otherwise PGPASSWORD or ~/.pgpass (libpq's order).
  public let urlPassword: String?

  /// libpq's sslmode values; `prefer` when the URL names none.
  public enum SSLMode: String, Sendable, CaseIterable {
    /// No TLS.
    case disable
    /// Plain first, TLS if the server insists.
    case allow
    /// TLS first, plain if the server has none (libpq's default).
    case prefer
    /// TLS only.
    case require
    /// TLS only, the server's certificate checked against a trusted authority.
    case verifyCA = "verify-ca"
    /// As `verifyCA`, and the certificate must name the host.
    case verifyFull = "verify-full"
  }

  /// Parses a URL; `defaultUser` (the login name) when it names no user, as libpq does.
  /// By hand, as libpq reads it, not with URLComponents: in a release build, whose
  /// ICU data table is left out (Sources/NoICUData), URLComponents finds no host.
  public init(parsing text: String, defaultUser: String = "conjugar") throws(ServerAddressError) {
    let trimmed = text.trimmingSpaces
    // A control character (an escape sequence, a bell) or a bidi control (which
    // reorders what a terminal shows) has no place in a URL: refused, and the URL
    // not repeated.
    if let bad = trimmed.unicodeScalars.first(where: Self.isForbidden) {
      let hex = String(bad.value, radix: 16, uppercase: true)
      throw ServerAddressError(
        message: "the server URL contains the control character U+"
          + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "; type it again without it")
    }
    // A host name has at most 253 characters and a role or database 63: a URL
    // of kilobytes is a mistake, refused without being repeated.
    guard trimmed.utf8.count <= 1_024 else {
      throw ServerAddressError(message: "the server URL is longer than 1,024 characters")
    }
    // Made only when thrown: its message is work a good URL does not need.
    var notURL: ServerAddressError {
      ServerAddressError(
        message: "\"\(Self.shortened(Self.withoutPassword(trimmed)))\" is not a postgres:// URL "
          + "(postgres://alice@school-db/conjugar)")
    }
    guard let separator = Self.schemeSeparator(in: trimmed),
      ["postgres", "postgresql"].contains(trimmed[..<separator.lowerBound].lowercased())
    else { throw notURL }
    var rest = Substring(trimmed[separator.upperBound...])
    if let fragment = rest.firstIndex(of: "#") { rest = rest[..<fragment] }
    let query = rest.firstIndex(of: "?").map { rest[rest.index(after: $0)...] } ?? ""
    if let mark = rest.firstIndex(of: "?") { rest = rest[..<mark] }
    let authority = rest.prefix { $0 != "/" }
    let path = rest.dropFirst(authority.count).drop { $0 == "/" }
    var hostPart = authority
    var user = ""
    var password: String? = nil
    if let at = authority.lastIndex(of: "@") {
      let credentials = authority[..<at]
      hostPart = authority[authority.index(after: at)...]
      let colon = credentials.firstIndex(of: ":")
      guard let name = Self.decoded(credentials[..<(colon ?? credentials.endIndex)]) else { throw notURL }
      user = name
      if let colon {
        guard let secret = Self.decoded(credentials[credentials.index(after: colon)...]) else { throw notURL }
        password = secret
      }
    }
    var host = hostPart
    var portText: Substring? = nil
    if hostPart.hasPrefix("[") {
      // An IPv6 address: [::1] or [::1]:5433.
      guard let close = hostPart.firstIndex(of: "]") else { throw notURL }
      host = hostPart[hostPart.index(after: hostPart.startIndex)..<close]
      let after = hostPart[hostPart.index(after: close)...]
      if !after.isEmpty {
        guard after.hasPrefix(":") else { throw notURL }
        portText = after.dropFirst()
      }
    } else if let colon = hostPart.lastIndex(of: ":") {
      host = hostPart[..<colon]
      portText = hostPart[hostPart.index(after: colon)...]
    }
    guard let decodedHost = Self.decoded(host), !decodedHost.isEmpty else {
      throw ServerAddressError(message: "the server URL names no host (postgres://alice@school-db/conjugar)")
    }
    guard !decodedHost.contains(Character(",")) else {
      throw ServerAddressError(message: "the server URL names several hosts; give one")
    }
    self.host = decodedHost
    if let portText, !portText.isEmpty {
      guard portText.allSatisfy(\.isASCII), let number = Int(portText), (1...65535).contains(number) else {
        throw ServerAddressError(
          message: "the server URL's port \"\(portText.prefix(20))\" is not a number from 1 to 65535")
      }
      port = number
    } else {
      port = 5432
    }
    self.user = user.isEmpty ? defaultUser : user
    guard let name = Self.decoded(path) else { throw notURL }
    database = name.isEmpty ? self.user : name
    var mode = SSLMode.prefer
    for item in query.split(separator: "&") {
      let equals = item.firstIndex(of: "=")
      let name = Self.decoded(item[..<(equals ?? item.endIndex)]) ?? String(item)
      let value = equals.flatMap { Self.decoded(item[item.index(after: $0)...]) }
      switch name {
      case "sslmode":
        guard let value = value.flatMap(SSLMode.init(rawValue:)) else {
          throw ServerAddressError(
            message: "sslmode \"\(Self.shortened(value ?? ""))\" is not one of "
              + SSLMode.allCases.map(\.rawValue).joined(separator: ", "))
        }
        mode = value
      case "password":
        // libpq's other place for a password: kept apart like the one before "@".
        password = value
      case "connect_timeout", "application_name": continue
      default:
        throw ServerAddressError(
          message: "the server URL's parameter \"\(Self.shortened(name))\" is not supported (only sslmode)")
      }
    }
    sslMode = mode
    urlPassword = password
  }

  /// C0 and C1 controls, DEL, and the bidi marks, embeddings, overrides and
  /// isolates (what TerminalText escapes).
  static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F..<0xA0, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// A part of a URL as a message repeats it: at most 80 characters.
  static func shortened(_ text: some StringProtocol) -> String {
    text.count > 80 ? String(text.prefix(80)) + "…" : String(text)
  }

  /// Where the first "://" is. Its characters are ASCII and combine with nothing
  /// before them: found as whole characters, as `range(of:)` finds them.
  static func schemeSeparator(in text: String) -> Range<String.Index>? {
    var index = text.startIndex
    while index < text.endIndex {
      guard text[index] == ":" else {
        index = text.index(after: index)
        continue
      }
      let first = text.index(after: index)
      guard first < text.endIndex, text[first] == "/" else {
        index = first
        continue
      }
      let second = text.index(after: first)
      if second < text.endIndex, text[second] == "/" { return index..<text.index(after: second) }
      index = first
    }
    return nil
  }

  /// Percent-decoded as UTF-8; nil when a % is not followed by two hex digits or
  /// the bytes are not UTF-8.
  static func decoded(_ text: Substring) -> String? {
    // Nothing to decode (most URLs): the text itself, already valid UTF-8.
    guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
    var bytes: [UInt8] = []
    var iterator = text.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(Self.hexValue), let low = iterator.next().flatMap(Self.hexValue)
      else { return nil }
      bytes.append(high << 4 | low)
    }
    return String(validating: bytes, as: UTF8.self)
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  /// The server as conjugar shows it: never a password. A percent-encoded part
  /// may decode to an escape sequence or a bidi override (%1B, %E2%80%AE): each
  /// part is shown as SafeText escapes it.
  public var description: String {
    let shownHost = host.contains(":") ? "[\(host)]" : host
    return "postgres://\(SafeText.escaped(user))@\(SafeText.escaped(shownHost)):\(port)/"
      + "\(SafeText.escaped(database))?sslmode=\(sslMode.rawValue)"
  }

  /// The setting's canonical text: a URL without a password, or "" for none.
  @Sendable static func canonicalSetting(_ text: String) -> String? {
    let trimmed = text.trimmingSpaces
    if trimmed.isEmpty || trimmed.lowercased() == "none" { return "" }
    guard let address = try? ServerAddress(parsing: trimmed), address.urlPassword == nil else {
      return nil
    }
    return trimmed
  }

  /// The variable whose URL wins over the leaderboardServer setting.
  public static let variable = "CONJUGAR_LEADERBOARD_URL"

  /// The server the device World reports to: CONJUGAR_LEADERBOARD_URL, else the
  /// setting; nil when neither names one.
  static func configured(
    setting: String, environment: [String: String]
  ) -> String? {
    if let url = environment[variable], !url.isEmpty { return url }
    return setting.isEmpty ? nil : setting
  }

  /// A URL as a listing shows it, which unlike an error shows it whole: its
  /// password "…" (`withoutPassword`), cut at 1,024 characters (what a URL may have).
  static func shown(_ url: String) -> String {
    let redacted = withoutPassword(url)
    return redacted.count > 1_024 ? String(redacted.prefix(1_024)) + "…" : redacted
  }

  /// A URL with whatever stands between "user:" and "@" blanked out.
  /// The address a class board's URL names, or why it names none: what both
  /// sides of the class board keep (conjugar's CompanionClassBoard and the
  /// companion's PostgresClassBoard), parsed once when the server is made.
  public static func parsed(_ url: String, defaultUser: String) -> Result<ServerAddress, ServerAddressError> {
    Result { () throws(ServerAddressError) in try ServerAddress(parsing: url, defaultUser: defaultUser) }
  }

  /// A class board's server as conjugar shows it (`world`, the board's title):
  /// never a password.
  public static func describe(_ address: Result<ServerAddress, ServerAddressError>) -> String {
    switch address {
    case let .success(address): "PostgreSQL \(address)"
    case let .failure(error): "PostgreSQL, unusable URL (\(error.message))"
    }
  }

  /// A URL, or what was meant as one, without any password it gives: what
  /// stands between "user:" and the last "@" (percent-encoded or not) becomes "…", and the
  /// value of a `password=` parameter (its name percent-encoded or not). Errs
  /// towards taking out too much: a message never needs the password.
  static func withoutPassword(_ text: String) -> String {
    var result = text
    if let at = result.lastIndex(of: "@") {
      let start: String.Index
      if let scheme = schemeSeparator(in: result), scheme.upperBound <= at {
        start = scheme.upperBound
      } else {
        start = result[..<at].lastIndex(of: "/").map { result.index(after: $0) } ?? result.startIndex
      }
      // Shown elided (alice:…@db), so the URL repeated does not look like one
      // given without a password.
      if let colon = result[start..<at].firstIndex(of: ":") {
        result = String(result[...colon]) + "…" + String(result[at...])
      }
    }
    return withoutPasswordParameters(result)
  }

  /// Text with the value of every `password=` (any case, its name percent-decoded)
  /// replaced by "…", up to the next "&", "#", quote or space.
  static func withoutPasswordParameters(_ text: String) -> String {
    let stops: Set<Character> = ["&", "#", "\"", "'", " ", "\t", "\n"]
    var result = ""
    var rest = Substring(text)
    while let equals = rest.firstIndex(of: "=") {
      // The parameter's name: back to the previous "?", "&", quote or space.
      let head = rest[..<equals]
      let nameStart =
        head.lastIndex(where: { "?&;\"' \t\n".contains($0) }).map { head.index(after: $0) } ?? head.startIndex
      let name = (decoded(head[nameStart...]) ?? String(head[nameStart...])).lowercased()
      result += rest[...equals]
      rest = rest[rest.index(after: equals)...]
      if name == "password" || name.hasSuffix("password") {
        let end = rest.firstIndex(where: { stops.contains($0) }) ?? rest.endIndex
        result += "…"
        rest = rest[end...]
      }
    }
    return result + rest
  }

  /// Every URL in a message (a parser's error, a refusal) without its password:
  /// each word that holds "://" or "@" or "password=".
  public static func redactingURLs(in message: String) -> String {
    // With no "@" and no "=", no word has a password (`withoutPassword` keeps
    // every word whole): a byte test, as identify's unknown words are many.
    if !message.utf8.contains(UInt8(ascii: "@")) && !message.utf8.contains(UInt8(ascii: "=")) { return message }
    guard message.contains("@") || message.contains("://") || message.lowercased().contains("password")
    else { return message }
    var words: [String] = []
    var word = ""
    for character in message {
      if character == " " || character == "\"" || character == "'" || character == "\n" || character == "\t" {
        if !word.isEmpty {
          words.append(withoutPassword(word))
          word = ""
        }
        words.append(String(character))
      } else {
        word.append(character)
      }
    }
    if !word.isEmpty { words.append(withoutPassword(word)) }
    return words.joined()
  }
}

/// A server URL that cannot be used: one line.
public struct ServerAddressError: Error, Equatable, Sendable {
  /// The line shown.
  public let message: String
  /// An error that shows `message`.
  public init(message: String) { self.message = message }
}
