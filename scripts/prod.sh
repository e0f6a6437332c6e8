#!/usr/bin/env bash
# Builds and starts the production site on http://localhost:3000 (PORT overrides) with the embedded defaults.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
bash scripts/ensure-deps.sh
npm run build
exec npx next start -p "${PORT:-3000}"
