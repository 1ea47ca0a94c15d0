#!/usr/bin/env bash
# Practice and review benchmarks (README, Speed ▸ Practice and review): what a
# schedule update costs per answer, and `review --status` on a history of 1,000
# quizzes. Needs hyperfine. Called by bench/run.sh with the release binary; alone
# (bench/learning.sh), it builds it as bench/run.sh does.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/release.sh
bin=${1:-$(bench_binary)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
db=$tmp/learning.sqlite

echo "== a history of 1,000 Difficult quizzes, each from its own seed, every fourth answer wrong"
"$bin" settings set difficulty Difficult --database "$db" >/dev/null
"$bin" record-sample --count 1000 --vary --database "$db"
echo "schedule: $("$bin" review --status --json --database "$db")"

echo
echo "== updating the review schedule, per answer (target: under 1 ms)"
echo "   (read the item's schedule, FSRS-6, upsert; synchronous=FULL, on that file)"
"$bin" record-sample --schedule-updates 500 --database "$db"

echo
echo "== review --status on that history (target: under 30 ms, start to exit)"
if command -v perf >/dev/null; then
  # CPU time, which a loaded machine does not inflate the way it does elapsed time.
  for db_file in "$db" "$tmp/empty.sqlite"; do
    "$bin" settings --database "$db_file" >/dev/null
    echo "-- $(basename "$db_file"): CPU time (perf stat, 50 runs)"
    perf stat -r 50 "$bin" review --status --database "$db_file" 2>&1 >/dev/null \
      | grep -E 'task-clock|elapsed'
  done
fi
hyperfine -N --warmup 5 --runs 100 \
  "$bin review --status --database $db" \
  "$bin review --status --json --database $db" \
  "$bin review --list-questions --json --database $db" 2>&1 | grep -E 'Benchmark|Time|Range'
