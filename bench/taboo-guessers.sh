#!/usr/bin/env bash
# The sample Taboo guessers over the same seeded game set (default: 100 games, seed 2017), each game
# in a fresh agent process, as `arbiter tournament --game taboo` plays them. Prints each guesser's
# average game score (guesses including the right one; an unsolved game scores hints + 10; lower is
# better) and how many times better the good one is than the trivial one.
#   bench/taboo-guessers.sh [GAMES] [SEED]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
GAMES="${1:-100}"
SEED="${2:-2017}"
source "$ROOT/scripts/java-env.sh"
JAR="$ROOT/cli/target/arbiter.jar"
if [[ ! -f "$JAR" ]]; then
  (cd "$ROOT" && ./mvnw -B -q -DskipTests verify -pl cli -am >&2)
fi
PLAYERS="$ROOT/examples/players/python"
OUT="$(mktemp)"
trap 'rm -f "$OUT"' EXIT
start=$(date +%s.%N)
"$JAVA_HOME/bin/java" -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -jar "$JAR" tournament --game taboo \
  --player "$PLAYERS/taboo_guesser.py" --player "$PLAYERS/taboo_trivial.py" \
  --games "$GAMES" --seed "$SEED" --json > "$OUT"
end=$(date +%s.%N)
python3 - "$OUT" "$GAMES" "$SEED" "$start" "$end" <<'PY'
import json, sys
out, games, seed, start, end = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), float(sys.argv[5])
result = json.load(open(out))
avg = {s["name"]: s for s in result["standings"]}
good, trivial = avg["taboo_guesser.py"], avg["taboo_trivial.py"]
print("taboo guessers over %s seeded games (seed %s), %.1f s for %d matches" % (games, seed, end - start, 2 * int(games)))
for name, s in (("taboo_guesser.py", good), ("taboo_trivial.py", trivial)):
    print("  %-18s average %6.2f  solved %3d/%s  total %5.0f  mean response %4.0f ms"
          % (name, s["average"], s["solved"], games, s["total"], s["meanResponseMs"]))
print("  ratio trivial/good: %.1fx (lower average is better)" % (trivial["average"] / good["average"]))
PY
