#!/usr/bin/env bash
# Issue 19: matches per hour for 1, 2 and 4 runner processes (./arbiter up --runners N) on this machine, and
# the per-match costs the scale model (bench/scale-model) is fed with. Builds first if needed (through ./arbiter).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/java-env.sh"   # bench/PgWrites.java reads PostgreSQL's write counters
exec python3 "$ROOT/bench/runner_scaling.py" "$@"
