#!/usr/bin/env bash
# Creates, once, the Wine prefix Windows entries start from: wineboot takes ~10 s and ~690 MB, far too
# much per run. The local backend mounts it read-only into every sandbox (each run still gets its own
# wineserver and /tmp), so it must be owned by the sandbox uid at the top (Wine refuses a prefix that
# is not owned by the user running it) and by root below (no entry can alter what the next one sees).
# Idempotent: rebuilt only when missing, made by another Wine version or by an older layout of this script.
#   ARBITER_WINE_PREFIX   where to put it (default: .arbiter/cache/wine-prefix in the project)
#   ARBITER_SANDBOX_UID   uid entries run as (default 65534)
#   ARBITER_WINE_SYSROOT  a root file system whose Wine makes the prefix (default: this host's);
#                         scripts/docker-images.sh makes the Wine image's prefix with it
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PREFIX="${ARBITER_WINE_PREFIX:-$ROOT/.arbiter/cache/wine-prefix}"
SANDBOX_UID="${ARBITER_SANDBOX_UID:-65534}"
STAMP="$PREFIX.version"
# Bumped whenever what this script puts in the prefix changes, so prefixes made before are remade.
LAYOUT=3
SYSROOT="${ARBITER_WINE_SYSROOT:-}"

for tool in bwrap setpriv; do
  command -v "$tool" >/dev/null || { echo "wine-prefix: $tool is missing (run scripts/setup-machine.sh)" >&2; exit 1; }
done
[[ -x "$SYSROOT/usr/bin/wine" ]] || { echo "wine-prefix: ${SYSROOT:-this host} has no Wine (run scripts/setup-machine.sh)" >&2; exit 1; }

# Runs a command as the sandbox uid in the system at $SYSROOT: its own /tmp (so its wineserver is
# private and leaves no socket behind on the host), no network, HOME=/tmp so the profile's Desktop,
# Documents… point there. Extra bwrap arguments (after --clearenv, so --setenv works) come before "--".
in_sysroot() {
  local extra=()
  while [[ "$1" != "--" ]]; do extra+=("$1"); shift; done
  shift
  local etc=()
  for f in /etc/alternatives /etc/ld.so.cache /etc/passwd /etc/group /etc/nsswitch.conf /etc/fonts; do
    [[ -e "$SYSROOT$f" ]] && etc+=(--ro-bind "$SYSROOT$f" "$f")
  done
  setpriv --reuid="$SANDBOX_UID" --regid="$SANDBOX_UID" --clear-groups -- \
    bwrap --unshare-all --die-with-parent --new-session --cap-drop ALL \
      --ro-bind "$SYSROOT/usr" /usr --symlink usr/bin /bin --symlink usr/lib /lib --symlink usr/lib64 /lib64 \
      --symlink usr/sbin /sbin "${etc[@]}" --proc /proc --dev /dev --tmpfs /tmp \
      --clearenv --setenv PATH /usr/bin:/bin --setenv HOME /tmp --setenv WINEDEBUG -all \
      --setenv WINEDLLOVERRIDES "mscoree,mshtml=" "${extra[@]}" "$@"
}
if [[ -n "$SYSROOT" ]]; then
  version="$(in_sysroot -- wine --version)"
else
  version="$(WINEDEBUG=-all wine --version)"
fi
version="$version, layout $LAYOUT"
if [[ -d "$PREFIX/drive_c" && -f "$STAMP" && "$(cat "$STAMP")" == "$version" ]]; then
  exit 0
fi
if [[ $(id -u) -ne 0 ]]; then
  echo "wine-prefix: must run as root (the prefix is made as uid $SANDBOX_UID and then sealed)" >&2; exit 1
fi

echo "wine-prefix: creating $PREFIX for $version (~10 s)" >&2
parent="$(dirname "$PREFIX")"
mkdir -p "$parent"
chmod a+rx "$parent"
work="$(mktemp -d "$parent/.wine-prefix.XXXXXX")"
trap 'rm -rf "$work" "$work.log"' EXIT
chmod 755 "$work"
chown "$SANDBOX_UID:$SANDBOX_UID" "$work"
# wineboot runs sandboxed like an entry (see in_sysroot).
# Then the registry keeps one time zone, UTC, the zone entries run in (WineLaunch sets TZ=UTC): every Wine
# process otherwise walks all ~140 zones of the registry at start (kernelbase's locale set-up looks for the
# zone that matches the system's), ~4 ms of a Windows entry's start, for a zone no entry uses. And UTC's
# names are its plain Std/Dlt/Display strings, not MUI references: resolving those loads tzres.dll into every
# process (~1 ms) to find the same English words.
TZ_KEY='HKEY_LOCAL_MACHINE\Software\Microsoft\Windows NT\CurrentVersion\Time Zones'
in_sysroot --bind "$work" /wine-prefix --setenv WINEPREFIX /wine-prefix --setenv TZ_KEY "$TZ_KEY" -- \
    sh -c 'wineboot --init && wineserver --wait \
      && { printf "REGEDIT4\r\n\r\n"; wine reg query "$TZ_KEY" | tr -d "\r" | grep -F "$TZ_KEY\\" \
             | grep -v "\\\\UTC\$" | sed "s/^/[-/; s/\$/]\r/"
           printf "\r\n[%s\\\\UTC]\r\n\"MUI_Display\"=-\r\n\"MUI_Dlt\"=-\r\n\"MUI_Std\"=-\r\n" "$TZ_KEY"; } > /tmp/time-zones.reg \
      && wine regedit /s "Z:\\tmp\\time-zones.reg" && wineserver --wait' >"$work.log" 2>&1 \
  || { cat "$work.log" >&2; rm -f "$work.log"; echo "wine-prefix: wineboot failed" >&2; exit 1; }
rm -f "$work.log"

# Windows' temp folder goes to the sandbox's private, size-capped /tmp like the other profile folders.
temp="$(find "$work/drive_c/users" -mindepth 2 -maxdepth 2 -name Temp -type d | head -n 1)"
if [[ -n "$temp" ]]; then
  rm -rf "$temp" && ln -s /tmp "$temp"
fi
chown -R -h root:root "$work"
chown "$SANDBOX_UID:$SANDBOX_UID" "$work"
chmod -R go-w,a+rX "$work"
# Debian's wineserver records the name of its socket directory (under the sandbox's private /tmp) in
# this file and ignores it unless it is the user's own with mode 0400.
if [[ -f "$work/wineserver" ]]; then
  chown "$SANDBOX_UID:$SANDBOX_UID" "$work/wineserver" && chmod 0400 "$work/wineserver"
fi
rm -rf "$PREFIX"
mv "$work" "$PREFIX"
trap - EXIT
echo "$version" > "$STAMP"
echo "wine-prefix: ready ($(du -sh "$PREFIX" | cut -f1))" >&2
