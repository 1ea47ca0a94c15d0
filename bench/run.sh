#!/usr/bin/env bash
# Every benchmark: the budgets of docs/performance.md (bench/budgets.sh), then the
# database's concurrency figures (bench/db.sh) and practice and review's
# (bench/learning.sh). Needs hyperfine and python3. Run from anywhere.
set -euo pipefail
cd "$(dirname "$0")/.."
bench/budgets.sh
. bench/release.sh
bin=$(release_binary)
if [ -x bench/db.sh ]; then bench/db.sh "$bin"; fi
if [ -x bench/learning.sh ]; then bench/learning.sh "$bin"; fi
