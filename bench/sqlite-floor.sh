#!/usr/bin/env bash
# The floor under every start-up that reads a learner's database (README, Speed):
# bench/sqlite-floor.c, a C program linked with the system's static libsqlite3 as
# conjugar is, timed in one hyperfine run with the Swift hello world the README's
# ratios divide by and with conjugar's quiz on the same database. What SQLite alone
# adds (open, parse the schema, read the settings; then conjugar's launch checks)
# is measured where no Swift runs at all.
#   bench/sqlite-floor.sh            # builds what it needs; BENCH_RUNS (default 300)
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/release.sh
command -v hyperfine >/dev/null || { echo "bench/sqlite-floor.sh needs hyperfine" >&2; exit 2; }
command -v gcc >/dev/null || { echo "bench/sqlite-floor.sh needs gcc" >&2; exit 2; }
runs=${BENCH_RUNS:-300}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
conjugar=$(SCRATCH=.build-release release_binary)
hello_binary "$work/hello"
gcc -O2 -no-pie bench/sqlite-floor.c -o "$work/floor" -Wl,-Bstatic -lsqlite3 -Wl,-Bdynamic -lm -s
install -m 755 "$conjugar" "$work/conjugar"
# A learner's database as bench/startup.py makes it: ten missed practice answers.
home="$work/home"
mkdir "$home"
env -i PATH=/usr/bin:/bin HOME="$home" USER=learner LANG=C.UTF-8 \
  "$work/conjugar" practice --count 10 --seed 1 < <(yes x | head -10) >/dev/null
db="$home/.local/share/conjugar/conjugar.sqlite"
"$work/floor" 2 "$db" >/dev/null
env -i PATH=/usr/bin:/bin HOME="$home" USER=learner LANG=C.UTF-8 \
  hyperfine -N --style none --warmup 20 --runs "$runs" --export-json "$work/floor.json" \
  "$work/hello" "$work/floor 0 $db" "$work/floor 1 $db" "$work/floor 2 $db" "$work/conjugar" \
  >/dev/null 2>&1
python3 - "$work/floor.json" <<'PY'
import json, statistics, sys
results = json.load(open(sys.argv[1]))["results"]
names = ["hello world (Swift, static, as conjugar is linked)", "C: print a line",
         "C: open the database, read the settings", "C: the same inside conjugar's launch checks",
         "conjugar: start to first question, same database"]
median = [statistics.median(r["times"]) * 1000 for r in results]
iqr = [(lambda q: q[2] - q[0])(statistics.quantiles([t * 1000 for t in r["times"]], n=4)) for r in results]
print(f"{'command':52} {'median':>8} {'IQR':>7}  × Swift hello")
for name, m, q in zip(names, median, iqr):
    print(f"{name:52} {m:7.2f}ms {q:6.2f}ms  {m / median[0]:5.2f}×")
print(f"SQLite alone adds {median[2] - median[1]:.2f} ms (settings) and {median[3] - median[1]:.2f} ms "
      f"(with the checks) to a C program: {(median[2] - median[1]) / median[0]:.2f}× and "
      f"{(median[3] - median[1]) / median[0]:.2f}× of the Swift hello world")
PY
