import ArgumentParser
import ConjugarCore

/// `conjugar leaderboard server-setup`: the class board's schema, roles and
/// policies, printed or applied (idempotently) as the teacher's role. The World's
/// serverSetup does it: on device the companion conjugar-classboard (which alone
/// links the PostgreSQL client), on this process's standard streams, its exit
/// status this command's; simulator and uiTest only say what they would do.
struct ServerSetupCommand: LaunchedCommand {
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

  /// The root's launch options (`conjugar --simulator leaderboard server-setup`):
  /// the command offers none of its own, since no database or colour changes
  /// what it does.
  @ParentCommand var conjugar: Conjugar

  /// What it does depends on no setting: the database is not read.
  var dataUse: DataUse { .none }

  func run() throws {
    let world = Current
    let status = try world.serverSetup.setUp(printSQL ? .printSQL : .apply(url: url ?? ""), console: world.console)
    if status != 0 { throw ExitCode(status) }
  }
}
