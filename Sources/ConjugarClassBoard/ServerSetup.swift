import ConjugarCore
import PostgresNIO

/// The class board's schema, roles and policies (`leaderboard server-setup`), as
/// statements run one at a time in one transaction, each safe to run again.
///
/// Security model: the teacher's role owns the table, so row-level security does
/// not bind it (it may correct or delete any row). Every learner is a login role in
/// the group `conjugar_learner`, which may only SELECT and INSERT: it reads every
/// row, and inserts only rows whose player is its own role (`current_user`, also
/// the default). No learner may UPDATE or DELETE. The server checks each score
/// (0 to 750, a known difficulty and region, no date more than 5 minutes ahead).
public enum ServerSetup {
  public static let table = "conjugar_score"
  public static let learnerRole = "conjugar_learner"

  public static let statements: [String] = [
    """
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'conjugar_learner') THEN
        CREATE ROLE conjugar_learner NOLOGIN;
      END IF;
    END
    $$
    """,
    """
    CREATE TABLE IF NOT EXISTS conjugar_score (
      id uuid PRIMARY KEY,
      player text NOT NULL DEFAULT current_user CHECK (player <> ''),
      score integer NOT NULL CHECK (score BETWEEN 0 AND 750),
      difficulty text NOT NULL CHECK (difficulty IN ('Easy', 'Moderate', 'Difficult')),
      region text NOT NULL CHECK (region IN ('Spain', 'Latin America')),
      finished_at timestamptz NOT NULL CHECK (finished_at <= now() + interval '5 minutes'),
      elapsed_seconds integer NOT NULL CHECK (elapsed_seconds >= 0),
      received_at timestamptz NOT NULL DEFAULT now()
    )
    """,
    "CREATE INDEX IF NOT EXISTS conjugar_score_rank ON conjugar_score (score DESC, finished_at)",
    "REVOKE ALL ON conjugar_score FROM PUBLIC",
    "REVOKE ALL ON conjugar_score FROM conjugar_learner",
    "GRANT SELECT, INSERT ON conjugar_score TO conjugar_learner",
    "ALTER TABLE conjugar_score ENABLE ROW LEVEL SECURITY",
    "DROP POLICY IF EXISTS conjugar_score_read ON conjugar_score",
    "CREATE POLICY conjugar_score_read ON conjugar_score FOR SELECT TO conjugar_learner USING (true)",
    "DROP POLICY IF EXISTS conjugar_score_insert_own ON conjugar_score",
    """
    CREATE POLICY conjugar_score_insert_own ON conjugar_score FOR INSERT TO conjugar_learner
      WITH CHECK (player = current_user)
    """,
  ]

  /// The whole setup as a psql script.
  public static var script: String {
    "-- conjugar's class board: apply as the teacher's role, e.g. psql -f setup.sql URL\n"
      + "BEGIN;\n" + statements.map { $0 + ";\n" }.joined() + "COMMIT;\n"
  }

  /// Applies the setup at `url` in one transaction; what it did, one line each.
  public static func apply(url: String, environment: [String: String], defaultUser: String)
    throws -> [String]
  {
    let address: ServerAddress
    do { address = try ServerAddress(parsing: url, defaultUser: defaultUser) } catch {
      throw ClassBoardFailure(message: error.message)
    }
    // Setting up is a teacher's one-off, not a quiz: more time than a report gets.
    let connection = try ServerConnection.open(
      address, environment: environment, deadline: .now() + .seconds(10))
    defer { connection.close() }
    func exists(_ query: PostgresQuery) throws(ClassBoardFailure) -> Bool {
      !(try connection.run(query)).isEmpty
    }
    let hadRole = try exists("SELECT 1 FROM pg_roles WHERE rolname = 'conjugar_learner'")
    let hadTable = try exists("SELECT 1 FROM pg_tables WHERE tablename = 'conjugar_score'")
    try connection.run("BEGIN")
    for statement in statements {
      try connection.run(PostgresQuery(unsafeSQL: statement))
    }
    try connection.run("COMMIT")
    return [
      hadRole ? "group role conjugar_learner: already there" : "group role conjugar_learner: created",
      hadTable
        ? "table conjugar_score: already there (scores kept)" : "table conjugar_score: created",
      "privileges: learners may read and insert, not update or delete",
      "row-level security: on; policies conjugar_score_read and conjugar_score_insert_own (re)made",
      "set up on \(address)",
    ]
  }
}
