import FoundationEssentials
import Glibc

#if canImport(Darwin)
  import Darwin
#endif

/// The class board's server as `conjugar` reaches it: through its companion
/// `conjugar-classboard`, which alone links the PostgreSQL client (postgres-nio,
/// SwiftNIO, BoringSSL), so that conjugar stays small and its start-up never loads
/// it. Each call starts the companion, writes one request on its standard input
/// (ClassBoardRequest, the URL with it), reads one reply (ClassBoardReply) and
/// gives up after `ClassBoard.timeout` seconds and a margin, stopping it. Making one
/// parses the URL and starts nothing.
///
/// The companion is CONJUGAR_CLASSBOARD (a path) when set, else the file beside the
/// running executable. Whatever goes wrong with it (missing, a reply that is not
/// one, a hang) is a ClassBoardFailure of one line: the scores stay queued.
public struct CompanionClassBoard: ClassBoardServer {
  static let programName = "conjugar-classboard"
  static let variable = "CONJUGAR_CLASSBOARD"
  /// What the companion gets beyond the server's own time: its start and exit.
  static let margin = 1
  /// The most of a reply read: the longest board (`ClassBoard.maximumLimit`
  /// entries of at most a few hundred bytes) is well under it. A companion that
  /// writes more is stopped.
  static let replyLimit = 4 << 20
  /// The most of the companion's standard error read (its first line is shown).
  static let errorLimit = 64 << 10

  let url: String
  let environment: [String: String]
  let loginName: String
  /// The address the URL names, or why it names none: parsed when the board is
  /// used, not when the World is made: a launch that never uses the board never
  /// parses it.
  var address: Result<ServerAddress, ServerAddressError> { ServerAddress.parsed(url, defaultUser: loginName) }
  /// How long an exchange may take before the companion is stopped: the server's
  /// `ClassBoard.timeout` and the margin. A parameter so that tests of a companion
  /// that hangs need not wait seconds.
  let deadline: Duration

  init(
    url: String, environment: [String: String], loginName: String,
    deadline: Duration = .seconds(ClassBoard.timeout + margin)
  ) {
    self.url = url
    self.environment = environment
    self.loginName = loginName
    self.deadline = deadline
  }

  /// The factory the device World takes.
  public static let factory: ClassBoardServerFactory = {
    CompanionClassBoard(url: $0, environment: $1, loginName: $2)
  }

  /// The server without its password, or why the URL cannot be used.
  public var description: String { ServerAddress.describe(address) }

  /// CONJUGAR_LEADERBOARD_URL when it is what named this server, over the
  /// leaderboardServer setting (`ServerAddress.configured`), as typed but with its
  /// password shown as "…" (alice:…@): what `conjugar settings` says is in force,
  /// with why it cannot be used when it cannot. nil when the setting named the server.
  public var overridingURL: String? {
    guard let given = environment[ServerAddress.variable], !given.isEmpty, given == url else { return nil }
    guard case let .failure(error) = address else { return ServerAddress.shown(url) }
    return ServerAddress.shown(url) + " (unusable: \(error.message))"
  }

  /// Sends `scores` through the companion: how many the server handled, and those it refused.
  @discardableResult
  public func send(_ scores: [PendingScore]) throws(ClassBoardFailure) -> SendOutcome {
    guard !scores.isEmpty else { return .all(0) }
    switch try exchange(.send(scores)) {
    case .sent: return .all(scores.count)
    case let .partly(outcome):
      return SendOutcome(handled: min(max(0, outcome.handled), scores.count), refused: outcome.refused)
    case let .failure(failure): throw failure
    case .scores: throw unexpected("scores where it should have said sent")
    }
  }

  /// The class's best `limit` entries, best first (of `difficulty`, or all), through the companion.
  public func topScores(limit: Int, difficulty: Difficulty?) throws(ClassBoardFailure) -> [LeaderboardEntry] {
    switch try exchange(.topScores(limit: limit, difficulty: difficulty)) {
    case let .scores(entries):
      // Each capped; one that is none conjugar writes is left out where the board
      // is shown, and said (`LeaderboardEntry.readable`), not the whole board.
      return entries.map(\.capped)
    case let .failure(failure): throw failure
    case .sent, .partly: throw unexpected("sent where it should have given scores")
    }
  }

  func unexpected(_ what: String) -> ClassBoardFailure {
    ClassBoardFailure(message: "\(Self.programName) answered \(what)")
  }

  /// One request, one reply, within the deadline.
  func exchange(_ action: ClassBoardRequest.Action) throws(ClassBoardFailure) -> ClassBoardReply {
    if case let .failure(error) = address {
      throw ClassBoardFailure(message: "the class board's URL is unusable: \(error.message)")
    }
    let program = try Self.locate(environment)
    let request = ClassBoardRequest(url: url, loginName: loginName, action: action)
    let outcome: ChildProcess.Outcome
    do {
      outcome = try ChildProcess.run(
        [program], input: .bytes(ClassBoardProtocol.encode(request)), output: .captureAtMost(Self.replyLimit),
        errors: .captureAtMost(Self.errorLimit),
        environment: environment, deadline: deadline)
    } catch {
      throw ClassBoardFailure(message: "cannot start \(program): \(error.reason)")
    }
    if outcome.timedOut {
      throw ClassBoardFailure(message: "\(program) did not answer within \(Self.shown(deadline)) and was stopped")
    }
    if outcome.overflowed {
      throw ClassBoardFailure(message: "\(program) wrote more than a reply and was stopped")
    }
    do {
      return try ClassBoardProtocol.decode(ClassBoardReply.self, from: outcome.output)
    } catch {
      let ended = outcome.status.map { "exit status \($0)" } ?? "ended by a signal"
      let said = Self.firstLine(outcome.errors).map { ": \($0)" } ?? ""
      throw ClassBoardFailure(
        message: "\(program) gave no reply conjugar can read (\(error.message); \(ended)\(said))")
    }
  }

  /// A deadline as the failure line says it: "3 s", "0.3 s".
  static func shown(_ deadline: Duration) -> String {
    let (seconds, attoseconds) = deadline.components
    guard attoseconds != 0 else { return "\(seconds) s" }
    let tenths = (Double(seconds) + Double(attoseconds) / 1e18) * 10
    return "\(tenths.rounded() / 10) s"
  }

  /// The companion's path: CONJUGAR_CLASSBOARD, else beside the running executable.
  public static func locate(_ environment: [String: String]) throws(ClassBoardFailure) -> String {
    let needed = "the class board needs \(programName) installed beside conjugar"
    if let named = environment[variable], !named.isEmpty {
      guard FileManager.default.isExecutableFile(atPath: named) else {
        throw ClassBoardFailure(message: "\(needed) (\(variable)=\(named) is no executable file)")
      }
      return named
    }
    guard let executable = runningExecutable() else {
      throw ClassBoardFailure(message: "\(needed) (this executable's own path is unknown)")
    }
    let directory = String(executable[..<(executable.lastIndex(of: "/") ?? executable.startIndex)])
    let beside = directory + "/" + programName
    guard FileManager.default.isExecutableFile(atPath: beside) else {
      throw ClassBoardFailure(message: "\(needed) (not found in \(directory.isEmpty ? "/" : directory))")
    }
    return beside
  }

  /// The running executable's path, links resolved (/proc/self/exe on Linux).
  static func runningExecutable() -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard length > 0 else { return nil }
      return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #elseif canImport(Darwin)
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
      var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      guard realpath(buffer, &resolved) != nil else { return String(cString: buffer) }
      return String(cString: resolved)
    #else
      return nil
    #endif
  }

  /// The first line of what the companion said on standard error, made safe to show.
  static func firstLine(_ bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard
      let line = text.split(separator: "\n").first?.trimmingCharacters(in: .whitespaces),
      !line.isEmpty
    else { return nil }
    return SafeText.line(line, limit: 160)
  }
}
