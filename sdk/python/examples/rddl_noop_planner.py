#!/usr/bin/env python3
"""python-sdk-noop: an RDDLSim planner written with arbiter_sdk that always plays the no-op.

The baseline every IPPC score is normalised against; replace choose() with a real policy.
Run as the reference clients are: rddl_noop_planner.py [--host H] [--port P] INSTANCE.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.dirname(HERE)]
import arbiter_sdk  # noqa: E402


class NoopPlanner(arbiter_sdk.RddlPlanner):
    name = "python-sdk-noop"

    def on_session(self, info):
        print("session %s: %s rounds" % (info["session_id"], info["rounds"]), file=sys.stderr)

    def choose(self, state):
        return {}

    def on_round_end(self, reward):
        print("round reward %s" % reward, file=sys.stderr)

    def on_session_end(self, total):
        print("total reward %s" % total, file=sys.stderr)


if __name__ == "__main__":
    sys.exit(arbiter_sdk.run(NoopPlanner()))
