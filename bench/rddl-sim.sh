#!/usr/bin/env bash
# RDDL simulator speed: steps per second on every shipped IPPC instance, under the no-op and under
# the seeded random policy (policy cost included), median of 5 timed rounds after a warm-up.
#   bench/rddl-sim.sh                 # all instances
#   bench/rddl-sim.sh sysadmin        # instances whose name contains a word
#   bench/rddl-sim.sh table           # the table in libs/rddl/README.md (mean random reward, µs/step)
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/java-env.sh"
(cd "$ROOT" && ./mvnw -B -ntp -q -pl libs/rddl -am test-compile)
MODE=bench
if [[ "${1:-}" == "table" ]]; then MODE=table; shift; fi
# One CPU and the serial collector: the figures then measure the simulator, not the scheduler.
# BENCH_PIN= (empty) runs unpinned.
PIN="${BENCH_PIN-0}"
pin=()
[[ -n "$PIN" ]] && command -v taskset >/dev/null && pin=(taskset -c "$PIN")
CP="$ROOT/libs/rddl/target/classes:$ROOT/libs/rddl/target/test-classes"
exec "${pin[@]}" "$JAVA_HOME/bin/java" -XX:+UseSerialGC -cp "$CP" dev.arbiter.rddl.RddlBenchmark "$MODE" "$@"
