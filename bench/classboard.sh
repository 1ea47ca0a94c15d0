#!/usr/bin/env bash
# The class board's figures (README, "For a class"): the size of conjugar and of
# its companion conjugar-classboard, start-up with a server configured, the cost
# of a report (through the companion), 30 learners at once, on a loopback server.
#   bench/classboard.sh [TEACHER_URL]
# Without TEACHER_URL, starts a throwaway cluster (.ci/pg-cluster.sh) and stops it
# at exit. Builds both executables as users install them (release,
# --static-swift-stdlib, in $SCRATCH, default .build-release) and bench/hello.swift
# linked as conjugar is (bench/release.sh, hello_binary).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
out=bench/out
mkdir -p "$out"
SCRATCH=${SCRATCH:-.build-release}
. bench/release.sh
bin=$(release_binary)
companion="$(dirname "$bin")/conjugar-classboard"
hello_binary "$out/hello-static"
swiftc -O bench/hello.swift -o "$out/hello" 2>/dev/null
teacher=${1:-}
if [ -z "$teacher" ]; then
  pgdir=$(mktemp -d)
  trap 'bash .ci/pg-cluster.sh stop "$pgdir" || true; rm -rf "$pgdir"' EXIT
  port=$((20000 + RANDOM % 20000))
  bash .ci/pg-cluster.sh init "$pgdir" "$port"
  bash .ci/pg-cluster.sh start "$pgdir"
  teacher="postgres://teacher:teacher-secret@127.0.0.1:$port/postgres?sslmode=disable"
fi
for file in "$bin" "$companion" "$out/hello-static"; do
  size=$(stat -c %s "$file")
  awk -v s="$size" -v f="$file" 'BEGIN { printf "size: %10d bytes (%.1f MB)  %s\n", s, s / 1e6, f }'
done
size=$(stat -c %s "$bin")
[ "$size" -lt 30000000 ] && echo "conjugar under 30 MB: yes" || echo "conjugar under 30 MB: NO"
# conjugar copied alone: a quiz runs; the class board says what it needs.
alone=$(mktemp -d)
cp "$bin" "$alone/conjugar"
printf 'x\n%.0s' $(seq 50) | HOME="$alone" "$alone/conjugar" enable-ui-testing >/dev/null \
  && echo "conjugar copied alone: enable-ui-testing quiz ran (exit 0)"
HOME="$alone" CONJUGAR_LEADERBOARD_URL=postgres://nobody@127.0.0.1:1/x "$alone/conjugar" leaderboard --class \
  || echo "conjugar copied alone, leaderboard --class: exit $? (expected 1)"
rm -rf "$alone"
python3 bench/classboard.py "$bin" "$out/hello-static" "$teacher" "$out/hello"
