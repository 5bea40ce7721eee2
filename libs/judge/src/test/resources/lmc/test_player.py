#!/usr/bin/env python3
"""A configurable LMC player for the judge's conformance tests: well-behaved by default,
hostile on request (sleeping, crashing, garbage, floods, silence, lingering...).
Every behaviour is a flag, so each test states exactly what the player does."""
import argparse, os, sys, time

ap = argparse.ArgumentParser()
ap.add_argument("--name", default="tester")
ap.add_argument("--no-name", action="store_true")
ap.add_argument("--name-delay-ms", type=int, default=0)
ap.add_argument("--kw-name", default="name")
ap.add_argument("--kw-move", default="move")
ap.add_argument("--kw-alphabet", default="alphabet")
ap.add_argument("--kw-new", default="new")
ap.add_argument("--kw-exit", default="exit")
ap.add_argument("--answer", default="first", help="first | last-input | fixed:TEXT | cycle:A,B,C")
ap.add_argument("--bare-every", type=int, default=0, help="answer without @output prefix every Nth move")
ap.add_argument("--double-answer", action="store_true")
ap.add_argument("--comment-before-answer", action="store_true")
ap.add_argument("--comments-per-move", type=int, default=0, help="comment lines written before every answer")
ap.add_argument("--stderr-per-move", type=int, default=0, help="stderr lines written before every answer")
ap.add_argument("--extra-line", action="append", default=[], help="line sent right after the name")
ap.add_argument("--on-alphabet", action="append", default=[], help="line sent on receiving the alphabet")
ap.add_argument("--sleep-ms", type=int, default=0, help="sleep before every answer")
ap.add_argument("--sleep-at", default="", help="MOVE:MS[,MOVE:MS] sleep before answering those moves")
ap.add_argument("--crash-at", type=int, default=0)
ap.add_argument("--garbage-at", type=int, default=0)
ap.add_argument("--flood-at", type=int, default=0)
ap.add_argument("--huge-line-at", type=int, default=0)
ap.add_argument("--close-stdout-at", type=int, default=0)
ap.add_argument("--stop-reading-at", type=int, default=0)
ap.add_argument("--hang-at", type=int, default=0, help="stop answering from this move on, keep reading")
ap.add_argument("--ignore-exit", action="store_true")
ap.add_argument("--exit-immediately", type=int, default=-1, help="exit with this code before doing anything")
ap.add_argument("--crlf", action="store_true")
args = ap.parse_args()

out = sys.stdout.buffer
eol = b"\r\n" if args.crlf else b"\n"
sent = 0

def send(line):
    global sent
    out.write(line.encode("ascii") + eol)
    out.flush()
    sent += 1

if args.exit_immediately >= 0:
    sys.exit(args.exit_immediately)
sleep_at = {int(k): int(v) for k, v in (p.split(":") for p in args.sleep_at.split(",") if p)}
if args.name_delay_ms:
    time.sleep(args.name_delay_ms / 1000)
if not args.no_name:
    send("@info %s %s" % (args.kw_name, args.name))
for extra in args.extra_line:
    send(extra)

alphabet, last_input, moves, received = [], None, 0, 0
cycle = args.answer[6:].split(",") if args.answer.startswith("cycle:") else []
for raw in sys.stdin.buffer:
    received += 1
    line = raw.decode("ascii", "replace").rstrip("\r\n")
    if line.startswith("#"):
        continue
    if not line.startswith("@"):
        last_input = line
        continue
    channel, _, data = line[1:].partition(" ")
    word, _, rest = data.partition(" ")
    if channel == "input":
        last_input = data
    elif channel == "command" and word == args.kw_new:
        alphabet, last_input = [], None
    elif channel == "command" and word == args.kw_alphabet:
        alphabet = rest.split(" ")
        for extra in args.on_alphabet:
            send(extra)
    elif channel == "command" and word == args.kw_exit:
        if args.ignore_exit:
            time.sleep(3600)
        break
    elif channel == "command" and word == args.kw_move:
        moves += 1
        if moves == args.crash_at:
            sys.stderr.write("test player crashing on purpose at move %d\n" % moves)
            sys.exit(3)
        if moves == args.garbage_at:
            out.write(b"\x00\xff\xfe garbage \x07\n"); out.flush()
            continue
        if moves == args.flood_at:
            while True:
                out.write(b"# " + b"x" * 1000 + b"\n")  # comments: never an answer, so only the cap stops it
        if moves == args.huge_line_at:
            while True:
                out.write(b"y" * 65536)
        if moves == args.close_stdout_at:
            out.close(); os.close(1)
            time.sleep(3600)
        if moves == args.stop_reading_at:
            time.sleep(3600)
        if args.hang_at and moves >= args.hang_at:
            continue
        delay = sleep_at.get(moves, args.sleep_ms)
        if delay:
            time.sleep(delay / 1000)
        if args.answer == "first":
            answer = alphabet[0] if alphabet else "?"
        elif args.answer == "last-input":
            answer = last_input if last_input is not None else (alphabet[0] if alphabet else "?")
        elif args.answer.startswith("fixed:"):
            answer = args.answer[6:]
        else:
            answer = cycle[(moves - 1) % len(cycle)]
        if args.comment_before_answer:
            send("# thinking about move %d" % moves)
        for i in range(args.comments_per_move):
            send("# move %d comment %d %s" % (moves, i, "z" * 80))
        for i in range(args.stderr_per_move):
            sys.stderr.write("move %d stderr %d %s\n" % (moves, i, "e" * 80))
        sys.stderr.flush()
        if args.bare_every and moves % args.bare_every == 0:
            send(answer)
        else:
            send("@output " + answer)
        if args.double_answer:
            send("@output " + answer)
sys.stderr.write("test player: received %d lines, sent %d lines\n" % (received, sent))
