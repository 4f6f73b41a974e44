#!/usr/bin/env bash
# `npm test`: every suite in turn; prints one line `N passed, N failed` (suites) at the end.
set -uo pipefail
cd "$(dirname "$0")/.."
passed=0; failed=0; failures=()

suite() {
  local name=$1; shift
  echo; echo "=== $name: $*"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$name"); fi
}

suite typecheck npx tsc --noEmit -p .
suite "server (PGlite)" npx vitest run --project server
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  suite "server (PostgreSQL)" env DATABASE_URL="$TEST_DATABASE_URL" npx vitest run --project server
else
  echo; echo "=== server (PostgreSQL): skipped — set TEST_DATABASE_URL (CI does) to run the suite on PostgreSQL"
fi

echo
[ ${#failures[@]} -gt 0 ] && echo "failed suites: ${failures[*]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
