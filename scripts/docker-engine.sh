#!/usr/bin/env bash
# Makes a Docker engine reachable for the docker sandbox backend, and prints its address
# (unix:///…) on stdout. Uses one that already answers (ARBITER_DOCKER_HOST, DOCKER_HOST,
# /var/run/docker.sock); otherwise installs Debian's docker.io when dockerd is missing and starts a
# project engine of its own, which never touches the host's network setup (no bridge, no iptables:
# entries run with --network none anyway) and keeps its images in /var/lib/arbiter-docker.
#   scripts/docker-engine.sh          start (or find) an engine; idempotent
#   scripts/docker-engine.sh --stop   stop the engine this script started
set -euo pipefail
RUN_DIR=/run/arbiter-docker
DATA_DIR="${ARBITER_DOCKER_DATA:-/var/lib/arbiter-docker}"
SOCKET="$RUN_DIR/docker.sock"
PIDFILE="$RUN_DIR/dockerd.pid"

answers() {
  local host="$1"
  [[ "$host" == unix://* ]] || return 1
  [[ -S "${host#unix://}" ]] || return 1
  curl -fsS --max-time 3 --unix-socket "${host#unix://}" http://localhost/_ping >/dev/null 2>&1
}

if [[ "${1:-}" == "--stop" ]]; then
  if [[ -f "$PIDFILE" ]] && kill -0 "$(cat "$PIDFILE")" 2>/dev/null; then
    pid="$(cat "$PIDFILE")"
    kill "$pid"
    for _ in $(seq 1 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    echo "docker-engine: stopped the project engine (pid $pid)" >&2
  fi
  exit 0
fi

for host in "${ARBITER_DOCKER_HOST:-}" "${DOCKER_HOST:-}" unix:///var/run/docker.sock "unix://$SOCKET"; do
  if [[ -n "$host" ]] && answers "$host"; then
    echo "$host"
    exit 0
  fi
done

if [[ $(id -u) -ne 0 ]]; then
  echo "docker-engine: no Docker engine answers, and starting one needs root — run scripts/docker-engine.sh as root," \
       "set ARBITER_DOCKER_HOST to an engine's socket, or use --backend local" >&2
  exit 1
fi
need=()
command -v dockerd >/dev/null || need+=(docker.io)
command -v curl >/dev/null || need+=(curl)
if ((${#need[@]})); then
  echo "docker-engine: installing ${need[*]}" >&2
  apt=(-o DPkg::Lock::Timeout=300)
  apt-get "${apt[@]}" update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get "${apt[@]}" install -y -qq --no-install-recommends "${need[@]}" iptables >&2
fi

mkdir -p "$RUN_DIR" "$DATA_DIR"
# A pid file left by an engine that died with an earlier session (kill -9, a machine handed on) makes
# dockerd refuse to start: remove it unless it names a dockerd that is really running.
if [[ -f "$PIDFILE" ]]; then
  old="$(cat "$PIDFILE")"
  state="$(awk '{print $3}' "/proc/$old/stat" 2>/dev/null || true)"
  if [[ "$(cat "/proc/$old/comm" 2>/dev/null)" != dockerd || "$state" == Z ]]; then
    rm -f "$PIDFILE"
  fi
fi
rm -f "$SOCKET"
# --bridge=none --iptables=false: without them dockerd rewrites the host's NAT rules (stack notes).
nohup dockerd --host "unix://$SOCKET" --data-root "$DATA_DIR/root" --exec-root "$RUN_DIR/exec" \
  --pidfile "$PIDFILE" --bridge=none --iptables=false --ip-masq=false --ip6tables=false \
  >"$DATA_DIR/dockerd.log" 2>&1 </dev/null &
engine=$!
for _ in $(seq 1 300); do
  if ! kill -0 "$engine" 2>/dev/null; then
    break # it gave up: no point waiting
  fi
  if answers "unix://$SOCKET"; then
    echo "docker-engine: started a project engine at unix://$SOCKET (log: $DATA_DIR/dockerd.log)" >&2
    echo "unix://$SOCKET"
    exit 0
  fi
  sleep 0.1
done
# One line with its last word, not a screenful: the whole log is there for whoever needs more.
echo "docker-engine: dockerd did not come up: $(tail -n 1 "$DATA_DIR/dockerd.log" | cut -c1-300) (its log: $DATA_DIR/dockerd.log)" >&2
exit 1
