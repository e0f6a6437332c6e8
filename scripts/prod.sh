#!/usr/bin/env bash
# Installs, builds and starts the production site on http://localhost:3000 (PORT overrides) with the embedded
# defaults: no upstream needed, enquiries go to the SQLite store in ./data.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-deps.sh
npm run build
exec bash scripts/start.sh
