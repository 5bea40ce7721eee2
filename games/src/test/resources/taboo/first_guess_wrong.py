#!/usr/bin/env python3
"""A Taboo guesser for the competition tests: guesses the --name city for every hint (so it wins only
where that is the target) and exits 0 on 'yes' or end of input."""
import sys

guess = sys.argv[2] if len(sys.argv) > 2 and sys.argv[1] == "--name" else "Nowhere"
for line in sys.stdin:
    if line.strip() == "yes":
        break
    print(guess, flush=True)
