#!/usr/bin/env python3
"""The class board's figures (README, "For a class"), on a loopback PostgreSQL.

  bench/classboard.sh               # builds the release binary and a static hello
                                    # world, starts a throwaway cluster, runs this
  bench/classboard.py BIN HELLO TEACHER_URL

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
"""
import os, statistics, subprocess, sys, tempfile, time, urllib.parse

BIN, HELLO, TEACHER = sys.argv[1], sys.argv[2], sys.argv[3]
RUNS = int(os.environ.get("BENCH_RUNS", "60"))
ANSWERS = b"x\n" * 50


def psql(url, sql):
    return subprocess.run(["psql", url, "-qAtX", "-v", "ON_ERROR_STOP=1", "-c", sql],
                          capture_output=True, check=True, text=True).stdout.strip()


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
    hello, first_local, first_remote, quiz_local, quiz_remote = [], [], [], [], []
    for _ in range(3):  # warm-up: files, page cache, the server's catalog
        timed([BIN, "quiz"], local, ANSWERS), timed([BIN, "quiz"], remote, ANSWERS)
    for _ in range(RUNS):  # interleaved, so both see the same noise
        hello.append(timed([HELLO], local))
        first_local.append(timed([BIN, "quiz"], local))
        first_remote.append(timed([BIN, "quiz"], remote))
        quiz_local.append(timed([BIN, "quiz"], local, ANSWERS))
        quiz_remote.append(timed([BIN, "quiz"], remote, ANSWERS))
    med = statistics.median
    kept = int(psql(url, "SELECT count(*) FROM conjugar_score"))
    print("runs: %d each, interleaved; load average before: %s" % (RUNS, os.getloadavg()[0]))
    print("hello world (static)              median %6.1f ms" % med(hello))
    print("start to first question, local    median %6.1f ms  (%.2f x hello)" % (med(first_local), med(first_local) / med(hello)))
    print("start to first question, server   median %6.1f ms  (%.2f x hello)" % (med(first_remote), med(first_remote) / med(hello)))
    print("whole quiz, local board           median %6.1f ms" % med(quiz_local))
    print("whole quiz, class board           median %6.1f ms" % med(quiz_remote))
    print("reporting a score (difference)    median %6.1f ms  (target < 50 ms)" % (med(quiz_remote) - med(quiz_local)))
    print("scores on the server: %d (expected %d)" % (kept, RUNS + 3))

    # 30 learners finishing at once.
    learners = [env(role, True) for role in roles]
    before = int(psql(url, "SELECT count(*) FROM conjugar_score"))
    start = time.perf_counter()
    procs = []
    for e in learners:
        procs.append((subprocess.Popen([BIN, "quiz"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                                       stderr=subprocess.PIPE, env=e), time.perf_counter()))
    for p, _ in procs:
        p.stdin.write(ANSWERS)
        p.stdin.close()
    ends, errors = [], []
    for p, began in procs:
        err = p.stderr.read()
        p.wait()
        ends.append((time.perf_counter() - start) * 1000)
        if err:
            errors.append(err.decode().strip())
    after = int(psql(url, "SELECT count(*) FROM conjugar_score"))
    queued = sum(int(subprocess.run(["sqlite3", os.path.join(e["HOME"], ".local/share/conjugar/conjugar.sqlite"),
                                     "SELECT count(*) FROM classBoardOutbox"], capture_output=True, text=True,
                                    check=True).stdout) for e in learners)
    print("30 at once: all exited %.0f ms after the first started; scores on the server %d of 30; "
          "left in outboxes %d; messages %d" % (max(ends), after - before, queued, len(errors)))
    for line in errors[:3]:
        print("  " + line)
    psql(TEACHER, "SELECT 1")
    subprocess.run(["rm", "-rf", work])


main()
