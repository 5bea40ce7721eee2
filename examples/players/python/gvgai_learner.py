#!/usr/bin/env python3
"""GVGAI learning track: learns during training which action pays in which situation, and plays what it
learned in validation. Connects to localhost:8080.

The situation is a handful of features every VGDL game has: where the nearest NPC is across the screen (left,
above, right), whether a moving sprite is falling on the avatar, whether a sprite the avatar fired is still in
flight, and whether the avatar stands at an edge. What an action is worth there is the mean change of score
over the HORIZON ticks after it was taken (a win or loss in that time counts too): shots in aliens take a few
ticks to hit, so one tick's reward would not tell them apart. Training explores; validation plays the best
action known. In aliens this learns to fire whenever its shot is spent and to stay under the aliens, which
beats random play. ARBITER_SEED (a decimal integer) seeds its exploration.
"""
import os
import random

import gvgai_client

HORIZON = 15
EPSILON = 0.2
LOSS_PENALTY = 10.0


def positions(rows):
    return [(o["position"]["x"], o["position"]["y"]) for row in (rows or []) for o in row]


def features(sso):
    if not sso.isAvatarAlive:
        return None
    ax, ay = sso.avatarPosition
    block = sso.blockSize
    npcs = positions(getattr(sso, "NPCPositions", None))
    if npcs:
        nx, _ = min(npcs, key=lambda p: (abs(p[0] - ax), -p[1]))
        side = -1 if nx < ax - block / 2 else (1 if nx > ax + block / 2 else 0)
    else:
        side = 2
    falling = any(abs(x - ax) < block * 1.5 and 0 < ay - y < block * 5
                  for x, y in positions(getattr(sso, "movablePositions", None)))
    in_flight = bool(positions(getattr(sso, "fromAvatarSpritesPositions", None)))
    width = sso.worldDimension[0]
    edge = -1 if ax < block else (1 if ax > width - 2 * block else 0)
    return side, falling, in_flight, edge


class LearnerAgent(gvgai_client.Agent):

    def __init__(self):
        super().__init__()
        seed = os.environ.get("ARBITER_SEED")
        self.random = random.Random(int(seed) if seed else None)
        self.worth = {}  # (state, action) -> [sum of returns, count]
        self.pending = []  # (tick, state, action, score) awaiting their return
        self.validation = False

    def init(self, sso, timer):
        self.pending = []
        self.validation = sso.isValidation

    def mean(self, state, action):
        total, count = self.worth.get((state, action), (0.0, 0))
        return total / count if count else 0.0

    def settle(self, tick, score, everything=False):
        """Credits every pending action whose horizon has passed (or all of them, when the level is over)."""
        while self.pending and (everything or tick - self.pending[0][0] >= HORIZON):
            _, state, action, before = self.pending.pop(0)
            if not self.validation:
                entry = self.worth.setdefault((state, action), [0.0, 0])
                entry[0] += score - before
                entry[1] += 1

    def act(self, sso, timer):
        actions = list(sso.availableActions) + ["ACTION_NIL"]
        state = features(sso)
        self.settle(sso.gameTick, sso.gameScore)
        if not self.validation and self.random.random() < EPSILON:
            action = self.random.choice(actions)
        else:
            best = max(self.mean(state, a) for a in actions)
            action = self.random.choice([a for a in actions if self.mean(state, a) == best])
        self.pending.append((sso.gameTick, state, action, sso.gameScore))
        return action

    def result(self, sso, timer):
        penalty = LOSS_PENALTY if sso.gameWinner == "PLAYER_LOSES" and not sso.isAvatarAlive else 0.0
        self.settle(sso.gameTick, sso.gameScore - penalty, everything=True)
        return super().result(sso, timer)


if __name__ == "__main__":
    gvgai_client.run(LearnerAgent)
