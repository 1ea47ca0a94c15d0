#!/bin/sh
# Fuzzes the answer path and the catalog parser with libFuzzer (docs/fuzzing.md):
# builds conjugar-fuzz (the package in fuzz/) instrumented in fuzz/.build-fuzz,
# seeds a corpus with real answers, catalog lines and infinitives (the seeded
# driver's, in fuzz/Sources/ConjugarFuzz/RandomInputs.swift), and runs for
# SECONDS (default 600).
# Usage: tools/fuzz.sh [SECONDS] [more libFuzzer options]
set -eu
cd "$(dirname "$0")/../fuzz"
seconds=${1:-600}
[ $# -gt 0 ] && shift
# Every flag is here, none in a manifest. The frontend's -sanitize=fuzzer
# instruments every module of the build (conjugar's core, GRDB, the harness);
# the driver's would also link libFuzzer's own `main` into every executable,
# the build-time tool EmbedResource included, which then fails to link. So the
# runtime is linked without its main (fuzzer_no_main), and conjugar-fuzz hands
# over to libFuzzer's driver itself (Entry.swift, under FUZZING).
runtime=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/clang/lib/linux/libclang_rt.fuzzer_no_main-$(uname -m).a
[ -f "$runtime" ] || { echo "fuzz.sh: libFuzzer's runtime is not at $runtime" >&2; exit 1; }
swift build --scratch-path .build-fuzz --product conjugar-fuzz \
  -Xswiftc -Xfrontend -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING \
  -Xlinker --whole-archive -Xlinker "$runtime" -Xlinker --no-whole-archive -Xlinker -lstdc++
seeds=.build-fuzz/seeds
mkdir -p .build-fuzz/corpus "$seeds"
# The first byte chooses the case: 0 an answer, 1 catalog text, 2 an infinitive.
i=0
while IFS= read -r line; do
  i=$((i + 1))
  printf '%b' "$line" > "$seeds/seed-$i"
done <<'SEEDS'
\0000tuve
\0000  Tuvé 
\0000a'
\0000pidio'
\0000n~ino
\0000u:
\0001tener | to have | ie g pret=tuv fut=tendr\nir | to go | irregular\n
\0001contener | to contain | like=tener\n# comment\n\nbad line\n
\0002actuar
\0002acordarse
\0002zzzar
\0002  IRSE 
SEEDS
exec .build-fuzz/debug/conjugar-fuzz -max_total_time="$seconds" -max_len=1024 \
  -print_final_stats=1 "$@" .build-fuzz/corpus "$seeds"
