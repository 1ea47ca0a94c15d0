import FoundationEssentials

/// The learner's side of a class (issue 42) as conjugar asks its companion:
/// `conjugar-classboard class`, one request (JSON) on its standard input, one
/// reply on its standard output, as for scores (CompanionMessages.swift): the
/// URL and the password of a join travel there, never in the arguments.
///
///     {"version":1,"url":"postgres://school-db/conjugar","loginName":"ana","request":"join",
///      "code":"XQKN-F7PG-DEZ3","password":"…"}
///     {"version":1,"url":"postgres://s07_3f…@school-db/conjugar","loginName":"ana","request":"share",
///      "shape":"{…TutorShape JSON…}","answers":false}
///     {"version":1,…,"request":"unshare"} / "showShared" / "status"
///
///     {"version":1,"reply":"joined","joined":{"role":"s07_3f…","classID":1,…}}
///     {"version":1,"reply":"shared","counts":[12,3,1]}
///     {"version":1,"reply":"unshared","rows":41}
///     {"version":1,"reply":"held","held":{…}}
///     {"version":1,"reply":"status","status":{…}}
///     {"version":1,"reply":"failure","message":"…"}
public struct ClassRequest: Codable, Sendable, Equatable {
  public var version = ClassBoardProtocol.version
  public var url: String
  public var loginName: String
  /// join | share | unshare | showShared | status
  public var request: String
  public var code: String?
  /// The join's new password, chosen by conjugar: the companion sends the server
  /// only its SCRAM verifier.
  public var password: String?
  /// The share: the TutorShape as JSON text.
  public var shape: String?
  /// The second opt-in: typed answers may be shared.
  public var answers: Bool?
  /// A share that also fetches the class's status in the same connection (the
  /// end of a session: one companion, one login). A companion that predates it
  /// ignores it and replies without a status.
  public var status: Bool?

  public init(
    url: String, loginName: String, request: String, code: String? = nil, password: String? = nil,
    shape: String? = nil, answers: Bool? = nil, status: Bool? = nil
  ) {
    self.url = url
    self.loginName = loginName
    self.request = request
    self.code = code
    self.password = password
    self.shape = shape
    self.answers = answers
    self.status = status
  }
}

/// A class the learner joined, as the server said.
public struct JoinedClass: Codable, Sendable, Equatable {
  public var role: String
  public var classID: Int
  public var className: String
  public var pseudonym: String
  /// The class's end, "YYYY-MM-DD".
  public var ends: String

  /// Whether `role` is a name the class board's join makes, or a learner's role
  /// as an administrator names one: lower-case letters, digits and `_`, at most
  /// 63 (PostgreSQL's length), starting with a letter. Only such a name is written
  /// to ~/.pgpass and the class's URL.
  public static func isRoleName(_ role: String) -> Bool {
    let scalars = Array(role.unicodeScalars)
    guard (1...63).contains(scalars.count), ("a"..."z").contains(scalars[0]) else { return false }
    return scalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
  }

  public init(role: String, classID: Int, className: String, pseudonym: String, ends: String) {
    self.role = role
    self.classID = classID
    self.className = className
    self.pseudonym = pseudonym
    self.ends = ends
  }
}

/// One assignment of the learner's class and the learner's status on it, as the
/// server computed it from what was shared.
public struct ClassAssignment: Codable, Sendable, Equatable {
  public var id: Int
  public var tenses: [String]
  public var verbs: [String]
  public var topic: String?
  /// "YYYY-MM-DD".
  public var starts: String
  public var due: String
  public var targetMastery: Double?
  public var targetItems: Int?
  /// not sharing | not started | started | done | late
  public var status: String
  public var items: Int

  public init(
    id: Int, tenses: [String], verbs: [String], topic: String?, starts: String, due: String,
    targetMastery: Double?, targetItems: Int?, status: String, items: Int
  ) {
    self.id = id
    self.tenses = tenses
    self.verbs = verbs
    self.topic = topic
    self.starts = starts
    self.due = due
    self.targetMastery = targetMastery
    self.targetItems = targetItems
    self.status = status
    self.items = items
  }
}

/// The learner's class and its assignments, fetched.
public struct ClassStatus: Codable, Sendable, Equatable {
  public var classID: Int
  public var className: String
  public var pseudonym: String
  public var ends: String
  /// Whether the server holds a share of the learner's.
  public var sharing: Bool
  public var assignments: [ClassAssignment]
  /// The server's clock when fetched, "YYYY-MM-DD HH:MM" UTC, and its day.
  public var fetchedAt: String
  public var today: String

  public init(
    classID: Int, className: String, pseudonym: String, ends: String, sharing: Bool,
    assignments: [ClassAssignment], fetchedAt: String, today: String
  ) {
    self.classID = classID
    self.className = className
    self.pseudonym = pseudonym
    self.ends = ends
    self.sharing = sharing
    self.assignments = assignments
    self.fetchedAt = fetchedAt
    self.today = today
  }
}

/// Exactly what the server holds on the learner: each table's rows, each row
/// its columns as the server prints them.
public struct HeldRows: Codable, Sendable, Equatable {
  public var tables: [HeldTable]
  public init(tables: [HeldTable]) { self.tables = tables }
}

public struct HeldTable: Codable, Sendable, Equatable {
  public var name: String
  public var columns: [String]
  public var rows: [[String]]
  public init(name: String, columns: [String], rows: [[String]]) {
    self.name = name
    self.columns = columns
    self.rows = rows
  }
}

public struct ClassReply: Codable, Sendable, Equatable {
  public var version = ClassBoardProtocol.version
  /// joined | shared | unshared | held | status | failure
  public var reply: String
  public var message: String?
  public var joined: JoinedClass?
  /// Rows changed: skills, patterns, diagnoses.
  public var counts: [Int]?
  public var rows: Int?
  public var held: HeldRows?
  public var status: ClassStatus?

  public init(
    reply: String, message: String? = nil, joined: JoinedClass? = nil, counts: [Int]? = nil, rows: Int? = nil,
    held: HeldRows? = nil, status: ClassStatus? = nil
  ) {
    self.reply = reply
    self.message = message
    self.joined = joined
    self.counts = counts
    self.rows = rows
    self.held = held
    self.status = status
  }

  public static func failure(_ message: String) -> ClassReply { ClassReply(reply: "failure", message: message) }
}

/// Runs one class request through the companion.
public enum ClassExchange {
  /// The environment the launch was given (PGPASSFILE, HOME, CONJUGAR_CLASSBOARD
  /// …), set by the launch around the command: commands never read the process's.
  @TaskLocal public static var environment: [String: String] = [:]

  /// Longer than a score's: a first share is a few thousand rows, a join makes a role.
  public static let seconds = 10

  /// The most the end of a session waits for the class board: a share and the
  /// class's assignments, or a line saying they wait (the score board's own
  /// budget, ClassBoard.timeout, plus two seconds for the companion's start).
  public static let sessionEndSeconds = ClassBoard.timeout + 2

  public static func run(
    _ request: ClassRequest, environment: [String: String], seconds: Int = ClassExchange.seconds
  ) throws(ClassBoardFailure) -> ClassReply {
    let program = try CompanionClassBoard.locate(environment)
    let outcome: ChildProcess.Outcome
    do {
      outcome = try ChildProcess.run(
        [program, "class"], input: .bytes(ClassBoardProtocol.encode(request)),
        output: .captureAtMost(CompanionClassBoard.replyLimit), errors: .captureAtMost(CompanionClassBoard.errorLimit),
        environment: environment, deadline: .seconds(seconds + CompanionClassBoard.margin))
    } catch {
      throw ClassBoardFailure(message: "cannot start \(program): \(error.reason)")
    }
    if outcome.timedOut {
      throw ClassBoardFailure(message: "\(program) did not answer within \(seconds + 1) s and was stopped")
    }
    let reply: ClassReply
    do { reply = try ClassBoardProtocol.decode(ClassReply.self, from: outcome.output) } catch {
      let said = CompanionClassBoard.firstLine(outcome.errors).map { ": \($0)" } ?? ""
      throw ClassBoardFailure(message: "\(program) gave no reply conjugar can read (\(error.message))\(said)")
    }
    guard reply.version == ClassBoardProtocol.version else {
      throw ClassBoardFailure(message: "\(program) speaks another version: install both from the same build")
    }
    if reply.reply == "failure" {
      throw ClassBoardFailure(message: SafeText.line(reply.message ?? "the class board failed", limit: 2_000))
    }
    return reply
  }
}
