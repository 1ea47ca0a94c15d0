import ConjugarCore
import Foundation
import PostgresNIO

/// The teacher's commands of `conjugar-classboard` (issue 42): `roster`, `assign`,
/// `close`. Each connects as the teacher's role (`--server URL`, else
/// CONJUGAR_CLASS_URL; its password where libpq looks: the URL, PGPASSWORD,
/// ~/.pgpass), does one thing in one transaction and says what it did. None of
/// them can set a learner's password or act as a learner.
enum TeacherCommands {
  /// All a command may take with the server.
  static let seconds = 20

  struct Failure: Error {
    let message: String
    /// 2: the command line; 1: the roster, the server or a file.
    let status: Int32
  }

  /// Options `--name value` and the words left, in order.
  struct Options {
    var values: [String: String] = [:]
    var words: [String] = []
    var flags: Set<String> = []

    init(_ arguments: [String], valued: Set<String>, flags known: Set<String>) throws(Failure) {
      var index = 0
      while index < arguments.count {
        let argument = arguments[index]
        if argument == "--" {
          words += arguments[(index + 1)...]
          break
        }
        if argument.hasPrefix("--") {
          if known.contains(argument) {
            flags.insert(argument)
          } else if valued.contains(argument) {
            guard index + 1 < arguments.count else { throw Failure(message: "\(argument) needs a value", status: 2) }
            values[argument] = arguments[index + 1]
            index += 1
          } else {
            throw Failure(message: "unknown option \(SafeText.line(argument, limit: 60))", status: 2)
          }
        } else {
          words.append(argument)
        }
        index += 1
      }
    }

    func required(_ name: String) throws(Failure) -> String {
      guard let value = values[name], !value.isEmpty else { throw Failure(message: "\(name) is required", status: 2) }
      return value
    }

    func date(_ name: String) throws(Failure) -> String? {
      guard let value = values[name] else { return nil }
      let scalars = Array(value.unicodeScalars)
      let shape =
        scalars.count == 10 && scalars[4] == "-" && scalars[7] == "-"
        && scalars.enumerated().allSatisfy { $0.offset == 4 || $0.offset == 7 || ("0"..."9").contains($0.element) }
      guard shape else { throw Failure(message: "\(name) takes a date as YYYY-MM-DD", status: 2) }
      return value
    }

    func integer(_ name: String, in range: ClosedRange<Int>) throws(Failure) -> Int? {
      guard let value = values[name] else { return nil }
      guard let number = Int(value), range.contains(number) else {
        throw Failure(
          message: "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound)", status: 2)
      }
      return number
    }
  }

  static func connect(_ options: Options, environment: [String: String], doing: String) throws(Failure)
    -> ServerConnection
  {
    guard let url = options.values["--server"] ?? environment["CONJUGAR_CLASS_URL"], !url.isEmpty else {
      throw Failure(message: "--server URL is required (or CONJUGAR_CLASS_URL): the teacher's role", status: 2)
    }
    let address: ServerAddress
    do { address = try ServerAddress(parsing: url, defaultUser: DataLocation.loginName(environment)) } catch {
      throw Failure(message: error.message, status: 2)
    }
    do {
      return try ServerConnection.open(address, environment: environment, seconds: seconds, doing: doing)
    } catch {
      throw Failure(message: error.message, status: 1)
    }
  }

  /// Runs `body` in a transaction; any refusal rolls it back whole.
  static func transaction<T>(_ connection: ServerConnection, _ body: () throws(ClassBoardFailure) -> T)
    throws(Failure) -> T
  {
    do {
      try connection.run("BEGIN")
      try connection.run("SET LOCAL search_path = pg_catalog, pg_temp")
      let value = try body()
      try connection.run("COMMIT")
      return value
    } catch {
      throw Failure(message: error.message, status: 1)
    }
  }

  /// The URL a learner joins with: the teacher's server without its role or password.
  static func joinURL(_ address: ServerAddress) -> String {
    let host = address.host.contains(":") ? "[\(address.host)]" : address.host
    let mode = address.sslMode == .prefer ? "" : "?sslmode=\(address.sslMode.rawValue)"
    return "postgres://\(host):\(address.port)/\(address.database)\(mode)"
  }

  // MARK: roster

  static let rosterUsage = """
    conjugar-classboard roster --server URL --name NAME --starts YYYY-MM-DD --ends YYYY-MM-DD [--days N] ROSTER.csv
      Makes a class from a roster CSV (a line per learner: name[,pseudonym]), with a
      pseudonym (s01 …) and a one-time join code for each learner, valid N days (7).
      Names stay on this machine: ROSTER.csv's pseudonyms go to ROSTER.classID.csv
      beside it. Each learner then runs: conjugar class join --server URL CODE
    """

  static func roster(_ arguments: [String], environment: [String: String], output: (String) -> Void)
    throws(Failure)
  {
    let options = try Options(
      arguments, valued: ["--server", "--name", "--starts", "--ends", "--days"], flags: [])
    guard options.words.count == 1 else { throw Failure(message: "roster takes one roster CSV file", status: 2) }
    let path = options.words[0]
    let name = try options.required("--name")
    guard name.count <= 100, !name.unicodeScalars.contains(where: SafeText.needsEscape) else {
      throw Failure(message: "--name takes at most 100 characters, none of them a control character", status: 2)
    }
    guard let starts = try options.date("--starts"), let ends = try options.date("--ends") else {
      throw Failure(message: "--starts and --ends are required (YYYY-MM-DD)", status: 2)
    }
    let days = try options.integer("--days", in: 1...60) ?? 7
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw Failure(message: "cannot read the roster \(SafeText.line(path, limit: 200))", status: 1)
    }
    let bytes = (try? handle.read(upToCount: Roster.maximumBytes + 1)).map { [UInt8]($0) } ?? []
    try? handle.close()
    let roster: Roster
    do { roster = try Roster(bytes: bytes) } catch {
      throw Failure(
        message: "the roster \(SafeText.line(path, limit: 200)) is refused, nothing stored: \(error.message)",
        status: 1)
    }
    let connection = try connect(options, environment: environment, doing: "the roster")
    defer { connection.close() }
    let pseudonyms = roster.entries.map(\.pseudonym)
    let rows = try transaction(connection) { () throws(ClassBoardFailure) -> [PostgresRow] in
      try connection.run(
        """
        SELECT class, pseudonym, code,
          pg_catalog.to_char(expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') || ' UTC'
        FROM public.conjugar_class_create(\(name), \(starts)::date, \(ends)::date, \(pseudonyms), \(days)::integer)
        """)
    }
    var codes: [String: (String, String)] = [:]
    var classID = 0
    for row in rows {
      guard let (id, pseudonym, code, expiry) = try? row.decode((Int, String, String, String).self) else { continue }
      classID = id
      codes[pseudonym] = (code, expiry)
    }
    let kept = Self.keptPath(path, classID: classID)
    let written = FileManager.default.createFile(atPath: kept, contents: Data(roster.pseudonymFile.utf8))
    output("class \(classID), \(SafeText.line(name)), \(starts) to \(ends), on \(connection.address)\n")
    let width = roster.entries.map(\.name.count).max() ?? 0
    for entry in roster.entries {
      guard let (code, expiry) = codes[entry.pseudonym] else { continue }
      let shown = SafeText.line(entry.name)
      output(
        "\(entry.pseudonym)  \(shown)\(String(repeating: " ", count: max(0, width - entry.name.count)))  "
          + "\(code)  expires \(expiry)\n")
    }
    output("each learner, once: conjugar class join --server \(joinURL(connection.address)) CODE\n")
    output(
      written
        ? "names stay on this machine: \(SafeText.line(kept)) (pseudonym,name); the server has pseudonyms only\n"
        : "could not write \(SafeText.line(kept)): keep this list; the server has pseudonyms only\n")
  }

  /// ROSTER.csv → ROSTER.class12.csv, beside it.
  static func keptPath(_ path: String, classID: Int) -> String {
    let base = path.hasSuffix(".csv") ? String(path.dropLast(4)) : path
    return "\(base).class\(classID).csv"
  }

  // MARK: assign

  static let assignUsage = """
    conjugar-classboard assign --server URL --class ID [--tenses T,T] [--verbs V,V] [--topic TOPIC]
                               [--starts YYYY-MM-DD] --due YYYY-MM-DD [--mastery 0.6] [--items 40]
      Sets an assignment: tenses (as conjugar names them: presenteDeSubjuntivo), verbs or a
      context topic, from --starts (today) to --due, done at a mastery or a number of
      answers right (accuracy, never speed). Learners' conjugar fetch it into `today`.
    """

  static func assign(_ arguments: [String], environment: [String: String], output: (String) -> Void)
    throws(Failure)
  {
    let options = try Options(
      arguments,
      valued: ["--server", "--class", "--tenses", "--verbs", "--topic", "--starts", "--due", "--mastery", "--items"],
      flags: [])
    guard options.words.isEmpty else { throw Failure(message: "assign takes options only", status: 2) }
    guard let classID = try options.integer("--class", in: 1...Int(Int32.max)) else {
      throw Failure(message: "--class ID is required (roster printed it)", status: 2)
    }
    func list(_ name: String) -> [String] {
      (options.values[name] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    }
    let tenses = list("--tenses")
    if let unknown = tenses.first(where: { Tense(rawValue: $0) == nil }) {
      throw Failure(
        message: "\(SafeText.line(unknown, limit: 40)) is no tense; one of: "
          + Tense.allCases.map(\.rawValue).joined(separator: ", "), status: 2)
    }
    let verbs = list("--verbs").map { $0.lowercased() }
    let topic = options.values["--topic"]
    guard !tenses.isEmpty || !verbs.isEmpty || topic != nil else {
      throw Failure(message: "an assignment needs --tenses, --verbs or --topic", status: 2)
    }
    guard let due = try options.date("--due") else { throw Failure(message: "--due is required", status: 2) }
    let starts = try options.date("--starts")
    let mastery = try options.values["--mastery"].map { text throws(Failure) -> Double in
      guard let value = Double(text), value > 0, value <= 1 else {
        throw Failure(message: "--mastery takes a number above 0, at most 1 (0.6)", status: 2)
      }
      return value
    }
    let items = try options.integer("--items", in: 1...10_000)
    guard mastery != nil || items != nil else {
      throw Failure(message: "an assignment needs a target: --mastery, --items or both", status: 2)
    }
    let connection = try connect(options, environment: environment, doing: "the assignment")
    defer { connection.close() }
    let rows = try transaction(connection) { () throws(ClassBoardFailure) -> [PostgresRow] in
      try connection.run(
        """
        INSERT INTO public.conjugar_assignment (class, tenses, verbs, topic, starts, due, target_mastery, target_items)
        VALUES (\(classID), \(tenses), \(verbs), \(topic), coalesce(\(starts)::date, CURRENT_DATE), \(due)::date,
          \(mastery)::real, \(items)::integer)
        RETURNING id, pg_catalog.to_char(starts, 'YYYY-MM-DD')
        """)
    }
    guard let (id, start) = try? rows.first?.decode((Int, String).self) else {
      throw Failure(message: "the server set no assignment: class \(classID) is not one you teach", status: 1)
    }
    let what = (tenses + verbs + (topic.map { [$0] } ?? [])).joined(separator: ", ")
    let target = [mastery.map { "mastery \($0)" }, items.map { "\($0) answers right" }].compactMap { $0 }
      .joined(separator: " or ")
    output("assignment \(id) for class \(classID): \(SafeText.line(what)), \(start) to \(due), done at \(target)\n")
  }

  // MARK: close

  static let closeUsage = """
    conjugar-classboard close --server URL --class ID --export DIRECTORY [--before-end]
      Ends a class: exports its status and what its learners shared to DIRECTORY
      (class-ID-status.csv, class-ID-skills.csv), then deletes it on the server: what
      its learners shared, their roles, its codes, members and assignments. Refused
      before the class's end date unless --before-end.
    """

  static func close(_ arguments: [String], environment: [String: String], output: (String) -> Void)
    throws(Failure)
  {
    let options = try Options(arguments, valued: ["--server", "--class", "--export"], flags: ["--before-end"])
    guard options.words.isEmpty else { throw Failure(message: "close takes options only", status: 2) }
    guard let classID = try options.integer("--class", in: 1...Int(Int32.max)) else {
      throw Failure(message: "--class ID is required", status: 2)
    }
    let directory = try options.required("--export")
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
      throw Failure(message: "--export takes an existing directory", status: 2)
    }
    let connection = try connect(options, environment: environment, doing: "the close")
    defer { connection.close() }
    let (status, skills, gone) = try transaction(connection) {
      () throws(ClassBoardFailure) -> (String, String, Int) in
      let ends = try connection.run(
        "SELECT ends <= CURRENT_DATE, pg_catalog.to_char(ends, 'YYYY-MM-DD') FROM public.conjugar_class WHERE id = \(classID)"
      ).first.flatMap { try? $0.decode((Bool, String).self) }
      guard let (ended, endDate) = ends else {
        throw ClassBoardFailure(connection.address, "has no class \(classID) that you teach")
      }
      guard ended || options.flags.contains("--before-end") else {
        throw ClassBoardFailure(
          connection.address, "keeps class \(classID) until its end, \(endDate); --before-end closes it now")
      }
      var status = "assignment,pseudonym,status,asked,items,accuracy,mastery,as_of\n"
      for row in try connection.run(
        """
        SELECT assignment, pseudonym, status, asked, items, coalesce(accuracy::text, ''), coalesce(mastery::text, ''),
          coalesce(pg_catalog.to_char(as_of AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), '')
        FROM public.conjugar_class_status(\(classID))
        """)
      {
        guard let r = try? row.decode((Int, String, String, Int, Int, String, String, String).self) else { continue }
        status += "\(r.0),\(r.1),\(r.2),\(r.3),\(r.4),\(r.5),\(r.6),\(r.7)\n"
      }
      var skills = "pseudonym,day,skill,asked,right,mastery\n"
      for row in try connection.run(
        """
        SELECT m.pseudonym, pg_catalog.to_char(k.day, 'YYYY-MM-DD'), k.skill, k.asked, k."right", k.mastery::text
        FROM public.conjugar_share_skill k JOIN public.conjugar_class_member m ON m.learner = k.learner
        WHERE m.class = \(classID) ORDER BY 1, 2, 3
        """)
      {
        guard let r = try? row.decode((String, String, String, Int, Int, String).self) else { continue }
        skills += "\(r.0),\(r.1),\(r.2),\(r.3),\(r.4),\(r.5)\n"
      }
      // Exported before anything is deleted: a file that cannot be written stops the close.
      let base = directory + "/class-\(classID)-"
      guard FileManager.default.createFile(atPath: base + "status.csv", contents: Data(status.utf8)),
        FileManager.default.createFile(atPath: base + "skills.csv", contents: Data(skills.utf8))
      else {
        throw ClassBoardFailure(message: "cannot write the export in \(SafeText.line(directory)): nothing was deleted")
      }
      let gone =
        try connection.run("SELECT public.conjugar_class_close(\(classID))").first
        .flatMap { try? $0.decode(Int.self) } ?? 0
      return (base + "status.csv", base + "skills.csv", gone)
    }
    output("exported \(SafeText.line(status)) and \(SafeText.line(skills))\n")
    output("class \(classID) closed: \(gone) shared rows, its learners' roles, codes and assignments deleted\n")
  }
}
