#!/bin/sh
# Starts one Java example player: launch.sh <MainClassSimpleName>. The player scripts next to this
# file (constant, random, imitate-last, imitate-learner) call it; stdin/stdout go to the player.
#
# Java: $JAVA_HOME/bin/java if it is version 21 or later, else the Temurin 25 JDK, else `java`.
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
else
    java=java
fi

# target/classes first: in a source tree it is what the last compile produced, while the jar can be
# stale until `package` runs (the tests run these scripts before that). Missing entries are ignored.
exec "$java" -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xshare:auto \
    -cp "$module/target/classes:$module/target/arbiter-examples.jar" \
    "dev.arbiter.examples.players.$1"
