#!/usr/bin/env python3
"""A scriptable Taboo guesser for the judge's conformance tests.

It answers the n-th hint line with the n-th entry of --guesses (entries separated by '|', so
names may hold commas and spaces), and 'Nowhere' once the list runs out. Everything it reads
and how it stops goes to stderr, which the judge keeps in the transcript:
  'got: <line>' for every line, then 'stop: yes' or 'stop: eof after yes' or 'stop: eof'.
In session mode START and END lines frame games; the guess list runs on across games.
Failure modes for the hostile-agent checks: --sleep-at N, --crash-at N, --exit-at N (exit 0
early), --after-yes (one more guess after the game is won), --flood-at N (megabytes of output),
--huge-line-at N (a 10 kB guess), --latin1-at N (a guess in ISO-8859-1 bytes, not UTF-8).
"""
import sys
import time


def main(argv):
    opts = {"--guesses": "", "--sleep-at": "0", "--crash-at": "0", "--exit-at": "0", "--flood-at": "0",
            "--huge-line-at": "0", "--latin1-at": "0"}
    flags = set()
    i = 0
    while i < len(argv):
        if argv[i] in opts:
            opts[argv[i]] = argv[i + 1]
            i += 2
        else:
            flags.add(argv[i])
            i += 1
    guesses = [g for g in opts["--guesses"].split("|") if opts["--guesses"]]
    sleep_at, crash_at = int(opts["--sleep-at"]), int(opts["--crash-at"])
    exit_at = int(opts["--exit-at"])
    hints = 0
    won = False
    for raw in sys.stdin:
        line = raw.rstrip("\n")
        print("got: " + line, file=sys.stderr, flush=True)
        if line == "START":  # session mode: a new game
            won = False
            continue
        if line == "END":  # session mode: the hints of this game ran out
            continue
        if line == "yes":
            won = True
            print("stop: yes", file=sys.stderr, flush=True)
            if "--after-yes" in flags:
                print("Paris", flush=True)
            continue  # keep reading: the judge must send nothing more, then close stdin
        if won:
            continue
        hints += 1
        if hints == sleep_at:
            time.sleep(3600)
        if hints == crash_at:
            print("crashing on purpose at hint %d" % hints, file=sys.stderr, flush=True)
            sys.exit(3)
        if hints == exit_at:
            sys.exit(0)
        if hints == int(opts["--flood-at"]):
            for _ in range(8):  # one endless line: no guess, just bytes
                sys.stdout.write("x" * (1 << 20))
            sys.stdout.flush()
        if hints == int(opts["--huge-line-at"]):
            print("Q" * 10000, flush=True)
            continue
        if hints == int(opts["--latin1-at"]):
            sys.stdout.flush()
            sys.stdout.buffer.write("S\u00e3o Paulo\n".encode("latin-1"))
            sys.stdout.buffer.flush()
            continue
        guess = guesses[hints - 1] if hints <= len(guesses) else "Nowhere"
        print(guess, flush=True)
    print("stop: eof after yes" if won else "stop: eof", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
