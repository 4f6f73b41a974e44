#!/usr/bin/env bash
# `npm test`: every suite in turn — types, unit and component tests, the server suite on PGlite (and on
# PostgreSQL when TEST_DATABASE_URL is set), the build and its budgets, end-to-end journeys in Chromium,
# and Lighthouse CI. Ends with one line: `N passed, N failed` (tests, plus one per check).
set -uo pipefail
cd "$(dirname "$0")/.."
out=.test-results
rm -rf "$out" && mkdir -p "$out"
passed=0; failed=0; failures=()

count() { # name, ok?, [json]
  local name=$1 ok=$2 json=${3:-}
  if [ -n "$json" ] && [ -s "$json" ]; then
    read -r p f < <(node -e "const r=require('./$json'); console.log(r.numPassedTests, r.numFailedTests + (r.numFailedTestSuites && !r.numFailedTests ? r.numFailedTestSuites : 0))")
    passed=$((passed + p)); failed=$((failed + f))
    [ "$ok" -ne 0 ] && [ "$f" -eq 0 ] && { failed=$((failed + 1)); }
  elif [ "$ok" -eq 0 ]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
  [ "$ok" -ne 0 ] && failures+=("$name")
}

check() { # name, command…
  local name=$1; shift
  echo; echo "=== $name"
  "$@"; count "$name" $?
}

tests() { # name, json file, vitest args…
  local name=$1 json=$2; shift 2
  echo; echo "=== $name"
  npx vitest run --reporter=default --reporter=json --outputFile.json="$json" "$@"; count "$name" $? "$json"
}

check "types" npx tsc --noEmit -p .
tests "unit and component" "$out/unit.json" --project unit
tests "server (PGlite)" "$out/server-pglite.json" --project server
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  DATABASE_URL="$TEST_DATABASE_URL" tests "server (PostgreSQL)" "$out/server-pg.json" --project server
else
  echo; echo "=== server (PostgreSQL): skipped — set TEST_DATABASE_URL (CI does)"
fi
check "build" npx vite build --logLevel warn
check "budgets" npx tsx scripts/check-budgets.ts
export CHROME_PATH=${CHROME_PATH:-/usr/bin/chromium}
tests "end-to-end (Chromium)" "$out/e2e.json" --project e2e
rm -rf .lighthouseci/data
check "Lighthouse CI" npx lhci autorun --config=lighthouserc.json

echo
[ ${#failures[@]} -gt 0 ] && echo "failed: ${failures[*]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
