#!/usr/bin/env bash
# The GVGAI sample agents on one game, side by side: each plays one learning run through ./arbiter match
# (--backend none) with the same seed, training time, level length and validation repetitions, and the
# script prints each one's mean validation score and the learner/random ratio per language. Training time
# is wall time, so a loaded machine lets a learner play fewer training levels: compare within one run.
#   bench/gvgai-agents.sh [GAME] [TRAINING_MS]      # default: aliens 30000
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GAME="${1:-aliens}"
TRAINING="${2:-30000}"
P="$ROOT/examples/players"
echo "game $GAME, training ${TRAINING} ms, levels to 300 ticks, 5 validation plays per level, seed 11; load: $(cut -d' ' -f1-3 /proc/loadavg)"
score() {
  local port
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  "$ROOT/arbiter" match --json --backend none --game "gvgai:$GAME" --player "$1" --seed 11 \
      -o gvgai.port="$port" -o gvgai.training-ms="$TRAINING" -o gvgai.max-ticks=300 \
      -o gvgai.validation-repetitions=5 -o gvgai.act-ms=2000 -o gvgai.act-disqualify-ms=5000 \
    | python3 -c 'import json,sys; r=json.load(sys.stdin); print(r["seats"][0]["stats"]["mean-score"])'
}
for lang in python java; do
  if [[ $lang == python ]]; then rnd="$P/python/gvgai_random.py"; lrn="$P/python/gvgai_learner.py"
  else rnd="$P/java/gvgai-random"; lrn="$P/java/gvgai-learner"; fi
  r=$(score "$rnd"); l=$(score "$lrn")
  python3 -c "import sys; r,l=float('$r'),float('$l'); print(f'$lang: random {r:.2f}, learner {l:.2f}, learner/random {l/r if r else float(\"inf\"):.2f}')"
done
