#!/usr/bin/env bash
# Persistence benchmarks (docs/persistence.md): recording a finished quiz, and
# twenty processes finishing quizzes on one database file at the same moment.
# Needs hyperfine and python3. Called by bench/run.sh with the release binary;
# alone (bench/db.sh), it builds it as bench/run.sh does.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/release.sh
bin=${1:-$(bench_binary)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
db=$tmp/bench.sqlite

echo "== recording a finished quiz: quiz row, 50 question rows and the quizCompleted"
echo "   event in one transaction, synchronous=FULL (target: under 5 ms)"
"$bin" record-sample --count 1000 --database "$db"
"$bin" record-sample --count 1000 --database "$db"
echo "-- the same, one quiz per process (start-up, opening checks and exit included)"
hyperfine -N --warmup 5 --runs 50 "$bin record-sample --database $db" 2>&1 | grep -E 'Time|Range'

echo
echo "== twenty processes finishing a whole quiz on one new file at once (target: within 1 s)"
for seed in $(seq 20); do
  "$bin" quiz --list-questions --json --seed "$seed" --database "$tmp/list.sqlite" >"$tmp/q$seed.json"
  python3 bench/answers.py "$bin" <"$tmp/q$seed.json" >"$tmp/in$seed"
done
shared=$tmp/shared.sqlite
echo "-- on a new file (each process also stores the default settings it reads)"
hyperfine --warmup 1 --runs 10 --prepare "rm -f $shared $shared-wal $shared-shm" \
  "bench/finishers.sh $bin $shared $tmp" 2>&1 | grep -E 'Time|Range'
rm -f "$shared" "$shared-wal" "$shared-shm"
bench/finishers.sh "$bin" "$shared" "$tmp"
echo "scores kept: $("$bin" leaderboard --json --limit 100 --database "$shared" \
  | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))') of 20"
echo "-- on a file in use (settings stored, a history of 1000 quizzes)"
"$bin" record-sample --count 1000 --database "$shared" >/dev/null
hyperfine --warmup 1 --runs 10 "bench/finishers.sh $bin $shared $tmp" 2>&1 | grep -E 'Time|Range'
echo "-- baseline: the same twenty in the uiTest World, which has no database"
hyperfine --warmup 1 --runs 10 "bench/finishers.sh $bin $shared $tmp enable-ui-testing" 2>&1 \
  | grep -E 'Time|Range'
