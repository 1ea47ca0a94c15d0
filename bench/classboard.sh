#!/usr/bin/env bash
# The class board's figures (README, "For a class"): start-up with a server
# configured, the cost of a report, 30 learners at once, on a loopback server.
#   bench/classboard.sh [TEACHER_URL]
# Without TEACHER_URL, starts a throwaway cluster (.ci/pg-cluster.sh) and stops it
# at exit. Builds conjugar as users install it (release, --static-swift-stdlib, in
# .build-release) and bench/hello.swift the same way (swiftc -O -static-stdlib).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
out=bench/out
mkdir -p "$out"
# The same build without the class board linked (CONJUGAR_NO_CLASSBOARD=1; only
# the executable is rebuilt), to see what linking postgres-nio costs at start-up.
CONJUGAR_NO_CLASSBOARD=1 swift build -c release --static-swift-stdlib --scratch-path .build-release \
  --product conjugar >/dev/null
cp "$(swift build -c release --static-swift-stdlib --scratch-path .build-release --show-bin-path)/conjugar" \
  "$out/conjugar-without-classboard"
swift build -c release --static-swift-stdlib --scratch-path .build-release >/dev/null
bin=$(swift build -c release --static-swift-stdlib --scratch-path .build-release --show-bin-path)/conjugar
swiftc -O -static-stdlib bench/hello.swift -o "$out/hello-static" 2>/dev/null
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
ls -l "$bin" "$out/conjugar-without-classboard" | awk '{print "binary size:", $5, $9}'
python3 bench/classboard.py "$bin" "$out/hello-static" "$teacher" "$out/hello" "$out/conjugar-without-classboard"
