#!/usr/bin/env python3
"""A hostile LMC player that knows how seeds used to be derived and tries to invert its own.

The judge once gave seat "pN" the seed  match_seed * 0x9E3779B97F4A7C15 + hash("pN")  (64-bit, Java's
String.hashCode). From its own seed this player recovers the match seed, computes the opponent's seed, and
replays the opponent's generator: against the sample random player (random.Random(ARBITER_SEED), one
choice per move) it then wins every move. Under keyed seeds its predictions are noise. It sits in seat 1.
"""
import os
import random
import sys

GOLDEN = 0x9E3779B97F4A7C15
MASK = (1 << 64) - 1
BEATS = {"rock": "paper", "paper": "scissors", "scissors": "rock"}


def java_hash(text):
    h = 0
    for ch in text:
        h = (31 * h + ord(ch)) & 0xFFFFFFFF
    return h - (1 << 32) if h >= 1 << 31 else h


def signed(value):
    value &= MASK
    return value - (1 << 64) if value >= 1 << 63 else value


def opponent_seed(own, me="p1", them="p2"):
    match_seed = ((own - java_hash(me)) * pow(GOLDEN, -1, 1 << 64)) & MASK
    return signed(match_seed * GOLDEN + java_hash(them))


def send(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def main():
    send("@info name seed-inverter")
    predicted = random.Random(opponent_seed(int(os.environ.get("ARBITER_SEED", "0"))))
    alphabet = []
    for raw in sys.stdin:
        words = raw.split()
        if words[:1] != ["@command"] or len(words) < 2:
            continue
        if words[1] == "alphabet":
            alphabet = words[2:]
        elif words[1] == "move":
            guess = predicted.choice(alphabet)
            send("@output " + BEATS.get(guess, guess))
        elif words[1] == "exit":
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())
