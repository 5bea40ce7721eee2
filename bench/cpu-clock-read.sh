#!/usr/bin/env bash
# What one read of a running entry's CPU time costs in the local and docker backends (the GVGAI referee's
# cpu clock reads it at every send and answer). Needs what both backends need (scripts/setup-machine.sh, an
# engine and the images, started and built here when missing). Prints figures; asserts nothing.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
source "$ROOT/scripts/java-env.sh"
cd "$ROOT"
ARBITER_DOCKER_HOST="$(scripts/docker-engine.sh)"
export ARBITER_DOCKER_HOST
scripts/docker-images.sh >&2
classpath="$ROOT/libs/sandbox/target/bench.classpath"
# In the same reactor run as the package, so libs/sandbox's own modules (libs/hostdirs) resolve from it,
# not from a local repository nothing installed them in; the last module written, libs/sandbox, wins.
./mvnw -B -q -o -DskipTests package dependency:build-classpath -pl libs/sandbox -am -Dmdep.outputFile="$classpath" >&2

# The echo program lives where the sandbox uid can read it, like an uploaded entry.
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
chmod 755 "$work"
cc -O2 -o "$work/echo" bench/echo.c
"$JAVA_HOME/bin/java" -cp "libs/sandbox/target/classes:$(cat "$classpath")" bench/CpuClockRead.java "$work/echo"
