#!/usr/bin/env bash
# The speed, size and memory budgets of docs/performance.md, measured as the
# learner meets them: the release binary (bench/release.sh), a hello world built
# with the same flags, learners' databases of 100,000 and 1,000,000 answers
# (bench/history.py). hyperfine reports the median of RUNS runs (default 30) after
# 3 warm-up runs; every command runs alone, like with like.
#   bench/budgets.sh            # needs hyperfine, python3, /usr/bin/time
# Prints one line a budget: the figure, the budget, and ok or OVER.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/release.sh
runs=${RUNS:-30}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
conjugar=$(release_binary)
hello_binary "$work/hello"
export HOME="$work/home"
mkdir -p "$HOME"

median_ms() {  # median_ms NAME COMMAND… : hyperfine's median in ms
  hyperfine -N --warmup 3 --runs "$runs" --export-json "$work/h.json" "$*" >/dev/null 2>&1 \
    || hyperfine --warmup 3 --runs "$runs" --export-json "$work/h.json" "$*" >/dev/null
  python3 -c "import json; print('%.2f' % (json.load(open('$work/h.json'))['results'][0]['median'] * 1000))"
}
peak_mib() {  # peak_mib COMMAND… : the process's peak resident memory
  /usr/bin/time -f %M "$@" 2>&1 >/dev/null </dev/null | tail -1 | awk '{printf "%.1f", $1 / 1024}'
}
report() {  # report WHAT FIGURE BUDGET UNIT [min] (figure <= budget is ok; with min, >=)
  local verdict
  if [ "${5:-}" = min ]; then
    verdict=$(python3 -c "print('ok' if $2 >= $3 else 'UNDER')")
  else
    verdict=$(python3 -c "print('ok' if $2 <= $3 else 'OVER')")
  fi
  printf '%-52s %10s %-5s budget %s %s  %s\n' "$1" "$2" "$4" "$3" "$4" "$verdict"
}

echo "machine: $(nproc) cores, $(uname -r); load $(cut -d' ' -f1-3 /proc/loadavg); $runs runs each"
python3 bench/history.py "$conjugar" "$work/100k.sqlite" 100000
python3 bench/history.py "$conjugar" "$work/1m.sqlite" 1000000

hello=$(median_ms "$work/hello")
report "hello world (baseline)" "$hello" 1000 ms
first=$(median_ms "$conjugar quiz --database $work/fresh.sqlite")
report "first question, fresh database" "$first" "$(python3 -c "print(round(3 * $hello, 2))")" ms
table=$(median_ms "$conjugar conjugate tener")
report "conjugate tener" "$table" "$(python3 -c "print(round(3 * $hello, 2))")" ms
report "first question, 100k answers" "$(median_ms "$conjugar quiz --database $work/100k.sqlite")" 10 ms
report "conjugate tener, 100k answers" \
  "$(median_ms "$conjugar conjugate tener --database $work/100k.sqlite")" 10 ms
report "review --status, 100k answers" \
  "$(median_ms "$conjugar review --status --database $work/100k.sqlite")" 30 ms
report "stats, 100k answers" "$(median_ms "$conjugar stats --database $work/100k.sqlite")" 100 ms
report "history, 100k answers" "$(median_ms "$conjugar history --database $work/100k.sqlite")" 200 ms
report "export --anki, 100k answers" \
  "$(median_ms "$conjugar export --anki --output $work/deck.txt --database $work/100k.sqlite")" 200 ms

# A quiz's save: a whole scripted quiz on the 100k database, less the same quiz on
# a fresh one; what remains is what the history's size adds to the save.
"$conjugar" quiz --list-questions --json --seed 1 --database "$work/fresh.sqlite" \
  | python3 bench/answers.py "$conjugar" > "$work/answers.txt"
cp "$work/100k.sqlite" "$work/save.sqlite"
whole_fresh=$(median_ms "sh -c '$conjugar quiz --seed 1 --database $work/fresh2.sqlite < $work/answers.txt'")
whole_100k=$(median_ms "sh -c '$conjugar quiz --seed 1 --database $work/save.sqlite < $work/answers.txt'")
report "quiz save, added by 100k answers" "$(python3 -c "print(round(max(0, $whole_100k - $whole_fresh), 2))")" 5 ms
report "whole scripted quiz, 100k answers" "$whole_100k" 1000 ms

report "stats, 1M answers" "$(median_ms "$conjugar stats --database $work/1m.sqlite")" 1000 ms
report "review --status, 1M answers" "$(median_ms "$conjugar review --status --database $work/1m.sqlite")" 1000 ms
report "export --anki, 1M answers" \
  "$(RUNS=5 median_ms "$conjugar export --anki --output $work/deck.txt --database $work/1m.sqlite")" 5000 ms
# history --json writes as it reads: every quiz of the 1M history, its first
# bytes at once, in little memory.
report "history --json --limit 100000, 1M answers" \
  "$(RUNS=5 median_ms "$conjugar history --json --limit 100000 --database $work/1m.sqlite")" 10000 ms
report "first bytes of history --json --limit 100000, 1M answers" "$(python3 -c "
import subprocess, sys, time
start = time.monotonic()
process = subprocess.Popen(sys.argv[1:], stdout=subprocess.PIPE)
process.stdout.read(1)
print('%.2f' % ((time.monotonic() - start) * 1000))
process.kill()" "$conjugar" history --json --limit 100000 --database "$work/1m.sqlite")" 100 ms
for command in stats "review --status" review "review --list-questions --json" "history --json --limit 100000" \
  "history --limit 100000" "export --anki --output $work/deck.txt"; do
  report "peak memory: $command, 1M answers" \
    "$(peak_mib $conjugar $command --database "$work/1m.sqlite")" 64 MiB
done
report "peak memory: scripted quiz" "$(/usr/bin/time -f %M "$conjugar" quiz --seed 1 --database "$work/mem.sqlite" \
  < "$work/answers.txt" 2>&1 >/dev/null | tail -1 | awk '{printf "%.1f", $1 / 1024}')" 30 MiB

# Every form of every catalog verb, as JSON: `conjugate --all`. The same list given
# as 9,673 arguments costs the argument parser seconds (its cost grows with the
# square of the number of arguments), so that line is shown beside it, not budgeted.
all=$(median_ms "sh -c '$conjugar conjugate --all --json > /dev/null'")
forms=$("$conjugar" conjugate --all --json | python3 -c "
import json, sys
n = 0
for v in json.load(sys.stdin):
    n += 2 + sum(len(p) for p in v['tenses'].values())
print(n)")
report "forms a second (conjugate --all --json), M" \
  "$(python3 -c "print(round($forms / ($all / 1000) / 1e6, 2))")" 5 M/s min
# The infinitives alone (`verbs` prints each with its English gloss).
"$conjugar" verbs --json | python3 -c "import json, sys; print('\\n'.join(json.load(sys.stdin)))" > "$work/verbs.txt"
listed=$(runs=3 median_ms "sh -c '$conjugar conjugate \$(cat $work/verbs.txt) --json > /dev/null'")
printf '%-52s %10s M/s   (not budgeted: the argument parser)\n' \
  "forms a second, $(wc -l < "$work/verbs.txt") infinitives as arguments" \
  "$(python3 -c "print(round($forms / ($listed / 1000) / 1e6, 2))")"
report "binary size" "$(python3 -c "print(round($(stat -c %s "$conjugar") / 1e6, 1))")" 35 MB
