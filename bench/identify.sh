#!/usr/bin/env bash
# identify and conjugate over many forms (issue 44): the release binary
# (bench/release.sh) reading forms from a file on standard input, one a line.
#   bench/identify.sh            # needs hyperfine, python3, /usr/bin/time
# Forms come from bench/identify_forms.py (fixed seed, drawn from `conjugate --all
# --json`). hyperfine reports medians of RUNS runs (default 10) after one warm-up;
# the budgets are those of docs/performance.md. Prints one line a figure.
# With valgrind installed, it also counts the instructions identify executes
# (callgrind, independent of the machine's load) for 1,000 known and 1,000
# unknown forms: the noise-free check of "an unknown form costs at most twice
# a known one". CALLGRIND=0 skips it. CPU=1 reports CPU time (user + system)
# instead of wall time (a loaded machine).
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/release.sh
runs=${RUNS:-10}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
conjugar=$(release_binary)
export HOME="$work/home"
mkdir -p "$HOME"
python3 bench/identify_forms.py "$conjugar" "$work"

median() {  # median RUNS COMMAND : hyperfine's median and its spread (min–max), in s
  if [ "${CPU:-0}" = 1 ]; then cpu "$@"; return; fi
  hyperfine --warmup 1 --runs "$1" -i --export-json "$work/h.json" "$2" >/dev/null 2>&1
  python3 -c "
import json; r = json.load(open('$work/h.json'))['results'][0]
print('%.3f %.3f %.3f' % (r['median'], r['min'], r['max']))"
}
# CPU=1: the CPU time (user + system) of each run instead of its wall time, for a
# loaded machine, where the wall time mostly measures the other processes.
cpu() {  # cpu RUNS COMMAND : the median CPU time of RUNS runs and its spread, in s
  bash -c "$2" >/dev/null 2>&1 || true
  for _ in $(seq "$1"); do
    /usr/bin/time -f '%U %S' -o "$work/t.txt" bash -c "$2" >/dev/null 2>&1 || true
    tail -1 "$work/t.txt"
  done | python3 -c "
import statistics, sys
t = sorted(float(u) + float(s) for u, s in (line.split() for line in sys.stdin))
print('%.3f %.3f %.3f' % (statistics.median(t), t[0], t[-1]))"
}
line() {  # line WHAT 'MEDIAN MIN MAX' BUDGET
  set -- "$1" $2 "${3:-}"
  printf '%-50s median %7s s  (%s to %s)  %s\n' "$1" "$2" "$3" "$4" "${5:+budget $5 s}"
}

echo "machine: $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg); $runs runs each; $([ "${CPU:-0}" = 1 ] && echo "CPU time (user + system)" || echo "wall time")"
line "conjugar --version (the process alone)" "$(median "$runs" "$conjugar --version")"
line "identify, 1,000 forms on stdin" "$(median "$runs" "$conjugar identify < $work/known-1k.txt")" 0.5
line "identify, 1,000 forms as arguments" \
  "$(median "$runs" "$conjugar identify \$(cat $work/known-1k.txt)")" 0.5
known=$(median "$runs" "$conjugar identify < $work/known-10k.txt")
unknown=$(median "$runs" "$conjugar identify < $work/unknown-10k.txt")
line "identify, 10,000 known forms on stdin" "$known"
line "identify, 10,000 unknown forms on stdin" "$unknown"
python3 -c "print('%-50s %.2f  budget 2' % ('unknown / known (10,000 each)', ${unknown%% *} / ${known%% *}))"
line "identify, 100,000 forms on stdin" "$(median "$runs" "$conjugar identify < $work/known-100k.txt")" 2
line "identify --json, 100,000 forms on stdin" \
  "$(median "$runs" "$conjugar identify --json < $work/known-100k.txt")" 2
line "identify, 1,000,000 forms on stdin" "$(median 3 "$conjugar identify < $work/known-1m.txt")"
printf '%-50s %s MiB\n' "identify, 1,000,000 forms: peak memory" \
  "$(/usr/bin/time -f %M "$conjugar" identify < "$work/known-1m.txt" 2>&1 >/dev/null | tail -1 | awk '{printf "%.1f", $1 / 1024}')"
"$conjugar" verbs > "$work/verbs.txt"
line "conjugate, every catalog verb on stdin" "$(median 3 "$conjugar conjugate < $work/verbs.txt")"
line "conjugate --json, every catalog verb on stdin" "$(median 3 "$conjugar conjugate --json < $work/verbs.txt")"
forms=$("$conjugar" conjugate --all --json | python3 -c "
import json, sys
print(sum(len(p) for v in json.load(sys.stdin) for p in v['tenses'].values()) )")
all=$(median "$runs" "$conjugar conjugate --all --json > /dev/null")
python3 -c "print('%-50s %.2f M forms/s  (%s forms, median %s s)  budget 5' % ('conjugate --all --json', $forms / ${all%% *} / 1e6, $forms, '${all%% *}'))"

if [ "${CALLGRIND:-1}" != 0 ] && command -v valgrind >/dev/null; then
  # valgrind 3.19 cannot read the toolchain's DWARF 5: a copy without it, symbols kept.
  strip --strip-debug -o "$work/conjugar-cg" "$conjugar"
  instructions() {  # instructions FILE : instructions identify executes reading FILE
    valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" "$work/conjugar-cg" identify < "$1" >/dev/null 2>"$work/cg.log" || true
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/cg.log"
  }
  head -1000 "$work/known-10k.txt" > "$work/known-1k-a.txt"
  head -1000 "$work/unknown-10k.txt" > "$work/unknown-1k.txt"
  empty=$(instructions /dev/null)
  known=$(instructions "$work/known-1k-a.txt")
  unknown=$(instructions "$work/unknown-1k.txt")
  python3 -c "
e, k, u = $empty, $known, $unknown
print('%-50s %.1f M instructions' % ('callgrind: identify, no form (start-up)', e / 1e6))
print('%-50s %.1f M instructions' % ('callgrind: identify, 1,000 known forms', k / 1e6))
print('%-50s %.1f M instructions' % ('callgrind: identify, 1,000 unknown forms', u / 1e6))
print('%-50s %.2f  budget 2' % ('callgrind: unknown / known, less start-up', (u - e) / (k - e)))"
fi
