#!/usr/bin/env bash
# `npm test`: every suite — types, unit and component tests, the server suite on PGlite and on PostgreSQL,
# the build and its budgets, end-to-end journeys in Chromium, a smoke journey in Chromium, Firefox and WebKit
# (test/engines), and Lighthouse CI. The browsers (and Xvfb for WebKit) and PostgreSQL are found or installed
# first (scripts/test-deps.sh). Two lanes run side by side (the browser lane and the server
# lane, each one process tree at a time on a 2-core machine); Lighthouse runs alone at the end, as it measures
# time. Each suite's output is printed whole when it ends. Ends with one line: `N passed, N failed` (tests,
# plus one per check).
set -uo pipefail
cd "$(dirname "$0")/.."
out=.test-results
rm -rf "$out" && mkdir -p "$out"
. scripts/settle-host.sh
. scripts/test-deps.sh

# One suite: runs its command into $out/<id>.log, then writes $out/<id>.result = "name<TAB>passed<TAB>failed".
suite() { # id, name, json-or-empty, command…
  local id=$1 name=$2 json=$3; shift 3
  local start=$SECONDS ok p f
  "$@" >"$out/$id.log" 2>&1; ok=$?
  if [ -n "$json" ] && [ -s "$json" ]; then
    read -r p f < <(node -e "const r=require('./$json'); console.log(r.numPassedTests, r.numFailedTests + (r.numFailedTestSuites && !r.numFailedTests ? r.numFailedTestSuites : 0))")
    [ "$ok" -ne 0 ] && [ "$f" -eq 0 ] && f=1
  elif [ "$ok" -eq 0 ]; then p=1; f=0; else p=0; f=1; fi
  printf '%s\t%s\t%s\t%s\n' "$name" "$p" "$f" "$((SECONDS - start))" >"$out/$id.result"
  { echo; echo "=== $name ($((SECONDS - start)) s)"; cat "$out/$id.log"; } 
}
missing() { # id, name, reason
  printf '%s\t0\t1\t0\n' "$2" >"$out/$1.result"
  echo; echo "=== $2: $3"
}
vitest() { npx vitest run --reporter=default --reporter=json --outputFile.json="$@"; }
vitest_pg() { DATABASE_URL="$TEST_DATABASE_URL" vitest "$@"; }

# Lighthouse CI page by page, each until it meets its limits or has had lighthouserc's numberOfRuns
# (scripts/lighthouse/run.ts; lhci assert judges every run), then what each page measured run by run
# (scripts/lighthouse/summary.ts); the runner's status stands. First, nothing of the lanes left working beside
# it (scripts/settle-host.sh).
lighthouse_ci() {
  local rc
  settle_host
  npx tsx scripts/lighthouse/run.ts; rc=$?
  npx tsx scripts/lighthouse/summary.ts
  return $rc
}

browser_lane() {
  suite types "types" "" npx tsc --noEmit -p .
  suite unit "unit and component" "$out/unit.json" vitest "$out/unit.json" --project unit
  suite build "build" "" npx vite build --logLevel warn
  suite budgets "budgets" "" npx tsx scripts/check-budgets.ts
  if [ -n "$CHROME_MISSING" ]; then missing e2e "end-to-end (Chromium)" "$CHROME_MISSING"
  else suite e2e "end-to-end (Chromium)" "$out/e2e.json" vitest "$out/e2e.json" --project e2e; fi
  if [ -n "$CHROME_MISSING$ENGINES_MISSING" ]; then missing engines "three engines (Chromium, Firefox, WebKit)" "${CHROME_MISSING:-$ENGINES_MISSING}"
  else suite engines "three engines (Chromium, Firefox, WebKit)" "$out/engines.json" vitest "$out/engines.json" --project engines; fi
  # The reliability suites (crash and restart; with two processes on one PostgreSQL, the mail outbox's: each e-mail
  # sent once) in this lane, which ends sooner than the server lane (two whole server suites).
  suite reliability "reliability (PGlite)" "$out/reliability.json" vitest "$out/reliability.json" --project reliability
  if [ -n "$PG_MISSING" ]; then missing reliability-pg "reliability (PostgreSQL)" "$PG_MISSING"
  else suite reliability-pg "reliability (PostgreSQL)" "$out/reliability-pg.json" vitest_pg "$out/reliability-pg.json" --project reliability; fi
}
server_lane() {
  suite pglite "server (PGlite)" "$out/server-pglite.json" vitest "$out/server-pglite.json" --project server
  if [ -n "$PG_MISSING" ]; then missing pg "server (PostgreSQL)" "$PG_MISSING"
  else suite pg "server (PostgreSQL)" "$out/server-pg.json" vitest_pg "$out/server-pg.json" --project server; fi
}

browser_lane & b=$!
server_lane & s=$!
wait $b $s
if [ -n "$CHROME_MISSING" ]; then missing lighthouse "Lighthouse CI" "$CHROME_MISSING"
else
  rm -rf .lighthouseci/data; suite lighthouse "Lighthouse CI" "" lighthouse_ci
  # Home's LCP against a one-line page's in the same run, over plain HTTP (deep links reported against their target).
  suite floor "Lighthouse: LCP against the floor" "" npx tsx scripts/lighthouse/floor.ts
fi

# What failed, test by test with its error, at the tail of the log where it is seen first.
npx tsx scripts/test-failures.ts

echo
passed=0; failed=0; failures=()
for r in "$out"/*.result; do
  IFS=$'\t' read -r name p f secs <"$r"
  passed=$((passed + p)); failed=$((failed + f))
  [ "$f" -gt 0 ] && failures+=("$name")
  printf '  %-24s %5s passed %3s failed %5s s\n' "$name" "$p" "$f" "$secs"
done
[ ${#failures[@]} -gt 0 ] && echo "failed: ${failures[*]}"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
