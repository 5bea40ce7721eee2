#!/usr/bin/env bash
# Builds the docker sandbox backend's two base images locally (no registry is reachable from our
# machines), from Debian root file systems made with debootstrap from the same release as this host,
# so entries compiled here find the same C library in their container:
#   arbiter/entry-linux   minbase + Python 3 + a headless JRE: Linux entries (ELF, scripts, jars)
#   arbiter/entry-wine    minbase + Wine 64-bit + a pre-made, sealed prefix: Windows (PE32+) entries
# Both carry /opt/arbiter/bin/arbiter-stdio (libs/sandbox/src/main/docker/arbiter-stdio.c, linked
# statically), the entrypoint that hands the entry its stdio through FIFOs the judge made; the Wine image
# also /opt/arbiter/bin/arbiter-winstart.exe (…/sandbox/wine/arbiter-winstart.c, built with mingw-w64),
# which creates a Windows entry's process ahead of its run (arbiter-prepared.h); the label
# dev.arbiter.stdio.go=1 says it can wait for a go message (the docker backend then prepares
# containers ahead; without it, it starts every container with its command as before).
# Idempotent: an image is rebuilt only when what it is made from (this script, the launcher's source
# and its seccomp allowlist, the release) changed. Needs root (debootstrap) and an engine
# (scripts/docker-engine.sh starts one).
#   ARBITER_DEBIAN_MIRROR   where debootstrap fetches packages (default: http://deb.debian.org/debian)
#   --only linux|wine       build one image
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
LAUNCHER_SRC="$ROOT/libs/sandbox/src/main/docker/arbiter-stdio.c"
# The seccomp allowlist and the held Windows start it includes, shared with the local backend's launcher.
SECCOMP_DIR="$ROOT/libs/sandbox/src/main/resources/dev/arbiter/sandbox"
WINSTART_SRC="$SECCOMP_DIR/wine/arbiter-winstart.c"
MIRROR="${ARBITER_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
CACHE=/var/cache/arbiter-docker
only="${2:-}"
[[ "${1:-}" == "--only" ]] || only=""

if [[ $(id -u) -ne 0 ]]; then
  echo "docker-images: must run as root (debootstrap)" >&2; exit 1
fi
need=()
command -v debootstrap >/dev/null || need+=(debootstrap)
command -v cc >/dev/null || need+=(gcc libc6-dev)
command -v x86_64-w64-mingw32-gcc >/dev/null || need+=(mingw-w64)
command -v bwrap >/dev/null || need+=(bubblewrap)
if ((${#need[@]})); then
  echo "docker-images: installing ${need[*]}" >&2
  apt=(-o DPkg::Lock::Timeout=300)
  apt-get "${apt[@]}" update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get "${apt[@]}" install -y -qq --no-install-recommends "${need[@]}" >&2
fi
DOCKER_HOST="$("$ROOT/scripts/docker-engine.sh")"
export DOCKER_HOST
# Debian's client: another one on PATH may want a buildx plugin this machine lacks.
DOCKER=docker
[[ -x /usr/bin/docker ]] && DOCKER=/usr/bin/docker

. /etc/os-release
SUITE="${VERSION_CODENAME:?cannot tell the Debian release of this host from /etc/os-release}"
inputs="$(cat "${BASH_SOURCE[0]}" "$LAUNCHER_SRC" "$SECCOMP_DIR/arbiter-seccomp.h" "$SECCOMP_DIR/arbiter-prepared.h" \
  "$WINSTART_SRC" "$ROOT/scripts/wine-prefix.sh" | sha256sum | cut -c1-16)-$SUITE"

up_to_date() {
  [[ "$($DOCKER image inspect --format '{{ index .Config.Labels "dev.arbiter.image.inputs" }}' "$1" 2>/dev/null)" == "$inputs" ]]
}

mkdir -p "$CACHE/debs"
launcher="$CACHE/arbiter-stdio"

# build IMAGE PACKAGES [FINISH]: debootstrap, add the launcher, run FINISH on the root, import.
build() {
  local image="$1" packages="$2" finish="${3:-}"
  if up_to_date "$image"; then
    echo "docker-images: $image is up to date" >&2
    return
  fi
  local started=$SECONDS rootfs
  rootfs="$(mktemp -d "$CACHE/rootfs.XXXXXX")"
  chmod 755 "$rootfs"  # the sandbox uid makes the Wine prefix in it
  trap "rm -rf '$rootfs'" EXIT
  echo "docker-images: building $image ($SUITE minbase + $packages)" >&2
  debootstrap --variant=minbase --cache-dir="$CACHE/debs" --include="$packages" "$SUITE" "$rootfs" "$MIRROR" \
    >"$rootfs.log" 2>&1 || { tail -n 30 "$rootfs.log" >&2; echo "docker-images: debootstrap failed" >&2; exit 1; }
  rm -f "$rootfs.log"
  cc -O2 -static -Wall -Wextra -I "$SECCOMP_DIR" -o "$launcher" "$LAUNCHER_SRC"
  install -D -m 0755 "$launcher" "$rootfs/opt/arbiter/bin/arbiter-stdio"
  mkdir -p "$rootfs/opt/arbiter/stdio"
  [[ -z "$finish" ]] || "$finish" "$rootfs"
  # Nothing an entry needs: package caches and lists, documentation.
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* "$rootfs"/usr/share/doc/* \
    "$rootfs"/usr/share/man/* "$rootfs"/tmp/* "$rootfs"/var/tmp/*
  tar --numeric-owner -C "$rootfs" -c . | $DOCKER import \
    --change "LABEL dev.arbiter.image.inputs=$inputs" \
    --change "LABEL dev.arbiter.stdio.go=1" \
    --change "ENV PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin LANG=C.UTF-8" \
    --change "ENTRYPOINT [\"/opt/arbiter/bin/arbiter-stdio\"]" - "$image" >/dev/null
  rm -rf "$rootfs"
  trap - EXIT
  echo "docker-images: $image ready in $((SECONDS - started)) s ($($DOCKER image inspect --format '{{.Size}}' "$image" | numfmt --to=iec))" >&2
}

# The Wine prefix is made once, in the image's own system, exactly as scripts/wine-prefix.sh makes the
# local backend's: owned by the sandbox uid at the top, sealed (root-owned, read-only) below.
wine_prefix() {
  ARBITER_WINE_SYSROOT="$1" ARBITER_WINE_PREFIX="$1/opt/arbiter/wine-prefix" "$ROOT/scripts/wine-prefix.sh"
  rm -f "$1/opt/arbiter/wine-prefix.version"
  x86_64-w64-mingw32-gcc -O2 -static -municode -Wall -o "$CACHE/arbiter-winstart.exe" "$WINSTART_SRC"
  install -D -m 0755 "$CACHE/arbiter-winstart.exe" "$1/opt/arbiter/bin/arbiter-winstart.exe"
}

[[ "$only" == "wine" ]] || build arbiter/entry-linux:latest python3,openjdk-17-jre-headless
[[ "$only" == "linux" ]] || build arbiter/entry-wine:latest wine64,wine wine_prefix
$DOCKER image prune -f >/dev/null  # what a rebuild replaced
