#!/usr/bin/env python3
"""An LMC2 game program for the judge's tests: one player, a fixed alphabet, N rounds of
'@input a' / move / score (+1 for answering 'a') / hint. Keywords are flags, so the dialect
test can run a game that speaks a different dialect."""
import argparse, sys

ap = argparse.ArgumentParser()
ap.add_argument("--moves", type=int, default=5)
ap.add_argument("--exit-without-end", action="store_true")
ap.add_argument("--exit-code", type=int, default=0)
ap.add_argument("--kw-name", default="name")
ap.add_argument("--kw-route", default="player")
ap.add_argument("--kw-move", default="move")
ap.add_argument("--kw-alphabet", default="alphabet")
ap.add_argument("--kw-new", default="new")
ap.add_argument("--kw-end", default="end")
ap.add_argument("--kw-hint", default="hint")
ap.add_argument("--kw-player", default="player")
args = ap.parse_args()

def send(line):
    sys.stdout.write(line + "\n")
    sys.stdout.flush()

def to1(line):
    send("@%s 1 %s" % (args.kw_route, line))

send("@info %s TestGame" % args.kw_name)
rounds = 0
for raw in sys.stdin:
    line = raw.rstrip("\r\n")
    if line.startswith("@info %s 1 " % args.kw_player):
        to1("@command " + args.kw_new)
        to1("@command %s a b c" % args.kw_alphabet)
        to1("@input a")
        to1("@command " + args.kw_move)
    elif line.startswith("@%s 1 @output" % args.kw_route):
        answer = line.split("@output", 1)[1].strip()
        to1("@score %s" % ("1" if answer == "a" else "-1"))
        to1("@%s a" % args.kw_hint)
        rounds += 1
        if rounds == args.moves:
            if args.exit_without_end:
                sys.exit(args.exit_code)
            send("@command " + args.kw_end)
        else:
            to1("@input a")
            to1("@command " + args.kw_move)
    elif line.startswith("@command exit"):
        break
