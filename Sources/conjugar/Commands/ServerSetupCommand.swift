import ArgumentParser
import ConjugarCore
import FoundationEssentials

/// `conjugar leaderboard server-setup`: the class board's schema, roles and
/// policies, printed or applied (idempotently) as the teacher's role, by the
/// companion conjugar-classboard (which alone links the PostgreSQL client), run
/// with this process's standard streams; its exit status is this command's.
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
    let environment = ProcessInfo.processInfo.environment
    let program = try CompanionClassBoard.locate(environment)
    let arguments = printSQL ? ["server-setup", "--print-sql"] : ["server-setup", "--", url ?? ""]
    let outcome: ChildProcess.Outcome
    do {
      outcome = try ChildProcess.run(
        [program] + arguments, input: .inherit, output: .inherit, errors: .inherit)
    } catch {
      throw CommandFailure("cannot start \(program): \(error.reason)")
    }
    guard let status = outcome.status else {
      throw CommandFailure("\(program) was ended by a signal")
    }
    if status != 0 { throw ExitCode(status) }
  }
}
