#!/bin/sh
# Starts one Java example player: launch.sh <MainClass> [ARG…], the class under dev.arbiter.examples
# (players.RandomPlayer, rddl.RolloutRddlPlanner). The player scripts next to this file (constant,
# random, imitate-last, imitate-learner, rddl-random, rddl-rollout) call it; stdin/stdout go to the player.
#
# Java: $JAVA_HOME/bin/java if it is version 21 or later, else the Temurin 25 JDK, else `java` if it is
# 21 or later; else it says so and exits 1 (the docker backend's image carries Java 17 only).
# The JVM flags keep start-up short: the judge wants the player's name within 10 s.
set -eu

dir=$(CDPATH='' cd -- "$(dirname -- "$0")" && pwd -P)
module="$dir/../.."

# Major version of the JDK in $1, read from its release file (cheaper than starting a JVM).
java_major() {
    v=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release" 2>/dev/null || true)
    echo "${v:-0}"
}

if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/java" ] && [ "$(java_major "$JAVA_HOME")" -ge 21 ]; then
    java="$JAVA_HOME/bin/java"
elif [ -x /usr/lib/jvm/temurin-25-jdk-amd64/bin/java ]; then
    java=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
elif [ "$(java_major "$(dirname -- "$(dirname -- "$(readlink -f -- "$(command -v java || echo /nonexistent)")")")")" -ge 21 ]; then
    java=java
else
    echo "launch.sh: needs Java 21 or later: set JAVA_HOME (found: $(command -v java || echo no java))" >&2
    exit 1
fi

main=$1
shift
case "$main" in
    *.*) ;;
    *) main="players.$main" ;;  # the LMC players' scripts name the bare class
esac
# The LMC players must name themselves within seconds, so C1 alone; the RDDL planners simulate for
# the whole session and want the optimising compiler.
case "$main" in
    rddl.*) jit="-XX:+TieredCompilation" ;;
    *) jit="-XX:TieredStopAtLevel=1" ;;
esac

# target/classes first (with libs/rddl's for the RDDL planners, sdk/java's for the GVGAI agents): in a
# source tree it is what the last compile produced, while the jars can be stale until `package` runs (the tests run these scripts
# before that). bin/arbiter-rddl-planners.jar is self-contained: in a sandbox that shows an entry only
# this directory, it is all there is. Missing entries are ignored.
exec "$java" -XX:+UseSerialGC "$jit" -Xshare:auto \
    -cp "$module/target/classes:$module/../libs/rddl/target/classes:$module/../sdk/java/target/classes:$dir/bin/arbiter-rddl-planners.jar:$module/target/arbiter-examples.jar" \
    "dev.arbiter.examples.$main" "$@"
