#!/usr/bin/env bash
# Benchmarks for the speed and memory targets in the README. Needs hyperfine
# (apt-get install hyperfine). Run from anywhere: bench/run.sh
set -euo pipefail
cd "$(dirname "$0")/.."
out=bench/out
mkdir -p "$out"

# The release build as users install it: the Swift runtime and Foundation linked
# in, so the one file runs wherever it is copied (only libsqlite3 comes from the system).
swift build -c release --static-swift-stdlib >/dev/null
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)/conjugar
swiftc -O bench/hello.swift -o "$out/hello" 2>/dev/null

all=$("$bin" verbs --json | python3 -c 'import json,sys; print(" ".join(json.load(sys.stdin)))')
echo "catalog: $(echo "$all" | wc -w) verbs"

echo
echo "== every form of every catalog verb as JSON (target: under 40 ms)"
# shellcheck disable=SC2086
hyperfine -N --warmup 5 --runs 50 "$bin conjugate $all --json" 2>&1 | grep -E 'Time|Range'
"$bin" conjugate $all --json | python3 -c 'import json,sys; d=json.load(sys.stdin); print("forms printed:", sum(len(t) for v in d for t in v["tenses"].values()) + 2 * len(d))'

echo
echo "== conjugar conjugate tener vs hello world (target: within 1.5x)"
hyperfine -N --warmup 10 --runs 100 "$out/hello" "$bin conjugate tener" "$bin conjugate tener --json" 2>&1 \
  | grep -E 'Time|±|faster'

echo
echo "== the release binary copied alone to another directory"
tmp=$(mktemp -d)
cp "$bin" "$tmp/conjugar"
(cd "$tmp" && ./conjugar conjugate sobreponer --json | head -c 120; echo)
rm -rf "$tmp"

if [ -x bench/quiz.sh ]; then bench/quiz.sh "$bin" "$out/hello"; fi
if [ -x bench/db.sh ]; then bench/db.sh "$bin"; fi
if [ -x bench/learning.sh ]; then bench/learning.sh "$bin"; fi
