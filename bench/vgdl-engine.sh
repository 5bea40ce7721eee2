#!/usr/bin/env bash
# VGDL engine speed: ticks per second per shipped game (level 0, seeded random agent, JIT warmed
# first, only Game.step timed). Issue 18 target: a tick of aliens costs far less than 100 us.
# Usage: bench/vgdl-engine.sh [millis-per-game] [game...]   e.g. bench/vgdl-engine.sh 1000 aliens
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/java-env.sh"
(cd "$ROOT" && ./mvnw -B -ntp -q -o -DskipTests package -pl libs/vgdl -am)
exec "$JAVA_HOME/bin/java" -XX:+UseSerialGC -cp "$ROOT/libs/vgdl/target/classes" \
  dev.arbiter.vgdl.bench.EngineBench "$@"
