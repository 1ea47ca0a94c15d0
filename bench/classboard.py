#!/usr/bin/env python3
"""The class board's figures (README, "For a class"), on a loopback PostgreSQL.

  bench/classboard.sh               # builds the release binaries (conjugar and its
                                    # companion conjugar-classboard, side by side)
                                    # and a static hello world, starts a throwaway
                                    # cluster, runs this
  bench/classboard.py BIN HELLO TEACHER_URL
  bench/classboard.py --rows N BIN TEACHER_URL   # the board's reading at N rows

Every exchange with the server goes through the companion beside BIN, as installed.

TEACHER_URL: a superuser's URL on a throwaway cluster (.ci/pg-cluster.sh). Makes a
database and 30 learner roles, then measures, on the device World (a HOME of its
own, 50 answers of "x" on standard input, so every quiz is reported):
  1. start to first question (empty input: header, first question, exit) without
     and with a server configured, against the hello world built the same way
     (target: at most 1.5 times it, either way);
  2. reporting a score: a whole quiz with the class board minus the same quiz with
     the local board, medians of interleaved runs (target: under 50 ms);
  3. 30 learners finishing at once: 30 quizzes started together, each reporting to
     the server; every score must be on the server and none left in an outbox
     (a report that took over 2 s would have left its score queued).

With --rows N: a board of N scores (loaded by the teacher's role, which no
learner's limit binds: 30 players, the three difficulties, both regions, a year
of dates), then the board's readings as the companion makes them: the server's
execution time (EXPLAIN ANALYZE, median of 7) of each of the four readings, and a
learner's whole `leaderboard --class --difficulty Easy` (medians of 7, and the
peak resident memory of conjugar and of its companion, GNU time).
"""
import os, statistics, subprocess, sys, tempfile, time, urllib.parse

ROWS = None
if sys.argv[1] == "--rows":
    ROWS, BIN, TEACHER = int(sys.argv[2]), sys.argv[3], sys.argv[4]
    HELLO = HELLO_DYNAMIC = None
else:
    BIN, HELLO, TEACHER = sys.argv[1], sys.argv[2], sys.argv[3]
    HELLO_DYNAMIC = sys.argv[4] if len(sys.argv) > 4 else None
RUNS = int(os.environ.get("BENCH_RUNS", "60"))
ANSWERS = b"x\n" * 50


def psql(url, sql):
    return subprocess.run(["psql", url, "-qAtX", "-v", "ON_ERROR_STOP=1", "-c", sql],
                          capture_output=True, check=True, text=True).stdout.strip()


def after_results(argv, env, stdin):
    """Milliseconds from the results' last line ("Time: …") on standard output to
    the process's exit: the report, plus the process's own exit."""
    p = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env)
    p.stdin.write(stdin)
    p.stdin.close()
    shown = None
    for line in p.stdout:
        if line.startswith(b"Time:"):
            shown = time.perf_counter()
    p.wait()
    assert shown is not None, "no results line"
    return (time.perf_counter() - shown) * 1000


def timed(argv, env, stdin=b""):
    start = time.perf_counter()
    subprocess.run(argv, input=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env, check=True)
    return (time.perf_counter() - start) * 1000


def main():
    parts = urllib.parse.urlsplit(TEACHER)
    db = "bench_%d" % os.getpid()
    psql(TEACHER, "CREATE DATABASE %s" % db)
    url = urllib.parse.urlunsplit(parts._replace(path="/" + db))
    subprocess.run([BIN, "leaderboard", "server-setup", url], check=True, stdout=subprocess.DEVNULL)
    # One learner here finishes some 120 quizzes in a few minutes: more than a
    # learner's limit per minute (docs/classboard.md, "Limits"), raised for the bench.
    psql(url, "UPDATE conjugar_score_limit SET per_minute = 100000, per_day = 100000")
    host = "%s:%d" % (parts.hostname, parts.port)
    roles = ["l%d_%d" % (i, os.getpid()) for i in range(30)]
    for role in roles:
        psql(url, "CREATE ROLE %s LOGIN PASSWORD 'pw' IN ROLE conjugar_learner" % role)
    work = tempfile.mkdtemp(prefix="classboard-bench-")

    def env(name, server):
        home = os.path.join(work, name)
        os.makedirs(home, exist_ok=True)
        e = {"PATH": "/usr/bin:/bin", "HOME": home, "USER": name.split("-")[0], "LANG": "C.UTF-8", "PGPASSWORD": "pw"}
        if server:
            e["CONJUGAR_LEADERBOARD_URL"] = "postgres://%s@%s/%s?%s" % (name.split("-")[0], host, db, parts.query)
        return e

    local, remote = env("solo-local", False), env(roles[0] + "-solo", True)
    hello_dynamic = []
    hello, first_local, first_remote, quiz_local, quiz_remote = [], [], [], [], []
    tail_local, tail_remote = [], []
    for _ in range(3):  # warm-up: files, page cache, the server's catalog
        timed([BIN, "quiz"], local, ANSWERS), timed([BIN, "quiz"], remote, ANSWERS)
    for _ in range(RUNS):  # interleaved, so both see the same noise
        hello.append(timed([HELLO], local))
        if HELLO_DYNAMIC:
            hello_dynamic.append(timed([HELLO_DYNAMIC], local))
        first_local.append(timed([BIN, "quiz"], local))
        first_remote.append(timed([BIN, "quiz"], remote))
        quiz_local.append(timed([BIN, "quiz"], local, ANSWERS))
        quiz_remote.append(timed([BIN, "quiz"], remote, ANSWERS))
        tail_local.append(after_results([BIN, "quiz"], local, ANSWERS))
        tail_remote.append(after_results([BIN, "quiz"], remote, ANSWERS))
    med = statistics.median
    kept = int(psql(url, "SELECT count(*) FROM conjugar_score"))
    print("runs: %d each, interleaved; load average before: %s" % (RUNS, os.getloadavg()[0]))
    print("hello world (static)              median %6.1f ms" % med(hello))
    if hello_dynamic:
        print("hello world (Foundation dynamic)  median %6.1f ms  (bench/quiz.py's baseline)" % med(hello_dynamic))
    print("start to first question, local    median %6.1f ms  (%.2f x hello)" % (med(first_local), med(first_local) / med(hello)))
    print("start to first question, server   median %6.1f ms  (%.2f x hello)" % (med(first_remote), med(first_remote) / med(hello)))
    print("whole quiz, local board           median %6.1f ms" % med(quiz_local))
    print("whole quiz, class board           median %6.1f ms" % med(quiz_remote))
    print("reporting a score (difference)    median %6.1f ms  (target < 50 ms; conjugar-classboard started,"
          " connects, inserts)" % (med(quiz_remote) - med(quiz_local)))
    print("results shown to exit, local      median %6.1f ms" % med(tail_local))
    print("results shown to exit, class      median %6.1f ms  p95 %.1f ms (the report, after the results)"
          % (med(tail_remote), sorted(tail_remote)[int(len(tail_remote) * 0.95) - 1]))
    print("scores on the server: %d (expected %d)" % (kept, 2 * RUNS + 3))

    # 30 learners finishing at once.
    learners = [env(role, True) for role in roles]
    before = int(psql(url, "SELECT count(*) FROM conjugar_score"))
    import threading
    start = time.perf_counter()
    procs = [subprocess.Popen([BIN, "quiz"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, env=e) for e in learners]
    for p in procs:
        p.stdin.write(ANSWERS)
        p.stdin.close()
    shown, ends, errors = [None] * 30, [None] * 30, []

    def watch(i, p):
        for line in p.stdout:
            if line.startswith(b"Time:"):
                shown[i] = time.perf_counter()
        err = p.stderr.read()
        p.wait()
        ends[i] = time.perf_counter()
        if err:
            errors.append(err.decode().strip())

    threads = [threading.Thread(target=watch, args=(i, p)) for i, p in enumerate(procs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    reports = [(e - r) * 1000 for r, e in zip(shown, ends)]
    after = int(psql(url, "SELECT count(*) FROM conjugar_score"))
    queued = sum(int(subprocess.run(["sqlite3", os.path.join(e["HOME"], ".local/share/conjugar/conjugar.sqlite"),
                                     "SELECT count(*) FROM classBoardOutbox"], capture_output=True, text=True,
                                    check=True).stdout) for e in learners)
    print("30 at once: all exited %.0f ms after they started; results shown to exit: median %.0f ms, "
          "longest %.0f ms (target: all within 2000 ms)" % ((max(ends) - start) * 1000, med(reports), max(reports)))
    print("30 at once: scores on the server %d of 30; left in outboxes %d; messages %d"
          % (after - before, queued, len(errors)))
    for line in errors[:3]:
        print("  " + line)
    psql(TEACHER, "SELECT 1")
    subprocess.run(["rm", "-rf", work])


def rows():
    parts = urllib.parse.urlsplit(TEACHER)
    db = "bench_rows_%d" % os.getpid()
    psql(TEACHER, "CREATE DATABASE %s" % db)
    url = urllib.parse.urlunsplit(parts._replace(path="/" + db))
    subprocess.run([BIN, "leaderboard", "server-setup", url], check=True, stdout=subprocess.DEVNULL)
    start = time.perf_counter()
    chunk = 1_000_000
    for first in range(0, ROWS, chunk):
        # Scores within each difficulty's and region's perfect score (the checks).
        psql(url, """
          INSERT INTO conjugar_score (id, player, score, difficulty, region, finished_at, elapsed_seconds)
          SELECT gen_random_uuid(), 'learner' || (i %% 30),
            (random() * (1 + i %% 3) * (CASE WHEN i %% 2 = 0 THEN 250 ELSE 208 END))::int,
            (ARRAY['Easy', 'Moderate', 'Difficult'])[1 + i %% 3],
            (ARRAY['Spain', 'Latin America'])[1 + i %% 2],
            now() - random() * interval '360 days', 60 + (random() * 600)::int
          FROM generate_series(%d, %d) i""" % (first + 1, min(first + chunk, ROWS)))
    loaded = time.perf_counter() - start
    psql(url, "VACUUM ANALYZE conjugar_score")
    size = psql(url, "SELECT pg_size_pretty(pg_total_relation_size('conjugar_score'))")
    print("rows: %d loaded in %.0f s; table and indexes %s; load average %.1f"
          % (int(psql(url, "SELECT count(*) FROM conjugar_score")), loaded, size, os.getloadavg()[0]))
    columns = ("SELECT player, score, difficulty, region, to_char(finished_at AT TIME ZONE 'UTC', "
               "'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') FROM public.conjugar_score")
    for difficulty in [None, "Easy", "Moderate", "Difficult"]:
        for limit in [10, 1000]:
            where = "" if difficulty is None else " WHERE difficulty = '%s'" % difficulty
            sql = "%s%s ORDER BY score DESC, finished_at, id LIMIT %d" % (columns, where, limit)
            runs = []
            plan = ""
            for _ in range(7):
                plan = psql(url, "EXPLAIN (ANALYZE, FORMAT TEXT) " + sql)
                runs.append(float(plan.rsplit("Execution Time: ", 1)[1].split(" ")[0]))
            index = "conjugar_score_rank_difficulty" if "rank_difficulty" in plan else (
                "conjugar_score_rank" if "conjugar_score_rank" in plan else "no index")
            print("server, %-9s limit %4d: median %7.2f ms (%s%s)" % (
                difficulty or "all", limit, statistics.median(runs), index, ", sorted" if "Sort" in plan else ""))
    role = "reader_%d" % os.getpid()
    psql(url, "CREATE ROLE %s LOGIN PASSWORD 'pw' IN ROLE conjugar_learner" % role)
    work = tempfile.mkdtemp(prefix="classboard-rows-")
    env = {"PATH": "/usr/bin:/bin", "HOME": work, "USER": role, "LANG": "C.UTF-8", "PGPASSWORD": "pw",
           "CONJUGAR_LEADERBOARD_URL": "postgres://%s@%s:%d/%s?%s" % (role, parts.hostname, parts.port, db, parts.query)}
    for limit in [10, 1000]:
        argv = [BIN, "leaderboard", "--class", "--difficulty", "Easy", "--limit", str(limit)]
        walls = [timed(argv, env) for _ in range(7)]
        peaks = []
        for program in [argv, [os.path.join(os.path.dirname(BIN), "conjugar-classboard")]]:
            request = b""
            if program[0].endswith("classboard"):
                request = ('{"version":1,"url":"%s","loginName":"%s","request":"topScores","limit":%d,'
                           '"difficulty":"Easy"}\n' % (env["CONJUGAR_LEADERBOARD_URL"], role, limit)).encode()
            result = subprocess.run(["/usr/bin/time", "-f", "%M"] + program, input=request, env=env,
                                    stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=True)
            peaks.append(int(result.stderr.decode().strip().splitlines()[-1]) / 1024)
        print("leaderboard --class --difficulty Easy --limit %4d: median %6.1f ms; peak memory conjugar %.1f MiB, "
              "conjugar-classboard %.1f MiB" % (limit, statistics.median(walls), peaks[0], peaks[1]))
    psql(TEACHER, "DROP DATABASE %s WITH (FORCE)" % db)
    subprocess.run(["rm", "-rf", work])


rows() if ROWS else main()
