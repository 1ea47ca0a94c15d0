import ConjugarCore
import PostgresNIO

/// `conjugar-classboard class`: one learner's class request (ClassRequest, JSON on
/// standard input), one reply (ClassReply) on standard output, exit 0; a failure
/// is a reply. Run by `conjugar class …` (ClassCommand), never by a teacher.
enum LearnerExchange {
  static let usage = """
    conjugar-classboard class: one class request (JSON) on standard input, one reply on
    standard output; run by `conjugar class join | share | unshare | show-shared | status`.
    """

  static let run: @Sendable ([String], CompanionContext) -> Int32 = { arguments, context in
    guard arguments.isEmpty else {
      context.errors("conjugar-classboard class takes no arguments: its request comes on standard input\n")
      return 2
    }
    context.output(ClassBoardProtocol.encode(reply(to: context.input(), environment: context.environment)))
    return 0
  }

  static func reply(to bytes: [UInt8], environment: [String: String]) -> ClassReply {
    let request: ClassRequest
    do { request = try ClassBoardProtocol.decode(ClassRequest.self, from: bytes) } catch {
      return .failure("conjugar-classboard cannot read its class request: \(error.message)")
    }
    guard request.version == ClassBoardProtocol.version else {
      return .failure(
        "conjugar-classboard speaks version \(ClassBoardProtocol.version) of its protocol, conjugar "
          + "\(request.version): install both from the same build")
    }
    do {
      switch request.request {
      case "join": return try join(request, environment: environment)
      case "share": return try share(request, environment: environment)
      case "unshare": return try unshare(request, environment: environment)
      case "showShared": return try showShared(request, environment: environment)
      case "status": return try status(request, environment: environment)
      default: return .failure("conjugar-classboard has no class request \(SafeText.line(request.request, limit: 40))")
      }
    } catch {
      return .failure(error.message)
    }
  }

  static func open(_ url: String, loginName: String, environment: [String: String], doing: String)
    throws(ClassBoardFailure) -> ServerConnection
  {
    let address: ServerAddress
    do { address = try ServerAddress(parsing: url, defaultUser: loginName) } catch {
      throw ClassBoardFailure(message: "the class's URL is unusable: \(error.message)")
    }
    return try ServerConnection.open(address, environment: environment, seconds: ClassExchange.seconds, doing: doing)
  }

  /// Logs in as `conjugar_join` (its password is no secret) and joins with the
  /// code; the server gets the password's SCRAM verifier, never the password.
  static func join(_ request: ClassRequest, environment: [String: String]) throws(ClassBoardFailure) -> ClassReply {
    guard let code = request.code, let password = request.password, password.utf8.count >= 16 else {
      return .failure("a join needs a code and a password of 16 characters or more")
    }
    let given: ServerAddress
    do { given = try ServerAddress(parsing: request.url, defaultUser: ServerSetup.joinRole) } catch {
      throw ClassBoardFailure(message: "the class's URL is unusable: \(error.message)")
    }
    let host = given.host.contains(":") ? "[\(given.host)]" : given.host
    let url =
      "postgres://\(ServerSetup.joinRole):\(ServerSetup.joinPassword)@\(host):\(given.port)/\(given.database)"
      + "?sslmode=\(given.sslMode.rawValue)"
    let connection = try open(url, loginName: ServerSetup.joinRole, environment: [:], doing: "the join")
    defer { connection.close() }
    let verifier = ScramVerifier.verifier(password: password)
    let rows = try connection.run(
      """
      SELECT role, class, class_name, pseudonym, pg_catalog.to_char(ends, 'YYYY-MM-DD')
      FROM public.conjugar_class_join(\(code), \(verifier))
      """)
    guard
      let (role, classID, name, pseudonym, ends) = try? rows.first?.decode((String, Int, String, String, String).self)
    else { return .failure("the class board at \(connection.address) answered the join with nothing") }
    return ClassReply(
      reply: "joined",
      joined: JoinedClass(role: role, classID: classID, className: name, pseudonym: pseudonym, ends: ends))
  }

  static func share(_ request: ClassRequest, environment: [String: String]) throws(ClassBoardFailure) -> ClassReply {
    guard let shape = request.shape else { return .failure("a share needs its shape") }
    guard shape.utf8.count <= ServerSetup.shareMaximumBytes else {
      return .failure("the share is over \(ServerSetup.shareMaximumBytes) bytes and was not sent")
    }
    let connection = try open(request.url, loginName: request.loginName, environment: environment, doing: "the share")
    defer { connection.close() }
    let rows = try connection.run(
      "SELECT skills, patterns, diagnoses FROM public.conjugar_class_share(\(shape)::jsonb, \(request.answers ?? false))"
    )
    guard let (skills, patterns, diagnoses) = try? rows.first?.decode((Int, Int, Int).self) else {
      return .failure("the class board at \(connection.address) answered the share with nothing")
    }
    // The end of a session: the class's assignments too, on the same connection.
    let status = request.status == true ? try classStatus(connection).status : nil
    return ClassReply(reply: "shared", counts: [skills, patterns, diagnoses], status: status)
  }

  static func unshare(_ request: ClassRequest, environment: [String: String]) throws(ClassBoardFailure) -> ClassReply {
    let connection = try open(
      request.url, loginName: request.loginName, environment: environment, doing: "the unshare")
    defer { connection.close() }
    let rows = try connection.run("SELECT public.conjugar_class_unshare()")
    return ClassReply(reply: "unshared", rows: (try? rows.first?.decode(Int.self)) ?? 0)
  }

  /// Every row the server holds on the learner, each as the server's own JSON of it.
  static let heldTables: [(name: String, order: String)] = [
    ("conjugar_share", "learner"), ("conjugar_share_skill", "day, skill"),
    ("conjugar_share_pattern", "day, pattern"), ("conjugar_share_diagnosis", "pattern"),
    ("conjugar_share_answer", "answered_at, id"),
  ]

  static func showShared(_ request: ClassRequest, environment: [String: String]) throws(ClassBoardFailure)
    -> ClassReply
  {
    let connection = try open(
      request.url, loginName: request.loginName, environment: environment, doing: "reading what you shared")
    defer { connection.close() }
    var tables: [HeldTable] = []
    for (name, order) in heldTables {
      let rows = try connection.run(
        PostgresQuery(
          unsafeSQL: """
            SELECT pg_catalog.row_to_json(t)::text FROM public.\(name) t WHERE t.learner = session_user ORDER BY \(order)
            """))
      tables.append(
        HeldTable(name: name, columns: [], rows: rows.compactMap { try? $0.decode(String.self) }.map { [$0] }))
    }
    return ClassReply(reply: "held", held: HeldRows(tables: tables))
  }

  static func status(_ request: ClassRequest, environment: [String: String]) throws(ClassBoardFailure) -> ClassReply {
    let connection = try open(
      request.url, loginName: request.loginName, environment: environment, doing: "reading your class")
    defer { connection.close() }
    return try classStatus(connection)
  }

  static func classStatus(_ connection: ServerConnection) throws(ClassBoardFailure) -> ClassReply {
    let mine = try connection.run(
      """
      SELECT class, name, pseudonym, pg_catalog.to_char(ends, 'YYYY-MM-DD'),
        EXISTS (SELECT 1 FROM public.conjugar_share s WHERE s.learner = session_user),
        pg_catalog.to_char(pg_catalog.now() AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'),
        pg_catalog.to_char(pg_catalog.now() AT TIME ZONE 'UTC', 'YYYY-MM-DD')
      FROM public.conjugar_class_mine() LIMIT 1
      """)
    guard
      let (classID, name, pseudonym, ends, sharing, fetchedAt, today) = try? mine.first?.decode(
        (Int, String, String, String, Bool, String, String).self)
    else {
      return .failure("the class board at \(connection.address) has no class of \(connection.address.user)")
    }
    var assignments: [ClassAssignment] = []
    for row in try connection.run(
      """
      SELECT a.id, a.tenses, a.verbs, a.topic, pg_catalog.to_char(a.starts, 'YYYY-MM-DD'),
        pg_catalog.to_char(a.due, 'YYYY-MM-DD'), a.target_mastery::float8, a.target_items, s.status, s.items
      FROM public.conjugar_assignment a JOIN public.conjugar_class_status(\(classID)) s ON s.assignment = a.id
      WHERE a.class = \(classID) ORDER BY a.due, a.id LIMIT 100
      """)
    {
      guard
        let r = try? row.decode(
          (Int, [String], [String], String?, String, String, Double?, Int?, String, Int).self)
      else { continue }
      assignments.append(
        ClassAssignment(
          id: r.0, tenses: r.1, verbs: r.2, topic: r.3, starts: r.4, due: r.5, targetMastery: r.6, targetItems: r.7,
          status: r.8, items: r.9))
    }
    return ClassReply(
      reply: "status",
      status: ClassStatus(
        classID: classID, className: name, pseudonym: pseudonym, ends: ends, sharing: sharing,
        assignments: assignments, fetchedAt: fetchedAt, today: today))
  }
}
