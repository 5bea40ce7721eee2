#!/usr/bin/env bash
# Regenerates the coverage table in libs/vgdl/README.md: every level of every shipped VGDL game,
# 500 ticks of a seeded random agent. ShippedGamesCoverageTest fails while the table is stale.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/java-env.sh"
(cd "$ROOT" && ./mvnw -B -ntp -q -o -DskipTests package -pl libs/vgdl -am)
exec "$JAVA_HOME/bin/java" -cp "$ROOT/libs/vgdl/target/classes" \
  dev.arbiter.vgdl.coverage.CoverageReport --write "$ROOT/libs/vgdl/README.md"
