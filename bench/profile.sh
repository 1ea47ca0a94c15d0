#!/usr/bin/env bash
# Where a command's instructions go: builds conjugar as bench/release.sh does but
# keeping its symbols (CONJUGAR_KEEP_SYMBOLS=1, in .build-profile), runs the command
# under callgrind in a fresh home and prints the functions that cost most,
# inclusive. Usage: bench/profile.sh [conjugar arguments…]   (default: the quiz)
#   HOME_DIR=~/somewhere bench/profile.sh conjugate tener   # a home of your own
set -euo pipefail
cd "$(dirname "$0")/.."
CONJUGAR_KEEP_SYMBOLS=1 swift build -c release --static-swift-stdlib --scratch-path .build-profile >/dev/null
bin=$(swift build -c release --static-swift-stdlib --scratch-path .build-profile --show-bin-path)/conjugar
# valgrind cannot read the toolchain's debug information: keep symbols, drop that.
copy=$(mktemp)
strip --strip-debug "$bin" -o "$copy"
home=${HOME_DIR:-$(mktemp -d)}
out=$(mktemp)
args=("$@")
[ ${#args[@]} -eq 0 ] && args=(enable-ui-testing)
HOME=$home valgrind --tool=callgrind --callgrind-out-file="$out" "$copy" "${args[@]}" </dev/null >/dev/null 2>"$out.log" || true
sed -n 's/.*Collected : /instructions: /p' "$out.log"
callgrind_annotate --inclusive=yes "$out" 2>/dev/null | sed -n '25,70p' \
  | { if command -v swift-demangle >/dev/null; then swift-demangle --simplified; else cat; fi; } | cut -c1-160
rm -f "$copy" "$out" "$out.log"
