#!/usr/bin/env python3
"""Forms for bench/identify.sh, drawn with a fixed seed from what `conjugate --all
--json` prints (argv[1], the conjugar binary), written to argv[2]:

  known-1k.txt, known-10k.txt, known-100k.txt, known-1m.txt   one-word forms of
      catalog verbs, one a line, drawn with replacement from every printed form;
  unknown-10k.txt   words that are no form: a known form with its last letter
      doubled (tuvee, hablann), the kind of slip identify answers with the
      closest forms.
"""
import json
import os
import random
import subprocess
import sys

binary, out = sys.argv[1], sys.argv[2]
random.seed(44)
data = json.loads(subprocess.run([binary, "conjugate", "--all", "--json"], capture_output=True, check=True).stdout)
forms = []
for verb in data:
    for persons in verb["tenses"].values():
        forms += [f for f in persons.values() if f and " " not in f]
    forms += [verb["gerundio"], verb["participio"]]
every = set(forms)
for name, count in [("known-1k", 1_000), ("known-10k", 10_000), ("known-100k", 100_000), ("known-1m", 1_000_000)]:
    with open(os.path.join(out, name + ".txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(random.choice(forms) for _ in range(count)) + "\n")
unknown = []
while len(unknown) < 10_000:
    word = random.choice(forms)
    word += word[-1]
    if word not in every:
        unknown.append(word)
with open(os.path.join(out, "unknown-10k.txt"), "w", encoding="utf-8") as f:
    f.write("\n".join(unknown) + "\n")
