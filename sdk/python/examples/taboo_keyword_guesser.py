#!/usr/bin/env python3
"""python-sdk-taboo: a Taboo guesser written with arbiter_sdk.

It knows a handful of telling hint words; any hint of the game that holds one names its city (by
coordinates for Venice, to show both kinds of guess). Otherwise it names big cities in a fixed
order, never the same one twice in a game.
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path[:0] = [HERE, os.path.dirname(HERE)]
import arbiter_sdk  # noqa: E402

TELLING = {"bridges": (45, 12), "gondola": (45, 12), "canals": "Amsterdam", "tower": "Paris",
           "samba": "Rio de Janeiro", "opera house": "Sydney", "coral reefs": "Suva"}
BIG_CITIES = ["Tokyo", "New York", "London", "Paris", "Shanghai", "Mumbai", "Cairo", "Mexico City", "Moscow"]


class KeywordGuesser(arbiter_sdk.TabooGuesser):

    def on_game_start(self):
        self.tried = []

    def guess(self, hints):
        print("hint: %s" % hints[-1], file=sys.stderr)  # what the SDK made of the line: no "no. " left
        for hint in reversed(hints):
            for word, city in TELLING.items():
                if word in hint and city not in self.tried:
                    self.tried.append(city)
                    return city
        city = next((c for c in BIG_CITIES if c not in self.tried), BIG_CITIES[0])
        self.tried.append(city)
        return city

    def on_game_end(self, solved):
        print("game over: %s after %d guesses" % ({True: "solved", False: "lost", None: "ended"}[solved],
                                                  len(self.tried)), file=sys.stderr)


if __name__ == "__main__":
    sys.exit(arbiter_sdk.run(KeywordGuesser()))
