#if CLASS_BOARD
import ArgumentParser
import ConjugarClassBoard
import ConjugarCore
import FoundationEssentials

/// `conjugar leaderboard server-setup`: the class board's schema, roles and
/// policies, printed or applied (idempotently) as the teacher's role.
struct ServerSetupCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "server-setup",
    abstract: "Set up a PostgreSQL database as the class board (run by the teacher).",
    discussion: """
      --print-sql prints the SQL (to apply with psql -f); a URL applies it, in one
      transaction, and says what it did (safe to run again). The password comes
      from the URL, PGPASSWORD or ~/.pgpass, as with psql.
      """)

  @Flag(help: "Print the setup SQL instead of applying it.")
  var printSQL = false

  @Argument(help: "The database, as the teacher's role: postgres://teacher@school-db/conjugar")
  var url: String?

  func validate() throws {
    switch (printSQL, url) {
    case (true, nil), (false, .some): return
    case (true, .some): throw ValidationError("give either --print-sql or a URL, not both")
    case (false, nil): throw ValidationError("give --print-sql or the database's URL")
    }
  }

  func run() throws {
    if printSQL {
      print(ServerSetup.script, terminator: "")
      return
    }
    let environment = ProcessInfo.processInfo.environment
    let lines = try ServerSetup.apply(
      url: url ?? "", environment: environment, defaultUser: DataLocation.loginName(environment))
    print(lines.joined(separator: "\n"))
  }
}
#endif
