#!/usr/bin/env bash
# Twenty conjugar processes, started together, each playing a whole quiz from
# $dir/in<seed> (see bench/db.sh) on one database; fails unless all exit 0.
# Further arguments are passed on (enable-ui-testing: the baseline without a database).
set -u
bin=$1 db=$2 dir=$3
shift 3
pids=()
for seed in $(seq 20); do
  USER="player$seed" "$bin" quiz --seed "$seed" --database "$db" "$@" <"$dir/in$seed" >/dev/null &
  pids+=($!)
done
status=0
for pid in "${pids[@]}"; do wait "$pid" || status=1; done
exit $status
