#!/usr/bin/env bash
# What the contestant SDKs cost per move against the hand-written sample players: each player reads the
# same stream of N LMC2 rounds (@input of three words, @command move, @score, @hint) from a file on
# stdin and answers every request; prints the wall time per move (median of R runs) for each. Both the
# SDK memo players and the samples' imitate-last do comparable work (remember the input, answer it).
#   bench/sdk-overhead.sh [MOVES] [RUNS]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MOVES="${1:-100000}"
RUNS="${2:-5}"
make -s -C "$ROOT/sdk/c" >&2
make -s -C "$ROOT/examples/players/c" >&2
PYTHON="$(command -v /usr/bin/python3 || command -v python3)"
"$PYTHON" - "$ROOT" "$MOVES" "$RUNS" "$PYTHON" <<'PY'
import os, statistics, subprocess, sys, tempfile, time
root, moves, runs, python = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
players = [
    ("c sample imitate-last (hand-written)", [root + "/examples/players/c/bin/imitate-last"]),
    ("c SDK memo_player", [root + "/sdk/c/examples/bin/memo_player"]),
    ("python sample imitate_last.py (hand-written)", [python, root + "/examples/players/python/imitate_last.py"]),
    ("python SDK lmc_memo_player.py", [python, root + "/sdk/python/examples/lmc_memo_player.py"]),
]
alphabet = "abcdefghijklmnopqrstuvwxyz"
with tempfile.NamedTemporaryFile("w", delete=False) as f:
    f.write("@command new\n@command alphabet %s\n" % " ".join(alphabet))
    for i in range(moves):
        words = " ".join(alphabet[(i * k) % 26] for k in (1, 3, 7))
        f.write("@input %s\n@command move\n@score 0.5\n@hint %s\n" % (words, words))
    f.write("@command exit\n")
    stream = f.name
print("LMC2 players over %d moves from a file, median of %d runs (%s)" % (moves, runs, time.strftime("%Y-%m-%d %H:%M")))
try:
    for label, command in players:
        times = []
        for _ in range(runs):
            with open(stream) as stdin:
                start = time.perf_counter()
                out = subprocess.run(command, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, check=True).stdout
                times.append(time.perf_counter() - start)
            answers = out.count(b"\n@output") + out.startswith(b"@output")
            assert answers == moves, "%s answered %d of %d moves" % (label, answers, moves)
        print("  %-46s %7.2f us/move" % (label, statistics.median(times) / moves * 1e6))
finally:
    os.unlink(stream)
PY
