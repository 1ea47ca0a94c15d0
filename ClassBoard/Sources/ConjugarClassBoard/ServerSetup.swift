import ConjugarCore
import PostgresNIO

/// The class board's schema, roles and policies (`leaderboard server-setup`), as
/// statements run one at a time in one transaction, each safe to run again.
///
/// Security model: the teacher's role owns the table, so row-level security does
/// not bind it (it may correct or delete any row). Every learner is a login role in
/// the group `conjugar_learner`, which may only SELECT, and INSERT every column but
/// `received_at` (the server's clock alone sets it): it reads every row, and
/// inserts only rows whose player is the role it logged in as (`session_user`, also
/// the default), whatever role it has SET ROLE to since. No learner may UPDATE or
/// DELETE. The server checks each score against what it can know: at most the
/// perfect score of its difficulty and region, a known difficulty and region, a
/// quiz of at most 7 days, finished no more than 5 minutes ahead of its arrival
/// and no more than 366 days before it.
public enum ServerSetup {
  public static let table = "conjugar_score"
  public static let learnerRole = "conjugar_learner"
  /// The advisory lock that makes concurrent setups of one database take turns
  /// ("conjugar" in ASCII, as a bigint).
  public static let lockKey: Int64 = 7_165_066_935_685_046_642

  /// The checks' names, which a refusal names and conjugar explains.
  public enum Check {
    public static let perfect = "conjugar_score_at_most_perfect"
    public static let elapsed = "conjugar_score_elapsed_plausible"
    public static let notAhead = "conjugar_score_finished_not_ahead"
    public static let notStale = "conjugar_score_finished_not_stale"
  }

  /// A perfect quiz's score for each difficulty and region (shared/spec/quiz.md).
  static let perfectScores: [(difficulty: String, region: String, score: Int)] = [
    ("Easy", "Spain", 250), ("Easy", "Latin America", 208),
    ("Moderate", "Spain", 500), ("Moderate", "Latin America", 416),
    ("Difficult", "Spain", 750), ("Difficult", "Latin America", 624),
  ]

  /// The columns a learner may insert: every one but received_at.
  static let learnerColumns = "id, player, score, difficulty, region, finished_at, elapsed_seconds"

  public static let statements: [String] = [
    // A setup of another database may create the role at the same moment: the
    // loser of that race finds it there.
    """
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'conjugar_learner') THEN
        CREATE ROLE conjugar_learner NOLOGIN;
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END
    $$
    """,
    """
    CREATE TABLE IF NOT EXISTS conjugar_score (
      id uuid PRIMARY KEY,
      player text NOT NULL DEFAULT session_user CHECK (player <> ''),
      score integer NOT NULL CHECK (score BETWEEN 0 AND 750),
      difficulty text NOT NULL CHECK (difficulty IN ('Easy', 'Moderate', 'Difficult')),
      region text NOT NULL CHECK (region IN ('Spain', 'Latin America')),
      finished_at timestamptz NOT NULL,
      elapsed_seconds integer NOT NULL CHECK (elapsed_seconds >= 0),
      received_at timestamptz NOT NULL DEFAULT now()
    )
    """,
    // A table made by an earlier conjugar: its defaults and checks brought up to
    // date. The new checks bind new rows only (NOT VALID): scores already there stay.
    """
    ALTER TABLE conjugar_score
      ALTER COLUMN player SET DEFAULT session_user,
      ALTER COLUMN received_at SET DEFAULT now(),
      DROP CONSTRAINT IF EXISTS conjugar_score_finished_at_check,
      DROP CONSTRAINT IF EXISTS \(Check.perfect),
      DROP CONSTRAINT IF EXISTS \(Check.elapsed),
      DROP CONSTRAINT IF EXISTS \(Check.notAhead),
      DROP CONSTRAINT IF EXISTS \(Check.notStale),
      ADD CONSTRAINT \(Check.perfect) CHECK (score <= CASE
        \(perfectScores.map { "WHEN difficulty = '\($0.difficulty)' AND region = '\($0.region)' THEN \($0.score)" }
          .joined(separator: "\n    "))
        ELSE 0 END) NOT VALID,
      ADD CONSTRAINT \(Check.elapsed) CHECK (elapsed_seconds <= 7 * 24 * 3600) NOT VALID,
      ADD CONSTRAINT \(Check.notAhead) CHECK (finished_at <= received_at + interval '5 minutes') NOT VALID,
      ADD CONSTRAINT \(Check.notStale) CHECK (finished_at >= received_at - interval '366 days') NOT VALID
    """,
    "CREATE INDEX IF NOT EXISTS conjugar_score_rank ON conjugar_score (score DESC, finished_at)",
    "REVOKE ALL ON conjugar_score FROM PUBLIC",
    "REVOKE ALL ON conjugar_score FROM conjugar_learner",
    "GRANT SELECT ON conjugar_score TO conjugar_learner",
    "GRANT INSERT (\(learnerColumns)) ON conjugar_score TO conjugar_learner",
    "ALTER TABLE conjugar_score ENABLE ROW LEVEL SECURITY",
    "DROP POLICY IF EXISTS conjugar_score_read ON conjugar_score",
    "CREATE POLICY conjugar_score_read ON conjugar_score FOR SELECT TO conjugar_learner USING (true)",
    "DROP POLICY IF EXISTS conjugar_score_insert_own ON conjugar_score",
    // session_user, not current_user: a learner who has run SET ROLE
    // conjugar_learner is still the role that logged in.
    """
    CREATE POLICY conjugar_score_insert_own ON conjugar_score FOR INSERT TO conjugar_learner
      WITH CHECK (player = session_user)
    """,
  ]

  /// The whole setup as a psql script.
  public static var script: String {
    "-- conjugar's class board: apply as the teacher's role, e.g. psql -f setup.sql URL\n"
      + "BEGIN;\nSELECT pg_advisory_xact_lock(\(lockKey));\n" + statements.map { $0 + ";\n" }.joined()
      + "COMMIT;\n"
  }

  /// How long the setup waits for another session's lock on the table (a
  /// learner's open transaction) before it says whose it is.
  static let lockWait = 4

  /// Applies the setup at `url` in one transaction; what it did, one line each.
  /// Runs at once take turns (an advisory lock); a learner's open transaction on
  /// the table, a role that is not the table's owner and a refused login each
  /// get one line saying what happened and what to do.
  public static func apply(url: String, environment: [String: String], defaultUser: String)
    throws -> [String]
  {
    let address: ServerAddress
    do { address = try ServerAddress(parsing: url, defaultUser: defaultUser) } catch {
      throw ClassBoardFailure(message: error.message)
    }
    // Setting up is a teacher's one-off, not a quiz: more time than a report gets.
    let connection = try ServerConnection.open(
      address, environment: environment, seconds: setupTimeout, doing: "the setup")
    defer { connection.close() }
    func exists(_ query: PostgresQuery) throws(ClassBoardFailure) -> Bool {
      !(try connection.run(query)).isEmpty
    }
    try connection.run("BEGIN")
    // Waiting for another setup is bounded too, within the deadline.
    try connection.run(PostgresQuery(unsafeSQL: "SET LOCAL lock_timeout = '\(setupTimeout - 2)s'"))
    try connection.run(PostgresQuery(unsafeSQL: "SELECT pg_advisory_xact_lock(\(lockKey))"))
    try connection.run(PostgresQuery(unsafeSQL: "SET LOCAL lock_timeout = '\(lockWait)s'"))
    let hadRole = try exists("SELECT 1 FROM pg_roles WHERE rolname = 'conjugar_learner'")
    let owner = try connection.run(
      "SELECT tableowner, pg_has_role(current_user, tableowner, 'USAGE') FROM pg_tables WHERE tablename = 'conjugar_score'"
    ).first
    if let owner, let (name, mine) = try? owner.decode((String, Bool).self), !mine {
      throw ClassBoardFailure(
        address,
        "did not set up: conjugar_score belongs to \(name), and \(address.user) is not that role; "
          + "run server-setup as the teacher's role (\(name)), not as a learner's")
    }
    for statement in statements {
      do {
        try connection.attempt(PostgresQuery(unsafeSQL: statement))
      } catch {
        guard error.sqlState == "55P03" else { throw error.failure }
        throw lockHolders(address: address, environment: environment)
      }
    }
    try connection.run("COMMIT")
    return [
      hadRole ? "group role conjugar_learner: already there" : "group role conjugar_learner: created",
      owner != nil
        ? "table conjugar_score: already there (scores kept)" : "table conjugar_score: created",
      "privileges: learners may read, and insert every column but received_at; not update or delete",
      "checks: at most a perfect score, a quiz of at most 7 days, finished at most 5 minutes ahead of the server",
      "row-level security: on; policies conjugar_score_read and conjugar_score_insert_own (re)made",
      "set up on \(address)",
    ]
  }

  /// All the setup may take: connecting, waiting its turn and for locks.
  static let setupTimeout = 10

  /// Why the setup waited in vain: the sessions that hold conjugar_score, found
  /// with a second connection (the first one's transaction has failed).
  static func lockHolders(address: ServerAddress, environment: [String: String]) -> ClassBoardFailure {
    let waited = "waited \(lockWait) s for conjugar_score, which another session holds"
    let advice = "nothing was changed: ask them to finish (or end it as the teacher with SELECT pg_terminate_backend(pid)), then run server-setup again"
    guard
      let probe = try? ServerConnection.open(
        address, environment: environment, seconds: 2, doing: "the setup")
    else { return ClassBoardFailure(address, "\(waited); \(advice)") }
    defer { probe.close() }
    let rows =
      (try? probe.run(
        """
        SELECT DISTINCT a.pid, coalesce(a.usename, '?'), coalesce(a.state, '?'),
          coalesce(to_char(a.xact_start AT TIME ZONE 'UTC', 'HH24:MI:SS'), '?')
        FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
        WHERE l.relation = 'conjugar_score'::regclass AND l.granted AND a.pid <> pg_backend_pid()
        ORDER BY a.pid LIMIT 5
        """)) ?? []
    let holders = rows.compactMap { row -> String? in
      guard let (pid, user, state, since) = try? row.decode((Int, String, String, String).self) else { return nil }
      return "pid \(pid), role \(user), \(state) since \(since) UTC"
    }
    guard !holders.isEmpty else { return ClassBoardFailure(address, "\(waited); \(advice)") }
    return ClassBoardFailure(address, "\(waited) (\(holders.joined(separator: "; "))); \(advice)")
  }
}
