#!/usr/bin/env bash
# What a 1000-move RoShamBo transcript takes in the blob store (issue 32; goal <= 100 KB): plays one match with the
# kit's judge (python random vs imitate-last, seed 7, the transcript as the runner writes it), stores the transcript
# in a fresh directory store and prints its size as played, as stored (zstd) and gzip's, and reads it back.
# MOVES (default 1000) and SEED change the match.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/java-env.sh"
cd "$ROOT"
[[ -f cli/target/arbiter.jar ]] || ./mvnw -B -q -o -DskipTests package -pl cli -am
WORK="$(mktemp -d)"; trap 'rm -rf "$WORK"' EXIT
./mvnw -B -q -pl libs/blobstore -am compile dependency:build-classpath -Dmdep.outputFile="$WORK/cp.txt" >/dev/null
CP="libs/blobstore/target/classes:$(cat "$WORK/cp.txt")"
"$JAVA_HOME/bin/java" $ARBITER_JVM_FLAGS -jar cli/target/arbiter.jar match --game rps --moves "${MOVES:-1000}" \
  --player examples/players/python/random_player.py --player examples/players/python/imitate_last.py \
  --seed "${SEED:-7}" --transcript "$WORK/rps-${MOVES:-1000}.jsonl" >/dev/null
exec "$JAVA_HOME/bin/java" --enable-native-access=ALL-UNNAMED -cp "$CP" bench/TranscriptStorage.java \
  "$WORK/rps-${MOVES:-1000}.jsonl" "$WORK"
