#!/usr/bin/env bash
# Issue 21's soak: the demo, a stream of uploads and a random part killed every two minutes; see bench/soak.py.
# Not run by CI (30 minutes by default). Builds first if needed (through ./arbiter).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
exec python3 "$ROOT/bench/soak.py" "$@"
