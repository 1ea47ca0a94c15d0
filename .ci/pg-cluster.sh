#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for the class board's tests, on a loopback port.
#   .ci/pg-cluster.sh init DIR PORT   initdb into DIR (superuser "teacher", password "teacher-secret")
#   .ci/pg-cluster.sh start DIR       start it and wait until it accepts connections
#   .ci/pg-cluster.sh stop DIR        stop it (fast), if running
# Run as root, the server runs as the postgres user (initdb refuses root).
set -euo pipefail
command=$1
dir=$2
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$bin" ] || { echo "pg-cluster: no PostgreSQL under /usr/lib/postgresql" >&2; exit 1; }
as_server() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
case $command in
  init)
    port=$3
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres: "$dir"
    printf 'teacher-secret\n' >"$dir/pw"
    [ "$(id -u)" = 0 ] && chown postgres: "$dir/pw"
    as_server "$bin/initdb" -D "$dir/data" -U teacher --pwfile="$dir/pw" -E UTF8 \
      --auth-host=scram-sha-256 --auth-local=trust >"$dir/initdb.log"
    cat >>"$dir/data/postgresql.conf" <<CONF
port = $port
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir'
fsync = off
max_connections = 100
CONF
    # TLS with a self-signed certificate (the tests' sslmode=require works with it,
    # verify-full refuses it); members of conjugar_tls_only may not connect without it.
    if command -v openssl >/dev/null 2>&1; then
      openssl req -new -x509 -days 2 -nodes -subj /CN=localhost -keyout "$dir/data/server.key" \
        -out "$dir/data/server.crt" >/dev/null 2>&1
      chmod 600 "$dir/data/server.key"
      [ "$(id -u)" = 0 ] && chown postgres: "$dir/data/server.key" "$dir/data/server.crt"
      echo "ssl = on" >>"$dir/data/postgresql.conf"
      { echo "hostnossl all +conjugar_tls_only 127.0.0.1/32 reject"; cat "$dir/data/pg_hba.conf"; } >"$dir/hba"
      cat "$dir/hba" >"$dir/data/pg_hba.conf"
    fi
    ;;
  # Its output goes to files: the server must not hold the caller's pipes open.
  start) as_server "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start >"$dir/pg_ctl.log" 2>&1 </dev/null ;;
  stop)
    if [ -f "$dir/data/postmaster.pid" ]; then
      as_server "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    fi
    ;;
  *) echo "pg-cluster: unknown command $command" >&2; exit 2 ;;
esac
