#!/usr/bin/env bash
# Runs every test: the type check and lint, Jest unit tests, then Playwright in Debian's Chromium against the production build.
# Ends with one line, `tests: N passed, N failed`, counted from the runners' JSON reports.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-deps.sh --browser || exit 1
# Reports live apart from Playwright's output folder, which it empties when it starts.
rm -rf test-results test-reports && mkdir -p test-reports

# The static checks count as one test each: a type or lint error fails CI like a failing test.
check() {
  npm run --silent "$1" > "test-reports/$1.log" 2>&1
  echo $? > "test-reports/$1.status"
}
# The type check reads .next/types, which the build writes: it runs first.
check typecheck

# The build runs beside the lint and Jest: Jest waits on its PostgreSQL, spawned CLIs and timers (46% of the two
# cores idle when it runs alone) and the build on its single-threaded steps (27% idle), so together they fill the
# machine. Nothing in the lint or Jest reads the build's output.
npm run build > test-reports/build.log 2>&1 &
build=$!
check lint
npx jest --json --outputFile=test-reports/jest.json
wait "$build" || { tail -n 50 test-reports/build.log; echo "build failed" > test-reports/build-failed; }
[ -f test-reports/build-failed ] || npx playwright test

node scripts/test-summary.mjs
