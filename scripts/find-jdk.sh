# Finds a JDK 21 or newer and exports JAVA_HOME to it; POSIX sh, so bash scripts source it and the contestant kit's
# launcher (services/scheduler packs this file into it) carries the same text. Honours an existing JAVA_HOME, then
# the java on PATH, when new enough; then looks in ARBITER_JVM_DIRS (default: /usr/lib/jvm and macOS's
# /Library/Java/JavaVirtualMachines), the usual names first, then any other JDK there. When none is found it says
# in one line what to install and returns 1.
arbiter_java_ok() {
  [ -x "$1/bin/java" ] && "$1/bin/java" -version 2>&1 | grep -qE 'version "(2[1-9]|[3-9][0-9])'
}
arbiter_find_jdk() {
  if [ -n "${JAVA_HOME:-}" ] && arbiter_java_ok "$JAVA_HOME"; then export JAVA_HOME; return 0; fi
  arbiter_jdk_path_java=$(command -v java 2>/dev/null || true)
  if [ -n "$arbiter_jdk_path_java" ]; then
    arbiter_jdk_path_home=$(dirname "$(dirname "$(readlink -f "$arbiter_jdk_path_java")")")
    if arbiter_java_ok "$arbiter_jdk_path_home"; then JAVA_HOME="$arbiter_jdk_path_home"; export JAVA_HOME; return 0; fi
  fi
  for arbiter_jdk_dir in ${ARBITER_JVM_DIRS:-/usr/lib/jvm /Library/Java/JavaVirtualMachines}; do
    for arbiter_jdk in "$arbiter_jdk_dir"/temurin-25-jdk-amd64 "$arbiter_jdk_dir"/temurin-21-jdk-amd64 \
        "$arbiter_jdk_dir"/java-25-openjdk-amd64 "$arbiter_jdk_dir"/java-21-openjdk-amd64 \
        "$arbiter_jdk_dir"/* "$arbiter_jdk_dir"/*/Contents/Home; do
      if arbiter_java_ok "$arbiter_jdk"; then JAVA_HOME="$arbiter_jdk"; export JAVA_HOME; return 0; fi
    done
  done
  echo "arbiter: needs a JDK 21 or newer and found none (JAVA_HOME, java on PATH, ${ARBITER_JVM_DIRS:-/usr/lib/jvm /Library/Java/JavaVirtualMachines}) — install one (Debian 13: apt-get install openjdk-21-jdk-headless; Debian 12 or macOS: Temurin 21 from adoptium.net) or set JAVA_HOME to one" >&2
  return 1
}
