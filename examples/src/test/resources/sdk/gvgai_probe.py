#!/usr/bin/env python3
"""A GVGAI agent built on sdk/python/arbiter_sdk.py (found through SDK_DIR) for the SDK's checklist tests. It
asks for validation after every level, so a run is one training level and then validation, and on request:
PROBE_SPIN_AT=N spends 120 ms of CPU time in the N-th act(); PROBE_LEARNING=S gives the whole training S CPU
seconds; PROBE_IMAGE_AT=N asks for BOTH from the N-th act() on and reports the first screenshot's signature."""
import os
import sys
import time

sys.path.insert(0, os.environ["SDK_DIR"])
import arbiter_sdk  # noqa: E402


def knob(name):
    value = os.environ.get(name)
    return int(value) if value else None


class Probe(arbiter_sdk.GvgaiAgent):
    learning_budget = float(os.environ.get("PROBE_LEARNING", "300"))

    def on_start(self):
        self.acts, self.reported = 0, False

    def act(self, sso, timer):
        self.acts += 1
        if self.acts == knob("PROBE_SPIN_AT"):
            began = time.process_time()
            while time.process_time() - began < 0.120:
                pass
        if self.acts == knob("PROBE_IMAGE_AT"):
            self.observation_type = "BOTH"
        if sso.image_png is not None and not self.reported:
            self.reported = True
            print("screenshot starts %r" % sso.image_png[:8], file=sys.stderr, flush=True)
        return "ACTION_NIL"

    def result(self, sso, timer):
        print("result called", file=sys.stderr, flush=True)
        return arbiter_sdk.END_TRAINING


if __name__ == "__main__":
    sys.exit(arbiter_sdk.run(Probe()))
