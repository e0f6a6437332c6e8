#!/usr/bin/env bash
# Installs what a fresh clone on a fresh machine lacks: node_modules (npm ci), and Debian's Chromium when asked.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› npm ci"
  npm ci --no-audit --no-fund
fi

# --browser: Debian's Chromium for the browser tests; --bench: that, wrk and nginx for the load figures.
packages=()
case "${1:-}" in
  --browser | --bench) [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || packages+=(chromium) ;;
esac
[ "${1:-}" = "--bench" ] && ! command -v wrk >/dev/null && packages+=(wrk)
[ "${1:-}" = "--bench" ] && [ ! -x /usr/sbin/nginx ] && packages+=(nginx)
if [ ${#packages[@]} -gt 0 ]; then
  echo "› apt-get install ${packages[*]}"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${packages[@]}" >/dev/null
fi
