#!/usr/bin/env python3
"""python-sdk-memo: an LMC1/LMC2 player written with arbiter_sdk.

It plays back the last utterance it observed, unless a hint has already told it the right answer to
that utterance, in which case it plays the hint. In RoShamBo that copies the opponent; in the LMC2
imitate game it learns any fixed input-to-answer table. Everything is forgotten on a new game.
"""
import os
import sys

# arbiter_sdk.py is one file: next to this script in an uploaded entry, one folder up in the repository.
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.dirname(HERE)]
import arbiter_sdk  # noqa: E402


class MemoPlayer(arbiter_sdk.LmcPlayer):
    name = "python-sdk-memo"

    def on_new_game(self, alphabet):
        self.last_input = None
        self.last_answered = None
        self.answers = {}

    def on_input(self, words):
        self.last_input = tuple(words)

    def move(self):
        if self.last_input is None:
            return self.alphabet[0]
        self.last_answered = self.last_input
        return self.answers.get(self.last_input, list(self.last_input))

    def on_hint(self, words):
        if self.last_answered is not None:
            self.answers[self.last_answered] = list(words)


if __name__ == "__main__":
    sys.exit(arbiter_sdk.run(MemoPlayer()))
