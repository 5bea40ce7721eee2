#!/usr/bin/env bash
# Installs, once, the system packages the build and tests need, when they are missing: a C compiler
# and make (sample players), python3 (sample and test players), chromium and its driver (the submission
# service's browser test). Idempotent; a no-op on a prepared machine.
set -euo pipefail
need=()
command -v cc >/dev/null || need+=(gcc libc6-dev)
command -v make >/dev/null || need+=(make)
command -v python3 >/dev/null || need+=(python3)
[[ -x /usr/bin/chromium ]] || need+=(chromium)
[[ -x /usr/bin/chromedriver ]] || need+=(chromium-driver)
if ((${#need[@]})); then
  if [[ $(id -u) -ne 0 ]]; then
    echo "setup: please install: ${need[*]}" >&2; exit 1
  fi
  echo "setup: installing ${need[*]}" >&2
  apt-get update -qq -o DPkg::Lock::Timeout=300
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    -o DPkg::Lock::Timeout=300 "${need[@]}" >&2
fi
