#!/bin/sh
# Builds this entry: compiles src/*.java against the SDK (lib/arbiter-sdk.jar) into classes/, for Java 17,
# the oldest runtime a sandbox gives an entry. Uses $JAVA_HOME/bin/javac when set, else javac on the PATH.
set -eu
cd -- "$(dirname -- "$0")"
javac=javac
if [ -n "${JAVA_HOME:-}" ] && [ -x "$JAVA_HOME/bin/javac" ]; then
    javac="$JAVA_HOME/bin/javac"
fi
rm -rf classes
"$javac" --release 17 -cp lib/arbiter-sdk.jar -d classes src/*.java
echo "built: ./player is the entry"
