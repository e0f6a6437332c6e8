#!/usr/bin/env bash
# Runs every test: the type check and lint, Jest unit tests, then Playwright in Debian's Chromium against the production build.
# Ends with one line, `tests: N passed, N failed`, counted from the runners' JSON reports.
set -uo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
began=$(date +%s)
bash scripts/ensure-deps.sh --browser --defer-native || exit 1
# Reports live apart from Playwright's output folder, which it empties when it starts.
rm -rf test-results test-reports && mkdir -p test-reports
# When each step ended, in seconds from the start, printed before the summary: where a slow run spent its time.
step() { echo "$1: $(($(date +%s) - began)) s" >> test-reports/steps.txt; }
step "dependencies"

# The static checks count as one test each: a type or lint error fails CI like a failing test.
check() {
  npm run --silent "$1" > "test-reports/$1.log" 2>&1
  echo $? > "test-reports/$1.status"
}
# On a fresh clone, better-sqlite3's compile (46 s of one core) runs beside the type check and the lint, which load
# no native module. Jest needs it, and so does the build: its standalone output copies the compiled module.
native=""
if [ ! -f node_modules/better-sqlite3/build/Release/better_sqlite3.node ]; then
  npm rebuild better-sqlite3 > test-reports/native.log 2>&1 &
  native=$!
fi
# The type check generates the route types the build would (next typegen) and checks every file; the build skips its own.
check typecheck
check lint
step "type check and lint"
# The compile outlasts both by about 25 s, with a core to spare: the build's first step, the pictures' sizes (38 s of
# two cores on a fresh clone, scripts/media/sizes.mjs), needs no native module and starts in that gap. The build
# below finds them made.
node scripts/media/sizes.mjs > test-reports/sizes.log 2>&1 &
sizes=$!
if [ -n "$native" ] && ! wait "$native"; then
  tail -n 30 test-reports/native.log
fi
step "better-sqlite3 compiled"

# The build runs beside Jest: Jest waits on its PostgreSQL, spawned processes and timers (46% of the two cores idle
# when it runs alone) and the build on its single-threaded steps, so together they fill the machine. Nothing in Jest
# reads the build's output. Playwright starts as soon as the build is done, beside Jest, so Jest's output goes to a
# file rather than between Playwright's lines; it is shown when Jest ends, whole when something failed.
# From the build on, the two cores are full: in a quiet clean-clone run of 2026-12-07 (1,343 s; the build done at
# 333 s, Playwright at 1,322 s, Jest at 1,342 s) vmstat read 2% idle after the first minute. Jest keeps its default
# worker count (one on two cores): with two it was done at 824 s, but the build ended 61 s later and the run took
# 1,323 s, the same.
node --report-on-signal --report-directory=test-reports node_modules/.bin/jest --json --outputFile=test-reports/jest.json > test-reports/jest.log 2>&1 &
jest=$!
# Jest waits for every handle a test left open before it exits. Once seen (ci14 of 2026-11-27): the report written,
# all passed, and the process still running minutes later. A minute after its report it is stopped and counted as a
# failure, so CI says so at once instead of waiting out its 90 minutes. Seen again in ci26 (2026-11-28), one core
# busy; not reproduced by --detectOpenHandles. So before it is stopped, Node writes a diagnostic report (SIGUSR2,
# --report-on-signal): its libuv handles, and which of them still hold the process, are named in the failure.
watch_jest() {
  while kill -0 "$jest" 2>/dev/null; do
    if [ -f test-reports/jest.json ] && [ $(($(date +%s) - $(stat -c %Y test-reports/jest.json))) -gt 60 ]; then
      kill -USR2 "$jest"
      sleep 3
      kill "$jest"
      {
        echo "Jest wrote its report a minute ago and has not exited: a test left a handle open. What held it (test-reports/report.*.json):"
        node -e 'const r = require(require("path").resolve(process.argv[1])); for (const h of r.libuv) if (h.is_referenced && h.is_active) console.log("  " + JSON.stringify(h).slice(0, 300))' "$(ls test-reports/report.*.json 2>/dev/null | head -1)" 2>&1
      } | tee test-reports/jest-hung
      return
    fi
    sleep 2
  done
}
watch_jest &
watchdog=$!

# The build once the sizes are made (if they failed, the build makes them again and says why).
wait "$sizes"
step "pictures' sizes"
playwright=""
if npm run build > test-reports/build.log 2>&1; then
  step "build"
  (npx playwright test; status=$?; step "Playwright"; exit $status) &
  playwright=$!
else
  tail -n 50 test-reports/build.log
  echo "build failed" > test-reports/build-failed
fi

wait "$jest"
# Its status goes to the summary: an exit of 1 with every test passed is a test's work outliving its file.
echo $? > test-reports/jest.status
if [ "$(cat test-reports/jest.status)" = 0 ]; then
  grep -E '^(Test Suites|Tests):' test-reports/jest.log
else
  cat test-reports/jest.log
fi
step "Jest"
kill "$watchdog" 2>/dev/null
[ -z "$playwright" ] || wait "$playwright"

cat test-reports/steps.txt
# The CPU time of everything the run waited for (bash's times: the children's user and system seconds).
times > test-reports/times.txt
echo "CPU of the run (user, system): $(tail -n 1 test-reports/times.txt)"
node scripts/test-summary.mjs
