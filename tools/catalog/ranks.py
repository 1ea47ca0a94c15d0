#!/usr/bin/env python3
"""Recompute the catalog's frequency ranks in place (Resources/verbs.txt).

The same rule as tools/catalog/grow.py: the PyPI package wordfreq (Spanish,
`zipf_frequency` of the infinitive as written in the catalog), rank 1 = the most
frequent; ties by code point; a verb wordfreq does not know (zipf 0) has no rank.
Only the `rank=N` tokens change: every other feature, gloss and comment stays.

    python3 -m venv bench/.venv-lemmas && bench/.venv-lemmas/bin/pip install wordfreq
    bench/.venv-lemmas/bin/python tools/catalog/ranks.py
"""
import importlib.metadata
import os
import sys

import wordfreq

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CATALOG = os.path.join(ROOT, "Resources", "verbs.txt")


def main():
    lines = open(CATALOG, encoding="utf-8").read().split("\n")
    verbs = [line.split("|")[0].strip() for line in lines if line.strip() and not line.startswith("#")]
    freq = {v: wordfreq.zipf_frequency(v, "es") for v in verbs}
    ranked = sorted((v for v in verbs if freq[v] > 0), key=lambda v: (-freq[v], v))
    rank = {v: i + 1 for i, v in enumerate(ranked)}
    out = []
    for line in lines:
        if not line.strip() or line.startswith("#"):
            out.append(line)
            continue
        parts = [p.strip() for p in line.split("|")]
        verb, gloss = parts[0], parts[1] if len(parts) > 1 else ""
        feats = [t for t in (parts[2].split() if len(parts) > 2 else []) if not t.startswith("rank=")]
        if verb in rank:
            feats.append(f"rank={rank[verb]}")
        out.append(f"{verb} | {gloss}" + (" | " + " ".join(feats) if feats else ""))
    with open(CATALOG, "w", encoding="utf-8") as f:
        f.write("\n".join(out))
    print(f"{len(verbs)} verbs, {len(ranked)} ranked (wordfreq {importlib.metadata.version('wordfreq')})", file=sys.stderr)


if __name__ == "__main__":
    main()
