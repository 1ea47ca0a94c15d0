import Foundation

/// A learner's limits on the class board (issue 35, 5; issue 45, 1 and 2).
///
/// **Rows.** One learner with psql inserted 2,000,000 valid rows in 45 s and the
/// board could no longer be read. The server counts what each learner's role
/// (`session_user`) writes to each of the board's tables, per minute and per day,
/// and refuses a statement that goes over, as a check would (SQLSTATE 23514, the
/// constraint named `conjugar_<kind>_rate` or `conjugar_<kind>_daily`: for scores
/// `Check.rate` and `Check.daily`): conjugar keeps such a score queued and offers
/// it again on a later send.
///
/// One function does the counting for every table a learner writes,
/// `public.conjugar_learner_limit(kind text, arrivals bigint)`, and one trigger
/// function, `public.conjugar_learner_count()`, calls it from each table's
/// statement-level trigger with the table's kind as its argument
/// (`limitStatements(table:kind:noun:perMinute:perDay:)` makes the three
/// statements a new table needs). The limits are rows of
/// `public.conjugar_learner_limits`, one per kind, the teacher's to change (kept
/// when setup runs again); the counts are rows of `public.conjugar_learner_quota`,
/// one per role, kind, period and bucket, raised by an upsert, which concurrent
/// statements of one role take in turn (the row's lock; under REPEATABLE READ the
/// second fails rather than miscounts).
///
/// The buckets are whole minutes and whole days of UTC epoch seconds of the
/// server's clock at the statement (`clock_timestamp()`), integers: no session
/// setting (`SET TIME ZONE 0.01` moved the minute's edges by 36 s, issue 45, 2)
/// nor a transaction opened long before moves them. Only the functions (SECURITY
/// DEFINER, the teacher's) write the counts; learners have no privilege on them,
/// on the limits or on the functions. The teacher's role (the functions' owner,
/// or a member of it) is not counted.
///
/// **Connections.** A learner role holding every connection the server allows
/// (issue 45, 1: 97 idle `psql`s) kept every other learner off the board. Every
/// login role in `conjugar_learner` gets a connection limit
/// (`learnerConnectionLimit`): setup gives it to every such role that has none,
/// `public.conjugar_limit_learner_connections()` does the same for a role made
/// since, and `createLearnerRole(_:password:)` makes a role with it.
extension ServerSetup {
  /// The connections one learner's role may hold at once. conjugar holds one for
  /// each exchange with the server (a send, a board) and lets it go; 2 lets a
  /// learner run it in two terminals, or on a laptop and a phone, at once. How a
  /// teacher sizes it: docs/classboard.md, "Limits".
  public static let learnerConnectionLimit = 2

  /// The score table's kind in `conjugar_learner_limits`.
  public static let scoreKind = "score"

  /// The statements that limit what learners write to `table`, counted under
  /// `kind` (a lower-case word: the refusal names the constraint
  /// `conjugar_<kind>_rate` or `conjugar_<kind>_daily`), `noun` the plural the
  /// refusal's message uses ("scores"). The limits given are the defaults: a
  /// teacher's own, already in `conjugar_learner_limits`, stay. Run after
  /// `limitFunctionStatements`, in the same setup, as the table's owner.
  public static func limitStatements(
    table: String, kind: String, noun: String, perMinute: Int, perDay: Int
  ) -> [String] {
    [
      """
      INSERT INTO public.conjugar_learner_limits (kind, noun, per_minute, per_day)
        VALUES ('\(kind)', '\(noun)', \(perMinute), \(perDay))
        ON CONFLICT (kind) DO NOTHING
      """,
      "DROP TRIGGER IF EXISTS \(table)_limit ON public.\(table)",
      """
      CREATE TRIGGER \(table)_limit AFTER INSERT ON public.\(table)
        REFERENCING NEW TABLE AS arrived FOR EACH STATEMENT
        EXECUTE FUNCTION public.conjugar_learner_count('\(kind)')
      """,
    ]
  }

  /// `CREATE ROLE` for a learner as setup expects one: a login role in
  /// `conjugar_learner`, with its connection limit. `role` is quoted here;
  /// `password` is a literal (single quotes doubled), or nil for none.
  public static func createLearnerRole(_ role: String, password: String?) -> String {
    let quoted = "\"" + role.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    let secret = password.map { " PASSWORD '" + $0.replacingOccurrences(of: "'", with: "''") + "'" } ?? ""
    return "CREATE ROLE \(quoted) LOGIN\(secret) CONNECTION LIMIT \(learnerConnectionLimit) IN ROLE \(learnerRole)"
  }

  /// The SQL that gives every learner role without a connection limit its limit
  /// (run by setup; run it again after making a learner role another way).
  public static let limitLearnerConnections = "SELECT public.conjugar_limit_learner_connections()"

  /// The functions and tables every limited table shares (before any table's
  /// `limitStatements`).
  static let limitFunctionStatements: [String] = [
    """
    CREATE TABLE IF NOT EXISTS public.conjugar_learner_limits (
      kind text PRIMARY KEY CHECK (kind ~ '^[a-z_]+$'),
      noun text NOT NULL,
      per_minute integer NOT NULL CHECK (per_minute > 0),
      per_day integer NOT NULL CHECK (per_day > 0)
    )
    """,
    """
    CREATE TABLE IF NOT EXISTS public.conjugar_learner_quota (
      player text NOT NULL,
      kind text NOT NULL,
      period text NOT NULL CHECK (period IN ('minute', 'day')),
      bucket bigint NOT NULL,
      inserted bigint NOT NULL,
      PRIMARY KEY (player, kind, period, bucket)
    )
    """,
    // The score table's limits before this setup (a one-row table, per minute and
    // per day) are taken over, then the name stays as a view of the score's row,
    // so that a teacher's `UPDATE conjugar_score_limit SET per_day = 2000` works
    // as before. The old counts (by the session's clock) are dropped.
    """
    DO $$
    BEGIN
      IF EXISTS (SELECT 1 FROM pg_catalog.pg_class c JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
                 WHERE n.nspname = 'public' AND c.relname = 'conjugar_score_limit' AND c.relkind = 'r') THEN
        INSERT INTO public.conjugar_learner_limits (kind, noun, per_minute, per_day)
          SELECT '\(scoreKind)', 'scores', l.per_minute, l.per_day FROM public.conjugar_score_limit l
          ON CONFLICT (kind) DO NOTHING;
        DROP TABLE public.conjugar_score_limit;
      END IF;
    END
    $$
    """,
    "DROP TRIGGER IF EXISTS conjugar_score_limit ON public.conjugar_score",
    "DROP FUNCTION IF EXISTS public.conjugar_score_count()",
    "DROP TABLE IF EXISTS public.conjugar_score_quota",
    """
    CREATE OR REPLACE FUNCTION public.conjugar_learner_limit(kind text, arrivals bigint) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    #variable_conflict use_column
    DECLARE
      limits record;
      -- The server's clock now, in whole seconds since 1970 UTC: no time zone in it.
      epoch bigint := pg_catalog.floor(pg_catalog.date_part('epoch', pg_catalog.clock_timestamp()))::bigint;
      total bigint;
    BEGIN
      -- The teacher (the functions' owner, or a member of it) is not counted.
      IF arrivals <= 0 OR pg_catalog.pg_has_role(session_user, current_user, 'USAGE') THEN
        RETURN;
      END IF;
      SELECT l.noun, l.per_minute, l.per_day INTO limits FROM public.conjugar_learner_limits l WHERE l.kind = $1;
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'check_violation', CONSTRAINT = 'conjugar_' || $1 || '_rate',
          MESSAGE = pg_catalog.format('the class board has no limits for %s: the teacher runs server-setup again', $1);
      END IF;
      INSERT INTO public.conjugar_learner_quota AS q (player, kind, period, bucket, inserted)
        VALUES (session_user, $1, 'minute', epoch / 60, arrivals)
        ON CONFLICT (player, kind, period, bucket) DO UPDATE SET inserted = q.inserted + excluded.inserted
        RETURNING q.inserted INTO total;
      IF total > limits.per_minute THEN
        RAISE EXCEPTION USING ERRCODE = 'check_violation', CONSTRAINT = 'conjugar_' || $1 || '_rate',
          MESSAGE = pg_catalog.format('%s may send at most %s %s a minute to the class board; '
            || 'the rest wait for a later send', session_user, limits.per_minute, limits.noun);
      END IF;
      INSERT INTO public.conjugar_learner_quota AS q (player, kind, period, bucket, inserted)
        VALUES (session_user, $1, 'day', epoch / 86400, arrivals)
        ON CONFLICT (player, kind, period, bucket) DO UPDATE SET inserted = q.inserted + excluded.inserted
        RETURNING q.inserted INTO total;
      IF total > limits.per_day THEN
        RAISE EXCEPTION USING ERRCODE = 'check_violation', CONSTRAINT = 'conjugar_' || $1 || '_daily',
          MESSAGE = pg_catalog.format('%s may send at most %s %s a day (UTC) to the class board; '
            || 'the rest wait for a later send', session_user, limits.per_day, limits.noun);
      END IF;
      -- Counts older than two days count for nothing.
      DELETE FROM public.conjugar_learner_quota q
        WHERE q.player = session_user AND q.kind = $1 AND q.period = 'minute' AND q.bucket < epoch / 60 - 2880;
      DELETE FROM public.conjugar_learner_quota q
        WHERE q.player = session_user AND q.kind = $1 AND q.period = 'day' AND q.bucket < epoch / 86400 - 2;
    END
    $$
    """,
    // Every limited table's trigger: its argument is the table's kind, `arrived`
    // the statement's new rows.
    """
    CREATE OR REPLACE FUNCTION public.conjugar_learner_count() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    DECLARE
      arrivals bigint;
    BEGIN
      SELECT pg_catalog.count(*) INTO arrivals FROM arrived;
      PERFORM public.conjugar_learner_limit(TG_ARGV[0], arrivals);
      RETURN NULL;
    END
    $$
    """,
    // Every login role in conjugar_learner without a connection limit gets one; a
    // limit the teacher set stays. Roles the teacher may not alter are left, and
    // counted in what it returns: how many roles still have none. A role is the
    // server's, not a database's: a setup of another database altering the same
    // role at the same moment makes this one pass it over (in name order, each
    // waiting at most 200 ms), not fail.
    """
    CREATE OR REPLACE FUNCTION public.conjugar_limit_learner_connections() RETURNS integer
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp SET lock_timeout = '200ms' AS $$
    DECLARE
      learner name;
      left_unlimited integer := 0;
    BEGIN
      FOR learner IN
        SELECT r.rolname FROM pg_catalog.pg_roles r
          JOIN pg_catalog.pg_auth_members m ON m.member = r.oid
          JOIN pg_catalog.pg_roles g ON g.oid = m.roleid AND g.rolname = '\(learnerRole)'
        WHERE r.rolcanlogin AND r.rolconnlimit < 0 AND NOT r.rolsuper
        ORDER BY r.rolname
      LOOP
        BEGIN
          EXECUTE pg_catalog.format('ALTER ROLE %I CONNECTION LIMIT \(learnerConnectionLimit)', learner);
        EXCEPTION WHEN OTHERS THEN
          left_unlimited := left_unlimited + 1;
        END;
      END LOOP;
      RETURN left_unlimited;
    END
    $$
    """,
    """
    REVOKE ALL ON FUNCTION public.conjugar_learner_limit(text, bigint), public.conjugar_learner_count(),
      public.conjugar_limit_learner_connections() FROM PUBLIC
    """,
  ]

  static let learnerLimitStatements: [String] =
    limitFunctionStatements
    + limitStatements(table: table, kind: scoreKind, noun: "scores", perMinute: perMinute, perDay: perDay)
    + [
      "CREATE OR REPLACE VIEW public.conjugar_score_limit AS "
        + "SELECT per_minute, per_day FROM public.conjugar_learner_limits WHERE kind = '\(scoreKind)'",
      """
      REVOKE ALL ON public.conjugar_learner_limits, public.conjugar_learner_quota, public.conjugar_score_limit
        FROM PUBLIC
      """,
      """
      REVOKE ALL ON public.conjugar_learner_limits, public.conjugar_learner_quota, public.conjugar_score_limit
        FROM conjugar_learner
      """,
      limitLearnerConnections,
    ]
}
