#!/usr/bin/env python3
"""A planner built on sdk/python/arbiter_sdk.py (found through SDK_DIR) that says on stderr what the SDK
handed it: the session, each round's first state, each round's end. PROBE_ILLEGAL=1 makes every move two
concurrent reboots, which sysadmin's max-nondef-actions = 1 refuses, so each round ends after one turn."""
import os
import sys

sys.path.insert(0, os.environ["SDK_DIR"])
import arbiter_sdk  # noqa: E402


class Probe(arbiter_sdk.RddlPlanner):
    name = "sdk-probe"

    def on_session(self, info):
        print("session rounds=%s task=%s" % (info["rounds"], info["task"] is not None), file=sys.stderr)

    def on_round(self, number):
        self.turn = 0
        print("round %d" % number, file=sys.stderr)

    def choose(self, state):
        self.turn += 1
        if self.turn == 1:
            print("first state: %d fluents" % len(state), file=sys.stderr)
        if os.environ.get("PROBE_ILLEGAL"):
            return {("reboot", ("c1",)): True, ("reboot", ("c2",)): True}
        return {}

    def on_round_end(self, reward):
        print("round end after %d turns: %s" % (self.turn, reward), file=sys.stderr)

    def on_session_end(self, total):
        print("session end: %s" % total, file=sys.stderr)


if __name__ == "__main__":
    sys.exit(arbiter_sdk.run(Probe()))
