#!/usr/bin/env bash
# Installs the Debian packages of the programs this machine lacks, for one purpose, and says so:
#   scripts/install-missing.sh "the local sandbox backend" bwrap=bubblewrap prlimit=util-linux …
# A no-op when every program is on PATH (so it is cheap to call before every run). Not root, or no
# apt-get: prints in one line what to install and exits 1, instead of failing later somewhere deeper.
set -euo pipefail
purpose="$1"; shift
need=()
for pair in "$@"; do
  program="${pair%%=*}" package="${pair#*=}"
  if ! command -v "$program" >/dev/null 2>&1 && [[ ! -x "$program" ]] && [[ " ${need[*]} " != *" $package "* ]]; then
    need+=("$package")
  fi
done
((${#need[@]})) || exit 0
if [[ $(id -u) -ne 0 ]] || ! command -v apt-get >/dev/null 2>&1; then
  echo "arbiter: $purpose needs ${need[*]}, not installed here — run: sudo apt-get install ${need[*]} (or scripts/setup-machine.sh as root), then again" >&2
  exit 1
fi
echo "arbiter: installing ${need[*]} for $purpose…" >&2
# Other builds on the machine may hold the dpkg lock for a while: wait for it rather than fail.
apt=(-o DPkg::Lock::Timeout=300)
apt-get "${apt[@]}" update -qq >&2
DEBIAN_FRONTEND=noninteractive apt-get "${apt[@]}" install -y -qq --no-install-recommends "${need[@]}" >&2
