# Sourced by the project's scripts: pick a JDK >= 21 (the default java on our machines is 17).
# Honours an existing JAVA_HOME when it is new enough.
_arbiter_java_ok() { [[ -x "$1/bin/java" ]] && "$1/bin/java" -version 2>&1 | grep -qE 'version "(2[1-9]|[3-9][0-9])'; }
if [[ -z "${JAVA_HOME:-}" ]] || ! _arbiter_java_ok "$JAVA_HOME"; then
  # The usual names first, then any other JDK there (another vendor, another architecture).
  for candidate in /usr/lib/jvm/temurin-25-jdk-amd64 /usr/lib/jvm/temurin-21-jdk-amd64 /usr/lib/jvm/java-25-openjdk-amd64 /usr/lib/jvm/java-21-openjdk-amd64 /usr/lib/jvm/*; do
    if _arbiter_java_ok "$candidate"; then export JAVA_HOME="$candidate"; break; fi
  done
fi
if ! _arbiter_java_ok "${JAVA_HOME:-}"; then
  echo "arbiter: needs a JDK 21 or newer and found none in /usr/lib/jvm — install one (Debian 13: apt-get install openjdk-21-jdk-headless; Debian 12: Temurin 21 from adoptium.net) or set JAVA_HOME to one" >&2
  exit 1
fi
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
