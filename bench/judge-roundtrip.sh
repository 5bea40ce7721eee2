#!/usr/bin/env bash
# Judge overhead per move: a move's round trip through the judge (game in-process, player a real
# process, every line transcribed) against a raw pipe round trip to the same echo program.
# Prints both medians and the ratio (issue 2 target: <= 1.3).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/java-env.sh"
[[ -f "$ROOT/cli/target/arbiter.jar" ]] || (cd "$ROOT" && ./mvnw -B -q -DskipTests install -pl cli -am)
WORK="$(mktemp -d)"; trap 'rm -rf "$WORK"' EXIT
cc -O2 -o "$WORK/echo_player" "$ROOT/bench/echo_player.c"
# One CPU for the judge and the echo program: on this kind of VM a wake-up that crosses vCPUs costs
# ~30 µs each way, so unpinned even the raw pipe swings between ~3 µs and ~35 µs per round trip with
# where the scheduler put the two processes, which measures the hypervisor, not the judge.
# BENCH_PIN= (empty) measures unpinned; ROUNDS (default 21) interleaved rounds give the medians.
PIN="${BENCH_PIN-0}"
pin=()
if [[ -n "$PIN" ]]; then
  pin=(taskset -c "$PIN")
  echo "pinned to CPU $PIN (BENCH_PIN= to measure unpinned)"
fi
exec "${pin[@]}" "$JAVA_HOME/bin/java" -XX:+UseSerialGC -cp "$ROOT/cli/target/arbiter.jar" "$ROOT/bench/JudgeRoundTrip.java" \
  "$WORK/echo_player" "${MOVES:-20000}" "${ROUNDS:-21}"
