#!/usr/bin/env bash
# Start latency and per-move round trip of the local sandbox backend against the none backend and a
# raw pipe, as ratios (targets: round trip <= 1.5x a raw pipe). Needs what the local backend needs:
# root, bubblewrap, util-linux (scripts/setup-machine.sh). Prints figures; asserts nothing.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/java-env.sh"
export ARBITER_WINE_PREFIX="${ARBITER_WINE_PREFIX:-$ROOT/.arbiter/cache/wine-prefix}"
cd "$ROOT"
./mvnw -B -q -DskipTests package -pl libs/sandbox -am >&2

# The echo program lives where the sandbox uid can read it, like an uploaded entry.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
chmod 755 "$work"
cc -O2 -o "$work/echo" bench/echo.c
exe=""
if command -v x86_64-w64-mingw32-gcc >/dev/null && [[ -d "$ARBITER_WINE_PREFIX" ]]; then
  x86_64-w64-mingw32-gcc -O2 -static -o "$work/echo.exe" bench/echo.c && exe="$work/echo.exe"
fi
"$JAVA_HOME/bin/java" -cp libs/sandbox/target/classes bench/SandboxLatency.java "$work/echo" $exe
