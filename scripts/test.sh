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
for check in typecheck lint; do
  npm run --silent "$check" > "test-reports/$check.log" 2>&1
  echo $? > "test-reports/$check.status"
done
npx jest --json --outputFile=test-reports/jest.json
# One after another: run beside ESLint and Jest, the build made each slower (lint 57 -> 131 s, Jest 91 -> 119 s,
# build 82 -> 163 s) and the whole no shorter on this machine's two cores.
npm run build > test-reports/build.log 2>&1 || { tail -n 50 test-reports/build.log; echo "build failed" > test-reports/build-failed; }
[ -f test-reports/build-failed ] || npx playwright test

node scripts/test-summary.mjs
