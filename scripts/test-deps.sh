# Sourced by scripts/test-all.sh: finds (and, as root on Debian, installs) what the browser and PostgreSQL
# suites need. Sets CHROME_PATH, FIREFOX_PATH, WEBKIT_DRIVER_PATH and TEST_DATABASE_URL, or leaves a one-line
# reason in CHROME_MISSING / ENGINES_MISSING / PG_MISSING for the suites that then fail.
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

# The other two engines of the smoke journey (test/engines): Firefox ESR, and WebKitGTK's WebDriver with the
# MiniBrowser it drives, which is a GTK window with no headless mode, so it runs under Xvfb. Sets FIREFOX_PATH
# and WEBKIT_DRIVER_PATH, or leaves a one-line reason in ENGINES_MISSING.
ENGINES_MISSING=
if [ -z "${FIREFOX_PATH:-}" ] || [ ! -x "${FIREFOX_PATH}" ]; then
  if [ ! -x /usr/bin/firefox-esr ] && can_apt; then
    echo "== installing Debian's firefox-esr for the three-engine smoke"
    apt_install firefox-esr
  fi
  if [ -x /usr/bin/firefox-esr ]; then export FIREFOX_PATH=/usr/bin/firefox-esr
  else ENGINES_MISSING="Firefox is missing: apt-get install firefox-esr (or set FIREFOX_PATH)"; fi
fi
if [ -z "${WEBKIT_DRIVER_PATH:-}" ] || [ ! -x "${WEBKIT_DRIVER_PATH}" ]; then
  if [ ! -x /usr/bin/WebKitWebDriver ] && can_apt; then
    echo "== installing Debian's webkit2gtk-driver for the three-engine smoke"
    apt_install webkit2gtk-driver
  fi
  if [ -x /usr/bin/WebKitWebDriver ]; then export WEBKIT_DRIVER_PATH=/usr/bin/WebKitWebDriver
  else ENGINES_MISSING="${ENGINES_MISSING:+$ENGINES_MISSING; }WebKit is missing: apt-get install webkit2gtk-driver (or set WEBKIT_DRIVER_PATH)"; fi
fi
if [ -z "${DISPLAY:-}" ] && ! command -v Xvfb >/dev/null 2>&1; then
  if can_apt; then
    echo "== installing Debian's xvfb for WebKit's MiniBrowser"
    apt_install xvfb
  fi
  command -v Xvfb >/dev/null 2>&1 || ENGINES_MISSING="${ENGINES_MISSING:+$ENGINES_MISSING; }Xvfb is missing for WebKit's MiniBrowser: apt-get install xvfb (or set DISPLAY)"
fi

PG_MISSING=
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if ! command -v pg_ctlcluster >/dev/null 2>&1 && can_apt; then
    echo "== installing Debian's postgresql for the PostgreSQL server suite"
    apt_install postgresql
  fi
  if command -v pg_ctlcluster >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ] && [ -d /etc/postgresql ]; then
    . "$(dirname "${BASH_SOURCE[0]}")/pg-local.sh"
    if pg_local_start; then
      pg_local_db shop_test
      export TEST_DATABASE_URL=postgres://shop:shop@127.0.0.1:5432/shop_test
    else PG_MISSING="PostgreSQL did not start (pg_ctlcluster $(pg_local_version) main start)"; fi
  else
    PG_MISSING="PostgreSQL is missing: apt-get install postgresql as root, or set TEST_DATABASE_URL=postgres://user:pass@host:5432/db"
  fi
fi
