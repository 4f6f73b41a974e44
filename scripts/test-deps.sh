# Sourced by scripts/test-all.sh: finds (and, as root on Debian, installs) what the browser and PostgreSQL
# suites need. Sets CHROME_PATH and TEST_DATABASE_URL, or leaves a one-line reason in CHROME_MISSING /
# PG_MISSING for the suites that then fail.
can_apt() { [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; }
apt_updated=
apt_install() {
  [ -n "$apt_updated" ] || { apt-get update -qq >/dev/null 2>&1; apt_updated=1; }
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null 2>&1
}

CHROME_MISSING=
if [ -z "${CHROME_PATH:-}" ] || [ ! -x "${CHROME_PATH}" ]; then
  if [ ! -x /usr/bin/chromium ] && can_apt; then
    echo "== installing Debian's chromium for the end-to-end and Lighthouse suites"
    apt_install chromium
  fi
  if [ -x /usr/bin/chromium ]; then export CHROME_PATH=/usr/bin/chromium
  else CHROME_MISSING="Chromium is missing: apt-get install chromium (or set CHROME_PATH to a Chromium binary)"; fi
fi

PG_MISSING=
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if ! command -v pg_ctlcluster >/dev/null 2>&1 && can_apt; then
    echo "== installing Debian's postgresql for the PostgreSQL server suite"
    apt_install postgresql
  fi
  if command -v pg_ctlcluster >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ] && [ -d /etc/postgresql ]; then
    ver=$(ls /etc/postgresql | sort -n | tail -1)
    pg_ctlcluster "$ver" main start >/dev/null 2>&1 || true
    for _ in $(seq 1 40); do pg_isready -q -h 127.0.0.1 && break; sleep 0.25; done
    su postgres -c "psql -qtc \"SELECT 1 FROM pg_roles WHERE rolname='shop'\" | grep -q 1 || psql -qc \"CREATE ROLE shop LOGIN PASSWORD 'shop' SUPERUSER\"" >/dev/null 2>&1
    su postgres -c "psql -qtc \"SELECT 1 FROM pg_database WHERE datname='shop_test'\" | grep -q 1 || createdb -O shop shop_test" >/dev/null 2>&1
    if pg_isready -q -h 127.0.0.1; then export TEST_DATABASE_URL=postgres://shop:shop@127.0.0.1:5432/shop_test
    else PG_MISSING="PostgreSQL did not start (pg_ctlcluster $ver main start)"; fi
  else
    PG_MISSING="PostgreSQL is missing: apt-get install postgresql as root, or set TEST_DATABASE_URL=postgres://user:pass@host:5432/db"
  fi
fi
