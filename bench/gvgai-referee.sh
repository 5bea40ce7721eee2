#!/usr/bin/env bash
# GVGAI referee cost: per tick, the engine step and the observation in each kind (JSON, IMAGE, BOTH), and a
# whole learning run of the Java random agent through ./arbiter match (no sandbox), with its duration.
#   bench/gvgai-referee.sh            # aliens
#   bench/gvgai-referee.sh testgame1  # another shipped game
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/java-env.sh"
GAME="${1:-aliens}"
(cd "$ROOT" && ./mvnw -B -ntp -q -pl libs/vgdl -am compile)
"$JAVA_HOME/bin/java" -XX:+UseSerialGC -cp "$ROOT/libs/vgdl/target/classes" "$ROOT/bench/GvgaiObservationBench.java" "$GAME"
echo
echo "one run, 10 s of training, levels to 500 ticks, 2 validation repetitions (Java random agent, --backend none):"
PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
start=$(date +%s.%N)
"$ROOT/arbiter" match --game "gvgai:$GAME" --player "$ROOT/examples/players/java/gvgai-random" --seed 1 \
    -o gvgai.port="$PORT" -o gvgai.training-ms=10000 -o gvgai.max-ticks=500 -o gvgai.validation-repetitions=2
end=$(date +%s.%N)
printf 'wall time %.1f s\n' "$(echo "$end - $start" | bc)"
