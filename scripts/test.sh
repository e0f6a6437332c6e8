#!/usr/bin/env bash
# Runs every test: Jest unit tests, then Playwright in Debian's Chromium against the production build.
# Ends with one line, `tests: N passed, N failed`, counted from the runners' JSON reports.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-deps.sh --browser || exit 1
rm -rf test-results && mkdir -p test-results

npx jest --json --outputFile=test-results/jest.json
npm run build > test-results/build.log 2>&1 || { tail -n 50 test-results/build.log; echo "build failed" > test-results/build-failed; }
[ -f test-results/build-failed ] || npx playwright test

node scripts/test-summary.mjs
