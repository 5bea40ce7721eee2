#!/usr/bin/env python3
"""{{name}}: a Taboo guesser for {{game}}, written with Arbiter's Python SDK (arbiter_sdk.py, beside this file).

It answers every hint at once, with the next of the world's best-known cities, whatever the hint says.
Make it read the hints.
"""
import sys

import arbiter_sdk

CITIES = ["Tokyo", "New York", "London", "Paris", "Shanghai", "Mumbai", "Cairo", "Mexico City", "Moscow", "Istanbul"]


class MyGuesser(arbiter_sdk.TabooGuesser):

    def on_game_start(self):
        """A new game: a new city to find."""

    def guess(self, hints):
        """The hints so far, oldest first, without "no. "; a city name, or a (lat, lon) pair of integers."""
        return CITIES[(len(hints) - 1) % len(CITIES)]

    def on_game_end(self, solved):
        """True: found; False: the hints ran out; None: the hints-only dialect cannot tell."""


if __name__ == "__main__":
    sys.exit(arbiter_sdk.run(MyGuesser()))
