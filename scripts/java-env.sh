# Sourced by the project's scripts: pick a JDK >= 21 (the default java on our machines is 17).
# Honours an existing JAVA_HOME when it is new enough.
source "$(dirname "${BASH_SOURCE[0]}")/find-jdk.sh"
arbiter_find_jdk || exit 1
export PATH="$JAVA_HOME/bin:$PATH"
# JDK 24+ warns on every Maven start about Guice's use of sun.misc.Unsafe; older JDKs reject the flag.
if "$JAVA_HOME/bin/java" --sun-misc-unsafe-memory-access=allow -version >/dev/null 2>&1; then
  case " ${MAVEN_OPTS:-} " in *sun-misc-unsafe*) ;; *) export MAVEN_OPTS="${MAVEN_OPTS:-} --sun-misc-unsafe-memory-access=allow" ;; esac
fi
# Flags for the platform's own JVMs: Netty (the gateway) warns about the same Unsafe use on JDK 24+.
ARBITER_JVM_FLAGS=""
if "$JAVA_HOME/bin/java" --sun-misc-unsafe-memory-access=allow -version >/dev/null 2>&1; then
  ARBITER_JVM_FLAGS="--sun-misc-unsafe-memory-access=allow"
fi
export ARBITER_JVM_FLAGS
