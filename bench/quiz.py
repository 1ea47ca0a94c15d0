#!/usr/bin/env python3
"""The quiz's speed and memory targets (figures in the README).

  bench/run.sh                      # runs this too, after the conjugation benchmarks
  bench/quiz.sh [BIN [HELLO]]       # this alone (builds what it needs)

Measures, on the release build in the uiTest world (no file, fixed quiz):
  1. start to first question: `conjugar enable-ui-testing` with empty input prints
     the header and the first question and exits; compared with bench/hello.swift
     built with `swiftc -O -static-stdlib` (target: at most 1.5 times it);
  2. a whole scripted quiz: 50 right answers on standard input (target: < 50 ms);
  3. peak memory (maximum resident set size) of that quiz (target: < 30 MiB).
Wall times are medians over many runs; output in bench/out/.
"""
import json, os, resource, statistics, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "bench", "out")
BIN = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "release", "conjugar")
HELLO = sys.argv[2] if len(sys.argv) > 2 else os.path.join(OUT, "hello")
RUNS = int(os.environ.get("BENCH_RUNS", "200"))
ENV = {"PATH": "/usr/bin:/bin", "HOME": OUT, "LANG": "C.UTF-8"}


def median_ms(argv, stdin=b""):
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(argv, input=stdin, stdout=subprocess.DEVNULL, env=ENV, check=True)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def peak_rss_mib(argv, stdin):
    # A fresh child per measurement: ru_maxrss of RUSAGE_CHILDREN is the largest
    # child so far, so measure in a helper process that runs only this one.
    code = (
        "import resource,subprocess,sys;"
        "subprocess.run(sys.argv[1:],input=sys.stdin.buffer.read(),stdout=subprocess.DEVNULL,env=%r);"
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)" % ENV
    )
    out = subprocess.run([sys.executable, "-c", code] + argv, input=stdin, capture_output=True, check=True)
    return int(out.stdout) / 1024


def main():
    if not os.access(BIN, os.X_OK):
        sys.exit("build first: swift build -c release")
    os.makedirs(OUT, exist_ok=True)
    if not os.access(HELLO, os.X_OK):
        # Built as conjugar's release build is linked (bench/release.sh, hello_binary).
        subprocess.run(["bash", "-c", '. bench/release.sh && hello_binary "$0"', HELLO], cwd=ROOT, check=True)
    listed = subprocess.run(
        [BIN, "quiz", "--list-questions", "--json", "enable-ui-testing"],
        capture_output=True, env=ENV, check=True).stdout
    questions = json.loads(listed)
    infinitives = sorted({q["infinitive"] for q in questions})
    tables = json.loads(subprocess.run(
        [BIN, "conjugate", "--json"] + infinitives, capture_output=True, env=ENV, check=True).stdout)
    forms = {t["infinitive"]: t for t in tables}
    answers = "".join(
        (forms[q["infinitive"]][q["tense"]] if q["person"] is None
         else forms[q["infinitive"]]["tenses"][q["tense"]][q["person"]]) + "\n"
        for q in questions).encode()
    transcript = subprocess.run([BIN, "enable-ui-testing"], input=answers, capture_output=True, env=ENV).stdout
    assert b"\nScore: 208\n" in transcript, "the scripted quiz is not perfect"

    hello = median_ms([HELLO])
    first = median_ms([BIN, "enable-ui-testing"])
    quiz = median_ms([BIN, "enable-ui-testing"], answers)
    rss = peak_rss_mib([BIN, "enable-ui-testing"], answers)
    report = {
        "runs": RUNS,
        "hello_world_ms": round(hello, 2),
        "start_to_first_question_ms": round(first, 2),
        "ratio_to_hello_world": round(first / hello, 2),
        "whole_quiz_ms": round(quiz, 2),
        "peak_rss_mib": round(rss, 1),
    }
    ok = report["ratio_to_hello_world"] <= 1.5 and quiz < 50 and rss < 30
    report["within_targets"] = ok
    text = json.dumps(report, indent=2)
    print(text)
    with open(os.path.join(OUT, "quiz.json"), "w") as f:
        f.write(text + "\n")
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
