#!/usr/bin/env bash
# Issue 6's figures: upload-to-leaderboard latency (p50/p95), matches per hour beside the judge-bound reference
# (the same matches through ./arbiter tournament on the same cores, and the ratio; issue 36), platform RSS idle and
# under load. With --demo, issue 14's instead: upload-to-leaderboard latency idle and with the runners
# saturated by ladders, side by side. Builds first if needed (through ./arbiter), then runs bench/platform_bench.py (not platform.py: that name would shadow Python's own platform module).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
exec python3 "$ROOT/bench/platform_bench.py" "$@"
