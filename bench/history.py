#!/usr/bin/env python3
"""A learner's long history, for the budgets in docs/performance.md.

    bench/history.py CONJUGAR DATABASE ANSWERS

Plays 20 real quizzes with CONJUGAR (device World, --database DATABASE): answers
from the engine's own forms (bench/answers.py) with every fifth one wrong, so the
rows, the review schedule and the leaderboard are what conjugar writes. Then
copies those quizzes, with their questions, with SQL, spread back over five years,
until DATABASE holds ANSWERS answered questions (50 a quiz), and gives the review
schedule one item per distinct (verb, tense, person) such a history would touch:
about a fifth of the answers, on verbs of the catalog. Prints what it made."""
import json
import os
import random
import sqlite3
import subprocess
import sys

conjugar, database, wanted = sys.argv[1], sys.argv[2], int(sys.argv[3])
here = os.path.dirname(os.path.abspath(__file__))
env = dict(os.environ, HOME=os.path.dirname(os.path.abspath(database)) or ".")
if os.path.exists(database):
    sys.exit(f"{database} exists: give a new path")

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
copies = max(0, (wanted - played) // played)
random.seed(1)
with db:
    ids = [row[0] for row in db.execute("SELECT id FROM quiz ORDER BY id")]
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
print(f"{database}: {answers} answers in {answers // 50} quizzes, {items} review items")
