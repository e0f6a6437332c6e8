#!/usr/bin/env bash
# Starts the built standalone server on PORT (default 3000). The enquiry store lives outside .next, so a rebuild
# never touches it: DATA_DIR defaults to ./data in the project, as an absolute path.
set -euo pipefail
cd "$(dirname "$0")/.."
export DATA_DIR="$(realpath -m "${DATA_DIR:-data}")"
export PORT="${PORT:-3000}"
# bash sets HOSTNAME to the machine name, so the bind address has its own variable. Loopback by default: without
# TRUST_PROXY the server refuses a public address (lib/config.ts, exposureProblem).
export HOSTNAME="${BIND_HOST:-127.0.0.1}"
export NEXT_TELEMETRY_DISABLED=1
# Next prints the address it binds (127.0.0.1); people and passkeys need the site's own name, which is localhost by
# default: WebAuthn refuses an IP address, so a first admin who opened 127.0.0.1 could not register.
echo "Quillmark: open ${SITE_URL:-http://localhost:${PORT}} (the staff area's passkeys work on that name, not on 127.0.0.1)"
# V8 lets a heap grow towards a quarter of the machine's memory before it collects hard: 45,000 beacons took one
# process from 187 MB to 1,286 MB resident, garbage a forced collection gave back. Capped, a 60 s flood of 90,000
# beacons peaked at 356 MB (1,514 beacons/s, p99 60 ms; uncapped 783 MB): docs/INSIGHTS.md, "Memory".
# exec, here and in package.json's "start" and "prod": npm forwards SIGTERM to its child only, and dash keeps a shell between
# them, so without both the signal ended the shell and left the server running (e2e/runbook.spec.ts).
exec node --max-old-space-size="${HEAP_LIMIT_MB:-384}" .next/standalone/server.js
