#!/usr/bin/env bash
# The class board's cost on a loopback server.
#   bench/classboard.sh TEACHER_URL [BINARY]
# TEACHER_URL: a superuser's URL on a throwaway cluster (.ci/pg-cluster.sh makes
# one: postgres://teacher:teacher-secret@127.0.0.1:PORT/postgres?sslmode=disable).
# Makes a database bench_<n> and 30 learners, then times
#   1. a quiz (50 answers, score reported) without a server, then with one (median of 9);
#   2. 30 learners finishing at once: wall time until all have exited, rows kept.
# Bounded: 9 + 9 + 30 runs, then it stops.
set -euo pipefail
teacher=$1
bin=${2:-.build/debug/conjugar}
base=${teacher%/*}                      # postgres://teacher:…@127.0.0.1:PORT
query=${teacher#*\?}
db=bench_$$
psql "$teacher" -qAtX -c "CREATE DATABASE $db" >/dev/null
url="$base/$db?$query"
"$bin" leaderboard server-setup "$url" >/dev/null
host=${base#*@}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
answers=$(printf "x\n%.0s" $(seq 1 50))
now() { date +%s%N; }
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }

run_quiz() { # HOME ROLE [URL]
  local home=$1 role=$2 server=${3:-}
  mkdir -p "$home"
  if [ -n "$server" ]; then
    HOME=$home USER=$role PGPASSWORD=pw CONJUGAR_LEADERBOARD_URL=$server \
      "$bin" quiz --seed 42 --database "$home/c.sqlite" <<<"$answers" >/dev/null
  else
    HOME=$home USER=$role "$bin" quiz --seed 42 --database "$home/c.sqlite" <<<"$answers" >/dev/null
  fi
}

for i in $(seq 1 30); do
  psql "$url" -qAtX -c "CREATE ROLE l${i}_$$ LOGIN PASSWORD 'pw' IN ROLE conjugar_learner" >/dev/null
done

for mode in local server; do
  for i in $(seq 1 9); do
    start=$(now)
    if [ $mode = local ]; then run_quiz "$work/solo-local" solo
    else run_quiz "$work/solo-server" "l1_$$" "postgres://l1_$$@$host/$db?$query"; fi
    echo $(( ($(now) - start) / 1000000 ))
  done | median | sed "s/^/quiz, $mode board, median ms: /"
done

start=$(now)
for i in $(seq 1 30); do
  run_quiz "$work/l$i" "l${i}_$$" "postgres://l${i}_$$@$host/$db?$query" &
done
wait
echo "30 learners at once: all exited after $(( ($(now) - start) / 1000000 )) ms"
echo "rows on the board: $(psql "$url" -qAtX -c "SELECT count(*) FROM conjugar_score WHERE player LIKE 'l%\_$$'")" \
  "(expected 39: 9 solo + 30)"
waiting=0
for i in $(seq 1 30); do
  waiting=$((waiting + $(sqlite3 "$work/l$i/c.sqlite" "SELECT count(*) FROM classBoardOutbox")))
done
echo "scores left in outboxes: $waiting (expected 0)"
