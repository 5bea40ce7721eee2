#!/usr/bin/env python3
"""python-sdk-gvgai-random: a GVGAI learning-track agent written with arbiter_sdk.

It plays a uniformly random available action (seeded by ARBITER_SEED when set), trains on each of the
three training levels once, then asks for validation: random play has nothing to learn.
Run it with ./arbiter match --game gvgai:aliens --player sdk/python/examples/gvgai_random_agent.py
"""
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.dirname(HERE)]
import arbiter_sdk  # noqa: E402


class RandomAgent(arbiter_sdk.GvgaiAgent):

    def on_start(self):
        seed = os.environ.get("ARBITER_SEED")
        self.rng = random.Random(int(seed) if seed else None)
        self.levels = 0

    def act(self, sso, timer):
        return self.rng.choice(sso.availableActions) if getattr(sso, "availableActions", None) else "ACTION_NIL"

    def result(self, sso, timer):
        self.levels += 1
        return arbiter_sdk.END_TRAINING if self.levels >= 3 else None


if __name__ == "__main__":
    sys.exit(arbiter_sdk.run(RandomAgent()))
