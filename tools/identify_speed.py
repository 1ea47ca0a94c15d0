#!/usr/bin/env python3
"""Times `conjugar identify` (run by hand, not a test):

    swift build -c release --static-swift-stdlib
    python3 tools/identify_speed.py [--binary .build/release/conjugar]

Prints the median and the fastest of repeated runs, from process start to exit:
--version (the process alone), one form, and 1,000 one-word forms of 200 ranked
catalog verbs (drawn with a fixed seed from `conjugate --json`) in one call.
"""
import argparse
import json
import os
import random
import statistics
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def forms(binary):
    random.seed(23)
    verbs = []
    for line in open(os.path.join(ROOT, "Resources", "verbs.txt"), encoding="utf-8"):
        if line.startswith("#") or "rank=" not in line:
            continue
        verb = line.split("|")[0].strip()
        if not verb.endswith("se"):
            verbs.append(verb)
    random.shuffle(verbs)
    data = json.loads(subprocess.run([binary, "conjugate", "--json", *verbs[:200]], capture_output=True,
                                     text=True).stdout)
    found = []
    for verb in data:
        for persons in verb["tenses"].values():
            found += [f for f in persons.values() if f and " " not in f]
    random.shuffle(found)
    return found[:1000]


def timed(binary, args, runs):
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([binary, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), min(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "conjugar"))
    args = parser.parse_args()
    thousand = forms(args.binary)
    for label, arguments, runs in [
        ("--version (start alone)", ["--version"], 21),
        ("identify tuve", ["identify", "tuve"], 21),
        ("identify desentendimos", ["identify", "desentendimos"], 21),
        ("identify 'se lo di'", ["identify", "se lo di"], 21),
        (f"identify, {len(thousand)} forms in one call", ["identify", *thousand], 7),
    ]:
        median, fastest = timed(args.binary, arguments, runs)
        print(f"{label}: {median:.1f} ms median, {fastest:.1f} ms fastest")


if __name__ == "__main__":
    main()
