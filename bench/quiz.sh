#!/usr/bin/env bash
# The quiz's targets: start to first question (uiTest) against hello world, a whole
# scripted 50-answer quiz, its peak memory. Called by bench/run.sh with the release
# binary and the hello-world baseline; alone, it builds them.
set -euo pipefail
cd "$(dirname "$0")/.."
. bench/release.sh
bin=${1:-$(release_binary)}
echo
echo "== the quiz: start to first question (within 1.5x hello world), a whole quiz (< 50 ms), peak memory (< 30 MiB)"
python3 bench/quiz.py "$bin" ${2:+"$2"}
