#!/usr/bin/env bash
# Whether the jars ./arbiter runs are older than the sources they are built from (after a git pull, say).
#   scripts/build-stamp.sh --changed   prints one source file changed since the last build, or nothing
#   scripts/build-stamp.sh --write     records a successful build (scripts/build.sh calls it)
# "Since the last build" is since the newer of two times: the stamp scripts/build.sh writes after it succeeds,
# and the oldest of the built jars (so jars a full Maven build just made count as built, stamp or not). Only
# what goes into the jars counts: src/main, the poms, the proto files, the sample players' C sources
# and scripts/find-jdk.sh (the scheduler packs it into the contestant kit's launcher).
# One find over the tree, with no Maven: cheap enough for every run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
STAMP="$ROOT/.arbiter/build-stamp"
case "${1:-}" in
  --write)
    mkdir -p "$(dirname "$STAMP")"
    touch "$STAMP"
    ;;
  --changed)
    oldest=""
    for jar in "$ROOT"/cli/target/arbiter.jar "$ROOT"/services/*/target/quarkus-app/quarkus-run.jar; do
      [[ -f "$jar" ]] || continue
      [[ -z "$oldest" || "$jar" -ot "$oldest" ]] && oldest="$jar"
    done
    reference="$oldest"
    [[ -f "$STAMP" && ( -z "$reference" || "$STAMP" -nt "$reference" ) ]] && reference="$STAMP"
    [[ -n "$reference" ]] || exit 0 # nothing built yet: ./arbiter builds anyway
    find "$ROOT" \( -name target -o -name .git -o -name .arbiter -o -name node_modules -o -path "$ROOT/examples/players/c/bin" \) -prune \
      -o -type f -newer "$reference" \( -path '*/src/main/*' -o -name pom.xml -o -path "$ROOT/examples/players/c/*" -o -path "$ROOT/scripts/find-jdk.sh" \) -print -quit
    ;;
  *)
    echo "usage: scripts/build-stamp.sh --changed | --write" >&2
    exit 2
    ;;
esac
