"""Right answers, one a line, for the questions `conjugar quiz --list-questions --json`
prints on standard input; the forms come from `conjugar conjugate --json` (argv[1])."""
import json
import subprocess
import sys

questions = json.load(sys.stdin)
verbs = sorted({q["infinitive"] for q in questions})
tables = json.loads(subprocess.run([sys.argv[1], "conjugate", *verbs, "--json"],
                                   check=True, capture_output=True, text=True).stdout)
forms = {t["infinitive"]: t for t in tables}
for q in questions:
    table = forms[q["infinitive"]]
    tense = q["tense"]
    print(table[tense] if q["person"] is None else table["tenses"][tense][q["person"]])
