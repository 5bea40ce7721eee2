#!/usr/bin/env bash
# Issue 36's profile: where each millisecond of a match goes. Runs the platform's ladder throughput with every JVM
# under Java Flight Recorder and PostgreSQL's statement statistics, then prints the statements by total time over
# the window and each part's hottest methods. Options: --seconds N (120), --backend local|docker, --top N (15).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# shellcheck source=../scripts/java-env.sh
source "$ROOT/scripts/java-env.sh"
exec python3 "$ROOT/bench/profile_platform.py" "$@"
