#!/usr/bin/env python3
"""{{name}}: a GVGAI learning-track agent for {{game}}, written with Arbiter's Python SDK (arbiter_sdk.py,
beside this file).

It plays a random action of the avatar's every tick, trains once on each training level and then asks for
validation: random play has nothing to learn. Make it learn from what it observes.
"""
import os
import random
import sys

import arbiter_sdk


class MyAgent(arbiter_sdk.GvgaiAgent):

    def on_start(self):
        """A run begins (once per game)."""
        self.rng = random.Random(int(os.environ.get("ARBITER_SEED", "0")))
        self.levels_played = 0

    def init(self, sso, timer):
        """A level begins (a second of CPU time); sso is always the full JSON state."""

    def act(self, sso, timer):
        """Every tick, within 40 ms of CPU time: over it NIL is played, over 50 ms the level is lost."""
        actions = getattr(sso, "availableActions", None)
        return self.rng.choice(actions) if actions else "ACTION_NIL"

    def result(self, sso, timer):
        """A level ended: the next training level (0-2), None for the next in turn, or END_TRAINING."""
        self.levels_played += 1
        return arbiter_sdk.END_TRAINING if self.levels_played >= 3 else self.levels_played


if __name__ == "__main__":
    sys.exit(arbiter_sdk.run(MyAgent()))
