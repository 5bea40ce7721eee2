#!/usr/bin/env bash
# Installs, once, the system packages the build and tests need, when they are missing: a C compiler
# and make (sample players), python3 (sample and test players), bubblewrap and util-linux's prlimit
# and setpriv (the local sandbox backend), Wine and the mingw-w64 cross compiler (Windows entries and
# their tests), chromium and its driver (browser tests of the web pages), kubectl (renders deploy/k8s
# for its validation). Then makes the Wine prefix those entries start from. Idempotent; a no-op on a prepared machine.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
need=()
command -v cc >/dev/null || need+=(gcc libc6-dev)
command -v make >/dev/null || need+=(make)
# Debian's own interpreter, not just any python3 on PATH: entries and test players run under /usr/bin/python3
# (a version manager's shim on PATH starts slowly and is not visible inside the sandboxes).
[[ -x /usr/bin/python3 ]] || need+=(python3)
command -v bwrap >/dev/null || need+=(bubblewrap)
{ command -v prlimit && command -v setpriv; } >/dev/null || need+=(util-linux)
command -v wine >/dev/null || need+=(wine)
[[ -x /usr/lib/wine/wine64 ]] || need+=(wine64)
command -v x86_64-w64-mingw32-gcc >/dev/null || need+=(mingw-w64)
[[ -x /usr/bin/chromium ]] || need+=(chromium)
[[ -x /usr/bin/chromedriver ]] || need+=(chromium-driver)
command -v kubectl >/dev/null || need+=(kubernetes-client)   # kubectl kustomize: deploy/k8s validation
if ((${#need[@]})); then
  if [[ $(id -u) -ne 0 ]]; then
    echo "setup: please install: ${need[*]}" >&2; exit 1
  fi
  echo "setup: installing ${need[*]}" >&2
  # Other builds on the machine may hold the dpkg lock for a while: wait for it rather than fail.
  apt=(-o DPkg::Lock::Timeout=300)
  apt-get "${apt[@]}" update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get "${apt[@]}" install -y -qq --no-install-recommends "${need[@]}" >&2
fi
if [[ $(id -u) -eq 0 ]]; then
  "$ROOT/scripts/wine-prefix.sh"
fi
