#!/usr/bin/env bash
# Installs what a fresh clone on a fresh machine lacks: node_modules (npm ci), and Debian's Chromium when asked.
#   --browser        Chromium's headless shell, which the browser tests drive (e2e/chromium.ts)
#   --bench          that, the full Chromium, wrk and nginx for the measurements
#   --defer-native   install without better-sqlite3's compile (46 s on one core); the caller runs
#                    `npm rebuild better-sqlite3` when node_modules/better-sqlite3/build/Release lacks its module
set -euo pipefail
cd "$(dirname "$0")/.."

browser=false bench=false defer_native=false
for flag in "$@"; do
  case "$flag" in
    --browser) browser=true ;;
    --bench) browser=true bench=true ;;
    --defer-native) defer_native=true ;;
    *) echo "ensure-deps: unknown flag $flag" >&2; exit 2 ;;
  esac
done

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  if $defer_native; then
    echo "› npm ci (better-sqlite3 compiled later)"
    npm ci --no-audit --no-fund --ignore-scripts
    # The one other package allowed a script (package.json allowScripts): esbuild checks its binary, in a moment.
    npm rebuild esbuild
  else
    echo "› npm ci"
    npm ci --no-audit --no-fund
  fi
fi

packages=()
$browser && [ ! -x "${CHROMIUM_SHELL_PATH:-/usr/lib/chromium/chromium-headless-shell}" ] && packages+=(chromium-headless-shell)
$bench && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && packages+=(chromium)
$bench && ! command -v wrk >/dev/null && packages+=(wrk)
$bench && [ ! -x /usr/sbin/nginx ] && packages+=(nginx)
if [ ${#packages[@]} -gt 0 ]; then
  echo "› apt-get install ${packages[*]}"
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${packages[@]}" >/dev/null
fi
