#!/usr/bin/env bash
# Writes Sources/NoICUData/startup-order.txt: the functions conjugar runs before its
# first question (and for a table), in the order they first run, which the release
# link places together at the start of the executable's code (Package.swift). A
# launch then touches some 40 pages of code instead of some 90 scattered over 18 MB,
# each first touch a page fault (README, Speed). Run it after changing what runs at
# start-up; a stale list costs speed only, never correctness: functions it does not
# name are placed as before.
#
# How: a release build that keeps its symbols (.build-profile, as bench/profile.sh),
# run under callgrind for each start-up the bench times (bench/startup.py): a home
# with no database and a learner's home, quiz, practice, review, conjugate (table and
# JSON) and identify. Swift functions come first (each has a section of its own:
# -function-sections); C and C++ functions of the runtime and of SQLite follow, in
# sections holding a whole file each. Only symbols the binary defines are kept.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "bench/order.sh needs valgrind (apt-get install valgrind)" >&2; exit 2; }
CONJUGAR_KEEP_SYMBOLS=1 swift build -c release --static-swift-stdlib --scratch-path .build-profile \
  --product conjugar >/dev/null
bin=$(swift build -c release --static-swift-stdlib --scratch-path .build-profile --show-bin-path)/conjugar
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind cannot read the toolchain's debug information: keep symbols, drop that.
strip --strip-debug "$bin" -o "$work/conjugar"
mkdir "$work/fresh" "$work/learner"
# The learner's database: ten missed practice answers (ten items due for review).
printf 'x\n%.0s' {1..10} | env -i PATH=/usr/bin:/bin HOME="$work/learner" LANG=C.UTF-8 USER=learner \
  "$work/conjugar" practice --count 10 --seed 1 >/dev/null
runs=0
run() {
  runs=$((runs + 1))
  env -i PATH=/usr/bin:/bin HOME="$work/$1" LANG=C.UTF-8 USER=learner \
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/run.$runs" \
    "$work/conjugar" "${@:2}" </dev/null >/dev/null 2>&1 || true
}
run fresh enable-ui-testing
run learner
run fresh practice enable-ui-testing
run learner practice
run learner review
run fresh conjugate tener
run learner conjugate tener
run fresh conjugate tener --json
run fresh identify tuve
nm --defined-only "$work/conjugar" | awk '$2 ~ /^[tTwW]$/ {print $3}' >"$work/defined"
python3 - "$work" "$runs" Sources/NoICUData/startup-order.txt <<'PY'
import re, sys
work, runs, out = sys.argv[1], int(sys.argv[2]), sys.argv[3]
defined = set(open(f"{work}/defined").read().split())
names, seen = [], set()
for k in range(1, runs + 1):
    for line in open(f"{work}/run.{k}"):
        # callgrind names a function once, where it first appears (fn= or cfn=).
        m = re.match(r"^c?fn=\(\d+\) (.*)$", line)
        if m and m.group(1) in defined and m.group(1) not in seen:
            seen.add(m.group(1))
            names.append(m.group(1))
swift = [n for n in names if n.startswith("$s")]
other = [n for n in names if not n.startswith("$s")]
with open(out, "w") as f:
    f.write("# Written by bench/order.sh: the functions a launch runs, in the order they first\n"
            "# run (Swift first, then C and C++). The release link (lld) places them first.\n")
    f.writelines(n + "\n" for n in swift + other)
print(f"{out}: {len(swift)} Swift functions, {len(other)} C and C++ functions")
PY
# SwiftPM does not know the list is an input of the link: make the next release
# build link again.
touch Sources/NoICUData/no_icu_data.c
