#!/usr/bin/env python3
"""A learner's long history, for the budgets in docs/performance.md.

    bench/history.py CONJUGAR DATABASE ANSWERS
    bench/history.py CONJUGAR DATABASE ANSWERS --blanks

First the learner model (issue 34) is built by conjugar's own save (device World,
--database DATABASE): real quizzes played under faketime, one a week over the five years and, in the last 56 days (what
learnerMistake keeps), as many a day as the history's rate (ANSWERS over five
years), every fifth answer another person's form (a mistake the model names).
Then plays 20 real quizzes now: answers from the engine's own forms
(bench/answers.py) with every fifth one wrong, so the rows, the review schedule
and the leaderboard are what conjugar writes. Then copies those 20 quizzes, with their questions, with SQL, spread back over
five years, until DATABASE holds ANSWERS answered questions (50 a quiz): those
rows add history the model never saw, which changes nothing in the model's size
(a row a skill, a row a skill a week practised, the last 56 days' mistakes). And
gives the review schedule one item per distinct (verb, tense, person) such a
history would touch: about a fifth of the answers, on verbs of the catalog.
Prints what it made.

With --blanks (issue 41's other shape): a learner who skips everything. ANSWERS /
500 practice sessions of 500 blank answers, one a day up to yesterday, each played
by conjugar under faketime and saved by its own save (so the model's day tables
are what conjugar writes for such a learner); nothing else."""
import datetime
import json
import os
import random
import sqlite3
import subprocess
import sys

blanks = "--blanks" in sys.argv[4:]
conjugar, database, wanted = sys.argv[1], sys.argv[2], int(sys.argv[3])
here = os.path.dirname(os.path.abspath(__file__))
env = dict(os.environ, HOME=os.path.dirname(os.path.abspath(database)) or ".")
if os.path.exists(database):
    sys.exit(f"{database} exists: give a new path")

if blanks:
    sessions = max(1, wanted // 500)
    start = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
    for number in range(sessions):
        when = start - datetime.timedelta(days=sessions - number, hours=3)
        subprocess.run(["faketime", "-f", "@" + when.strftime("%Y-%m-%d %H:%M:%S"), conjugar, "practice", "--count",
                        "500", "--seed", str(number), "--database", database], input="\n" * 500, check=True,
                       capture_output=True, text=True, env=dict(env, TZ="UTC"))
    db = sqlite3.connect(database)
    answers, wrong = db.execute("SELECT count(*), sum(points = 0) FROM quizQuestion").fetchone()
    days = db.execute("SELECT (SELECT count(*) FROM learnerSkillDay), (SELECT count(*) FROM learnerPatternDay), "
                      "(SELECT count(*) FROM reviewItem)").fetchone()
    print(f"{database}: {answers} answers ({wrong} blank) in {sessions} practice sessions; "
          f"{days[0]} skill-days, {days[1]} pattern-days, {days[2]} review items")
    sys.exit(0)

tables = {}


def wrong_answer(q, right):
    """Another person's form of the same tense: a mistake the model names (other-person)."""
    table = tables[q["infinitive"]]
    if q["person"] is None:
        return right
    cells = table["tenses"][q["tense"]]
    others = [cells[p] for p in ["yo", "tu", "el", "nosotros", "ellos"] if cells.get(p) and cells[p] != right]
    return others[0] if others else right


def play_at(when, number):
    """One quiz played by conjugar under faketime at `when` (UTC), saved by its own save."""
    fake = ["faketime", "-f", "@" + when.strftime("%Y-%m-%d %H:%M:%S")]
    tz = dict(env, TZ="UTC")
    seed = str(1000 + number)
    listed = json.loads(subprocess.run([*fake, conjugar, "quiz", "--list-questions", "--json", "--seed", seed,
                                        "--database", database], check=True, capture_output=True, text=True,
                                       env=tz).stdout)
    missing = sorted({q["infinitive"] for q in listed} - tables.keys())
    if missing:
        for table in json.loads(subprocess.run([conjugar, "conjugate", *missing, "--json"], check=True,
                                               capture_output=True, text=True).stdout):
            tables[table["infinitive"]] = table
    answers = []
    for i, q in enumerate(listed):
        table = tables[q["infinitive"]]
        right = table[q["tense"]] if q["person"] is None else table["tenses"][q["tense"]][q["person"]]
        answers.append(wrong_answer(q, right) if i % 5 == 4 else right)
    subprocess.run([*fake, conjugar, "quiz", "--seed", seed, "--database", database],
                   input="\n".join(answers) + "\n", check=True, capture_output=True, text=True, env=tz)


now = datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0)
per_day = max(1, round(wanted / (5 * 365) / 50))
moments = [now - datetime.timedelta(weeks=w, hours=2) for w in range(5 * 52, 8, -1)]
moments += [now - datetime.timedelta(days=d, hours=2 + q) for d in range(56, 0, -1) for q in range(per_day)]
for number, when in enumerate(moments):
    play_at(when, number)

for seed in range(20):
    listed = subprocess.run([conjugar, "quiz", "--list-questions", "--json", "--seed", str(seed), "--database", database],
                            check=True, capture_output=True, text=True, env=env).stdout
    answers = subprocess.run([sys.executable, os.path.join(here, "answers.py"), conjugar], input=listed,
                             check=True, capture_output=True, text=True).stdout.split("\n")
    answers = [("x" if i % 5 == 4 else a) for i, a in enumerate(answers[:50])]
    subprocess.run([conjugar, "quiz", "--seed", str(seed), "--database", database], input="\n".join(answers) + "\n",
                   check=True, capture_output=True, text=True, env=env)

db = sqlite3.connect(database)
played = db.execute("SELECT count(*) FROM quizQuestion").fetchone()[0]
original = 20 * 50
copies = max(0, (wanted - played) // original)
random.seed(1)
with db:
    ids = [row[0] for row in db.execute("SELECT id FROM quiz ORDER BY id DESC LIMIT 20")]
    for copy in range(copies):
        for quiz in ids:
            days = random.randint(1, 5 * 365)
            cur = db.execute(
                "INSERT INTO quiz (date, player, score, region, difficulty, elapsedSeconds, kind) "
                "SELECT strftime('%Y-%m-%dT%H:%M:%SZ', date, ?), player, score, region, difficulty, elapsedSeconds, kind "
                "FROM quiz WHERE id = ?", (f"-{days} days", quiz))
            db.execute(
                "INSERT INTO quizQuestion (quizId, position, infinitive, tense, person, answer, correctForm, points, date) "
                "SELECT ?, position, infinitive, tense, person, answer, correctForm, points, "
                "strftime('%Y-%m-%dT%H:%M:%SZ', date, ?) FROM quizQuestion WHERE quizId = ?",
                (cur.lastrowid, f"-{days} days", quiz))
    # The infinitives only: `verbs` prints each with its English gloss.
    verbs = json.loads(subprocess.run([conjugar, "verbs", "--json"], check=True, capture_output=True,
                                      text=True).stdout)
    tenses = ["presenteDeIndicativo", "preterito", "imperfectoDeIndicativo", "futuroDeIndicativo", "condicional",
              "presenteDeSubjuntivo", "imperfectoDeSubjuntivo1", "perfectoDeIndicativo"]
    persons = ["yo", "tu", "el", "nosotros", "ellos"]
    items = set()
    while len(items) < wanted // 5:
        items.add((random.choice(verbs), random.choice(tenses), random.choice(persons)))
    rows = []
    for verb, tense, person in items:
        days = random.randint(-30, 60)
        rows.append((verb, tense, person, round(random.uniform(0.5, 90), 3), round(random.uniform(1, 10), 3),
                     f"2026-{random.randint(1, 10):02d}-15T10:00:00Z",
                     f"2026-{random.randint(9, 12):02d}-{random.randint(1, 28):02d}T10:00:00Z",
                     random.randint(1, 4), random.randint(1, 9)))
    db.executemany("INSERT OR IGNORE INTO reviewItem (infinitive, tense, person, stability, difficulty, lastReview, "
                   "due, lastRating, reviews) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
answers = db.execute("SELECT count(*) FROM quizQuestion").fetchone()[0]
items = db.execute("SELECT count(*) FROM reviewItem").fetchone()[0]
model = db.execute("SELECT (SELECT count(*) FROM learnerSkill), (SELECT count(*) FROM learnerSkillWeek), "
                   "(SELECT count(*) FROM learnerMistake)").fetchone()
print(f"{database}: {answers} answers in {answers // 50} quizzes, {items} review items; learner model: "
      f"{model[0]} skills, {model[1]} skill-weeks, {model[2]} mistakes ({len(moments)} quizzes saved under faketime)")
