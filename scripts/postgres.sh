#!/usr/bin/env bash
# A throwaway PostgreSQL for the tests (the enquiry store on PostgreSQL when DATABASE_URL is set):
#   bash scripts/postgres.sh start [--port N]   prints one line, postgres://quillmark@127.0.0.1:PORT/quillmark
#   bash scripts/postgres.sh stop --port N      stops that cluster and removes its folder (0 if already gone)
#   bash scripts/postgres.sh url --port N       prints the URL while that cluster runs
# Each cluster lives in a mktemp folder of its own (data, socket, log), found again through the state file
# ${TMPDIR:-/tmp}/quillmark-postgres-PORT.dir, so several can run side by side. Never a system service.
# PostgreSQL refuses to run as root: as root it runs as the system user quillmark-pg (created when missing),
# otherwise as the current user. Installs Debian's postgresql with apt-get when the binaries are missing.
# Only the URL goes to stdout; everything else to stderr.
set -euo pipefail

PG_USER_AS_ROOT="quillmark-pg"
state_root="${TMPDIR:-/tmp}"
state_root="${state_root%/}"

die() {
  echo "postgres.sh: $*" >&2
  exit 1
}

say() {
  echo "› $*" >&2
}

# The newest /usr/lib/postgresql/*/bin, else whatever pg_ctl on PATH points to (/usr/local/bin/pg_ctl is a symlink
# there); PG_BINDIR overrides. Debian's /usr/bin holds pg_wrapper scripts that need a system cluster, so not those.
find_bindir() {
  local dir
  for dir in ${PG_BINDIR:-} $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -Vr) \
    "$(dirname "$(readlink -f "$(command -v pg_ctl 2>/dev/null || echo /nonexistent)")")"; do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && [ -x "$dir/postgres" ] && [ -x "$dir/createdb" ]; then
      echo "$dir"
      return 0
    fi
  done
  return 1
}

# Same pattern as scripts/nginx.sh: sudo unless root, quiet, non-interactive; `apt-get update` only when the
# package lists are too old or absent for the install to work.
apt_install() {
  local sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  say "apt-get install $*"
  if ! DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "$@" >/dev/null; then
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "$@" >/dev/null
  fi
}

run_as() {
  if [ "$(id -u)" -eq 0 ]; then echo "$PG_USER_AS_ROOT"; else id -un; fi
}

# Installing and creating the user are once per machine; a lock keeps two parallel starts from racing apt (dpkg's
# own lock would fail the second) or useradd. Taken only when there is something to do, so a normal CI user never
# needs write access to a lock file root made.
prepare_machine() {
  local needs=""
  find_bindir >/dev/null || needs=1
  [ "$(id -u)" -ne 0 ] || id -u "$PG_USER_AS_ROOT" >/dev/null 2>&1 || needs=1
  [ -n "$needs" ] || return 0
  local lock="$state_root/quillmark-postgres.lock"
  # Read-only when another user made the lock file: flock needs only an open descriptor.
  { exec 9>>"$lock"; } 2>/dev/null || exec 9<"$lock"
  flock 9
  if ! find_bindir >/dev/null; then
    apt_install postgresql
    find_bindir >/dev/null || die "no initdb/pg_ctl/postgres/createdb under /usr/lib/postgresql/*/bin after installing postgresql"
  fi
  if [ "$(id -u)" -eq 0 ] && ! id -u "$PG_USER_AS_ROOT" >/dev/null 2>&1; then
    say "useradd $PG_USER_AS_ROOT (PostgreSQL will not run as root)"
    useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin "$PG_USER_AS_ROOT"
  fi
  # Closed before postgres starts, or the server would inherit the descriptor and hold the lock for its lifetime.
  exec 9>&-
}

# Runs a PostgreSQL binary as the cluster's user, from / so the caller's folder need not be readable by that user,
# and with the caller's PG* variables out of the way so only the explicit arguments count.
as_user() {
  local user="$1"
  shift
  local clean=(env -u PGHOST -u PGPORT -u PGUSER -u PGDATABASE -u PGDATA -u PGPASSWORD -u PGSERVICE -u PGOPTIONS)
  if [ "$(id -u)" -eq 0 ]; then
    (cd / && runuser -u "$user" -- "${clean[@]}" "$@")
  else
    (cd / && "${clean[@]}" "$@")
  fi
}

# A bind test on 127.0.0.1, the address the server listens on. Node is there in any checkout of this project.
port_free() {
  node -e '
    const s = require("net").createServer();
    s.once("error", () => process.exit(1));
    s.listen(Number(process.argv[1]), "127.0.0.1", () => s.close(() => process.exit(0)));
  ' "$1"
}

# Written as text: console.log colours a number when FORCE_COLOR is set (Playwright's workers set it), and
# postgres refuses a port wrapped in escape codes.
any_free_port() {
  node -e '
    const s = require("net").createServer();
    s.listen(0, "127.0.0.1", () => { const { port } = s.address(); s.close(() => process.stdout.write(`${port}\n`)); });
  '
}

state_file() {
  echo "$state_root/quillmark-postgres-$1.dir"
}

url_for() {
  echo "postgres://quillmark@127.0.0.1:$1/quillmark"
}

parse_port() {
  port=""
  while [ $# -gt 0 ]; do
    case "$1" in
      --port) port="${2:-}"; shift 2 || shift ;;
      *) die "unknown option $1" ;;
    esac
  done
  [ -z "$port" ] || [[ "$port" =~ ^[0-9]+$ && "$port" -ge 1 && "$port" -le 65535 ]] || die "--port must be a number 1-65535"
}

# Claims a port into $port: its state file is created with noclobber, so two parallel starts can never both own
# one port (the kernel may hand the same free port to both bind tests). Runs in this shell, not in $(...), so that
# abort_start always knows which state file is ours.
claim_port() {
  local wanted="$1" candidate
  for _ in 1 2 3 4 5 6 7 8 9 10; do
    candidate="${wanted:-$(any_free_port)}"
    [ -n "$candidate" ] || die "node could not run the free-port check"
    # An auto-picked port has just passed its bind test in any_free_port; a given one gets its own.
    if [ -z "$wanted" ] || port_free "$candidate"; then
      set -o noclobber
      if { : >"$(state_file "$candidate")"; } 2>/dev/null; then
        set +o noclobber
        port="$candidate"
        return 0
      fi
      set +o noclobber
    fi
    [ -z "$wanted" ] || die "port $wanted is in use (or $(state_file "$wanted") is left from an earlier run)"
  done
  die "found no free port on 127.0.0.1"
}

# Undoes a half-made start: whatever runs is stopped, the folder and the state file go.
abort_start() {
  local code=$?
  trap - EXIT
  if [ "$code" -ne 0 ]; then
    if [ -n "${dir:-}" ] && [ -f "$dir/data/postmaster.pid" ]; then
      as_user "$user" "$bindir/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    [ -z "${dir:-}" ] || rm -rf "$dir"
    [ -z "${port:-}" ] || rm -f "$(state_file "$port")"
  fi
  exit "$code"
}

start() {
  parse_port "$@"
  local wanted="$port"
  port=""
  prepare_machine
  bindir="$(find_bindir)" || die "PostgreSQL binaries not found"
  user="$(run_as)"
  # Any failure from here, or Ctrl-C, or a test runner that kills us, goes through abort_start.
  dir=""
  trap abort_start EXIT
  trap 'exit 1' INT TERM HUP

  local attempt interrupted=""
  for attempt in 1 2 3; do
    # A signal while the state file and folder are made and named is held back until both are known.
    trap 'interrupted=1' INT TERM HUP
    claim_port "$wanted"
    dir="$(mktemp -d "$state_root/quillmark-postgres.XXXXXX")"
    echo "$dir" >"$(state_file "$port")"
    trap 'exit 1' INT TERM HUP
    [ -z "$interrupted" ] || exit 1
    # Unix sockets live in the folder too: their path must stay under ~107 bytes.
    [ ${#dir} -le 80 ] || die "$dir is too long a path for PostgreSQL's socket; set TMPDIR to a shorter folder"
    if [ "$(id -u)" -eq 0 ]; then
      chown "$user": "$dir"
      as_user "$user" test -w "$dir" || die "$user cannot reach $dir; set TMPDIR to a folder anyone can enter, e.g. /tmp"
    fi

    # Throwaway data: no fsync anywhere, and trust on 127.0.0.1 and the folder's socket only.
    if ! as_user "$user" "$bindir/initdb" -D "$dir/data" -U quillmark --auth=trust -E UTF8 --locale=C --no-sync \
      >"$dir/initdb.log" 2>&1; then
      cat "$dir/initdb.log" >&2
      die "initdb failed (output above)"
    fi
    say "PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port in $dir"
    if as_user "$user" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/log" -w -t 60 start \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" \
      >/dev/null 2>&1; then
      break
    fi
    # Another program may take an auto-picked port between the bind test and postgres's own bind: try another.
    if [ -z "$wanted" ] && [ "$attempt" -lt 3 ] && grep -q "could not bind\|could not create any TCP/IP sockets" "$dir/log" 2>/dev/null; then
      say "port $port was taken meanwhile; trying another"
      trap 'interrupted=1' INT TERM HUP
      rm -rf "$dir"
      rm -f "$(state_file "$port")"
      dir=""
      port=""
      continue
    fi
    tail -n 20 "$dir/log" >&2 2>/dev/null || true
    die "the server did not start (log above)"
  done

  as_user "$user" "$bindir/createdb" -h "$dir" -p "$port" -U quillmark quillmark >&2 \
    || die "createdb quillmark failed"
  # Ready: from here a signal must neither undo the cluster nor cut the URL line short.
  trap '' INT TERM HUP
  trap - EXIT
  url_for "$port"
}

stop() {
  parse_port "$@"
  [ -n "$port" ] || die "usage: postgres.sh stop --port N"
  local state dir bindir user
  state="$(state_file "$port")"
  [ -f "$state" ] || return 0
  dir="$(cat "$state")"
  # Only ever a folder this script made: a damaged state file must not turn into rm -rf of something else.
  [[ "$dir" == "$state_root"/quillmark-postgres.* ]] || die "$state does not name a quillmark-postgres folder"
  if [ -f "$dir/data/postmaster.pid" ]; then
    bindir="$(find_bindir)" || die "PostgreSQL binaries not found"
    user="$(stat -c %U "$dir/data")"
    # Fast: open sessions are cut off, which is what a test teardown wants; immediate if that does not finish.
    # A server that died on its own leaves its pid file behind; then there is nothing to stop, only to remove.
    if ! as_user "$user" "$bindir/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null 2>&1 \
      && ! as_user "$user" "$bindir/pg_ctl" -D "$dir/data" -m immediate -w -t 30 stop >/dev/null 2>&1; then
      local pid
      pid="$(head -n 1 "$dir/data/postmaster.pid" 2>/dev/null || true)"
      [ -z "$pid" ] || ! kill -0 "$pid" 2>/dev/null || die "could not stop the server (pid $pid) in $dir"
    fi
  fi
  rm -rf "$dir"
  rm -f "$state"
}

url() {
  parse_port "$@"
  [ -n "$port" ] || die "usage: postgres.sh url --port N"
  local state dir bindir
  state="$(state_file "$port")"
  [ -f "$state" ] || die "no cluster started on port $port"
  dir="$(cat "$state")"
  bindir="$(find_bindir)" || die "PostgreSQL binaries not found"
  [ -f "$dir/data/postmaster.pid" ] && as_user "$(stat -c %U "$dir/data")" "$bindir/pg_ctl" -D "$dir/data" status >/dev/null 2>&1 \
    || die "the cluster on port $port is not running"
  url_for "$port"
}

case "${1:-}" in
  start) shift; start "$@" ;;
  stop) shift; stop "$@" ;;
  url) shift; url "$@" ;;
  *) die "usage: postgres.sh start [--port N] | stop --port N | url --port N" ;;
esac
