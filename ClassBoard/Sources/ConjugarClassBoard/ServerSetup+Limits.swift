/// A learner's limits on the class board (issue 35, 5): one learner with psql
/// inserted 2,000,000 valid rows in 45 s and the board could no longer be read.
/// The server now counts what each learner's role inserts, per minute and per
/// UTC day of its own clock, and refuses a statement that goes over, as a check
/// would (SQLSTATE 23514, the constraint named `Check.rate` or `Check.daily`):
/// conjugar keeps such a score queued and offers it again on a later send.
///
/// The counts live in `conjugar_score_quota`, one row per role and period, raised
/// by an upsert, which concurrent statements of one role take in turn (the row's
/// lock; under REPEATABLE READ the second fails rather than miscounts). Only the
/// trigger's function (SECURITY DEFINER, the teacher's) writes it; learners have
/// no privilege on it or on `conjugar_score_limit`. The teacher's role (the
/// table's owner, or a member of it) is not counted.
extension ServerSetup {
  static let limitStatements: [String] = [
    // One row: the limits, the teacher's to change (kept when setup runs again).
    """
    CREATE TABLE IF NOT EXISTS public.conjugar_score_limit (
      only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
      per_minute integer NOT NULL CHECK (per_minute > 0),
      per_day integer NOT NULL CHECK (per_day > 0)
    )
    """,
    """
    INSERT INTO public.conjugar_score_limit (per_minute, per_day) VALUES (\(perMinute), \(perDay))
      ON CONFLICT (only_row) DO NOTHING
    """,
    """
    CREATE TABLE IF NOT EXISTS public.conjugar_score_quota (
      player text NOT NULL,
      period text NOT NULL CHECK (period IN ('minute', 'day')),
      starts timestamptz NOT NULL,
      inserted integer NOT NULL,
      PRIMARY KEY (player, period, starts)
    )
    """,
    "REVOKE ALL ON public.conjugar_score_limit, public.conjugar_score_quota FROM PUBLIC",
    "REVOKE ALL ON public.conjugar_score_limit, public.conjugar_score_quota FROM conjugar_learner",
    """
    CREATE OR REPLACE FUNCTION public.conjugar_score_count() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    DECLARE
      arrivals integer;
      minute_limit integer;
      day_limit integer;
      total integer;
    BEGIN
      IF pg_catalog.pg_has_role(session_user,
           (SELECT c.relowner FROM pg_catalog.pg_class c WHERE c.oid = 'public.conjugar_score'::pg_catalog.regclass),
           'USAGE') THEN
        RETURN NULL;
      END IF;
      SELECT pg_catalog.count(*) INTO arrivals FROM arrived;
      IF arrivals = 0 THEN
        RETURN NULL;
      END IF;
      SELECT l.per_minute, l.per_day INTO minute_limit, day_limit FROM public.conjugar_score_limit l;
      INSERT INTO public.conjugar_score_quota AS q (player, period, starts, inserted)
        VALUES (session_user, 'minute', pg_catalog.date_trunc('minute', pg_catalog.now()), arrivals)
        ON CONFLICT (player, period, starts) DO UPDATE SET inserted = q.inserted + excluded.inserted
        RETURNING q.inserted INTO total;
      IF total > coalesce(minute_limit, \(perMinute)) THEN
        RAISE EXCEPTION USING ERRCODE = 'check_violation', CONSTRAINT = '\(Check.rate)',
          SCHEMA = 'public', TABLE = 'conjugar_score',
          MESSAGE = pg_catalog.format('%s may send at most %s scores a minute to the class board; '
            || 'the rest wait for a later send', session_user, coalesce(minute_limit, \(perMinute)));
      END IF;
      INSERT INTO public.conjugar_score_quota AS q (player, period, starts, inserted)
        VALUES (session_user, 'day', pg_catalog.date_trunc('day', pg_catalog.now(), 'UTC'), arrivals)
        ON CONFLICT (player, period, starts) DO UPDATE SET inserted = q.inserted + excluded.inserted
        RETURNING q.inserted INTO total;
      IF total > coalesce(day_limit, \(perDay)) THEN
        RAISE EXCEPTION USING ERRCODE = 'check_violation', CONSTRAINT = '\(Check.daily)',
          SCHEMA = 'public', TABLE = 'conjugar_score',
          MESSAGE = pg_catalog.format('%s may send at most %s scores a day (UTC) to the class board; '
            || 'the rest wait for a later send', session_user, coalesce(day_limit, \(perDay)));
      END IF;
      -- Counts older than two days count for nothing.
      DELETE FROM public.conjugar_score_quota q
        WHERE q.player = session_user AND q.starts < pg_catalog.now() - interval '2 days';
      RETURN NULL;
    END
    $$
    """,
    "REVOKE ALL ON FUNCTION public.conjugar_score_count() FROM PUBLIC",
    "DROP TRIGGER IF EXISTS conjugar_score_limit ON public.conjugar_score",
    """
    CREATE TRIGGER conjugar_score_limit AFTER INSERT ON public.conjugar_score
      REFERENCING NEW TABLE AS arrived FOR EACH STATEMENT EXECUTE FUNCTION public.conjugar_score_count()
    """,
  ]
}
