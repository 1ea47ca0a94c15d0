import FoundationEssentials

/// The private protocol between `conjugar` and its companion `conjugar-classboard`,
/// which alone links the PostgreSQL client: one request as JSON on the companion's
/// standard input (the URL travels there, never in its arguments, so a password in
/// it is not shown by `ps`), one reply as JSON on its standard output.
///
///     {"version":1,"url":"postgres://alice@db/c","loginName":"alice","request":"send",
///      "scores":[{"id":"…","score":208,"difficulty":"Easy","region":"Spain",
///                 "date":"2026-11-23T21:00:00Z","elapsedSeconds":95}]}
///     {"version":1,"url":"…","loginName":"alice","request":"topScores","limit":10,"difficulty":"Easy"}
///
///     {"version":1,"reply":"sent"}
///     {"version":1,"reply":"sent","handled":3,"refused":[{"id":"…","reason":"…"}]}
///     {"version":1,"reply":"scores","entries":[{"player":"alice","score":208,…}]}
///     {"version":1,"reply":"failure","message":"the class board at … cannot be reached: …",
///      "refusedByServer":false}
public enum ClassBoardProtocol {
  /// Both programs come from one build; a request of another version is refused.
  public static let version = 1
}

/// What `conjugar` asks its companion.
public struct ClassBoardRequest: Sendable, Equatable {
  /// What conjugar asks the companion to do.
  public enum Action: Sendable, Equatable {
    /// Send these queued scores, oldest first.
    case send([PendingScore])
    /// Read the class's best `limit` entries (of a difficulty, or all).
    case topScores(limit: Int, difficulty: Difficulty?)
  }

  /// The protocol's version (`ClassBoardProtocol.version`).
  public let version: Int
  /// The server's URL as configured (it may carry a password).
  public let url: String
  /// The role when the URL names none (libpq's default: the login name).
  public let loginName: String
  /// What to do.
  public let action: Action

  init(url: String, loginName: String, action: Action, version: Int = ClassBoardProtocol.version) {
    self.version = version
    self.url = url
    self.loginName = loginName
    self.action = action
  }
}

/// What the companion answers: one reply per request.
public enum ClassBoardReply: Sendable, Equatable {
  /// Every score arrived (or was there already).
  case sent
  /// The first `handled` were dealt with, some of them refused; the rest wait.
  case partly(SendOutcome)
  /// The entries asked for, best first.
  case scores([LeaderboardEntry])
  /// The server could not be reached, or refused: one line.
  case failure(ClassBoardFailure)
}

/// A message that is not what the protocol says: one line.
public struct ClassBoardProtocolError: Error, Sendable, Equatable {
  /// The line shown.
  public let message: String
  init(_ message: String) { self.message = message }
}

extension ClassBoardRequest: Codable {
  enum Keys: String, CodingKey {
    case version, url, loginName, request, scores, limit, difficulty
  }

  /// Reads a request from the protocol's JSON (its version is kept, for the companion to check).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    version = try container.decode(Int.self, forKey: .version)
    url = try container.decode(String.self, forKey: .url)
    loginName = try container.decode(String.self, forKey: .loginName)
    switch try container.decode(String.self, forKey: .request) {
    case "send":
      action = .send(try container.decode([PendingScore].self, forKey: .scores))
    case "topScores":
      let limit = try container.decode(Int.self, forKey: .limit)
      let named = try container.decodeIfPresent(String.self, forKey: .difficulty)
      let difficulty = try named.map { name in
        guard let difficulty = Difficulty(rawValue: name) else {
          throw DecodingError.dataCorruptedError(
            forKey: .difficulty, in: container, debugDescription: "\"\(name)\" is no difficulty")
        }
        return difficulty
      }
      action = .topScores(limit: limit, difficulty: difficulty)
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .request, in: container, debugDescription: "\"\(other)\" is no request")
    }
  }

  /// Writes the request as the protocol's JSON.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(version, forKey: .version)
    try container.encode(url, forKey: .url)
    try container.encode(loginName, forKey: .loginName)
    switch action {
    case let .send(scores):
      try container.encode("send", forKey: .request)
      try container.encode(scores, forKey: .scores)
    case let .topScores(limit, difficulty):
      try container.encode("topScores", forKey: .request)
      try container.encode(limit, forKey: .limit)
      try container.encodeIfPresent(difficulty?.rawValue, forKey: .difficulty)
    }
  }
}

extension ClassBoardReply: Codable {
  enum Keys: String, CodingKey {
    case version, reply, entries, message, refusedByServer, handled, refused
  }

  /// Reads a reply, refusing another protocol version.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    let version = try container.decode(Int.self, forKey: .version)
    guard version == ClassBoardProtocol.version else {
      throw DecodingError.dataCorruptedError(
        forKey: .version, in: container,
        debugDescription: "version \(version), not \(ClassBoardProtocol.version)")
    }
    switch try container.decode(String.self, forKey: .reply) {
    case "sent":
      if let handled = try container.decodeIfPresent(Int.self, forKey: .handled) {
        self = .partly(
          SendOutcome(
            handled: handled,
            refused: try container.decodeIfPresent([RefusedScore].self, forKey: .refused) ?? []))
      } else {
        self = .sent
      }
    case "scores": self = .scores(try container.decode([LeaderboardEntry].self, forKey: .entries))
    case "failure":
      self = .failure(
        ClassBoardFailure(
          message: try container.decode(String.self, forKey: .message),
          refusedByServer: try container.decode(Bool.self, forKey: .refusedByServer)))
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .reply, in: container, debugDescription: "\"\(other)\" is no reply")
    }
  }

  /// Writes the reply as the protocol's JSON.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(ClassBoardProtocol.version, forKey: .version)
    switch self {
    case .sent:
      try container.encode("sent", forKey: .reply)
    case let .partly(outcome):
      try container.encode("sent", forKey: .reply)
      try container.encode(outcome.handled, forKey: .handled)
      try container.encode(outcome.refused, forKey: .refused)
    case let .scores(entries):
      try container.encode("scores", forKey: .reply)
      try container.encode(entries, forKey: .entries)
    case let .failure(failure):
      try container.encode("failure", forKey: .reply)
      try container.encode(failure.message, forKey: .message)
      try container.encode(failure.refusedByServer, forKey: .refusedByServer)
    }
  }
}

extension ClassBoardProtocol {
  /// A message as one line of JSON (and a newline).
  public static func encode(_ message: some Encodable) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Strings, numbers and arrays of them only: encoding cannot fail.
    let data = (try? encoder.encode(message)) ?? Data()
    return [UInt8](data) + [UInt8(ascii: "\n")]
  }

  /// A message from its JSON, or why it is not one, in one line.
  public static func decode<Message: Decodable>(
    _ type: Message.Type, from bytes: [UInt8]
  ) throws(ClassBoardProtocolError) -> Message {
    guard bytes.contains(where: { !Set(" \t\r\n".utf8).contains($0) }) else {
      throw ClassBoardProtocolError("nothing")
    }
    do {
      return try JSONDecoder().decode(type, from: Data(bytes))
    } catch let error as DecodingError {
      throw ClassBoardProtocolError(describe(error))
    } catch {
      throw ClassBoardProtocolError("not JSON")
    }
  }

  static func describe(_ error: DecodingError) -> String {
    func path(_ context: DecodingError.Context) -> String {
      context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case let .keyNotFound(key, context):
      let at = path(context)
      return "no \"\(key.stringValue)\"" + (at.isEmpty ? "" : " in \(at)")
    case let .typeMismatch(_, context), let .valueNotFound(_, context):
      return "\"\(path(context))\" has the wrong type"
    case let .dataCorrupted(context):
      return context.codingPath.isEmpty ? "not JSON" : "\"\(path(context))\": \(context.debugDescription)"
    @unknown default:
      return "not a message of the protocol"
    }
  }
}
