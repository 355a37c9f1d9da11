#!/usr/bin/env bash
# Starts a throw-away PostgreSQL on a free loopback port for the server tests and prints its URL.
#   url=$(bash scripts/postgres-for-tests.sh start /tmp/dir)   ...   bash scripts/postgres-for-tests.sh stop /tmp/dir
set -euo pipefail
cmd=$1 dir=$2
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "PostgreSQL is not installed" >&2; exit 1; }
run() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

case $cmd in
  start)
    port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    run "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 >/dev/null
    run "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -d "$dir/data" ] && run "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
esac
