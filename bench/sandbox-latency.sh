#!/usr/bin/env bash
# Start latency of the local and docker sandbox backends against `docker run` of the same entry, and
# their per-move round trip against a raw pipe, as ratios (targets: local start <= 1/5 of docker run;
# round trip <= 1.5x a raw pipe in either backend). Needs what both backends need: root, bubblewrap,
# util-linux (scripts/setup-machine.sh), an engine and the images (started and built here when
# missing). Prints figures; asserts nothing. BENCH_START_ONLY=1 skips the round trips; BENCH_WINDOWS_ONLY=1
# measures only the Windows/Linux start ratio with a spare (~4 min).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/java-env.sh"
export ARBITER_WINE_PREFIX="${ARBITER_WINE_PREFIX:-$ROOT/.arbiter/cache/wine-prefix}"
cd "$ROOT"
ARBITER_DOCKER_HOST="$(scripts/docker-engine.sh)"
export ARBITER_DOCKER_HOST
scripts/docker-images.sh >&2
classpath="$ROOT/libs/sandbox/target/bench.classpath"
# In the same reactor run as the package, so libs/sandbox's own modules (libs/hostdirs) resolve from it,
# not from a local repository nothing installed them in; the last module written, libs/sandbox, wins.
./mvnw -B -q -DskipTests package dependency:build-classpath -pl libs/sandbox -am -Dmdep.outputFile="$classpath" >&2

# The echo program lives where the sandbox uid can read it, like an uploaded entry.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
chmod 755 "$work"
cc -O2 -o "$work/echo" bench/echo.c
exe=""
if command -v x86_64-w64-mingw32-gcc >/dev/null && [[ -d "$ARBITER_WINE_PREFIX" ]]; then
  x86_64-w64-mingw32-gcc -O2 -static -o "$work/echo.exe" bench/echo.c && exe="$work/echo.exe"
fi
# One CPU for the judge, the raw pipe and every sandbox (containers through their cpuset): on this
# kind of VM a wake-up that crosses vCPUs costs ~30 µs each way, so unpinned figures swing between
# ~3.5 µs and ~60 µs per round trip with where the scheduler happened to put each program, which
# measures the hypervisor, not the sandbox. BENCH_PIN= (empty) measures unpinned.
PIN="${BENCH_PIN-0}"
pin=()
if [[ -n "$PIN" ]]; then
  pin=(taskset -c "$PIN")
  export ARBITER_DOCKER_CPUSET="$PIN"
  echo "pinned to CPU $PIN (BENCH_PIN= to measure unpinned)"
fi
"${pin[@]}" "$JAVA_HOME/bin/java" -cp "libs/sandbox/target/classes:$(cat "$classpath")" bench/SandboxLatency.java "$work/echo" $exe
