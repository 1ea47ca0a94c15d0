#!/usr/bin/env python3
"""Cross-checks the catalog against an independent conjugator (run by hand, not a test).

    pip install verbecc
    swift build -c release
    python3 tools/crosscheck.py [--binary .build/release/conjugar] [--from VERB] [--all] [verb ...] > disagreements.txt

A disagreement judged in tools/catalog/crosscheck-verdicts.txt (verb | verdict |
why | the disagreement exactly as printed) is not printed again unless --all is
given or the disagreement changed: a run lists only what nobody has judged.

For every catalog verb (or the verbs given) it compares conjugar's primary form
with verbecc's forms in the simple tenses, the gerundio and the participio, and
prints one line per verb that disagrees: the verb, whether verbecc knows it or
only predicts it ("predicted": a guess from its model, weaker evidence), and
each differing form as tense.person conjugar≠verbecc. A disagreement is a
question to judge by hand, not a bug: docs/catalog.md records the verdicts.
verbecc is never a source of the catalog's data.
"""
import argparse
import json
import logging
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

TENSES = {
    "presenteDeIndicativo": ("indicativo", "presente"),
    "preterito": ("indicativo", "pretérito-perfecto-simple"),
    "imperfectoDeIndicativo": ("indicativo", "pretérito-imperfecto"),
    "futuroDeIndicativo": ("indicativo", "futuro"),
    "condicional": ("condicional", "presente"),
    "presenteDeSubjuntivo": ("subjuntivo", "presente"),
    "imperfectoDeSubjuntivo1": ("subjuntivo", "pretérito-imperfecto-1"),
    "imperativoPositivo": ("imperativo", "afirmativo"),
}
PRONOUNS = {"yo": "yo", "tú": "tu", "vos": "vos", "él": "el", "usted": "el", "nosotros": "nosotros",
            "vosotros": "vosotros", "ellos": "ellos", "ustedes": "ellos"}


def catalog_verbs():
    verbs = []
    for line in open(os.path.join(ROOT, "Resources", "verbs.txt"), encoding="utf-8"):
        if line.strip() and not line.startswith("#"):
            verbs.append(line.split("|")[0].strip())
    return verbs


def verdicts():
    """verb -> the disagreement already judged (tools/catalog/crosscheck-verdicts.txt)."""
    path = os.path.join(ROOT, "tools", "catalog", "crosscheck-verdicts.txt")
    judged = {}
    if os.path.exists(path):
        for line in open(path, encoding="utf-8"):
            if line.startswith("#") or not line.strip():
                continue
            fields = [f.strip() for f in line.rstrip("\n").split(" | ", 3)]
            if len(fields) == 4:
                judged[fields[0]] = fields[3]
    return judged


def conjugar(binary, verbs):
    out = {}
    for i in range(0, len(verbs), 500):
        chunk = verbs[i:i + 500]
        result = subprocess.run([binary, "conjugate", *chunk, "--json"], capture_output=True, text=True)
        for verb in json.loads(result.stdout or "[]"):
            out[verb["infinitive"]] = verb
    return out


def verbecc_forms(conjugator, verb):
    data = json.loads(conjugator.conjugate(verb).to_json())
    moods = data["moods"]
    forms = {}
    for key, (mood, tense) in TENSES.items():
        for entry in moods.get(mood, {}).get(tense, []):
            person = PRONOUNS.get(entry.get("pr", ""))
            if not person:
                continue
            words = set()
            for c in entry.get("c", []):
                parts = c.split(" ")
                if parts and parts[0] in PRONOUNS or parts[0] == "no":
                    parts = [p for p in parts if p not in PRONOUNS]
                words.add(" ".join(parts))
            forms.setdefault((key, person), set()).update(words)
    for key, mood in [("gerundio", "gerundio"), ("participio", "participo")]:
        forms[(key, None)] = {c for entry in moods.get(mood, {}).get(mood, []) for c in entry.get("c", [])}
    return forms, data["verb"].get("predicted", False)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "release", "conjugar"))
    parser.add_argument("--from", dest="start", help="only catalog verbs from this one on (code-point order)")
    parser.add_argument("--all", action="store_true", help="print judged disagreements too")
    parser.add_argument("verbs", nargs="*")
    args = parser.parse_args()
    judged = verdicts()
    logging.disable(logging.CRITICAL)
    from verbecc import CompleteConjugator
    conjugator = CompleteConjugator(lang="es")
    verbs = [v for v in (args.verbs or catalog_verbs()) if not v.endswith("se")]
    if args.start:
        verbs = [v for v in verbs if v >= args.start]
    ours = conjugar(args.binary, verbs)
    total = disagreeing = 0
    for verb in verbs:
        if verb not in ours:
            print(f"{verb}: conjugar refused it")
            continue
        try:
            theirs, predicted = verbecc_forms(conjugator, verb)
        except Exception as error:  # verbecc fails on some verbs: say so, go on
            failure = f"verbecc failed ({type(error).__name__})"
            if args.all or judged.get(verb) != failure:
                print(f"{verb}: {failure}", flush=True)
            continue
        total += 1
        mine = ours[verb]
        diffs = []
        for (tense, person), accepted in theirs.items():
            # verbecc gives vos a stressed subjunctive (acordés); conjugar follows the
            # RAE's norm, tú's forms (acuerdes): judged once, not listed again.
            if not accepted or (tense, person) == ("presenteDeSubjuntivo", "vos"):
                continue
            if person is None:
                form = mine.get(tense)
            else:
                form = mine["tenses"].get(tense, {}).get(person)
            if form is None:
                continue
            if form not in accepted and form.replace("ó", "o").replace("é", "e") not in accepted:
                diffs.append(f"{tense}.{person or ''} {form}≠{'/'.join(sorted(accepted))}")
        if diffs:
            disagreeing += 1
            text = f"{' (predicted)' if predicted else ''}: " + "; ".join(sorted(diffs)[:8])
            if args.all or judged.get(verb) != text.split(": ", 1)[1]:
                print(verb + text, flush=True)
    print(f"# {disagreeing} of {total} verbs disagree", file=sys.stderr)


if __name__ == "__main__":
    main()
