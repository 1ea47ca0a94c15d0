#!/usr/bin/env python3
"""Human-like simulated learners playing `conjugar today` once a day (issue 41;
docs/learning.md, "Simulated learners").

    bench/learners.py CONJUGAR [--days 14] [--seeds 1,2,3] [--jobs 2] [--repo DIR]
                      [--start 2026-11-02] [--out FILE.json] [LEARNER…]

Each learner (bench/learners/people.py) has its own HOME and database and plays
under a frozen faketime clock: each day at a time of its own (seeded, 07:30 to
22:45 in its time zone), `today --list-questions --json --seed S` shows the session, the
learner answers every item as a person does (its errors at 60-80% of their
chances, typos, accents left out, blanks on tenses above its level), the same
session is played through standard input (`today --seed S`, same faked start
time), and `progress --json` is read half an hour later. The next day is the
next calendar date. Every measure (bench/learners/judge.py) compares what the
tutor said with what the learner did. CONJUGAR's repository (--repo, default
the one the binary was built in) gives the context sentences' text, which the
learner reads as a person reads the sentence."""
import argparse
import concurrent.futures
import datetime
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from learners.forms import Conjugator, Sentences  # noqa: E402
from learners.judge import Run  # noqa: E402
from learners.people import BASE, PROFILES, Learner, asked_tense  # noqa: E402

parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
parser.add_argument("conjugar")
parser.add_argument("learners", nargs="*")
parser.add_argument("--days", type=int, default=14)
parser.add_argument("--seeds", default="1,2,3")
parser.add_argument("--jobs", type=int, default=2)
parser.add_argument("--repo")
parser.add_argument("--start", default="2026-11-02")
parser.add_argument("--out")
args = parser.parse_intermixed_args()
binary = os.path.abspath(args.conjugar)
repo = args.repo
if repo is None:  # the repository the binary was built in: REPO/.build/…/conjugar
    repo = os.path.dirname(binary)
    while repo != "/" and not os.path.isdir(os.path.join(repo, "Resources", "context")):
        repo = os.path.dirname(repo)
sentences = Sentences(repo)
if len(sentences.by_id) < 100:
    sys.exit(f"no context sentences under {repo}/Resources/context: give the repository with --repo")
conj = Conjugator(binary)


def run(cmd, home, timezone, stamp=None, stdin=""):
    env = dict(os.environ, HOME=home, LANG="C.UTF-8", TZ=timezone, NO_COLOR="1", COLUMNS="400", FAKETIME_DONT_FAKE_MONOTONIC="1")
    for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "CONJUGAR_DATABASE"):
        env.pop(name, None)
    full = [binary, *cmd]
    if stamp:
        full = ["faketime", "-f", stamp, *full]  # a frozen clock: the listed and the played session see one moment
    done = subprocess.run(full, input=stdin, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise RuntimeError(f"conjugar {' '.join(cmd)} ({stamp}): exit {done.returncode}: {done.stderr.strip()[:400]}")
    return done.stdout


def session_matches(items, answers, played, placement):
    """Whether the session saved (history, newest first) is the listed one: the same
    verbs, tenses and persons in order (all of it, or for a placement that stopped
    early, its first stages). Returns (matched, answers stored other than typed)."""
    listed = [(i["infinitive"], asked_tense(i), i["person"]) for i in items]
    for count in ([3, 2, 1] if placement else [1]):
        questions = [q for quiz in reversed(played[:count]) for q in quiz["questions"]]
        keys = [(q["infinitive"], q["tense"], q.get("person")) for q in questions]
        if keys == listed or (placement and keys and keys == listed[: len(keys)]):
            return True, [(a, q.get("answer", "")) for a, q in zip(answers, questions) if a != q.get("answer", "")]
    return False, []


def simulate(profile, seed):
    learner = Learner(profile, seed, conj, sentences)
    clock = random.Random(f"clock/{profile.name}/{seed}")
    home = tempfile.mkdtemp(prefix=f"learner-{profile.name}-")
    database = []  # the default file under HOME, where `settings set` writes too
    days = []
    try:
        start = datetime.date.fromisoformat(args.start)
        run(["settings", "set", "region", profile.region], home, profile.timezone, f"{start} 07:00:00")
        if profile.vos:
            run(["settings", "set", "secondSingularQuiz", "Vos"], home, profile.timezone, f"{start} 07:00:00")
        for day in range(1, args.days + 1):
            date = start + datetime.timedelta(days=day - 1)
            minute = clock.randrange(7 * 60 + 30, 22 * 60 + 45)
            stamp = f"{date} {minute // 60:02d}:{minute % 60:02d}:00"
            later = f"{date} {(minute + 30) // 60:02d}:{(minute + 30) % 60:02d}:00"
            session = ["--seed", str(seed * 1000 + day), *database]
            items = json.loads(run(["today", "--list-questions", "--json", *session], home, profile.timezone, stamp))
            conj.load({i["infinitive"] for i in items} | {"hablar", "comer", "vivir"})
            answers = [learner.answer(item, day) for item in items]
            said = run(["today", *session], home, profile.timezone, stamp, "\n".join(answers) + "\n")
            progress = json.loads(run(["progress", "--json", *database], home, profile.timezone, later))
            played = json.loads(run(["history", "--json", "--limit", "3", *database], home, profile.timezone, later))
            matched, restated = session_matches(items, answers, played, day == 1)
            if not matched:
                print(f"# {profile.name} seed {seed} day {day}: the played session is not the listed one",
                      file=sys.stderr, flush=True)
            records = learner.truth[-len(items):] if items else []
            days.append({
                "day": day, "stamp": stamp, "matched": matched, "played": None if matched else played,
                "restated": restated,
                "items": [{"index": i.get("index"), "kind": i["kind"], "reason": i.get("reason"),
                           "skill": i.get("skill"), "tense": asked_tense(i), "person": i.get("person"),
                           "infinitive": i["infinitive"], "sentence": i.get("sentence"),
                           "answers": i["answers"], "given": r["given"], "chances": set(r["chances"])}
                          for i, r in zip(items, records)],
                "diagnoses": {p: e for p, e in
                              ((e["pattern"], e) for e in progress.get("diagnoses", []))
                              if e.get("status", "active") == "active"},
                "said": [line.strip() for line in said.splitlines()
                         if any(w in line for w in ("New", "Cleared", "cleared", "Today:", "Placement"))],
                "skills": {s["name"]: s.get("mastery") for s in progress.get("skills", [])},
            })
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return Run(learner, days)


def cell(values):
    return ", ".join(values) if values else "—"


def main():
    wanted = args.learners or [p.name for p in PROFILES]
    profiles = [p for p in PROFILES if p.name in wanted]
    seeds = [int(s) for s in args.seeds.split(",")]
    began = time.monotonic()
    jobs = [(p, s) for p in profiles for s in seeds]
    results = {}
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        futures = {pool.submit(simulate, p, s): (p.name, s) for p, s in jobs}
        for future in concurrent.futures.as_completed(futures):
            name, seed = futures[future]
            results[(name, seed)] = future.result()
            print(f"# {name} seed {seed} done ({time.monotonic() - began:.0f} s)", file=sys.stderr, flush=True)
    wall = time.monotonic() - began
    print(f"| learner | its errors (true rate per seed) | named on day | false diagnoses | false clears "
          f"| missed by day 7 (chances by day 7) | share on its errors, days 2–7 / 8–14 (targeted) | fixed error cleared on day | diagnosis items that can show its error |")
    print("|---|---|---|---|---|---|---|---|---|")
    dump, wrong = [], []
    for profile in profiles:
        runs = [results[(profile.name, s)] for s in seeds]
        judged = [r.judge() for r in runs]
        rates = ["/".join(f"{r.learner.rates[e]:.2f}" for r in runs) for e in profile.errors]
        named = [f"{e}: " + "/".join(str(j["named"].get(e, "—")) for j in judged) for e in profile.errors]
        fd = sum(len(j["false_diagnoses"]) for j in judged)
        fc = sum(len(j["false_clears"]) for j in judged)
        missed = [f"{e} {sum(e in j['missed'] for j in judged)}/{len(seeds)} "
                  f"({'/'.join(str(j['chances_by_7'][e]) for j in judged)})"
                  for e in profile.errors]

        def mean(key, first, last):
            values = [j[key][d] for j in judged for d in range(first, last + 1) if d in j[key]]
            return sum(values) / max(1, len(values))

        share = (f"{mean('share', 2, 7):.0%} / {mean('share', 8, args.days):.0%} "
                 f"({mean('targeted', 2, 7):.0%} / {mean('targeted', 8, args.days):.0%})")
        fixed = []
        for e, fix in profile.fix_day.items():
            fixed.append(f"fixed day {fix}: " + "/".join(
                "not named" if j["fixed_clear"][e][0] is None else str(j["fixed_clear"][e][1] or "still named day 14")
                for j in judged))
        print(f"| {profile.name} | {cell([f'{e} {r}' for e, r in zip(profile.errors, rates)])} | {cell(named)} "
              f"| {fd} | {fc} | {cell(missed)} | {share} | {cell(fixed)} "
              f"| {sum(j['diagnosis_items'][0] for j in judged)} of {sum(j['diagnosis_items'][1] for j in judged)} |")
        for seed, r, j in zip(seeds, runs, judged):
            for kind, events in (("false diagnosis", j["false_diagnoses"]), ("false clear", j["false_clears"])):
                for e in events:
                    truth = ", ".join(f"{k} {v[0]:.0%} ({v[1]} chances)" for k, v in e["truth"].items()) or "no such error"
                    day = e["that_day"]
                    truth += "; that day: " + ", ".join(f"{k} {v}" for k, v in day.items())
                    if e.get("accent_only_made"):
                        truth += f"; {e['accent_only_made']} answers of another error differing only in accents that week"
                    wrong.append(f"{profile.name} seed {seed} day {e['day']}: {kind} `{e['pattern']}` — "
                                 f"\"{e['summary']}\" — truth: {truth}")
            dump.append({"learner": profile.name, "seed": seed, "rates": r.learner.rates,
                         "named": j["named"], "events": j["events"], "share": j["share"],
                         "days": [{k: (sorted(v) if isinstance(v, set) else v) for k, v in d.items() if k != "items"}
                                  | {"items": [dict(i, chances=sorted(i["chances"])) for i in d["items"]]}
                                  for d in r.days],
                         "truth": r.learner.truth})
    days = [d for r in results.values() for d in r.days]
    restated = [f"{a!r} saved as {b!r}" for d in days for a, b in d["restated"]]
    print(f"\nSessions played as listed: {sum(d['matched'] for d in days)} of {len(days)}; "
          f"answers saved other than typed: {len(restated)} ({', '.join(restated[:5]) or 'none'}).")
    print(f"Base error rate (slips) {BASE:.0%}; a diagnosis is false under {2 * BASE:.0%}. "
          f"{len(jobs)} runs of {args.days} days, wall time {wall:.0f} s with {args.jobs} at a time.")
    print("\n".join(wrong))
    if args.out:
        with open(args.out, "w") as handle:
            json.dump(dump, handle, ensure_ascii=False, default=str, indent=1)


main()
