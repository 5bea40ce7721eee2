#!/usr/bin/env python3
"""A Taboo guesser that plays well (taboo.md; sample entry of Arbiter).

What it carries (taboo_data/knowledge.json, built by taboo_data/build_knowledge.py): a gazetteer
of cities (English name, country, latitude, longitude) and, per city, a bag of words associated
with it. It reads nothing else: not the judge's game list, not the data set's files.

How it plays: every hint word (plurals folded) is evidence. Each city's score is a naive-Bayes
log-likelihood: a word the city is associated with is likely, any other word unlikely. Cities
already guessed wrong are out. It then guesses whatever covers the most probability: the best
city by name, or integer 'lat,lon' when several likely cities share one coordinate cell (the
judge accepts one degree of error each way, so one such guess covers all of them).

Protocol: one hint per stdin line ('no. ' stripped), one guess per line on stdout, flushed; stops
guessing on 'yes' and exits with status 0 at end of input. In the session mode START and END lines
frame games.
"""
import json
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
LIKELY = math.log(0.9)
UNLIKELY = math.log(0.02)
TOLERANCE = 1  # degrees either way: the judge's default coordTolerance


def stem(word):
    """A crude plural stemmer, the same as the one that built the knowledge file."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("sses", "shes", "ches", "xes", "zes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


class Game:
    """One game's evidence: the words seen and the guesses that were wrong."""

    def __init__(self, cities, vocabulary):
        self.cities = cities
        self.vocabulary = vocabulary
        self.score = [0.0] * len(cities)
        self.excluded = set()
        self.wrong_cells = []

    def hear(self, hint):
        for word in {stem(w) for w in hint.lower().split()}:
            if word not in self.vocabulary:
                continue  # a word no city is known by says nothing
            for i, city in enumerate(self.cities):
                self.score[i] += LIKELY if word in city["words"] else UNLIKELY

    def probabilities(self):
        alive = [i for i in range(len(self.cities)) if i not in self.excluded and not self.in_wrong_cell(i)]
        top = max(self.score[i] for i in alive)
        weights = {i: math.exp(self.score[i] - top) for i in alive}
        total = sum(weights.values())
        return {i: w / total for i, w in weights.items()}

    def in_wrong_cell(self, i):
        return any(self.covers(cell, i) for cell in self.wrong_cells)

    def covers(self, cell, i):
        lat, lon = round(self.cities[i]["lat"]), round(self.cities[i]["lon"])
        d_lon = abs(cell[1] - lon) % 360
        return abs(cell[0] - lat) <= TOLERANCE and min(d_lon, 360 - d_lon) <= TOLERANCE

    def guess(self):
        p = self.probabilities()
        best = max(p, key=lambda i: (p[i], -i))
        cell, mass = self.best_cell(p)
        if mass > p[best] + 1e-9:
            self.wrong_cells.append(cell)  # assumed wrong until the judge says yes
            return "%d,%d" % cell
        self.excluded.add(best)
        return self.cities[best]["name"]

    def best_cell(self, p):
        """The integer cell covering the most probability, searched around the likeliest cities."""
        likely = sorted(p, key=lambda i: -p[i])[:12]
        best, mass = None, -1.0
        for i in likely:
            lat, lon = round(self.cities[i]["lat"]), round(self.cities[i]["lon"])
            for d_lat in (-1, 0, 1):
                for d_lon in (-1, 0, 1):
                    cell = (max(-90, min(90, lat + d_lat)), ((lon + d_lon + 180) % 360) - 180)
                    m = sum(q for j, q in p.items() if self.covers(cell, j))
                    if m > mass:
                        best, mass = cell, m
        return best, mass


def main():
    with open(os.path.join(HERE, "taboo_data", "knowledge.json"), encoding="utf-8") as f:
        cities = json.load(f)
    for city in cities:
        city["words"] = set(city["words"])
    vocabulary = set().union(*(c["words"] for c in cities))
    game = Game(cities, vocabulary)
    for raw in sys.stdin:
        line = raw.strip()
        if line == "yes":
            game = None  # won: nothing more to guess; the judge closes stdin (or STARTs another game)
        elif line in ("START", "END"):
            game = Game(cities, vocabulary) if line == "START" else None
        elif game is not None:
            game.hear(line[4:] if line.startswith("no. ") else line)
            print(game.guess(), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
