#!/usr/bin/env python3
"""LMC2 player that learns the trainer's hidden rule in the imitate game from its hints.

The rules of that game keep the length of the utterance and either keep or reverse its
order, then map each symbol through a fixed table (identity, a cyclic shift, or a secret
permutation). So the learner keeps two hypotheses, same order and reversed order; each
aligns every (input, hint) pair position by position into a symbol map, and dies on the
first contradiction (a length mismatch or a symbol mapped two ways). Moves come from a
surviving hypothesis; a symbol the map has not seen yet is shifted when every learned pair
agrees on one cyclic shift of the alphabet, and otherwise played unchanged.
"""
import sys

NAME = "python-imitate-learner"


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


class Hypothesis:
    """One guess at the word order, with the symbol map learned under it."""

    def __init__(self, reverse):
        self.reverse = reverse
        self.clear()

    def clear(self):
        self.alive, self.map = True, {}

    def align(self, words):
        return words[::-1] if self.reverse else words

    def learn(self, words, hint):
        source = self.align(words)
        if len(source) != len(hint):
            self.alive = False
        for symbol, target in zip(source, hint):
            if self.map.setdefault(symbol, target) != target:
                self.alive = False

    def shift(self, alphabet):
        """The cyclic shift every learned pair agrees on; None if they disagree or none is known."""
        index = {s: i for i, s in enumerate(alphabet)}
        shifts = set()
        for symbol, target in self.map.items():
            if symbol not in index or target not in index:
                return None
            shifts.add((index[target] - index[symbol]) % len(alphabet))
        return shifts.pop() if len(shifts) == 1 else None

    def answer(self, words, alphabet):
        k = self.shift(alphabet)
        index = {s: i for i, s in enumerate(alphabet)}

        def translate(symbol):
            if symbol in self.map:
                return self.map[symbol]
            if k is not None and symbol in index:
                return alphabet[(index[symbol] + k) % len(alphabet)]
            return symbol

        return [translate(s) for s in self.align(words)]


class Learner:
    def __init__(self):
        self.hypotheses = [Hypothesis(False), Hypothesis(True)]  # same order first: preferred on ties
        self.reset()

    def reset(self):
        for h in self.hypotheses:
            h.clear()
        self.last = []  # the input our next output answers

    def hint(self, expected):
        if not self.last:
            return
        for h in self.hypotheses:
            if h.alive:
                h.learn(self.last, expected)
        if not any(h.alive for h in self.hypotheses):
            # The trainer follows no rule we model (or changed it unannounced):
            # start over from the newest evidence rather than echo forever.
            for h in self.hypotheses:
                h.clear()
                h.learn(self.last, expected)

    def move(self, alphabet):
        if not self.last:
            return alphabet[:1]
        alive = [h for h in self.hypotheses if h.alive]
        if not alive:
            return self.last
        # Short or palindromic inputs leave both orders alive for a while. Four of the five
        # rules map symbols by one cyclic shift, so a hypothesis whose map is such a shift is
        # the likelier one (under "reverse", the same-order map looks like a permutation).
        shifted = [h for h in alive if h.shift(alphabet) is not None]
        return (shifted or alive)[0].answer(self.last, alphabet)


def main():
    sys.stdin.reconfigure(encoding="latin-1")  # never fail on a stray non-ASCII byte
    send("@info name " + NAME)
    alphabet, learner = [], Learner()
    for channel, words in events():
        if channel == "input" and words:
            learner.last = words
        elif channel == "hint" and words:
            learner.hint(words)
        elif channel == "command" and words:
            if words[0] == "new":
                learner.reset()
            elif words[0] == "alphabet":
                alphabet = words[1:]
            elif words[0] == "move":
                send(" ".join(["@output"] + learner.move(alphabet)))
            elif words[0] == "exit":
                break
    return 0


if __name__ == "__main__":
    sys.exit(main())
