#!/usr/bin/env python3
"""Lists the catalog verbs that could belong to a stem-change, accent or
irregular-base family by their shape but are marked regular, and that
tools/catalog/family-decisions.txt has not decided yet.

Run by hand: python3 tools/catalog/families.py        (prints only new candidates)
             python3 tools/catalog/families.py --all  (every candidate, decided or not)

A decision is written twice: in Resources/verbs.txt (the features) and in
family-decisions.txt (verb | features or "regular" | why), so a later run,
after new verbs are added, shows only what nobody has judged.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CATALOG = os.path.join(ROOT, "Resources", "verbs.txt")
DECISIONS = os.path.join(HERE, "family-decisions.txt")

# Endings whose verbs may carry a stem change (ie, ue), an accent (í, ú) or zc.
SHAPES = """entar ensar ernar ertar endar egar elar erdar estar ezar errar emblar
olar onar ordar ostar ollar ontrar olgar ozar oldar ornar ostrar ovar
iar uar aular aullar ehuir ahuir ehusar eunir ainar aizar eizar ahijar ebrar orcar
scer acer""".split()


def catalog():
    verbs = {}
    for line in open(CATALOG, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        fields = [f.strip() for f in line.rstrip("\n").split("|")]
        features = (fields[2] if len(fields) > 2 else "").split()
        verbs[fields[0]] = [f for f in features if not f.startswith("rank=")]
    return verbs


def decisions():
    decided = {}
    if os.path.exists(DECISIONS):
        for line in open(DECISIONS, encoding="utf-8"):
            if line.startswith("#") or not line.strip():
                continue
            verb, decision, *_ = [f.strip() for f in line.split("|")]
            decided[verb] = decision
    return decided


def candidates(verbs):
    """(verb, why) for every regular catalog verb with a family's shape or
    ending in an irregular catalog verb (a compound written without like=)."""
    irregular = {v: f for v, f in verbs.items() if f and "noprefix" not in f and not v.endswith("se")}
    found = []
    for verb, features in sorted(verbs.items()):
        if features or verb.endswith("se"):
            continue
        shape = next((s for s in SHAPES if verb.endswith(s)), None)
        base = max((b for b in irregular if verb.endswith(b) and verb != b and len(b) >= 4), key=len, default=None)
        if base:
            found.append((verb, "ends in irregular " + base))
        elif shape:
            found.append((verb, "-" + shape))
    return found


def main():
    verbs = catalog()
    decided = decisions()
    show_all = "--all" in sys.argv
    new = 0
    for verb, why in candidates(verbs):
        if verb in decided and not show_all:
            continue
        new += verb not in decided
        print(f"{verb}\t{why}\t{decided.get(verb, 'UNDECIDED')}")
    # A decision with features the catalog line no longer carries.
    for verb, decision in sorted(decided.items()):
        if decision != "regular" and verb in verbs and not all(t in verbs[verb] for t in decision.split()):
            print(f"{verb}\tdecided {decision!r} but the catalog says {' '.join(verbs[verb]) or 'regular'}")
            new += 1
    print(f"{new} undecided", file=sys.stderr)
    return 1 if new else 0


if __name__ == "__main__":
    sys.exit(main())
