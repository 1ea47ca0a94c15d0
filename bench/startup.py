#!/usr/bin/env python3
"""Start-up, one catalog verb and the whole catalog, against a hello world built the
same way (figures in the README, Speed).

  bench/run.sh                  # builds both and runs this
  bench/startup.py BIN HELLO [PLAIN]  # BIN: conjugar; HELLO: bench/hello.swift (it
                                # imports Foundation) linked as conjugar is (bench/
                                # release.sh, hello_binary); PLAIN: the same with the
                                # toolchain's defaults (`swiftc -O -static-stdlib`),
                                # shown beside it

Two hyperfine runs (-N, interleaved warm-ups, many runs), each with the hello world
in it, so hello world and conjugar see the same machine. Reported: medians, the
spread (interquartile range) as the noise, CPU time, each over hello world's.
  1. a home with no database yet: start to first question of `conjugar
     enable-ui-testing` and `conjugar practice enable-ui-testing` (uiTest keeps no
     file), `conjugar conjugate tener` (the table) and `--json`, `identify tuve`;
     then checks that none of them wrote a file;
  2. a learner's home, whose database (at the default place) holds ten missed
     practice answers: start to first question of bare `conjugar`, `conjugar
     practice` and `conjugar review` (ten due), and `conjugate tener` (table, which
     reads the secondSingularBrowse setting from it) and `--json`;
  3. a learner who chose Difficult, Spain and vos and has played (a whole quiz, the
     review prompter's count and date, ten missed answers): every stored setting is
     read and checked at each launch; the quiz, practice, the table;
  4. the learner's home with a class board server configured (nothing of the class
     board runs before the first question): the quiz and practice;
  and every form of every catalog verb as JSON in one process: forms per second,
  start-up included. Empty input: a session prints its header and first question
  and exits.
Output: a table on standard output, bench/out/startup.json.
"""
import json, os, statistics, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "bench", "out")
RUNS = int(os.environ.get("BENCH_RUNS", "300"))


def hyperfine(commands, runs, warmup, env):
    path = os.path.join(OUT, "hyperfine.json")
    subprocess.run(
        ["hyperfine", "-N", "--style", "none", "--warmup", str(warmup), "--runs", str(runs),
         "--export-json", path] + commands,
        check=True, env=env, stdout=subprocess.DEVNULL)
    with open(path) as f:
        return json.load(f)["results"]


def summary(result):
    times = sorted(t * 1000 for t in result["times"])
    q = statistics.quantiles(times, n=4)
    return {"median_ms": round(statistics.median(times), 2), "iqr_ms": round(q[2] - q[0], 2),
            "min_ms": round(times[0], 2),
            # CPU time (user + system, mean): what the process itself costs, much less
            # disturbed than wall time when the machine is shared.
            "cpu_ms": round((result["user"] + result["system"]) * 1000, 2)}


def table(named, results):
    rows = []
    base = summary(results[0])["median_ms"]
    base_cpu = summary(results[0])["cpu_ms"]
    for (name, _), r in zip(named, results):
        s = summary(r)
        s["name"] = name
        s["ratio_to_hello"] = round(s["median_ms"] / base, 2)
        s["cpu_ratio_to_hello"] = round(s["cpu_ms"] / base_cpu, 2)
        rows.append(s)
    return rows


def main():
    bin, hello = sys.argv[1], sys.argv[2]
    plain = sys.argv[3] if len(sys.argv) > 3 else None
    os.makedirs(OUT, exist_ok=True)
    # Both programs installed the same way, as a user installs them (install(1), as
    # the README says): a file just written by the linker starts measurably slower
    # than a copy of it (0.4 ms for conjugar here, 0.1 ms for hello world: how its
    # pages sit in the page cache), which would measure the build, not the program.
    installed = tempfile.mkdtemp(prefix="conjugar-bench-bin-")
    for source, name in ((bin, "conjugar"), (hello, "hello"), (plain, "hello-plain")):
        if source:
            subprocess.run(["install", "-m", "755", source, os.path.join(installed, name)], check=True)
    bin, hello = os.path.join(installed, "conjugar"), os.path.join(installed, "hello")
    plain = plain and os.path.join(installed, "hello-plain")
    home = tempfile.mkdtemp(prefix="conjugar-bench-")
    # A login's environment, as a learner's shell has it (USER too: without it,
    # the device World asks the system's account database for the player's name).
    env = {"PATH": "/usr/bin:/bin", "HOME": home, "LANG": "C.UTF-8", "USER": "learner"}

    # Run 1: a home with no database yet (a first run, or uiTest, which keeps no file).
    named = [("hello world (static, imports Foundation)", hello)]
    if plain:
        named.append(("hello world, toolchain's defaults", plain))
    named += [
        ("start to first question: quiz (uiTest)", f"{bin} enable-ui-testing"),
        ("start to first question: practice (uiTest)", f"{bin} practice enable-ui-testing"),
        ("conjugate tener (table), no database", f"{bin} conjugate tener"),
        ("conjugate tener --json, no database", f"{bin} conjugate tener --json"),
        ("identify tuve", f"{bin} identify tuve"),
    ]
    results = hyperfine([c for _, c in named], RUNS, 20, env)
    assert os.listdir(home) == [], "a read-only command wrote a file"
    rows = table(named, results)

    def in_home(prefix, steps, named):
        """A home made by `steps` (conjugar's arguments, with the standard input
        each reads), the commands of `named` timed in it beside the hello world,
        then the home removed."""
        made = tempfile.mkdtemp(prefix=f"conjugar-bench-{prefix}-")
        henv = dict(env, HOME=made)
        for arguments, answers in steps:
            subprocess.run([bin, *arguments], input=answers, env=henv, check=True,
                           stdout=subprocess.DEVNULL)
        named = [("hello world (static, imports Foundation)", hello)] + named
        timed = table(named, hyperfine([c for _, c in named], RUNS, 20, henv))
        subprocess.run(["rm", "-rf", made])
        return timed

    # A practice session's ten missed answers: ten items due for review.
    missed = (["practice", "--count", "10", "--seed", "1"], b"x\n" * 10)

    # Run 2: a learner's home, its database at the default place holding those ten
    # missed answers. Bare commands, as a learner types them.
    rows2 = in_home("learner", [missed], [
        ("start to first question: quiz, learner's database", bin),
        ("start to first question: practice, learner's database", f"{bin} practice"),
        ("start to first question: review (10 due)", f"{bin} review"),
        ("conjugate tener (table), learner's database", f"{bin} conjugate tener"),
        ("conjugate tener --json, learner's database", f"{bin} conjugate tener --json"),
    ])

    # Run 3: a learner who chose their settings (Difficult, Spain, vos) and has
    # played: a whole quiz, the review prompter's count and date as it leaves them
    # after a few quizzes, the same ten missed answers. Every stored setting is read
    # and checked at each launch.
    chosen = [(["settings", "set", key, value], None)
              for key, value in (("difficulty", "Difficult"), ("region", "Spain"), ("secondSingularQuiz", "Vos"),
                                 ("promptActionCount", "12"), ("lastReviewPromptDate", "2026-11-20T18:30:00Z"))]
    rows3 = in_home("chooser", chosen + [([], b"x\n" * 50), missed], [
        ("start to first question: quiz, Difficult learner", bin),
        ("start to first question: practice, Difficult learner", f"{bin} practice"),
        ("conjugate tener (table), Difficult learner", f"{bin} conjugate tener"),
    ])

    # Run 4: a learner whose class shares a board (issue 12): the learner's home with
    # a server configured. Nothing of the class board may run before the first
    # question (no process, no socket: the port named is closed anyway).
    server = (["settings", "set", "leaderboardServer", "postgres://learner@127.0.0.1:1/conjugar"], None)
    rows4 = in_home("classmate", [missed, server], [
        ("start to first question: quiz, class board server configured", bin),
        ("start to first question: practice, class board server configured", f"{bin} practice"),
    ])

    verbs = json.loads(subprocess.run([bin, "verbs", "--json"], capture_output=True, env=env,
                                      check=True).stdout)
    everything = subprocess.run([bin, "conjugate", *verbs, "--json"], capture_output=True,
                                env=env, check=True).stdout
    tables = json.loads(everything)
    forms = sum(len(t) for v in tables for t in v["tenses"].values()) + 2 * len(tables)
    args_file = os.path.join(home, "all.sh")
    with open(args_file, "w") as f:
        f.write("exec %s conjugate %s --json >/dev/null\n" % (bin, " ".join(verbs)))
    whole = summary(hyperfine([f"sh {args_file}"], max(20, RUNS // 10), 3, env)[0])
    whole.update(name="every form of every catalog verb as JSON", verbs=len(verbs), forms=forms,
                 bytes=len(everything),
                 forms_per_second=int(forms / (whole["median_ms"] / 1000)),
                 forms_per_cpu_second=int(forms / (whole["cpu_ms"] / 1000)))

    report = {"runs": RUNS, "no_database": rows, "learner": rows2, "chooser": rows3, "class_board": rows4,
              "catalog": whole,
              "load_average": os.getloadavg()}
    with open(os.path.join(OUT, "startup.json"), "w") as f:
        f.write(json.dumps(report, indent=2) + "\n")
    print(f"{'command':42} {'median':>9} {'IQR':>8} {'min':>8} {'× hello':>8} {'CPU':>8} {'× hello':>8}")
    for r in rows + rows2 + rows3 + rows4:
        print(f"{r['name']:42} {r['median_ms']:7.2f}ms {r['iqr_ms']:6.2f}ms {r['min_ms']:6.2f}ms "
              f"{r['ratio_to_hello']:7.2f}× {r['cpu_ms']:6.2f}ms {r['cpu_ratio_to_hello']:7.2f}×")
    print(f"every form of all {len(verbs)} catalog verbs as JSON: {forms:,} forms, "
          f"median {whole['median_ms']} ms (IQR {whole['iqr_ms']} ms, min {whole['min_ms']} ms) → "
          f"{whole['forms_per_second'] / 1e6:.2f} million forms/s; CPU {whole['cpu_ms']} ms → "
          f"{whole['forms_per_cpu_second'] / 1e6:.2f} million forms per CPU second")
    print("load average:", " ".join(f"{x:.2f}" for x in os.getloadavg()))
    subprocess.run(["rm", "-rf", home, installed])


if __name__ == "__main__":
    main()
