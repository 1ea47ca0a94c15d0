#!/usr/bin/env bash
# The test suite's time (README, Tests; target: `swift test --skip-build` under 8 s
# on the 2-core development machine, 20 runs in a row, none failing).
#   bench/tests.sh [RUNS]        RUNS defaults to 20
# Run after `swift build --build-tests`, with the PostgreSQL test cluster running
# and CONJUGAR_TEST_PG_URL set (README, For a class), as .ci/run does. One run first,
# not counted: the first `swift test` after a build has SwiftPM plan the build again
# (about 1.5 s, "[0/1] Planning build"). For each run: its wall time, the CPU of
# swift test and all it started, the whole machine's busy CPU meanwhile (the
# difference is PostgreSQL and anything else running), idle CPU, the one-minute
# load at its start, and whether it passed. Logs in bench/out/tests-N.log.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20}
out=bench/out
mkdir -p "$out"
[ -n "${CONJUGAR_TEST_PG_URL:-}" ] || echo "note: CONJUGAR_TEST_PG_URL unset: the class board's server tests are skipped"

busy() { awk '/^cpu /{print $2+$3+$4+$7+$8+$9, $5+$6}' /proc/stat; }
one() {  # one run: prints "wall cpu busy idle load status"
  local log=$1 load b0 i0 b1 i1 status
  load=$(cut -d' ' -f1 /proc/loadavg)
  read -r b0 i0 < <(busy)
  status=passed
  /usr/bin/time -f "%e %U %S" -o "$out/tests-time" swift test --skip-build >"$log" 2>&1 || status=FAILED
  read -r b1 i1 < <(busy)
  read -r wall user sys < <(tail -1 "$out/tests-time")
  local ticks
  ticks=$(getconf CLK_TCK)
  echo "$wall $(echo "$user + $sys" | bc) $(echo "scale=2; ($b1 - $b0) / $ticks" | bc) \
$(echo "scale=2; ($i1 - $i0) / $ticks" | bc) $load $status"
}

one "$out/tests-0.log" >/dev/null
printf "%4s %7s %7s %9s %7s %5s %s\n" run wall cpu "machine" idle load result
results=()
for n in $(seq 1 "$runs"); do
  line=$(one "$out/tests-$n.log")
  results+=("$line")
  read -r wall cpu machine idle load status <<<"$line"
  printf "%4d %6ss %6ss %8ss %6ss %5s %s\n" "$n" "$wall" "$cpu" "$machine" "$idle" "$load" "$status"
done
printf "%s\n" "${results[@]}" | python3 -c '
import statistics, sys
rows = [line.split() for line in sys.stdin if line.strip()]
wall = [float(r[0]) for r in rows]
cpu = [float(r[1]) for r in rows]
machine = [float(r[2]) for r in rows]
load = [float(r[4]) for r in rows]
failed = sum(r[5] != "passed" for r in rows)
print(f"{len(rows)} runs, {failed} failed; wall median {statistics.median(wall):.2f} s, "
      f"fastest {min(wall):.2f} s, slowest {max(wall):.2f} s; CPU {statistics.mean(cpu):.2f} s "
      f"per run (the machine {statistics.mean(machine):.2f} s); load at start "
      f"{min(load):.2f} to {max(load):.2f}, mean {statistics.mean(load):.2f}")
'
