#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for tests and prints its URL; `stop DIR` stops and removes it.
# Uses the binaries in $PG_BIN (default /usr/local/bin, as on these machines), else Debian's.
# $PG_SETTINGS adds server settings, e.g. "-c shared_buffers=1GB".
set -euo pipefail

pg_bin() {
  for dir in "${PG_BIN:-}" /usr/local/bin /usr/lib/postgresql/*/bin; do
    [ -n "$dir" ] && [ -x "$dir/initdb" ] && { echo "$dir"; return; }
  done
  return 1
}

as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-start}" in
  start)
    bin=$(pg_bin) || { echo "no PostgreSQL binaries found" >&2; exit 1; }
    dir=$(mktemp -d /tmp/ci-pg.XXXXXX)
    port=${PG_PORT:-55432}
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir"
    chmod 700 "$dir"
    as_postgres "$bin/initdb" -D "$dir/pgdata" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
    as_postgres "$bin/pg_ctl" -D "$dir/pgdata" -l "$dir/pg.log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 ${PG_SETTINGS:-}" start >/dev/null
    echo "$dir postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    bin=$(pg_bin)
    as_postgres "$bin/pg_ctl" -D "$2/pgdata" -m fast -w stop >/dev/null || true
    rm -rf "$2"
    ;;
esac
