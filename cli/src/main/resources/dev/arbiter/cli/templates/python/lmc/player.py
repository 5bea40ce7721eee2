#!/usr/bin/env python3
"""{{name}}: a player for {{game}}, written with Arbiter's Python SDK (arbiter_sdk.py, beside this file).

It plays a legal move from the start: what it last observed (in rps the opponent's last move; in imitate
and grammar the trainer's utterance). Make it learn: the methods below are every event of a game.
"""
import sys

import arbiter_sdk


class MyPlayer(arbiter_sdk.LmcPlayer):
    name = "{{name}}"  # announced to the judge first thing; unique in a match

    def on_new_game(self, alphabet):
        """A game begins with these legal symbols: forget what the last game taught."""
        self.last = [alphabet[0]]

    def on_input(self, words):
        """A move or utterance this player observed."""
        self.last = words

    def move(self):
        """This player's move: symbols of the alphabet (None answers "no move", scored as illegal)."""
        return self.last

    def on_score(self, x):
        """The score of the last move, in [-1, 1]; self.score has the game's total."""

    def on_hint(self, words):
        """LMC2 games (imitate, grammar) send the answer they wanted after each score."""


if __name__ == "__main__":
    sys.exit(arbiter_sdk.run(MyPlayer()))
