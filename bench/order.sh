#!/usr/bin/env bash
# Writes Sources/NoICUData/startup-order.txt: the functions conjugar runs before its
# first question (and for a table), in the order they first run, then the data they
# read and write, which the release link places together at the start of the
# executable's code and of each data section (Package.swift). A launch then touches
# some 40 pages of code instead of some 90 scattered over 18 MB, and fewer pages of
# data, each first touch a page fault (README, Speed). Run it after changing what
# runs at start-up; a stale list costs speed only, never correctness: what it does
# not name is placed as before.
#
# How: a release build that keeps its symbols (.build-profile, as bench/profile.sh),
# run under callgrind for each start-up the bench times (bench/startup.py): a home
# with no database and a learner's home, quiz, practice, review, conjugate (table and
# JSON) and identify. Swift functions come first (each has a section of its own:
# -function-sections); C and C++ functions of the runtime and of SQLite follow, in
# sections holding a whole file each. The data: every load and store of the same
# runs under valgrind's lackey, mapped to the symbols of .data, .bss, .rodata and
# .data.rel.ro (a Swift object's data is one section a file: the list moves the
# files' sections). Only symbols the binary defines are kept.
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
mkdir "$work/fresh" "$work/learner" "$work/chooser"
# The learner's database: ten missed practice answers (ten items due for review).
printf 'x\n%.0s' {1..10} | env -i PATH=/usr/bin:/bin HOME="$work/learner" LANG=C.UTF-8 USER=learner \
  "$work/conjugar" practice --count 10 --seed 1 >/dev/null
# A learner who chose Difficult, Spain and vos and has played (bench/startup.py's
# third home): a whole quiz, the review prompter's count and date, the same ten
# missed answers.
chooser() {
  env -i PATH=/usr/bin:/bin HOME="$work/chooser" LANG=C.UTF-8 USER=learner "$work/conjugar" "$@"
}
for setting in "difficulty Difficult" "region Spain" "secondSingularQuiz Vos" "promptActionCount 12" \
  "lastReviewPromptDate 2026-11-20T18:30:00Z"; do
  chooser settings set $setting >/dev/null
done
printf 'x\n%.0s' {1..50} | chooser >/dev/null
printf 'x\n%.0s' {1..10} | chooser practice --count 10 --seed 1 >/dev/null
runs=0
run() {
  runs=$((runs + 1))
  env -i PATH=/usr/bin:/bin HOME="$work/$1" LANG=C.UTF-8 USER=learner \
    valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/run.$runs" \
    "$work/conjugar" "${@:2}" </dev/null >/dev/null 2>&1 || true
  env -i PATH=/usr/bin:/bin HOME="$work/$1" LANG=C.UTF-8 USER=learner \
    valgrind --tool=lackey --trace-mem=yes --log-file="$work/memory.$runs" \
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
run chooser
run chooser practice
run chooser conjugate tener
nm --defined-only "$work/conjugar" | awk '$2 ~ /^[tTwW]$/ {print $3}' >"$work/defined"
nm -n -S --defined-only "$work/conjugar" | awk '$3 ~ /^[bBdDrRvV]$/ {print $1, $2, $4}' >"$work/data"
readelf -SW "$work/conjugar" >"$work/sections"
python3 - "$work" "$runs" Sources/NoICUData/startup-order.txt <<'PY'
import bisect, re, sys
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
# The data sections' ranges, and their symbols by address.
ranges = []
for line in open(f"{work}/sections"):
    m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", line)
    if m and m.group(1) in (".data", ".bss", ".rodata", ".data.rel.ro"):
        ranges.append((int(m.group(2), 16), int(m.group(2), 16) + int(m.group(3), 16)))
symbols = [(int(a, 16), int(size, 16), name) for a, size, name in (l.split() for l in open(f"{work}/data"))]
starts = [s[0] for s in symbols]
data, seen_data = [], set()
for k in range(1, runs + 1):
    for line in open(f"{work}/memory.{k}"):
        # " L 0123abcd,8", " S …", " M …": a load, a store, a load and store.
        if len(line) < 4 or line[1] not in "LSM":
            continue
        address = int(line[3:line.index(",")], 16)
        if not any(low <= address < high for low, high in ranges):
            continue
        i = bisect.bisect_right(starts, address) - 1
        if i >= 0 and address < symbols[i][0] + max(symbols[i][1], 1):
            name = symbols[i][2]
            if name not in seen_data:
                seen_data.add(name)
                data.append(name)
with open(out, "w") as f:
    f.write("# Written by bench/order.sh: the functions a launch runs, in the order they first\n"
            "# run (Swift first, then C and C++), then the data it touches. The release link\n"
            "# (lld) places them first in their sections.\n")
    f.writelines(n + "\n" for n in swift + other + data)
print(f"{out}: {len(swift)} Swift functions, {len(other)} C and C++ functions, {len(data)} data symbols")
PY
# SwiftPM does not know the list is an input of the link: make the next release
# build link again.
touch Sources/NoICUData/no_icu_data.c
