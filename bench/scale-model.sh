#!/usr/bin/env bash
# Issue 19: the scale model — a discrete-event simulation of Arbiter on a cluster, fed by the per-match costs
# bench/runner-scaling.sh measured on this machine. See bench/scale_model.py for the options.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
exec python3 "$ROOT/bench/scale_model.py" "$@"
