/// A class a teacher runs on the class board's server (issue 42): classes,
/// membership under pseudonyms, one-time join codes, what learners choose to
/// share (the tutor's versioned shape), assignments and their status, and a
/// notification that a class changed. Applied by `server-setup` after the score
/// board and its limits, in the same transaction, each statement safe to run
/// again. Every table, column, policy, function and the channel are listed in
/// docs/classboard.md, "A class: the schema".
///
/// Who is who, by `session_user` (the role that logged in, whatever SET ROLE):
/// - the **setup's role** owns every table and function (the server's
///   administrator; in a one-teacher school, the teacher);
/// - a **teacher** is that role or a member of `conjugar_teacher`: it reads and
///   writes the classes whose `teacher` is itself, and the rows of their members;
/// - a **learner** is a member of `conjugar_learner` (made by
///   `conjugar_class_join`): it reads and writes its own shared rows and reads its
///   class's assignments;
/// - `conjugar_join` is a login role whose password is public
///   (`joinPassword`): it may only call `conjugar_class_join`.
///
/// Tables holding what learners shared and the assignments have `FORCE ROW LEVEL
/// SECURITY`: the owner's queries and the owner's SECURITY DEFINER functions obey
/// the policies too. The three lookup tables (classes, members, codes) do not:
/// the SECURITY DEFINER functions that policies call read them whole and check
/// `session_user` themselves; so a policy's subquery is never filtered by another
/// policy (no recursion), and the owner, the administrator, sees every class's
/// name and pseudonyms, never what a learner shared in a class it does not teach.
extension ServerSetup {
  /// The group of teachers other than the setup's role.
  public static let teacherRole = "conjugar_teacher"
  /// The role a learner's conjugar logs in as to join, and its password, which is
  /// no secret: the role may only call `conjugar_class_join`, whose join code is.
  public static let joinRole = "conjugar_join"
  public static let joinPassword = "conjugar-join"
  /// The channel `NOTIFY`ed with a class's id when anything of it changes.
  public static let classChannel = "conjugar_class"
  /// The limits' kinds (ServerSetup+Limits.swift) for shared rows and typed answers.
  public static let shareKind = "share"
  public static let answerKind = "answer"
  /// A first share of 28 days × 60 skills is 1,680 rows; a later one, a day's.
  public static let sharePerMinute = 5_000
  public static let sharePerDay = 20_000
  public static let answerPerMinute = 500
  public static let answerPerDay = 2_000
  /// The most bytes a share (its JSON) may have.
  public static let shareMaximumBytes = 1_000_000

  /// The tables learners write: each gets the limits' trigger.
  static let learnerTables = [
    "conjugar_share", "conjugar_share_skill", "conjugar_share_pattern", "conjugar_share_diagnosis",
  ]

  /// The class's statements, sent as one: each a dollar-quoted `EXECUTE` of one
  /// `DO` block, so that the setup makes one round trip for them, not 150 (eight
  /// setups at once take turns, and each waits at most `turnWait`).
  static let classStatements: [String] = [batched(classStatementList)]

  static let classStatementList: [String] =
    classRoles + classTables + classFunctions + classPolicies + classPrivileges + classTriggers

  /// `statements` as one `DO` block, each quoted with a tag of its own.
  static func batched(_ statements: [String]) -> String {
    "DO $conjugar_class$\nBEGIN\n"
      + statements.enumerated().map { "EXECUTE $s\($0.offset)$\n\($0.element)\n$s\($0.offset)$;\n" }.joined()
      + "END\n$conjugar_class$"
  }

  static let classRoles: [String] = [
    """
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = 'conjugar_teacher') THEN
        CREATE ROLE conjugar_teacher NOLOGIN;
      END IF;
      IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_roles WHERE rolname = 'conjugar_join') THEN
        CREATE ROLE conjugar_join LOGIN PASSWORD '\(joinPassword)' CONNECTION LIMIT 10;
      END IF;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END
    $$
    """
  ]

  static let classTables: [String] = [
    #"""
    CREATE TABLE IF NOT EXISTS public.conjugar_class (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL CHECK (pg_catalog.length(name) BETWEEN 1 AND 100 AND name !~ '[[:cntrl:]]'),
      teacher text NOT NULL DEFAULT session_user,
      starts date NOT NULL,
      ends date NOT NULL,
      created_at timestamptz NOT NULL DEFAULT pg_catalog.now(),
      CHECK (ends >= starts AND ends <= starts + 400)
    )
    """#,
    "CREATE INDEX IF NOT EXISTS conjugar_class_teacher ON public.conjugar_class (teacher)",
    #"""
    CREATE TABLE IF NOT EXISTS public.conjugar_class_member (
      class bigint NOT NULL REFERENCES public.conjugar_class (id) ON DELETE CASCADE,
      pseudonym text NOT NULL CHECK (pseudonym ~ '^s[0-9]{2,3}$'),
      learner text UNIQUE,
      joined_at timestamptz,
      PRIMARY KEY (class, pseudonym),
      CHECK ((learner IS NULL) = (joined_at IS NULL))
    )
    """#,
    "CREATE INDEX IF NOT EXISTS conjugar_class_member_learner ON public.conjugar_class_member (learner)",
    "CREATE INDEX IF NOT EXISTS conjugar_class_member_class_learner ON public.conjugar_class_member (class, learner)",
    #"""
    CREATE TABLE IF NOT EXISTS public.conjugar_class_code (
      code_hash bytea PRIMARY KEY CHECK (pg_catalog.length(code_hash) = 32),
      class bigint NOT NULL,
      pseudonym text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      FOREIGN KEY (class, pseudonym) REFERENCES public.conjugar_class_member (class, pseudonym) ON DELETE CASCADE
    )
    """#,
    "CREATE INDEX IF NOT EXISTS conjugar_class_code_member ON public.conjugar_class_code (class, pseudonym)",
    // One row per learner who shares: the shape's version, when it was computed,
    // and the second opt-in (typed answers).
    """
    CREATE TABLE IF NOT EXISTS public.conjugar_share (
      learner text PRIMARY KEY DEFAULT session_user,
      version integer NOT NULL CHECK (version = 1),
      as_of timestamptz NOT NULL CHECK (as_of <= pg_catalog.now() + interval '1 day'),
      answers boolean NOT NULL DEFAULT false,
      shared_at timestamptz NOT NULL DEFAULT pg_catalog.now()
    )
    """,
    #"""
    CREATE TABLE IF NOT EXISTS public.conjugar_share_skill (
      learner text NOT NULL DEFAULT session_user,
      day date NOT NULL CHECK (day >= date '2020-01-01' AND day <= CURRENT_DATE + 1),
      skill text NOT NULL CONSTRAINT conjugar_share_skill_skill_check
        CHECK (skill ~ '^(tense|context|family|person):[A-Za-z0-9_-]{1,60}(:[a-z]{1,20})?$'),
      asked integer NOT NULL CHECK (asked BETWEEN 0 AND 100000),
      "right" integer NOT NULL CHECK ("right" BETWEEN 0 AND asked),
      mastery real NOT NULL CHECK (mastery BETWEEN 0 AND 1),
      last_answered timestamptz CHECK (last_answered <= pg_catalog.now() + interval '1 day'),
      PRIMARY KEY (learner, day, skill)
    )
    """#,
    #"""
    CREATE TABLE IF NOT EXISTS public.conjugar_share_pattern (
      learner text NOT NULL DEFAULT session_user,
      day date NOT NULL CHECK (day >= date '2020-01-01' AND day <= CURRENT_DATE + 1),
      pattern text NOT NULL CHECK (pattern ~ '^[a-z][a-z0-9:>_-]{0,79}$'),
      chances integer NOT NULL CHECK (chances BETWEEN 0 AND 100000),
      errors integer NOT NULL CHECK (errors BETWEEN 0 AND chances),
      PRIMARY KEY (learner, day, pattern)
    )
    """#,
    #"""
    CREATE TABLE IF NOT EXISTS public.conjugar_share_diagnosis (
      learner text NOT NULL DEFAULT session_user,
      pattern text NOT NULL CHECK (pattern ~ '^[a-z][a-z0-9:>_-]{0,79}$'),
      count integer NOT NULL CHECK (count BETWEEN 1 AND 100000),
      first_seen timestamptz NOT NULL,
      last_seen timestamptz NOT NULL CHECK (last_seen >= first_seen
        AND last_seen <= pg_catalog.now() + interval '1 day'),
      expected text[] NOT NULL CHECK (pg_catalog.cardinality(expected) <= 20
        AND pg_catalog.octet_length(pg_catalog.array_to_string(expected, '')) <= 2000
        AND pg_catalog.array_to_string(expected, ' ') !~ '[[:cntrl:]]'),
      status text NOT NULL CHECK (status IN ('active', 'cleared')),
      info text CHECK (info ~ '^[a-z0-9-]{1,40}$'),
      PRIMARY KEY (learner, pattern)
    )
    """#,
    // The typed answers: only under the second opt-in (conjugar_share.answers).
    #"""
    CREATE TABLE IF NOT EXISTS public.conjugar_share_answer (
      learner text NOT NULL DEFAULT session_user,
      id uuid NOT NULL,
      answered_at timestamptz NOT NULL CHECK (answered_at <= pg_catalog.now() + interval '1 day'),
      pattern text NOT NULL CHECK (pattern ~ '^[a-z][a-z0-9:>_-]{0,79}$'),
      expected text NOT NULL CHECK (pg_catalog.length(expected) <= 100 AND expected !~ '[[:cntrl:]]'),
      given text NOT NULL CHECK (pg_catalog.length(given) <= 100 AND given !~ '[[:cntrl:]]'),
      PRIMARY KEY (learner, id)
    )
    """#,
    #"""
    CREATE TABLE IF NOT EXISTS public.conjugar_assignment (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      class bigint NOT NULL REFERENCES public.conjugar_class (id) ON DELETE CASCADE,
      tenses text[] NOT NULL DEFAULT '{}' CHECK (pg_catalog.cardinality(tenses) <= 30
        AND pg_catalog.array_to_string(tenses, ',') ~ '^[A-Za-z0-9,]*$'),
      verbs text[] NOT NULL DEFAULT '{}' CHECK (pg_catalog.cardinality(verbs) <= 100
        AND pg_catalog.octet_length(pg_catalog.array_to_string(verbs, '')) <= 4000
        AND pg_catalog.array_to_string(verbs, ',') !~ '[[:cntrl:][:space:]]'),
      topic text CHECK (topic ~ '^[A-Za-z0-9_-]{1,60}$'),
      starts date NOT NULL,
      due date NOT NULL,
      target_mastery real CHECK (target_mastery > 0 AND target_mastery <= 1),
      target_items integer CHECK (target_items BETWEEN 1 AND 10000),
      created_at timestamptz NOT NULL DEFAULT pg_catalog.now(),
      CHECK (due >= starts AND due <= starts + 400),
      CHECK (target_mastery IS NOT NULL OR target_items IS NOT NULL),
      CHECK (pg_catalog.cardinality(tenses) > 0 OR pg_catalog.cardinality(verbs) > 0 OR topic IS NOT NULL)
    )
    """#,
    "CREATE INDEX IF NOT EXISTS conjugar_assignment_class ON public.conjugar_assignment (class, due)",
    // A two-way topic's side is a skill of its own since the tutor's per-direction
    // mastery (`context:preterito-imperfecto:imperfecto`, docs/tutor-shape.md): a
    // server set up before takes it too (the old check refused every share of a
    // learner who had practised one).
    // Altered only where it is still the old check (the table is locked meanwhile).
    #"""
    DO $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM pg_catalog.pg_constraint c
                     WHERE c.conrelid = 'public.conjugar_share_skill'::pg_catalog.regclass
                       AND c.conname = 'conjugar_share_skill_skill_check'
                       AND pg_catalog.pg_get_constraintdef(c.oid) LIKE '%(:[a-z]{1,20})?$%') THEN
        ALTER TABLE public.conjugar_share_skill DROP CONSTRAINT IF EXISTS conjugar_share_skill_skill_check,
          ADD CONSTRAINT conjugar_share_skill_skill_check
          CHECK (skill ~ '^(tense|context|family|person):[A-Za-z0-9_-]{1,60}(:[a-z]{1,20})?$');
      END IF;
    END
    $$
    """#,
  ]

  static let classFunctions: [String] = [
    // Whether session_user teaches class `c` (its teacher).
    """
    CREATE OR REPLACE FUNCTION public.conjugar_class_taught(c bigint) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
      SELECT EXISTS (SELECT 1 FROM public.conjugar_class k WHERE k.id = c AND k.teacher = session_user)
    $$
    """,
    // Whether session_user teaches a class `who` is a member of.
    """
    CREATE OR REPLACE FUNCTION public.conjugar_class_teaches(who text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
      SELECT EXISTS (SELECT 1 FROM public.conjugar_class_member m JOIN public.conjugar_class k ON k.id = m.class
        WHERE m.learner = who AND k.teacher = session_user)
    $$
    """,
    // The learners of the classes session_user teaches: the teacher's read
    // policies ask `learner IN (SELECT …)`, which PostgreSQL evaluates once per
    // statement (a hashed subplan), where a function of the row's learner ran once
    // per row read (about 25 µs each: 1,800 cells cost 150 ms; docs/performance.md).
    """
    CREATE OR REPLACE FUNCTION public.conjugar_class_taught_learners() RETURNS SETOF text
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
      SELECT m.learner FROM public.conjugar_class k JOIN public.conjugar_class_member m ON m.class = k.id
      WHERE k.teacher = session_user AND m.learner IS NOT NULL
    $$
    """,
    // Whether session_user is a member of class `c`.
    """
    CREATE OR REPLACE FUNCTION public.conjugar_class_is_member(c bigint) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
      SELECT EXISTS (SELECT 1 FROM public.conjugar_class_member m WHERE m.class = c AND m.learner = session_user)
    $$
    """,
    // Whether session_user opted in to share its typed answers.
    """
    CREATE OR REPLACE FUNCTION public.conjugar_class_shares_answers() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
      SELECT coalesce((SELECT s.answers FROM public.conjugar_share s WHERE s.learner = session_user), false)
    $$
    """,
    // The learner's own class, as it sees it.
    """
    CREATE OR REPLACE FUNCTION public.conjugar_class_mine()
    RETURNS TABLE (class bigint, name text, pseudonym text, starts date, ends date)
    LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
      SELECT k.id, k.name, m.pseudonym, k.starts, k.ends
      FROM public.conjugar_class_member m JOIN public.conjugar_class k ON k.id = m.class
      WHERE m.learner = session_user
    $$
    """,
    // A class and its members, with a one-time code each, in one statement: all or
    // nothing. The teacher's own rights (SECURITY INVOKER): the policies check it.
    // The codes are returned once; only their SHA-256 is stored.
    """
    CREATE OR REPLACE FUNCTION public.conjugar_class_create(
      class_name text, starts date, ends date, pseudonyms text[], valid_days integer)
    RETURNS TABLE (class bigint, pseudonym text, code text, expires_at timestamptz)
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
    #variable_conflict use_column
    DECLARE
      new_class bigint;
    BEGIN
      INSERT INTO public.conjugar_class (name, starts, ends) VALUES (class_name, $2, $3) RETURNING id INTO new_class;
      INSERT INTO public.conjugar_class_member (class, pseudonym) SELECT new_class, p FROM pg_catalog.unnest(pseudonyms) p;
      RETURN QUERY SELECT * FROM public.conjugar_class_codes(new_class, pseudonyms, valid_days);
    END
    $$
    """,
    // New one-time codes for members who have not joined (a lost or expired code);
    // a member's earlier codes stop working. The teacher's rights.
    #"""
    CREATE OR REPLACE FUNCTION public.conjugar_class_codes(c bigint, pseudonyms text[], valid_days integer)
    RETURNS TABLE (class bigint, pseudonym text, code text, expires_at timestamptz)
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
    #variable_conflict use_column
    DECLARE
      alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
      who text;
      bytes bytea;
      made text;
      expiry timestamptz := pg_catalog.now() + pg_catalog.make_interval(days => valid_days);
    BEGIN
      IF valid_days NOT BETWEEN 1 AND 60 THEN
        RAISE EXCEPTION USING ERRCODE = 'check_violation', MESSAGE = 'a join code lasts 1 to 60 days';
      END IF;
      FOREACH who IN ARRAY pseudonyms LOOP
        IF NOT EXISTS (SELECT 1 FROM public.conjugar_class_member m
                       WHERE m.class = c AND m.pseudonym = who AND m.learner IS NULL) THEN
          RAISE EXCEPTION USING ERRCODE = 'no_data_found',
            MESSAGE = pg_catalog.format('%s is not a member of class %s who has yet to join', who, c);
        END IF;
        DELETE FROM public.conjugar_class_code k WHERE k.class = c AND k.pseudonym = who;
        -- 12 characters of 32: 60 random bits, the low five bits of bytes 0-5 and
        -- 10-15 of a version-4 UUID (6 and 8 carry its version and variant).
        bytes := pg_catalog.uuid_send(pg_catalog.gen_random_uuid());
        made := '';
        FOR i IN 0..11 LOOP
          made := made || pg_catalog.substr(alphabet, 1 + (pg_catalog.get_byte(bytes, i + 4 * (i / 6) ) % 32), 1);
          IF i IN (3, 7) THEN made := made || '-'; END IF;
        END LOOP;
        INSERT INTO public.conjugar_class_code (code_hash, class, pseudonym, expires_at)
          VALUES (pg_catalog.sha256(pg_catalog.convert_to(made, 'UTF8')), c, who, expiry);
        class := c; pseudonym := who; code := made; expires_at := expiry;
        RETURN NEXT;
      END LOOP;
    END
    $$
    """#,
    // Joining: the code (once, before it expires) makes the learner's role, with
    // the SCRAM verifier the learner's conjugar computed from a password only it
    // knows. Called by conjugar_join; the server never sees the password.
    #"""
    CREATE OR REPLACE FUNCTION public.conjugar_class_join(code text, verifier text)
    RETURNS TABLE (role text, class bigint, class_name text, pseudonym text, ends date)
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    #variable_conflict use_column
    DECLARE
      hit record;
      made text;
    BEGIN
      IF verifier !~ '^SCRAM-SHA-256\$4096:[A-Za-z0-9+/=]{16,64}\$[A-Za-z0-9+/=]{44}:[A-Za-z0-9+/=]{44}$' THEN
        RAISE EXCEPTION USING ERRCODE = 'invalid_parameter_value',
          MESSAGE = 'a join needs a SCRAM-SHA-256 verifier, never a password';
      END IF;
      SELECT k.class, k.pseudonym, k.expires_at, k.used_at, c.name, c.ends AS class_ends INTO hit
        FROM public.conjugar_class_code k JOIN public.conjugar_class c ON c.id = k.class
        WHERE k.code_hash = pg_catalog.sha256(pg_catalog.convert_to(pg_catalog.upper(pg_catalog.btrim(code)), 'UTF8'))
        FOR UPDATE OF k;
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'invalid_authorization_specification',
          MESSAGE = 'this is no join code of this class board: check it with your teacher';
      ELSIF hit.used_at IS NOT NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'invalid_authorization_specification',
          MESSAGE = 'this join code was used already: ask your teacher for a new one';
      ELSIF hit.expires_at <= pg_catalog.now() THEN
        RAISE EXCEPTION USING ERRCODE = 'invalid_authorization_specification',
          MESSAGE = pg_catalog.format('this join code expired on %s UTC: ask your teacher for a new one',
            pg_catalog.to_char(hit.expires_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI'));
      END IF;
      made := hit.pseudonym || '_' || pg_catalog.substr(pg_catalog.md5(pg_catalog.gen_random_uuid()::text), 1, 10);
      EXECUTE pg_catalog.format('CREATE ROLE %I LOGIN PASSWORD %L CONNECTION LIMIT %s IN ROLE conjugar_learner',
        made, verifier, \#(learnerConnectionLimit));
      UPDATE public.conjugar_class_code k SET used_at = pg_catalog.now()
        WHERE k.class = hit.class AND k.pseudonym = hit.pseudonym;
      UPDATE public.conjugar_class_member m SET learner = made, joined_at = pg_catalog.now()
        WHERE m.class = hit.class AND m.pseudonym = hit.pseudonym;
      PERFORM pg_catalog.pg_notify('\#(classChannel)', hit.class::text);
      role := made; class := hit.class; class_name := hit.name; pseudonym := hit.pseudonym;
      ends := hit.class_ends;
      RETURN NEXT;
    END
    $$
    """#,
    // A share: the tutor's shape as JSON (TutorShape, version 1), replacing what
    // the learner shared of the same days; the learner's own rights (the policies
    // and the limits bind it as they bind psql).
    #"""
    CREATE OR REPLACE FUNCTION public.conjugar_class_share(shape jsonb, answers boolean DEFAULT false)
    RETURNS TABLE (skills bigint, patterns bigint, diagnoses bigint)
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
    #variable_conflict use_column
    BEGIN
      IF pg_catalog.octet_length(shape::text) > \#(shareMaximumBytes) THEN
        RAISE EXCEPTION USING ERRCODE = 'program_limit_exceeded',
          MESSAGE = pg_catalog.format('a share may be at most %s bytes', \#(shareMaximumBytes));
      END IF;
      IF pg_catalog.jsonb_typeof(shape) <> 'object' OR (shape ->> 'version') IS DISTINCT FROM '1' THEN
        RAISE EXCEPTION USING ERRCODE = 'invalid_parameter_value',
          MESSAGE = 'a share is a TutorShape of version 1';
      END IF;
      INSERT INTO public.conjugar_share AS s (learner, version, as_of, answers)
        VALUES (session_user, 1, (shape ->> 'asOf')::timestamptz, answers)
        ON CONFLICT (learner) DO UPDATE SET version = excluded.version, as_of = excluded.as_of,
          answers = excluded.answers, shared_at = pg_catalog.now();
      IF NOT answers THEN
        DELETE FROM public.conjugar_share_answer a WHERE a.learner = session_user;
      END IF;
      INSERT INTO public.conjugar_share_skill AS t (learner, day, skill, asked, "right", mastery, last_answered)
        SELECT session_user, (e ->> 'day')::date, e ->> 'skill', (e ->> 'asked')::integer, (e ->> 'right')::integer,
          (e ->> 'mastery')::real, (e ->> 'lastAnswered')::timestamptz
        FROM pg_catalog.jsonb_array_elements(coalesce(shape -> 'skills', '[]')) e
        ON CONFLICT (learner, day, skill) DO UPDATE SET asked = excluded.asked, "right" = excluded."right",
          mastery = excluded.mastery, last_answered = excluded.last_answered
        WHERE (t.asked, t."right", t.mastery, t.last_answered)
          IS DISTINCT FROM (excluded.asked, excluded."right", excluded.mastery, excluded.last_answered);
      GET DIAGNOSTICS skills = ROW_COUNT;
      INSERT INTO public.conjugar_share_pattern AS t (learner, day, pattern, chances, errors)
        SELECT session_user, (e ->> 'day')::date, e ->> 'pattern', (e ->> 'chances')::integer, (e ->> 'errors')::integer
        FROM pg_catalog.jsonb_array_elements(coalesce(shape -> 'patterns', '[]')) e
        ON CONFLICT (learner, day, pattern) DO UPDATE SET chances = excluded.chances, errors = excluded.errors
        WHERE (t.chances, t.errors) IS DISTINCT FROM (excluded.chances, excluded.errors);
      GET DIAGNOSTICS patterns = ROW_COUNT;
      -- The diagnoses are the learner's now: those no longer in the shape go.
      DELETE FROM public.conjugar_share_diagnosis d WHERE d.learner = session_user AND d.pattern NOT IN (
        SELECT e ->> 'pattern' FROM pg_catalog.jsonb_array_elements(coalesce(shape -> 'diagnoses', '[]')) e);
      INSERT INTO public.conjugar_share_diagnosis AS t
          (learner, pattern, count, first_seen, last_seen, expected, status, info)
        SELECT session_user, e ->> 'pattern', (e ->> 'count')::integer, (e ->> 'firstSeen')::timestamptz,
          (e ->> 'lastSeen')::timestamptz,
          ARRAY(SELECT pg_catalog.jsonb_array_elements_text(coalesce(e -> 'expected', '[]'))), e ->> 'status',
          e ->> 'info'
        FROM pg_catalog.jsonb_array_elements(coalesce(shape -> 'diagnoses', '[]')) e
        ON CONFLICT (learner, pattern) DO UPDATE SET count = excluded.count, first_seen = excluded.first_seen,
          last_seen = excluded.last_seen, expected = excluded.expected, status = excluded.status, info = excluded.info
        WHERE (t.count, t.first_seen, t.last_seen, t.expected, t.status, t.info)
          IS DISTINCT FROM (excluded.count, excluded.first_seen, excluded.last_seen, excluded.expected, excluded.status,
            excluded.info);
      GET DIAGNOSTICS diagnoses = ROW_COUNT;
      RETURN NEXT;
    END
    $$
    """#,
    // Everything the learner shared, deleted; how many rows went.
    """
    CREATE OR REPLACE FUNCTION public.conjugar_class_unshare() RETURNS bigint
    LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
    DECLARE
      gone bigint := 0;
      n bigint;
    BEGIN
      DELETE FROM public.conjugar_share_answer WHERE learner = session_user;
      GET DIAGNOSTICS n = ROW_COUNT; gone := gone + n;
      DELETE FROM public.conjugar_share_diagnosis WHERE learner = session_user;
      GET DIAGNOSTICS n = ROW_COUNT; gone := gone + n;
      DELETE FROM public.conjugar_share_pattern WHERE learner = session_user;
      GET DIAGNOSTICS n = ROW_COUNT; gone := gone + n;
      DELETE FROM public.conjugar_share_skill WHERE learner = session_user;
      GET DIAGNOSTICS n = ROW_COUNT; gone := gone + n;
      DELETE FROM public.conjugar_share WHERE learner = session_user;
      GET DIAGNOSTICS n = ROW_COUNT; gone := gone + n;
      RETURN gone;
    END
    $$
    """,
    // Each assignment's status for each member the caller may see (the caller's
    // rights: a teacher sees its class, a learner itself), from what was shared.
    // Items are answers right (accuracy, never speed) on the assignment's skills
    // between its start and its due date; mastery the mean of those skills' latest
    // mastery by the due date.
    #"""
    CREATE OR REPLACE FUNCTION public.conjugar_class_status(c bigint)
    RETURNS TABLE (assignment bigint, pseudonym text, learner text, status text, asked bigint, items bigint,
      accuracy real, mastery real, as_of timestamptz)
    LANGUAGE sql STABLE SET search_path = pg_catalog, pg_temp AS $$
      WITH work AS MATERIALIZED (
        SELECT a.id, a.starts, a.due, a.target_mastery, a.target_items, m.pseudonym, m.learner, s.as_of,
          (SELECT ARRAY(SELECT 'tense:' || t FROM pg_catalog.unnest(a.tenses) t)
             || CASE WHEN a.topic IS NULL THEN '{}'::text[] ELSE ARRAY['context:' || a.topic] END) AS skills
        FROM public.conjugar_assignment a
          JOIN public.conjugar_class_member m ON m.class = a.class
          LEFT JOIN public.conjugar_share s ON s.learner = m.learner
        WHERE a.class = c
      ), counted AS MATERIALIZED (
        SELECT w.*,
          (SELECT pg_catalog.sum(k.asked) FROM public.conjugar_share_skill k WHERE k.learner = w.learner
             AND k.day BETWEEN w.starts AND w.due
             AND (k.skill = ANY (w.skills) OR (pg_catalog.cardinality(w.skills) = 0 AND k.skill LIKE 'tense:%')))
            AS asked,
          (SELECT pg_catalog.sum(k."right") FROM public.conjugar_share_skill k WHERE k.learner = w.learner
             AND k.day BETWEEN w.starts AND w.due
             AND (k.skill = ANY (w.skills) OR (pg_catalog.cardinality(w.skills) = 0 AND k.skill LIKE 'tense:%')))
            AS items,
          (SELECT pg_catalog.avg(latest.mastery)::real FROM (
             SELECT DISTINCT ON (k.skill) k.mastery FROM public.conjugar_share_skill k
             WHERE k.learner = w.learner AND k.day <= w.due AND k.skill = ANY (w.skills)
             ORDER BY k.skill, k.day DESC) latest) AS mastery
        FROM work w
      )
      SELECT n.id, n.pseudonym, n.learner,
        CASE
          WHEN n.learner IS NULL THEN 'not joined'
          WHEN n.as_of IS NULL THEN 'not sharing'
          WHEN (n.target_mastery IS NOT NULL AND coalesce(n.mastery, 0) >= n.target_mastery)
            OR (n.target_items IS NOT NULL AND coalesce(n.items, 0) >= n.target_items) THEN 'done'
          WHEN CURRENT_DATE > n.due THEN 'late'
          WHEN coalesce(n.asked, 0) > 0 THEN 'started'
          ELSE 'not started'
        END,
        coalesce(n.asked, 0)::bigint, coalesce(n.items, 0)::bigint,
        CASE WHEN coalesce(n.asked, 0) > 0 THEN (n.items::real / n.asked::real) END, n.mastery, n.as_of
      FROM counted n
      ORDER BY n.id, n.pseudonym
    $$
    """#,
    // Closing a class (after `close` exported it): what its learners shared, their
    // roles, its codes, members and assignments, deleted. Its teacher only.
    """
    CREATE OR REPLACE FUNCTION public.conjugar_class_close(c bigint) RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    DECLARE
      who text;
      gone bigint := 0;
      n bigint;
    BEGIN
      IF NOT public.conjugar_class_taught(c) THEN
        RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',
          MESSAGE = pg_catalog.format('%s does not teach class %s', session_user, c);
      END IF;
      FOR who IN SELECT m.learner FROM public.conjugar_class_member m WHERE m.class = c AND m.learner IS NOT NULL LOOP
        DELETE FROM public.conjugar_share_answer WHERE learner = who;
        GET DIAGNOSTICS n = ROW_COUNT; gone := gone + n;
        DELETE FROM public.conjugar_share_diagnosis WHERE learner = who;
        GET DIAGNOSTICS n = ROW_COUNT; gone := gone + n;
        DELETE FROM public.conjugar_share_pattern WHERE learner = who;
        GET DIAGNOSTICS n = ROW_COUNT; gone := gone + n;
        DELETE FROM public.conjugar_share_skill WHERE learner = who;
        GET DIAGNOSTICS n = ROW_COUNT; gone := gone + n;
        DELETE FROM public.conjugar_share WHERE learner = who;
        EXECUTE pg_catalog.format('DROP ROLE IF EXISTS %I', who);
      END LOOP;
      DELETE FROM public.conjugar_class WHERE id = c;
      PERFORM pg_catalog.pg_notify('\(classChannel)', c::text);
      RETURN gone;
    END
    $$
    """,
    // The notification: the ids of the classes whose rows a statement changed.
    """
    CREATE OR REPLACE FUNCTION public.conjugar_class_changed() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
    BEGIN
      IF TG_ARGV[0] = 'class' THEN
        PERFORM pg_catalog.pg_notify('\(classChannel)', x.class::text) FROM (SELECT DISTINCT class FROM changed) x;
      ELSE
        PERFORM pg_catalog.pg_notify('\(classChannel)', x.class::text) FROM (
          SELECT DISTINCT m.class FROM changed JOIN public.conjugar_class_member m ON m.learner = changed.learner) x;
      END IF;
      RETURN NULL;
    END
    $$
    """,
  ]

  static let classPolicies: [String] =
    [
      "ALTER TABLE public.conjugar_class ENABLE ROW LEVEL SECURITY",
      "ALTER TABLE public.conjugar_class_member ENABLE ROW LEVEL SECURITY",
      "ALTER TABLE public.conjugar_class_code ENABLE ROW LEVEL SECURITY",
      "ALTER TABLE public.conjugar_assignment ENABLE ROW LEVEL SECURITY",
      "ALTER TABLE public.conjugar_assignment FORCE ROW LEVEL SECURITY",
    ]
    + (learnerTables + ["conjugar_share_answer"]).flatMap { table in
      [
        "ALTER TABLE public.\(table) ENABLE ROW LEVEL SECURITY",
        "ALTER TABLE public.\(table) FORCE ROW LEVEL SECURITY",
        "DROP POLICY IF EXISTS \(table)_own ON public.\(table)",
        "DROP POLICY IF EXISTS \(table)_teacher_read ON public.\(table)",
        // The learner's own rows; the typed answers only under the second opt-in.
        table == "conjugar_share_answer"
          ? """
          CREATE POLICY \(table)_own ON public.\(table) FOR ALL TO PUBLIC
            USING (learner = session_user)
            WITH CHECK (learner = session_user AND public.conjugar_class_shares_answers())
          """
          : """
          CREATE POLICY \(table)_own ON public.\(table) FOR ALL TO PUBLIC
            USING (learner = session_user) WITH CHECK (learner = session_user)
          """,
        """
        CREATE POLICY \(table)_teacher_read ON public.\(table) FOR SELECT TO PUBLIC
          USING (learner IN (SELECT public.conjugar_class_taught_learners()))
        """,
        "DROP POLICY IF EXISTS \(table)_teacher_close ON public.\(table)",
        // Only conjugar_class_close deletes through it: teachers have no DELETE privilege.
        """
        CREATE POLICY \(table)_teacher_close ON public.\(table) FOR DELETE TO PUBLIC
          USING (learner IN (SELECT public.conjugar_class_taught_learners()))
        """,
      ]
    } + [
      "DROP POLICY IF EXISTS conjugar_class_teacher ON public.conjugar_class",
      """
      CREATE POLICY conjugar_class_teacher ON public.conjugar_class FOR ALL TO PUBLIC
        USING (teacher = session_user) WITH CHECK (teacher = session_user)
      """,
      "DROP POLICY IF EXISTS conjugar_class_member_teacher ON public.conjugar_class_member",
      """
      CREATE POLICY conjugar_class_member_teacher ON public.conjugar_class_member FOR ALL TO PUBLIC
        USING (public.conjugar_class_taught(class)) WITH CHECK (public.conjugar_class_taught(class))
      """,
      "DROP POLICY IF EXISTS conjugar_class_member_own ON public.conjugar_class_member",
      """
      CREATE POLICY conjugar_class_member_own ON public.conjugar_class_member FOR SELECT TO PUBLIC
        USING (learner = session_user)
      """,
      "DROP POLICY IF EXISTS conjugar_class_code_teacher ON public.conjugar_class_code",
      """
      CREATE POLICY conjugar_class_code_teacher ON public.conjugar_class_code FOR ALL TO PUBLIC
        USING (public.conjugar_class_taught(class)) WITH CHECK (public.conjugar_class_taught(class))
      """,
      "DROP POLICY IF EXISTS conjugar_assignment_teacher ON public.conjugar_assignment",
      """
      CREATE POLICY conjugar_assignment_teacher ON public.conjugar_assignment FOR ALL TO PUBLIC
        USING (public.conjugar_class_taught(class)) WITH CHECK (public.conjugar_class_taught(class))
      """,
      "DROP POLICY IF EXISTS conjugar_assignment_member ON public.conjugar_assignment",
      """
      CREATE POLICY conjugar_assignment_member ON public.conjugar_assignment FOR SELECT TO PUBLIC
        USING (public.conjugar_class_is_member(class))
      """,
    ]

  static let classTableNames =
    [
      "conjugar_class", "conjugar_class_member", "conjugar_class_code", "conjugar_assignment",
      "conjugar_share_answer",
    ] + learnerTables

  static let functionSignatures = [
    "conjugar_class_taught(bigint)", "conjugar_class_teaches(text)", "conjugar_class_taught_learners()",
    "conjugar_class_is_member(bigint)",
    "conjugar_class_shares_answers()", "conjugar_class_mine()",
    "conjugar_class_create(text, date, date, text[], integer)", "conjugar_class_codes(bigint, text[], integer)",
    "conjugar_class_join(text, text)", "conjugar_class_share(jsonb, boolean)", "conjugar_class_unshare()",
    "conjugar_class_status(bigint)", "conjugar_class_close(bigint)", "conjugar_class_changed()",
  ]

  static let classPrivileges: [String] =
    [
      "REVOKE ALL ON \(classTableNames.map { "public.\($0)" }.joined(separator: ", ")) FROM PUBLIC",
      """
      REVOKE ALL ON FUNCTION \(functionSignatures.map { "public.\($0)" }.joined(separator: ", ")) FROM PUBLIC
      """,
      // Teachers.
      "GRANT SELECT, INSERT (name, starts, ends), UPDATE (name, ends), DELETE ON public.conjugar_class TO conjugar_teacher",
      "GRANT SELECT, INSERT (class, pseudonym), DELETE ON public.conjugar_class_member TO conjugar_teacher",
      "GRANT SELECT, INSERT, DELETE ON public.conjugar_class_code TO conjugar_teacher",
      """
      GRANT SELECT, INSERT (class, tenses, verbs, topic, starts, due, target_mastery, target_items),
        UPDATE (tenses, verbs, topic, starts, due, target_mastery, target_items), DELETE
        ON public.conjugar_assignment TO conjugar_teacher
      """,
      """
      GRANT SELECT ON public.conjugar_share, public.conjugar_share_skill, public.conjugar_share_pattern,
        public.conjugar_share_diagnosis, public.conjugar_share_answer TO conjugar_teacher
      """,
      """
      GRANT EXECUTE ON FUNCTION public.conjugar_class_taught(bigint), public.conjugar_class_teaches(text),
        public.conjugar_class_taught_learners(), public.conjugar_class_is_member(bigint),
        public.conjugar_class_shares_answers(),
        public.conjugar_class_create(text, date, date, text[], integer), public.conjugar_class_codes(bigint, text[], integer),
        public.conjugar_class_status(bigint), public.conjugar_class_close(bigint) TO conjugar_teacher
      """,
      // Learners: their own rows (the policies), their class's assignments.
      "GRANT SELECT ON public.conjugar_class_member, public.conjugar_assignment TO conjugar_learner",
      """
      GRANT SELECT, INSERT, UPDATE, DELETE ON public.conjugar_share, public.conjugar_share_skill,
        public.conjugar_share_pattern, public.conjugar_share_diagnosis, public.conjugar_share_answer TO conjugar_learner
      """,
      """
      GRANT EXECUTE ON FUNCTION public.conjugar_class_is_member(bigint), public.conjugar_class_teaches(text),
        public.conjugar_class_taught(bigint), public.conjugar_class_taught_learners(), public.conjugar_class_shares_answers(), public.conjugar_class_mine(),
        public.conjugar_class_share(jsonb, boolean), public.conjugar_class_unshare(),
        public.conjugar_class_status(bigint) TO conjugar_learner
      """,
      // The join role: the join, nothing else.
      "GRANT EXECUTE ON FUNCTION public.conjugar_class_join(text, text) TO conjugar_join",
    ]

  static let classTriggers: [String] =
    learnerTables.flatMap { table in
      limitStatements(
        table: table, kind: shareKind, noun: "shared rows", perMinute: sharePerMinute, perDay: sharePerDay)
        + updateLimit(table: table, kind: shareKind)
    }
    + limitStatements(
      table: "conjugar_share_answer", kind: answerKind, noun: "typed answers", perMinute: answerPerMinute,
      perDay: answerPerDay)
    + updateLimit(table: "conjugar_share_answer", kind: answerKind)
    + (learnerTables + ["conjugar_share_answer"]).flatMap { table in
      ["INSERT", "UPDATE", "DELETE"].flatMap { event in
        let name = "\(table)_changed_\(event.lowercased())"
        return [
          "DROP TRIGGER IF EXISTS \(name) ON public.\(table)",
          """
          CREATE TRIGGER \(name) AFTER \(event) ON public.\(table)
            REFERENCING \(event == "DELETE" ? "OLD" : "NEW") TABLE AS changed FOR EACH STATEMENT
            EXECUTE FUNCTION public.conjugar_class_changed('learner')
          """,
        ]
      }
    }
    + ["conjugar_assignment", "conjugar_class_member"].flatMap { table in
      ["INSERT", "UPDATE", "DELETE"].flatMap { event in
        let name = "\(table)_changed_\(event.lowercased())"
        return [
          "DROP TRIGGER IF EXISTS \(name) ON public.\(table)",
          """
          CREATE TRIGGER \(name) AFTER \(event) ON public.\(table)
            REFERENCING \(event == "DELETE" ? "OLD" : "NEW") TABLE AS changed FOR EACH STATEMENT
            EXECUTE FUNCTION public.conjugar_class_changed('class')
          """,
        ]
      }
    }

  /// An UPDATE counts as an INSERT against the learner's limits: rewriting the
  /// same rows in a loop is a flood too.
  static func updateLimit(table: String, kind: String) -> [String] {
    [
      "DROP TRIGGER IF EXISTS \(table)_limit_update ON public.\(table)",
      """
      CREATE TRIGGER \(table)_limit_update AFTER UPDATE ON public.\(table)
        REFERENCING NEW TABLE AS arrived FOR EACH STATEMENT
        EXECUTE FUNCTION public.conjugar_learner_count('\(kind)')
      """,
    ]
  }
}
