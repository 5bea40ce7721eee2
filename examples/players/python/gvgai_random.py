#!/usr/bin/env python3
"""GVGAI learning track: plays a uniformly random available action every tick, and asks for a random
training level after each one. ARBITER_SEED (a decimal integer) seeds it. Connects to localhost:8080."""
import os
import random

import gvgai_client


class RandomAgent(gvgai_client.Agent):

    def __init__(self):
        super().__init__()
        seed = os.environ.get("ARBITER_SEED")
        self.random = random.Random(int(seed) if seed else None)

    def act(self, sso, timer):
        return self.random.choice(sso.availableActions) if sso.availableActions else "ACTION_NIL"

    def result(self, sso, timer):
        return self.random.randint(0, 2)


if __name__ == "__main__":
    gvgai_client.run(RandomAgent)
