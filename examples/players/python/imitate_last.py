#!/usr/bin/env python3
"""LMC player that plays the most recent observed input utterance back, all its words.

Before any input of the current game it plays the first alphabet symbol. In two-player
RoShamBo this copies the opponent's last move; in the single-player imitate game it echoes.
"""
import sys

NAME = "python-imitate-last"


def send(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def events():
    """Yields (channel, words) for each judge line that matters.

    Skips comments and blank lines, treats a bare line as an input, and sums the game's
    @score increments, reporting the total on stderr when the game ends.
    """
    total, scores = 0.0, 0
    for raw in sys.stdin:  # universal newlines: \n and \r\n both end a line
        line = raw.rstrip("\r\n")
        if not line.strip() or line.startswith("#"):
            continue
        if line.startswith("@"):
            channel, _, data = line[1:].partition(" ")
        else:
            channel, data = "input", line
        words = data.split()
        if channel == "score" and words:
            try:
                total, scores = total + float(words[0]), scores + 1
            except ValueError:
                continue
        if channel == "command" and words[:1] in (["new"], ["exit"]) and scores:
            print(f"{NAME}: game total {total:.3f} over {scores} scores", file=sys.stderr)
            total, scores = 0.0, 0
        yield channel, words
    if scores:  # stdin closed mid-game
        print(f"{NAME}: game total {total:.3f} over {scores} scores", file=sys.stderr)


def main():
    sys.stdin.reconfigure(encoding="latin-1")  # never fail on a stray non-ASCII byte
    send("@info name " + NAME)
    alphabet, last = [], []
    for channel, words in events():
        if channel == "input" and words:
            last = words
        elif channel == "command" and words:
            if words[0] == "new":
                last = []
            elif words[0] == "alphabet":
                alphabet = words[1:]
            elif words[0] == "move":
                send(" ".join(["@output"] + (last or alphabet[:1])))
            elif words[0] == "exit":
                break
    return 0


if __name__ == "__main__":
    sys.exit(main())
