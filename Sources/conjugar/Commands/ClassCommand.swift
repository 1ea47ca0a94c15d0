import ArgumentParser
import ConjugarCore
import FoundationEssentials

/// `conjugar class`: the learner's side of a class (issue 42; docs/classboard.md,
/// "A class"). Joining makes the learner's own role on the class's server with a
/// password only this conjugar knows (kept in ~/.pgpass); sharing is opt-in and
/// revocable; the class's assignments are fetched into a local copy that `today`
/// reads. Every exchange goes through the companion conjugar-classboard. The
/// simulator and the test World connect to nothing.
struct ClassCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "class",
    abstract: "Join your class, share your progress with it (opt-in), see its assignments.",
    discussion: """
      conjugar class join --server URL CODE joins with the one-time code your teacher gave \
      you; conjugar class share shares what the tutor knows (per skill, per error pattern, \
      your diagnoses: never your typed answers unless you add --answers); show-shared \
      prints exactly what the server holds on you; unshare deletes it there; status \
      fetches your class's assignments, which conjugar today then includes.
      """,
    subcommands: [Join.self, Share.self, Unshare.self, ShowShared.self, Status.self])

  /// What every subcommand shares: the environment, the class file, the companion.
  struct Context {
    let world: World
    let environment: [String: String]
    let store: ClassStore

    init(_ conjugar: Conjugar) throws {
      world = Current
      environment = ClassExchange.environment
      store = try ClassStore.device(database: conjugar.launch.database, environment: environment)
    }

    var connects: Bool { world.scenario == .device }
    var loginName: String { DataLocation.loginName(environment) }

    func membership() throws -> ClassMembership {
      guard let membership = try load() else {
        throw CommandFailure(
          "you have joined no class: conjugar class join --server URL CODE (your teacher gives both)")
      }
      return membership
    }

    func load() throws -> ClassMembership? {
      do { return try store.load() } catch { throw CommandFailure(error.message) }
    }

    func save(_ membership: ClassMembership) throws {
      do { try store.save(membership) } catch { throw CommandFailure(error.message) }
    }

    func exchange(_ request: ClassRequest) throws -> ClassReply {
      do { return try ClassExchange.run(request, environment: environment) } catch {
        throw CommandFailure(ServerAddress.redactingURLs(in: error.message))
      }
    }

    func say(_ line: String) { world.console.write(TextWrap.wrap(line, width: world.console.columns) + "\n") }

    /// Sends the share (if the learner shares); true when it arrived. Offline, it
    /// waits (`sharePending`) for the next exchange that reaches the server.
    @discardableResult
    func sendShare(_ membership: inout ClassMembership, database: String?) throws -> ClassReply? {
      guard membership.sharing else { return nil }
      let path = try ClassStore.databasePath(database: database, environment: environment)
      let shape: ClassShare.Shape
      do { shape = try ClassShare.shape(databasePath: path, now: world.clock.now()) } catch {
        throw CommandFailure("your answers cannot be read for the share: \(SafeText.line("\(error)", limit: 200))")
      }
      membership.sharePending = true
      try save(membership)
      let reply = try exchange(
        ClassRequest(
          url: membership.server, loginName: loginName, request: "share", shape: ClassShare.json(shape),
          answers: membership.answers))
      membership.sharePending = false
      membership.lastShared = shape.asOf
      try save(membership)
      return reply
    }
  }

  static func pretend(_ context: Context, _ what: String) {
    context.say("Pretending to \(what): the \(context.world.scenario) World connects to no class board.")
  }

  struct Join: LaunchedCommand {
    static let configuration = CommandConfiguration(
      abstract: "Join your class with the one-time code your teacher gave you.",
      discussion: """
        Makes your own role on the class's server, with a password this conjugar \
        chooses and keeps in ~/.pgpass (PGPASSFILE), where libpq and psql look: your \
        teacher never sees it. A code works once and expires. Nothing is shared until \
        conjugar class share.
        """)

    @Option(help: "The class's server, as your teacher printed it: postgres://school-db/conjugar")
    var server: String

    @Argument(help: "The join code: XXXX-XXXX-XXXX.")
    var code: String

    @ParentCommand var conjugar: Conjugar
    var dataUse: DataUse { .none }

    func checkBeforeLaunch() throws {
      guard Self.isCode(code) else {
        throw CommandFailure(
          "a join code is 12 letters and digits as XXXX-XXXX-XXXX; check it with your teacher", exitStatus: .usage)
      }
      do { _ = try ServerAddress(parsing: server, defaultUser: "conjugar") } catch {
        throw CommandFailure(error.message, exitStatus: .usage)
      }
    }

    static func isCode(_ text: String) -> Bool {
      let scalars = Array(text.uppercased().unicodeScalars)
      guard scalars.count == 14, scalars[4] == "-", scalars[9] == "-" else { return false }
      return scalars.enumerated().allSatisfy { index, scalar in
        index == 4 || index == 9 || ("A"..."Z").contains(scalar) || ("2"..."9").contains(scalar)
      }
    }

    func run() throws {
      let context = try Context(conjugar)
      guard context.connects else { return ClassCommand.pretend(context, "join a class") }
      if let existing = try context.load() {
        throw CommandFailure(
          "you are in class \(SafeText.line(existing.joined.className)) already, as "
            + "\(SafeText.line(existing.joined.pseudonym, limit: 20)); \(context.store.path) keeps it")
      }
      guard let passwordFile = PasswordFile.path(context.environment) else {
        throw CommandFailure("cannot tell where ~/.pgpass is: set HOME or PGPASSFILE")
      }
      if let problem = PasswordFile.problem(passwordFile) { throw CommandFailure(problem) }
      let address = try ServerAddress(parsing: server, defaultUser: "conjugar")
      let password = PasswordFile.newPassword()
      let reply = try context.exchange(
        ClassRequest(
          url: server, loginName: context.loginName, request: "join", code: code.uppercased(), password: password))
      guard let joined = reply.joined else { throw CommandFailure("the companion answered the join with nothing") }
      // The role goes into ~/.pgpass and the class's URL: only a name the class
      // board makes (s07_3f9a1c20b4) is written there, whatever a server sends.
      guard JoinedClass.isRoleName(joined.role) else {
        throw CommandFailure(
          "the class board answered the join with a role name conjugar does not keep (\(SafeText.line(joined.role, limit: 80))): "
            + "nothing was written; tell your teacher")
      }
      let host = address.host.contains(":") ? "[\(address.host)]" : address.host
      let mode = address.sslMode == .prefer ? "" : "?sslmode=\(address.sslMode.rawValue)"
      let url = "postgres://\(joined.role)@\(host):\(address.port)/\(address.database)\(mode)"
      let kept = PasswordFile.append(
        passwordFile, host: address.host, port: address.port, database: address.database, role: joined.role,
        password: password)
      try context.save(ClassMembership(server: url, joined: joined))
      context.say(
        "Joined \(SafeText.line(joined.className)) as \(SafeText.line(joined.pseudonym, limit: 20)) (your role "
          + "\(joined.role), until \(SafeText.line(joined.ends, limit: 20))).")
      if kept {
        context.say("Your password is in \(passwordFile), where psql finds it too; your teacher never sees it.")
      } else {
        // The learner's own terminal: the only other place it can go.
        context.say(
          "\(passwordFile) could not be written: add this line to it yourself (mode 0600), "
            + "or you cannot log in again: \(address.host):\(address.port):\(address.database):\(joined.role):\(password)"
        )
      }
      context.say(
        "Nothing is shared until you run conjugar class share. To put your quizzes on the class board too: "
          + "conjugar settings set leaderboardServer \(url)")
    }
  }

  struct Share: LaunchedCommand {
    static let configuration = CommandConfiguration(
      abstract: "Share what the tutor knows of you with your class (opt-in), now and after each session.",
      discussion: """
        Per skill: asked, right, mastery, last answered, per day; per error pattern: \
        chances and errors; your diagnoses (pattern, count, first and last seen, the \
        forms asked). Not what you typed, unless --answers (a second, separate choice). \
        Offline, the share waits and goes with the next exchange. conjugar class \
        unshare stops it and deletes it on the server.
        """)

    @Flag(help: "Also share your typed answers (a second, separate opt-in).")
    var answers = false

    @ParentCommand var conjugar: Conjugar
    var dataUse: DataUse { .reads }
    func checkBeforeLaunch() throws {}

    func run() throws {
      let context = try Context(conjugar)
      guard context.connects else { return ClassCommand.pretend(context, "share with your class") }
      var membership = try context.membership()
      membership.sharing = true
      membership.answers = answers
      try context.save(membership)
      do {
        let reply = try context.sendShare(&membership, database: conjugar.launch.database)
        let given = reply?.counts ?? []
        let counts = given.count == 3 ? given : [0, 0, 0]
        context.say(
          "Shared with \(SafeText.line(membership.joined.className)) as "
            + "\(SafeText.line(membership.joined.pseudonym, limit: 20)), as of "
            + "\(SafeText.line(membership.lastShared ?? "now", limit: 40)): \(counts[0]) skill-days, \(counts[1]) pattern-days and "
            + "\(counts[2]) diagnoses changed on the server"
            + (answers ? "; your typed answers may be shared too." : "; never your typed answers."))
      } catch {
        context.say("Sharing is on; the share waits and goes with the next exchange that reaches the server.")
        throw error
      }
    }
  }

  struct Unshare: LaunchedCommand {
    static let configuration = CommandConfiguration(
      abstract: "Stop sharing, and delete everything you shared on the server.")

    @ParentCommand var conjugar: Conjugar
    var dataUse: DataUse { .none }
    func checkBeforeLaunch() throws {}

    func run() throws {
      let context = try Context(conjugar)
      guard context.connects else { return ClassCommand.pretend(context, "unshare") }
      var membership = try context.membership()
      // Off first: nothing waits to be sent while the deletion is asked.
      membership.sharing = false
      membership.answers = false
      membership.sharePending = false
      try context.save(membership)
      let reply = try context.exchange(
        ClassRequest(url: membership.server, loginName: context.loginName, request: "unshare"))
      context.say(
        "Deleted \(reply.rows ?? 0) rows you had shared from the class board; nothing is shared until you run "
          + "conjugar class share again.")
    }
  }

  struct ShowShared: LaunchedCommand {
    static let configuration = CommandConfiguration(
      commandName: "show-shared", abstract: "Print exactly what the class's server holds on you.")

    @ParentCommand var conjugar: Conjugar
    var dataUse: DataUse { .none }
    func checkBeforeLaunch() throws {}

    func run() throws {
      let context = try Context(conjugar)
      guard context.connects else { return ClassCommand.pretend(context, "read what you shared") }
      let membership = try context.membership()
      let reply = try context.exchange(
        ClassRequest(url: membership.server, loginName: context.loginName, request: "showShared"))
      let tables = reply.held?.tables ?? []
      let total = tables.reduce(0) { $0 + $1.rows.count }
      context.world.console.write(
        "What the class board holds on \(SafeText.line(membership.joined.role, limit: 80)) (\(total) rows, each as the server stores it):\n"
      )
      for table in tables {
        context.world.console.write("\(SafeText.line(table.name, limit: 80)): \(table.rows.count) rows\n")
        for row in table.rows { context.world.console.write("  " + SafeText.line(row.joined(), limit: 4_000) + "\n") }
      }
    }
  }

  struct Status: LaunchedCommand {
    static let configuration = CommandConfiguration(
      abstract: "Fetch your class's assignments and your status on each (conjugar today includes them).")

    @ParentCommand var conjugar: Conjugar
    var dataUse: DataUse { .reads }
    func checkBeforeLaunch() throws {}

    func run() throws {
      let context = try Context(conjugar)
      var membership = try context.membership()
      if context.connects {
        if membership.sharePending { try context.sendShare(&membership, database: conjugar.launch.database) }
        let reply = try context.exchange(
          ClassRequest(url: membership.server, loginName: context.loginName, request: "status"))
        membership.status = reply.status
        try context.save(membership)
      }
      guard let status = membership.status else {
        return context.say("No copy of your class's assignments yet: the class board was not reached.")
      }
      context.say(
        "\(SafeText.line(status.className)), as \(SafeText.line(status.pseudonym, limit: 20)), until "
          + "\(SafeText.line(status.ends, limit: 20)); as of \(SafeText.line(status.fetchedAt, limit: 40)) UTC. "
          + (status.sharing
            ? "You share with your class."
            : "You do not share: your teacher sees \"not sharing\" (conjugar class share)."))
      if status.assignments.isEmpty { context.say("No assignment.") }
      for assignment in status.assignments {
        context.say(
          "- \(ClassAssignments.describe(assignment)); \(SafeText.line(assignment.starts, limit: 20)) to "
            + "\(SafeText.line(assignment.due, limit: 20)) (\(ClassAssignments.weekday(assignment.due))): "
            + "\(SafeText.line(assignment.status, limit: 40)), \(assignment.items) answers right")
      }
    }
  }
}
