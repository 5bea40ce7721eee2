#!/usr/bin/python3
"""RoShamBo player for the system tests, deterministic given its seed.

STRATEGY picks the move (rock, paper, cycle, copy, beat, or dice: random moves drawn from the
ARBITER_SEED the judge gives each player); DELAY slows every move a little so that a match lasts long
enough to be interrupted by a test. Same seed and opponent, same moves: standings replay exactly, and a
match re-issued with another seed would not.
"""
import os
import random
import sys
import time

STRATEGY = "@STRATEGY@"
NAME = "system-" + STRATEGY
DELAY = 0.004
BEATS = {"rock": "paper", "paper": "scissors", "scissors": "rock"}


def send(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def dice():
    seed = os.environ.get("ARBITER_SEED")
    if not seed:
        sys.exit(NAME + ": no ARBITER_SEED from the judge")
    return random.Random(int(seed))


DICE = dice() if STRATEGY == "dice" else None


def choose(alphabet, last, count):
    if DICE is not None:
        return DICE.choice(alphabet)
    if STRATEGY == "paper" and len(alphabet) > 1:
        return alphabet[1]
    if STRATEGY == "cycle":
        return alphabet[count % len(alphabet)]
    if STRATEGY == "copy" and last:
        return last
    if STRATEGY == "beat" and last in BEATS:
        return BEATS[last]
    return alphabet[0]


def main():
    sys.stdin.reconfigure(encoding="latin-1")
    send("@info name " + NAME)
    alphabet, last, count = ["rock"], None, 0
    for raw in sys.stdin:
        line = raw.rstrip("\r\n")
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("@"):
            channel, _, data = line[1:].partition(" ")
        else:
            channel, data = "input", line
        words = data.split()
        if channel == "input" and words:
            last = words[0]
        elif channel == "command" and words:
            if words[0] == "alphabet":
                alphabet = words[1:]
            elif words[0] == "new":
                last, count = None, 0
            elif words[0] == "move":
                time.sleep(DELAY)
                send("@output " + choose(alphabet, last, count))
                count += 1
            elif words[0] == "exit":
                break
    return 0


if __name__ == "__main__":
    sys.exit(main())
