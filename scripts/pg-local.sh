# Sourced by scripts/test-deps.sh (the PostgreSQL test suite) and scripts/db-pg.sh (`npm run db:pg`): Debian's
# PostgreSQL cluster started, and the role `shop` (password `shop`) with a database of its own. Each step keeps
# what is already there: a running cluster, an existing role, an existing database.

# Runs a shell command as the postgres system user (as root, or through sudo).
pg_as_postgres() {
  if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/sh -c "$1"
  elif command -v sudo >/dev/null 2>&1; then sudo -u postgres sh -c "$1"
  else return 1; fi
}

# The newest cluster's version (/etc/postgresql/<version>/main), empty when none is installed.
pg_local_version() { ls /etc/postgresql 2>/dev/null | sort -n | tail -1; }

# Starts the newest cluster unless one already answers on 127.0.0.1:5432, and waits (2 min at most: a cluster
# recovering from a crash on a busy host) until it does. PG_STARTED_HERE=1 when this call started it.
PG_STARTED_HERE=
pg_local_start() {
  local ver
  ver=$(pg_local_version)
  [ -n "$ver" ] || return 1
  pg_isready -q -h 127.0.0.1 || { pg_as_postgres "pg_ctlcluster $ver main start" >/dev/null 2>&1 && PG_STARTED_HERE=1; } || true
  for _ in $(seq 1 480); do pg_isready -q -h 127.0.0.1 && return 0; sleep 0.25; done
  return 1
}

# The login role shop, password shop (a superuser: the test suites create and drop a database per file), and the
# database $1 owned by it; each made only when missing.
pg_local_db() {
  pg_as_postgres "psql -qtc \"SELECT 1 FROM pg_roles WHERE rolname='shop'\" | grep -q 1 || psql -qc \"CREATE ROLE shop LOGIN PASSWORD 'shop' SUPERUSER\"" >/dev/null 2>&1
  pg_as_postgres "psql -qtc \"SELECT 1 FROM pg_database WHERE datname='$1'\" | grep -q 1 || createdb -O shop $1" >/dev/null 2>&1
}

# Stops the cluster if pg_local_start started it (a cluster that was already running is left as it was).
pg_local_stop_own() {
  [ -n "$PG_STARTED_HERE" ] || return 0
  pg_as_postgres "pg_ctlcluster $(pg_local_version) main stop" >/dev/null 2>&1 || true
  PG_STARTED_HERE=
}
