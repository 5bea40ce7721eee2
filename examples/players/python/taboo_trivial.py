#!/usr/bin/env python3
"""A trivial Taboo guesser (sample entry of Arbiter): it ignores the hints and names the world's
best-known big cities in a fixed order, one per hint. It carries nothing but that list. It shows
the protocol at its simplest, and is the baseline the real guesser must beat.

Protocol: one guess per stdin line, flushed; stops guessing on 'yes' and exits with status 0 at
end of input. In session mode START and END lines frame games."""
import sys

BIG_CITIES = ["Tokyo", "New York", "London", "Paris", "Shanghai", "Mumbai", "Cairo", "Mexico City", "Moscow"]


def main():
    guesses = 0
    playing = True
    for raw in sys.stdin:
        line = raw.strip()
        if line in ("yes", "START", "END"):
            playing = line == "START"  # after 'yes' the judge closes stdin or STARTs another game
            guesses = 0
        elif playing:
            print(BIG_CITIES[guesses % len(BIG_CITIES)], flush=True)
            guesses += 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
