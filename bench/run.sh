#!/usr/bin/env bash
# Benchmarks for the speed, size and memory targets in the README (Speed). Needs
# hyperfine (apt-get install hyperfine) and python3. Run from anywhere: bench/run.sh
# SCRATCH=.build-release bench/run.sh builds in another folder than .build.
set -euo pipefail
cd "$(dirname "$0")/.."
out=bench/out
mkdir -p "$out"

# conjugar as users build it, and a hello world linked as conjugar is (the Swift
# runtime, Foundation and libstdc++ static, the same link flags: bench/release.sh),
# plus the same hello world with the toolchain's defaults, shown for comparison.
. bench/release.sh
bin=$(release_binary)
hello_binary "$out/hello"
plain_hello_binary "$out/hello-plain"

echo "== size (target: conjugar under 30 MB, self-contained)"
size() { stat -c %s "$1"; }
printf "conjugar     %d bytes (%.1f MiB)\nhello world  %d bytes (%.1f MiB)\n" \
  "$(size "$bin")" "$(echo "$(size "$bin") / 1048576" | bc -l)" \
  "$(size "$out/hello")" "$(echo "$(size "$out/hello") / 1048576" | bc -l)"
tmp=$(mktemp -d)
cp "$bin" "$tmp/conjugar"
(cd "$tmp" && ./conjugar conjugate sobreponer --json | head -c 100; echo " … (copied alone)")
echo "shared libraries: $(ldd "$bin" | awk '{print $1}' | grep -v vdso | tr '\n' ' ')"
rm -rf "$tmp"

echo
echo "== start-up and conjugating against hello world, one hyperfine run (targets: 1.5x, 4 M forms/s)"
python3 bench/startup.py "$bin" "$out/hello" "$out/hello-plain"

echo
echo "== instructions (valgrind, repeatable whatever the load)"
if command -v valgrind >/dev/null; then
  # As bench/startup.py runs them (its environment: a login's PATH, HOME, LANG and
  # USER): in a home with no database, then in a learner's home whose database
  # holds ten missed practice answers (never the account's own).
  count() { env -i PATH=/usr/bin:/bin HOME=$1 LANG=C.UTF-8 USER=learner \
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "${@:2}" </dev/null 2>&1 >/dev/null \
    | sed -n 's/.*Collected : //p'; }
  fresh=$(mktemp -d)
  for c in "$out/hello" "$bin enable-ui-testing" "$bin practice enable-ui-testing" "$bin conjugate tener" \
    "$bin conjugate tener --json" "$bin identify tuve"; do
    printf "%-48s %'15d\n" "${c/$bin/conjugar}" "$(count "$fresh" $c)"
  done
  rhome=$(mktemp -d)
  printf 'x\n%.0s' {1..10} | HOME=$rhome "$bin" practice --count 10 --seed 1 >/dev/null
  for c in "$bin" "$bin practice" "$bin review" "$bin conjugate tener" "$bin conjugate tener --json"; do
    printf "%-48s %'15d\n" "${c/$bin/conjugar} (learner's database)" "$(count "$rhome" $c)"
  done
  rm -rf "$fresh"
  rm -rf "$rhome"
fi

if [ -x bench/quiz.sh ]; then bench/quiz.sh "$bin" "$out/hello" || echo "(a quiz target is not met: see above)"; fi
if [ -x bench/db.sh ]; then bench/db.sh "$bin"; fi
if [ -x bench/learning.sh ]; then bench/learning.sh "$bin"; fi
