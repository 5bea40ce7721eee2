#!/usr/bin/env bash
# Builds what ./arbiter runs (the CLI, the services, the broker's jars, the sample players), showing which
# module it is on and how far it is, with Maven's own output in .arbiter/logs/build.log. On failure, the
# errors in one place and where the whole log is.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/java-env.sh"
log="$ROOT/.arbiter/logs/build.log"
mkdir -p "$(dirname "$log")"
# Measured on 2 shared cores (README, "Two commands"): a first build with Maven's dependencies already downloaded
# took 5 to 6 minutes, and a build again after a pull about as long on a busier machine (Quarkus packages every
# service again, whatever changed).
if [[ -f "$ROOT/.arbiter/build-stamp" ]]; then
  echo "arbiter: building again (about 5 minutes on 2 cores). Log: $log" >&2
else
  echo "arbiter: building for the first time: 5-6 minutes on 2 cores, longer while Maven first downloads" \
       "the dependencies (a few hundred MB). Log: $log" >&2
fi
start=$SECONDS
set +e
(cd "$ROOT" && ./mvnw -B -ntp -DskipTests package) > "$log" 2>&1 &
maven=$!
# Maven announces each module as "Building <name> <version> [n/m]": show those as they come.
module='^\[INFO\] Building (.+) [0-9][^ ]* +\[([0-9]+)/([0-9]+)\]$'
tail -n +1 -F "$log" 2>/dev/null --pid=$maven | while IFS= read -r line; do
  if [[ "$line" =~ $module ]]; then
    printf '  [%2d/%d] %-60s %4d s\n' "${BASH_REMATCH[2]}" "${BASH_REMATCH[3]}" "${BASH_REMATCH[1]#Arbiter :: }" \
        $((SECONDS - start)) >&2
  fi
done
wait $maven
status=$?
set -e
if ((status != 0)); then
  echo "arbiter: the build failed after $((SECONDS - start)) s:" >&2
  grep -E '^\[ERROR\]' "$log" | grep -v -E 'Re-run Maven|Help 1|full stack trace|^\[ERROR\] *$|-> \[Help' | head -n 15 >&2
  echo "arbiter: the whole build log is $log" >&2
  exit "$status"
fi
"$ROOT/scripts/build-stamp.sh" --write
echo "arbiter: built in $((SECONDS - start)) s" >&2
