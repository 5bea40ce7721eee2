#!/usr/bin/env python3
"""{{name}}: an RDDLSim planner for {{game}}, written with Arbiter's Python SDK (arbiter_sdk.py, beside
this file).

It plays the no-op (every action at its default) every turn: the baseline every IPPC score is measured
against. Make it read the fluents.
"""
import sys

import arbiter_sdk


class MyPlanner(arbiter_sdk.RddlPlanner):
    name = "{{name}}"

    def on_session(self, info):
        """session-init: info has task, rounds, session_id, time_allowed (ms, the whole session)."""
        print("session %s: %s rounds" % (info["session_id"], info["rounds"]), file=sys.stderr)

    def choose(self, state):
        """Each turn: state is {(fluent, (args...)): value}; return actions the same way, {} for the no-op."""
        return {}  # e.g. {("reboot", ("c2",)): "true"}

    def on_session_end(self, total):
        """The total reward: the score."""
        print("total reward %s" % total, file=sys.stderr)


if __name__ == "__main__":
    sys.exit(arbiter_sdk.run(MyPlanner()))
