#!/usr/bin/env python3
"""Draws round 3's reading sample (issue 43): 100 context sentences, none of first.txt's 191.

Run from the package root: python3 Tests/ConjugarCoreTests/Fixtures/context-audit/reading-round3-sample.py
Seed 20261208 (the day of the reading). Python's random.Random(int).sample is stable across 3.x.
"""
import glob
import random
import re

SEED = 20261208
ids = sorted(
  m.group(1)
  for path in glob.glob("Resources/context/*.txt")
  for m in re.finditer(r"^id: (\S+)", open(path, encoding="utf-8").read(), re.M)
)
first = set(re.findall(r"^id: (\S+)", open(
  "Tests/ConjugarCoreTests/Fixtures/context-audit/first.txt", encoding="utf-8").read(), re.M))
pool = [i for i in ids if i not in first]
assert len(ids) == 929 and len(first) == 191 and len(pool) == 738, (len(ids), len(first), len(pool))
for i in sorted(random.Random(SEED).sample(pool, 100)):
  print(i)
