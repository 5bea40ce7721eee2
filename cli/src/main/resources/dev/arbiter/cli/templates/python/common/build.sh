#!/bin/sh
# Checks this entry before a match or an upload: Python needs no build, but a syntax error found here is
# cheaper than one the judge finds as a player that never names itself. Uses python3 on the PATH.
set -eu
cd -- "$(dirname -- "$0")"
python3 -m py_compile player.py arbiter_sdk.py
rm -rf __pycache__
echo "checked: ./player.py is the entry"
