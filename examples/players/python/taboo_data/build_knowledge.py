#!/usr/bin/env python3
"""Builds what the sample Taboo guesser carries: taboo_data/knowledge.json.

It keeps two things from a city data set in Arbiter's format (default: the public data set shipped
with the games, games/src/main/resources/arbiter/taboo/cities.json):
  * a gazetteer: id, English name, country, latitude, longitude (public geographic facts);
  * hint-word associations: for each city, the set of words (crudely stemmed) used to describe it.
The order of the hints, the phrases and the taboo lists are dropped: the guesser must work out the
city from which words arrive, not replay a memorised sequence. In a competition with a secret game
set, build the associations from a public corpus instead; the guesser does not change.

Usage: build_knowledge.py [cities.json] > knowledge.json (the default writes next to this script).
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from taboo_guesser import stem  # noqa: E402  the guesser's own stemmer, so built words and heard words meet
DEFAULT = os.path.join(HERE, "..", "..", "..", "..", "games", "src", "main", "resources", "arbiter", "taboo", "cities.json")


def main(argv):
    source = argv[1] if len(argv) > 1 else DEFAULT
    with open(source, encoding="utf-8") as f:
        cities = json.load(f)
    knowledge = []
    for c in cities:
        words = sorted({stem(w) for hint in c["hints"] for w in hint.split()})
        knowledge.append({"id": c["id"], "name": c["name"], "country": c["country"],
                          "lat": c["lat"], "lon": c["lon"], "words": words})
    out = "[\n" + ",\n".join(json.dumps(k, separators=(",", ":")) for k in knowledge) + "\n]"
    if len(argv) > 1:
        print(out)
    else:
        with open(os.path.join(HERE, "knowledge.json"), "w", encoding="utf-8") as f:
            f.write(out + "\n")


if __name__ == "__main__":
    main(sys.argv)
