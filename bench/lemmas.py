#!/usr/bin/env python3
"""The held-out lemma check (issue 44): does `conjugar identify` find the verb an
independent lemma table gives for a form?

The table is spaCy's Spanish lemma lookup (PyPI spacy-lookups-data,
es_lemma_lookup.json), installed in a venv under bench/ (gitignored):

    python3 -m venv bench/.venv-lemmas
    bench/.venv-lemmas/bin/pip install spacy-lookups-data
    bench/.venv-lemmas/bin/python bench/lemmas.py CONJUGAR [--part dev|held-out] [--count N]

A pair (form, lemma) counts when its lemma is a verb by the table itself: the table
maps a gerundio of it (lemma's stem + -ando, -iendo or -yendo) to it, so nouns
such as lugar or mujer are not verbs here. The pairs are split once, by a hash of
the form, into a development part (nine tenths) and a held-out part (one tenth),
which is looked at only when the catalog's work is done. `--count` pairs of the
part are drawn with a fixed seed; each form goes to `identify --json` on standard
input, and a pair is right when a reading's infinitive, without a pronominal -se,
is the lemma. Prints the share right and writes the misses (form, lemma, what
identify read) to bench/out/lemmas-PART.tsv for judging.
"""
import argparse
import gzip
import hashlib
import json
import os
import random
import subprocess
import sys

import spacy_lookups_data

HERE = os.path.dirname(os.path.abspath(__file__))


def table():
    path = os.path.join(os.path.dirname(spacy_lookups_data.__file__), "data", "es_lemma_lookup.json.gz")
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return json.load(f)


def part_of(form):
    """'held-out' for one form in ten, by a hash no catalog work looks at."""
    return "held-out" if hashlib.sha256(("lemmas44:" + form).encode()).digest()[0] < 26 else "dev"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("conjugar")
    parser.add_argument("--part", choices=["dev", "held-out"], default="dev")
    parser.add_argument("--count", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=44)
    args = parser.parse_args()

    lemmas = table()
    verbs = {
        lemma
        for form, lemma in lemmas.items()
        if lemma.endswith(("ar", "er", "ir", "ír")) and form.endswith(("ando", "iendo", "yendo"))
    }
    pairs = sorted((f, l) for f, l in lemmas.items() if l in verbs and " " not in f and part_of(f) == args.part)
    random.seed(args.seed)
    sample = random.sample(pairs, min(args.count, len(pairs)))
    text = "".join(form + "\n" for form, _ in sample)
    out = subprocess.run(
        [args.conjugar, "identify", "--json"], input=text.encode(), capture_output=True, check=False
    ).stdout.decode()
    answers = [json.loads(line) for line in out.splitlines() if line.strip()]
    if len(answers) != len(sample):
        sys.exit(f"identify answered {len(answers)} lines for {len(sample)} forms")
    right = 0
    misses = []
    for (form, lemma), answer in zip(sample, answers):
        read = []
        for r in answer["readings"]:
            name = r["infinitive"]
            if name.endswith("se") and name[:-2].endswith(("ar", "er", "ir", "ír")):
                name = name[:-2]
            read.append(name)
        if lemma in read:
            right += 1
        else:
            misses.append((form, lemma, ",".join(sorted(set(read))) or "-"))
    os.makedirs(os.path.join(HERE, "out"), exist_ok=True)
    with open(os.path.join(HERE, "out", f"lemmas-{args.part}.tsv"), "w", encoding="utf-8") as f:
        for miss in misses:
            f.write("\t".join(miss) + "\n")
    print(
        f"{args.part}: {len(pairs)} pairs whose lemma is a verb; {len(sample)} drawn (seed {args.seed}); "
        f"right {right} = {100 * right / len(sample):.2f} %; misses in bench/out/lemmas-{args.part}.tsv"
    )


if __name__ == "__main__":
    main()
