#!/usr/bin/env bash
# Runs the production nginx recipe (deploy/nginx) locally, as the current user, in a temporary prefix of its own:
#   bash scripts/nginx.sh start --port 8080 --upstream 3000 [--upstream 3001] [--page-ttl 60] [--root DIR]
#        [--enquiry-rate 20r/m]   the coarse per-address enquiry limit (the bench lifts it to measure the route)
#        prints the prefix; nginx runs in the background until `bash scripts/nginx.sh stop <prefix>`
#   bash scripts/nginx.sh run ...    the same in the foreground, stopped and removed on Ctrl-C
#   bash scripts/nginx.sh check      `nginx -t` of deploy/nginx.conf as shipped, with a throwaway certificate
#   bash scripts/nginx.sh placeholder    prints a fresh nonce placeholder file (deploy/nginx/articles.conf)
# Plain HTTP on 127.0.0.1 (--bind to change); --root is the built project whose .next/static and public/media
# nginx serves (default: this one). Installs Debian's nginx and its brotli modules with apt-get when missing.
set -euo pipefail
project="$(cd "$(dirname "$0")/.." && pwd)"

die() {
  echo "nginx.sh: $*" >&2
  exit 1
}

nginx_bin() {
  command -v nginx || echo /usr/sbin/nginx
}

brotli_module() {
  local modules
  modules="$("$(nginx_bin)" -V 2>&1 | grep -o -- '--modules-path=[^ ]*' | cut -d= -f2)"
  echo "${modules:-/usr/lib/nginx/modules}/ngx_http_brotli_filter_module.so"
}

brotli_static_module() {
  local filter
  filter="$(brotli_module)"
  echo "${filter/filter/static}"
}

has_brotli() {
  [ -f "$(brotli_module)" ] && [ -f "$(brotli_static_module)" ]
}

apt_install() {
  local sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  echo "› apt-get install $*" >&2
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "$@" >/dev/null
}

ensure_nginx() {
  if [ ! -x "$(nginx_bin)" ]; then
    local sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    apt_install nginx
  fi
  # Brotli is optional: installed when Debian offers it, left out of the config when it is not there.
  if { [ ! -f "$(brotli_module)" ] || [ ! -f "$(brotli_static_module)" ]; } && apt-cache show libnginx-mod-http-brotli-static >/dev/null 2>&1; then
    apt_install libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static || echo "nginx.sh: no brotli modules; gzip only" >&2
  fi
}

# The main context every local config shares: its own pid, logs and temp folders, workers that can read the project.
main_context() {
  local prefix="$1" workers="$2"
  echo "# Rendered by scripts/nginx.sh; deploy/nginx.conf is the production recipe."
  # As root, workers would otherwise run as nobody and could read neither the project nor the temp folders.
  [ "$(id -u)" -eq 0 ] && echo "user root;"
  echo "worker_processes $workers;"
  echo "pid $prefix/nginx.pid;"
  echo "error_log $prefix/logs/error.log warn;"
  has_brotli && echo "load_module $(brotli_module);" && echo "load_module $(brotli_static_module);"
  echo "events { worker_connections 1024; }"
}

http_basics() {
  local prefix="$1"
  cat <<EOF
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    server_tokens off;
    access_log $prefix/logs/access.log;
    client_body_temp_path $prefix/temp/body;
    proxy_temp_path $prefix/temp/proxy;
    fastcgi_temp_path $prefix/temp/fastcgi;
    uwsgi_temp_path $prefix/temp/uwsgi;
    scgi_temp_path $prefix/temp/scgi;
EOF
}

# The http-level file that names the nonce placeholder: 24 random bytes as 48 lower-case hex digits, the one shape
# Node honours (lib/security.ts). A fresh one per local start; production keeps its own (docs/DEPLOY.md).
placeholder() {
  local secret
  secret="$(od -An -N24 -tx1 /dev/urandom | tr -d ' \n')"
  [[ "$secret" =~ ^[0-9a-f]{48}$ ]] || die "could not read 24 random bytes"
  echo "# The nonce placeholder nginx asks Node to render with and replaces in every answer. Secret; rotate with a new one."
  echo "map \"\" \$quillmark_nonce_placeholder { default $secret; }"
}

new_prefix() {
  local prefix
  prefix="$(mktemp -d "${TMPDIR:-/tmp}/quillmark-nginx.XXXXXX")"
  mkdir -p "$prefix/logs" "$prefix/temp" "$prefix/cache"
  echo "$prefix"
}

render_local() {
  local prefix="$1" port="$2" bind="$3" ttl="$4" root="$5" workers="$6" rate="$7"
  shift 7
  ln -s "$project/deploy/nginx" "$prefix/quillmark"
  {
    main_context "$prefix" "$workers"
    echo "http {"
    http_basics "$prefix"
    echo "    upstream quillmark {"
    for upstream in "$@"; do
      [[ "$upstream" == *:* ]] || upstream="127.0.0.1:$upstream"
      echo "        server $upstream;"
    done
    echo "        keepalive 16;"
    echo "    }"
    echo "    proxy_cache_path $prefix/cache levels=1:2 keys_zone=quillmark_pages:10m max_size=200m inactive=10m use_temp_path=off;"
    echo "    include quillmark/http.conf;"
    echo "    include quillmark-nonce-placeholder.conf;"
    echo "    limit_req_zone \$quillmark_enquiry_client zone=quillmark_enquiries:10m rate=$rate;"
    has_brotli && echo "    include quillmark/brotli.conf;"
    echo "    server {"
    echo "        listen $bind:$port;"
    echo "        set \$quillmark_root $root;"
    echo "        set \$quillmark_page_ttl $ttl;"
    echo "        proxy_cache_valid 200 301 308 404 ${ttl}s;"
    echo "        include quillmark/quillmark.conf;"
    echo "    }"
    echo "}"
  } >"$prefix/nginx.conf"
}

nginx_in() {
  local prefix="$1"
  shift
  "$(nginx_bin)" -p "$prefix" -c "$prefix/nginx.conf" -e "$prefix/logs/error.log" "$@"
}

start() {
  local mode="$1" port="" bind="127.0.0.1" ttl=60 root="$project" workers=1 rate="20r/m" upstreams=()
  shift
  while [ $# -gt 0 ]; do
    case "$1" in
      --port) port="${2:-}"; shift 2 ;;
      --upstream) upstreams+=("${2:-}"); shift 2 ;;
      --page-ttl) ttl="${2:-}"; shift 2 ;;
      --root) root="$(cd "${2:-}" && pwd)"; shift 2 ;;
      --bind) bind="${2:-}"; shift 2 ;;
      --workers) workers="${2:-}"; shift 2 ;;
      --enquiry-rate) rate="${2:-}"; shift 2 ;;
      *) die "unknown option $1" ;;
    esac
  done
  [[ "$port" =~ ^[0-9]+$ ]] || die "--port N is required"
  [ ${#upstreams[@]} -gt 0 ] || die "at least one --upstream PORT (or HOST:PORT) is required"
  # The recipe's promise: no page outlives a minute in nginx, whatever Next says.
  [[ "$ttl" =~ ^[0-9]+$ ]] && [ "$ttl" -ge 1 ] && [ "$ttl" -le 60 ] || die "--page-ttl must be 1-60 seconds"
  [[ "$workers" =~ ^([0-9]+|auto)$ ]] || die "--workers must be a number or auto"
  [[ "$rate" =~ ^[0-9]+r/[sm]$ ]] || die "--enquiry-rate must read like 20r/m"
  [ -d "$root/.next/static" ] || die "$root/.next/static is missing: run npm run build first"

  ensure_nginx
  local prefix
  prefix="$(new_prefix)"
  render_local "$prefix" "$port" "$bind" "$ttl" "$root" "$workers" "$rate" "${upstreams[@]}"
  placeholder >"$prefix/quillmark-nonce-placeholder.conf"
  if ! nginx_in "$prefix" -t -q; then
    cat "$prefix/logs/error.log" >&2 || true
    rm -rf "$prefix"
    die "the rendered configuration does not pass nginx -t"
  fi
  if [ "$mode" = run ]; then
    trap "rm -rf '$prefix'" EXIT
    echo "› nginx on http://$bind:$port in front of ${upstreams[*]} ($prefix)" >&2
    nginx_in "$prefix" -g "daemon off;"
  else
    nginx_in "$prefix"
    echo "$prefix"
  fi
}

stop() {
  local prefix="${1:-}"
  [ -f "$prefix/nginx.conf" ] || die "usage: nginx.sh stop <prefix printed by start>"
  if [ -f "$prefix/nginx.pid" ]; then
    local pid
    pid="$(cat "$prefix/nginx.pid")"
    nginx_in "$prefix" -s quit || true
    # A graceful quit lets answers in flight finish; after 10 s the master is told to stop at once.
    for _ in $(seq 100); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -0 "$pid" 2>/dev/null && kill -TERM "$pid"
  fi
  rm -rf "$prefix"
}

check() {
  ensure_nginx
  command -v openssl >/dev/null || apt_install openssl
  local prefix
  prefix="$(new_prefix)"
  trap "rm -rf '$prefix'" EXIT
  cp -r "$project/deploy/nginx" "$prefix/quillmark"
  mkdir -p "$prefix/tls"
  openssl req -x509 -newkey rsa:2048 -nodes -subj /CN=localhost -days 1 \
    -keyout "$prefix/tls/privkey.pem" -out "$prefix/tls/fullchain.pem" 2>/dev/null
  # The shipped files as they are, only their machine paths pointed into the prefix.
  local paths="s#/etc/ssl/quillmark/#$prefix/tls/#; s#/srv/quillmark#$project#; s#/var/cache/nginx/quillmark#$prefix/cache#"
  sed -i "$paths" "$prefix/quillmark/tls.conf"
  sed "$paths" "$project/deploy/nginx.conf" >"$prefix/site.conf"
  placeholder >"$prefix/quillmark-nonce-placeholder.conf"
  has_brotli || sed -i '/include quillmark\/brotli.conf;/d' "$prefix/site.conf"
  {
    main_context "$prefix" 1
    echo "http {"
    http_basics "$prefix"
    echo "    include site.conf;"
    echo "}"
  } >"$prefix/nginx.conf"
  nginx_in "$prefix" -t
}

case "${1:-}" in
  start | run) start "$@" ;;
  stop) stop "${2:-}" ;;
  check) check ;;
  placeholder) placeholder ;;
  *) die "usage: nginx.sh start|run --port N --upstream PORT [--upstream PORT] [--page-ttl S] [--root DIR] | stop PREFIX | check | placeholder" ;;
esac
