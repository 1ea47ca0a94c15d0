#!/usr/bin/env python3
"""Simulated learners playing `conjugar today` once a day (issue 34; docs/learning.md).

    bench/learners.py CONJUGAR [DAYS] [SWITCH_DAY] [LEARNER…]

Each learner answers every item right (the first accepted answer of
`today --list-questions --json`) except where its one systematic error applies:

  always-right        none
  subjunctive         the presente de indicativo where the presente de subjuntivo is asked
  stem-change         the regular stem where a stem change is due (pienso -> penso)
  preterito-context   the preterito where a context sentence takes only the imperfecto
  ra-se-pluperfect    the -ra and -se pluscuamperfecto de subjuntivo mixed: the -se form where
                      the -ra one is asked and the reverse (hubiese hablado for hubiera hablado;
                      right for the grader, which notes the other form)
  simple-for-compound the -ra/-se imperfecto de subjuntivo where the -ra/-se pluscuamperfecto
                      is due (hablara for hubiera hablado)
  no-pronoun          a pronominal verb without its pronoun (acuerdo for me acuerdo)

From SWITCH_DAY (default 8) on, every learner is always right. Each day: list the
session with --seed DAY, measure the share of items where the error applies, play
the session with the same seed, read `progress --json`, then move every stored
date one day back (the simulated clock: the next day's `now` is a day later for
the history). Prints one row a learner: the day its diagnosis first appeared, the
share on days 1, 5, SWITCH_DAY + 2 and the last (in brackets the part of it chosen
for the weak skill: reason weak or diagnosis; the rest is due reviews and new
items), and the day it cleared after the switch."""
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import unicodedata

conjugar = sys.argv[1]
days = int(sys.argv[2]) if len(sys.argv) > 2 else 14
switch = int(sys.argv[3]) if len(sys.argv) > 3 else 8
chosen = sys.argv[4:]

PATTERNS = {
    "always-right": None,
    "subjunctive": "indicative-for-subjunctive",
    "stem-change": "missed-stem-change",
    "preterito-context": "preterito-for-imperfecto",
    "ra-se-pluperfect": "ra-se-swapped",
    "simple-for-compound": "simple-for-compound-subjunctive",
    "no-pronoun": "lost-pronoun",
}
STEM = {"e-ie", "o-ue", "u-ue", "i-ie", "e-i", "o-u"}
PRONOUNS = {"me", "te", "se", "nos", "os"}
TWIN = {"pluscuamperfectoDeSubjuntivo1": "pluscuamperfectoDeSubjuntivo2",
        "pluscuamperfectoDeSubjuntivo2": "pluscuamperfectoDeSubjuntivo1"}
tables = {}


def run(args, home, stdin=""):
    env = dict(os.environ, HOME=home, LANG="C.UTF-8")
    done = subprocess.run([conjugar, *args], input=stdin, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        sys.exit(f"conjugar {' '.join(args)}: {done.stderr.strip()}")
    return done.stdout


def form(infinitive, tense, person):
    if infinitive not in tables:
        tables[infinitive] = json.loads(run(["conjugate", infinitive, "--json"], "/nonexistent"))[0]
    table = tables[infinitive]
    return table[tense] if person is None else table["tenses"][tense].get(person)


def plain(text):
    return "".join(c for c in unicodedata.normalize("NFD", text) if unicodedata.category(c) != "Mn")


def regular(item):
    """The answer with its verb built on the regular stem, from hablar, comer, vivir."""
    tense = item.get("tense") or item["tenses"][0]
    infinitive = item["infinitive"]
    base = infinitive[:-2] if infinitive.endswith("se") else infinitive
    model = {"ar": "hablar", "er": "comer", "ir": "vivir"}.get(base[-2:])
    model_form = model and form(model, tense, item["person"])
    if not model_form:
        return None
    verb = base[:-2] + model_form.split(" ")[-1][len(model) - 2:]
    words = item["answers"][0].split(" ")
    return " ".join(words[:-1] + [verb])


def answer(learner, item):
    right = item["answers"][0]
    tenses = [item["tense"]] if item["kind"] == "form" else item["tenses"]
    person = item["person"]
    if learner == "subjunctive" and tenses == ["presenteDeSubjuntivo"] and person:
        return form(item["infinitive"], "presenteDeIndicativo", person) or right
    if learner == "stem-change" and STEM & {s.split(":")[1] for s in item["skills"] if s.startswith("family:")}:
        return regular(item) or right
    if learner == "preterito-context" and item["kind"] == "context" and tenses == ["imperfectoDeIndicativo"]:
        return form(item["infinitive"], "preterito", person) or right
    if learner == "ra-se-pluperfect" and item["kind"] == "form" and item["tense"] in TWIN:
        return form(item["infinitive"], TWIN[item["tense"]], person) or right
    if learner == "simple-for-compound" and set(tenses) <= {"pluscuamperfectoDeSubjuntivo1", "pluscuamperfectoDeSubjuntivo2"}:
        return form(item["infinitive"], "imperfectoDeSubjuntivo1", person) or right
    if learner == "no-pronoun" and item["infinitive"].endswith("se"):
        words = [w for w in right.split(" ") if w not in PRONOUNS]
        if len(words) < len(right.split(" ")):
            return " ".join(words)
        for pronoun in ["nos", "os", "me", "te", "se"]:
            if right.endswith(pronoun):
                return plain(right[: -len(pronoun)])
    return right


def shift_one_day(database):
    """Every stored date a day earlier: for conjugar, a day has passed."""
    db = sqlite3.connect(database)
    back = "strftime('%Y-%m-%dT%H:%M:%SZ', {0}, '-1 day')"
    with db:
        for table, columns in [("quiz", ["date"]), ("quizQuestion", ["date"]), ("reviewItem", ["lastReview", "due"]),
                               ("contextReviewItem", ["lastReview", "due"]), ("learnerSkill", ["lastPractised"]),
                               ("learnerMistake", ["date"])]:
            db.execute(f"UPDATE {table} SET " + ", ".join(f"{c} = {back.format(c)}" for c in columns))
        db.execute("UPDATE learnerSkillWeek SET week = date(week, '-1 day')")
    db.close()


def simulate(learner):
    home = tempfile.mkdtemp(prefix="learner-")
    database = os.path.join(home, "c.sqlite")
    base = ["--database", database]
    row = {"learner": learner, "diagnosed": None, "shares": [], "targeted": [], "cleared": None, "others": set()}
    try:
        for day in range(1, days + 1):
            policy = learner if day < switch else "always-right"
            seed = ["--seed", str(day)]
            items = json.loads(run(["today", "--list-questions", "--json", *seed, *base], home))
            wrong = [answer(policy if policy != "always-right" else learner, i) != i["answers"][0] for i in items]
            row["shares"].append(sum(wrong) / max(1, len(items)))
            # The part of it chosen for the weak skill (not due reviews or new items).
            row["targeted"].append(sum(w and i["reason"] in ("weak", "diagnosis") for i, w in zip(items, wrong))
                                   / max(1, len(items)))
            answers = [answer(policy, i) for i in items]
            run(["today", *seed, *base], home, "\n".join(answers) + "\n")
            found = {d["pattern"] for d in json.loads(run(["progress", "--json", *base], home))["diagnoses"]}
            wanted = PATTERNS[learner]
            row["others"] |= found - {wanted}
            if wanted in found and row["diagnosed"] is None:
                row["diagnosed"] = day
            if day >= switch and row["diagnosed"] and wanted not in found and row["cleared"] is None:
                row["cleared"] = day
            shift_one_day(database)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    return row


after = min(days, switch + 2)
print(f"{'learner':20} {'diagnosed on day':>16} {'share day 1':>11} {'share day 5':>11} {'share day ' + str(after):>12} "
      f"{'share day ' + str(days):>12} {'cleared on day':>14}  other diagnoses", flush=True)
for learner in chosen or PATTERNS:
    r = simulate(learner)
    s, t = r["shares"], r["targeted"]

    def share(day):
        return f"{s[day - 1]:.0%} ({t[day - 1]:.0%})"

    print(f"{learner:20} {str(r['diagnosed'] or '-'):>16} {share(1):>11} {share(5):>11} {share(after):>12} "
          f"{share(days):>12} {str(r['cleared'] or '-'):>14}  {', '.join(sorted(r['others'])) or '-'}", flush=True)
