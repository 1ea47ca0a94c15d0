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
/// and no more than 366 days before it. A learner's role may insert at most
/// `perMinute` scores in a minute and `perDay` in a day (a trigger; the teacher is
/// not limited), so that no one learner can drown the board, and hold at most
/// `learnerConnectionLimit` connections at once, so that no one learner can take
/// the server's connections from the others (ServerSetup+Limits.swift).
///
/// Every name is schema-qualified (`public.conjugar_score`, `pg_catalog.…`) and
/// the setup runs with `search_path = pg_catalog, pg_temp`: a TEMP table or a
/// schema named like one of ours captures nothing.
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
    /// A learner's limits, raised by the trigger as a check would be.
    public static let rate = "conjugar_score_rate"
    public static let daily = "conjugar_score_daily"
  }

  /// A learner's limits (docs/classboard.md, "Limits"), the defaults of the score's
  /// row of `conjugar_learner_limits`, which the teacher may change. A day: a quiz is 50
  /// questions, and one answered every 2 s (reading the question, typing
  /// "hubiéramos comido", Enter) takes 100 s: 864 quizzes in 24 hours without a
  /// break, so 1,000 is more than any learner finishes. A minute: 100, so that a
  /// week's quizzes made offline arrive in one send while a script's flood stops.
  public static let perMinute = 100
  public static let perDay = 1_000

  /// A perfect quiz's score for each difficulty and region (docs/quiz.md).
  static let perfectScores: [(difficulty: String, region: String, score: Int)] = [
    ("Easy", "Spain", 250), ("Easy", "Latin America", 208),
    ("Moderate", "Spain", 500), ("Moderate", "Latin America", 416),
    ("Difficult", "Spain", 750), ("Difficult", "Latin America", 624),
  ]

  /// The columns a learner may insert: every one but received_at.
  static let learnerColumns = "id, player, score, difficulty, region, finished_at, elapsed_seconds"

  public static let statements: [String] =
    [
      // A setup of another database may create the role at the same moment: the
      // loser of that race finds it there.
      """
      DO $$
      BEGIN
        IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = 'conjugar_learner') THEN
          CREATE ROLE conjugar_learner NOLOGIN;
        END IF;
      EXCEPTION WHEN duplicate_object OR unique_violation THEN
        NULL;
      END
      $$
      """,
      """
      CREATE TABLE IF NOT EXISTS public.conjugar_score (
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
      ALTER TABLE public.conjugar_score
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
      // The board's two readings, each an index read in order and stopped at the
      // limit, at millions of rows (docs/performance.md). (A board made by an earlier
      // conjugar keeps its conjugar_score_rank without id: ties then take a short sort.)
      "CREATE INDEX IF NOT EXISTS conjugar_score_rank ON public.conjugar_score (score DESC, finished_at, id)",
      """
      CREATE INDEX IF NOT EXISTS conjugar_score_rank_difficulty
        ON public.conjugar_score (difficulty, score DESC, finished_at, id)
      """,
      "REVOKE ALL ON public.conjugar_score FROM PUBLIC",
      "REVOKE ALL ON public.conjugar_score FROM conjugar_learner",
      "GRANT SELECT ON public.conjugar_score TO conjugar_learner",
      "GRANT INSERT (\(learnerColumns)) ON public.conjugar_score TO conjugar_learner",
      "ALTER TABLE public.conjugar_score ENABLE ROW LEVEL SECURITY",
      "DROP POLICY IF EXISTS conjugar_score_read ON public.conjugar_score",
      "CREATE POLICY conjugar_score_read ON public.conjugar_score FOR SELECT TO conjugar_learner USING (true)",
      "DROP POLICY IF EXISTS conjugar_score_insert_own ON public.conjugar_score",
      // session_user, not current_user: a learner who has run SET ROLE
      // conjugar_learner is still the role that logged in.
      """
      CREATE POLICY conjugar_score_insert_own ON public.conjugar_score FOR INSERT TO conjugar_learner
        WITH CHECK (player = session_user)
      """,
    ] + learnerLimitStatements + classStatements

  /// The whole setup as a psql script.
  public static var script: String {
    "-- conjugar's class board: apply as the teacher's role, e.g. psql -f setup.sql URL\n"
      + "BEGIN;\nSET LOCAL search_path = pg_catalog, pg_temp;\nSELECT pg_catalog.pg_advisory_xact_lock(\(lockKey));\n"
      + statements.map { $0 + ";\n" }.joined()
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
    // Names not qualified resolve in pg_catalog, and in this session's own
    // temporary schema last: nothing another role made can capture them.
    try connection.run("SET LOCAL search_path = pg_catalog, pg_temp")
    // Waiting for another setup is bounded too, within the deadline.
    try connection.run(PostgresQuery(unsafeSQL: "SET LOCAL lock_timeout = '\(turnWait)s'"))
    do {
      try connection.attempt(PostgresQuery(unsafeSQL: "SELECT pg_catalog.pg_advisory_xact_lock(\(lockKey))"))
    } catch {
      guard error.sqlState == "55P03" else { throw error.failure }
      throw Holders.turnTaken(address: address, environment: environment)
    }
    try connection.run(PostgresQuery(unsafeSQL: "SET LOCAL lock_timeout = '\(lockWait)s'"))
    let hadRole = try exists("SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = 'conjugar_learner'")
    // The board's own table, in public: not a TEMP table of the same name that
    // any role's session may hold (pg_tables lists those too).
    let owner = try connection.run(
      """
      SELECT tableowner, pg_catalog.pg_has_role(current_user, tableowner, 'USAGE') FROM pg_catalog.pg_tables
      WHERE schemaname = 'public' AND tablename = 'conjugar_score'
      """
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
        throw Holders.tableTaken(address: address, environment: environment)
      }
    }
    let roles = try connection.run(
      """
      SELECT pg_catalog.count(*)::bigint, pg_catalog.count(*) FILTER (WHERE r.rolconnlimit < 0)::bigint
      FROM pg_catalog.pg_roles r
        JOIN pg_catalog.pg_auth_members m ON m.member = r.oid
        JOIN pg_catalog.pg_roles g ON g.oid = m.roleid AND g.rolname = 'conjugar_learner'
      WHERE r.rolcanlogin AND NOT r.rolsuper
      """
    ).first.flatMap { try? $0.decode((Int, Int).self) }
    try connection.run("COMMIT")
    let (learners, unlimited) = roles ?? (0, 0)
    var connections =
      "connection limit: each learner role at most \(learnerConnectionLimit) connections at once "
      + "(\(learners) learner role\(learners == 1 ? "" : "s") now)"
    if unlimited > 0 {
      connections +=
        "; \(unlimited) left without one, which \(address.user) may not alter (or another setup held): "
        + "run server-setup again, as a role that may alter them (CREATEROLE, or a superuser)"
    }
    return [
      hadRole ? "group role conjugar_learner: already there" : "group role conjugar_learner: created",
      owner != nil
        ? "table conjugar_score: already there (scores kept)" : "table conjugar_score: created",
      "privileges: learners may read, and insert every column but received_at; not update or delete",
      "checks: at most a perfect score, a quiz of at most 7 days, finished at most 5 minutes ahead of the server",
      "limits: each learner at most the scores a minute and a day (UTC) in conjugar_learner_limits "
        + "(\(perMinute) and \(perDay) unless changed there)",
      connections,
      "row-level security: on; policies conjugar_score_read and conjugar_score_insert_own (re)made",
      "set up on \(address)",
    ]
  }

  /// All the setup may take: connecting, waiting its turn and for locks.
  static let setupTimeout = 10
  /// How long the setup waits for another setup's turn (the advisory lock).
  static let turnWait = setupTimeout - 2
}
