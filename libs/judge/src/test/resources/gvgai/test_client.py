#!/usr/bin/env python3
"""A scriptable GVGAI learning-track client for the referee's conformance tests.

It speaks the track's wire protocol over TCP exactly as the reference clients do (connect to
localhost:GVGAI_PORT, retrying; answer every `id#payload` line with `id#answer[#type]`), and can be told to
misbehave at given points. Counters are 1-based and count messages of one kind over the whole run:

  --start TEXT         answer to START (default START_DONE#JSON); SILENT sends nothing
  --init-at K=TEXT     answer to the K-th INIT instead of INIT_DONE#JSON
  --act-at N=TEXT      answer to the N-th ACT instead of the default action
  --raw-at N=LINE      before answering the N-th ACT, send LINE as it is (no id added)
  --sleep-at N=MS      sleep before answering the N-th ACT
  --burn-at N=TxMS     before answering the N-th ACT, burn MS of CPU time in each of T threads at once (hashing
                       large buffers, which releases the GIL, so the threads really run in parallel)
  --result-at K=TEXT   answer to the K-th END/ABORT (default: the next of --results, then END_TRAINING)
  --results A,B,...    answers to END/ABORT messages in order
  --action TEXT        the default action (ACTION_NIL)
  --exit-at N          exit instead of answering the N-th ACT
  --never-connect      sleep without connecting
  --port P             connect to P (default: $GVGAI_PORT, else 8080)
  --probe-second       on START, try a second connection and log whether it was refused
  --probe-out P        on START, also try the host's loopback port P and an outside address (1.1.1.1:53)
  --write-log          on START, write logs/clientLog.txt under the working directory, as the original
                       JavaClient does, and log whether it could and whether this script's folder is there

TEXT may be SILENT (send nothing and keep reading). Every received line's kind is logged to stderr.
"""
import json
import os
import socket
import hashlib
import sys
import threading
import time


def parse_args(argv):
    opts = {"start": "START_DONE#JSON", "action": "ACTION_NIL", "results": [], "init": {}, "act": {}, "raw": {},
            "sleep": {}, "burn": {}, "result": {}, "exit": set(), "never-connect": False, "probe-second": False, "write-log": False, "probe-out": None,
            "port": int(os.environ.get("GVGAI_PORT", "8080"))}
    i = 0
    while i < len(argv):
        flag = argv[i]
        if flag in ("--never-connect", "--probe-second", "--write-log"):
            opts[flag[2:]] = True
            i += 1
            continue
        value = argv[i + 1]
        i += 2
        if flag == "--start":
            opts["start"] = value
        elif flag == "--action":
            opts["action"] = value
        elif flag == "--results":
            opts["results"] = value.split(",")
        elif flag == "--probe-out":
            opts["probe-out"] = int(value)
        elif flag == "--port":
            opts["port"] = int(value)
        elif flag == "--exit-at":
            opts["exit"].add(int(value))
        else:
            key, text = value.split("=", 1)
            opts[{"--init-at": "init", "--act-at": "act", "--raw-at": "raw", "--sleep-at": "sleep",
                  "--burn-at": "burn", "--result-at": "result"}[flag]][int(key)] = text
    return opts


def connect(port):
    while True:
        try:
            return socket.create_connection(("localhost", port))
        except OSError:
            time.sleep(0.05)


def burn(spec):
    """Burns, in each of T threads at once, MS milliseconds of that thread's own CPU time ("TxMS")."""
    threads, millis = (int(part) for part in spec.split("x"))
    block = b"\x5a" * (1 << 20)

    def work():
        until = time.thread_time() + millis / 1000.0
        while time.thread_time() < until:
            hashlib.sha256(block).digest()

    workers = [threading.Thread(target=work) for _ in range(threads)]
    started = time.monotonic()
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    print("burned %s in %.0f ms of wall time" % (spec, (time.monotonic() - started) * 1000), file=sys.stderr)


def attempt(host, port):
    """Logs "connect HOST:PORT: ok" or "connect HOST:PORT: failed: REASON"."""
    try:
        socket.create_connection((host, port), timeout=10).close()
        print("connect %s:%d: ok" % (host, port), file=sys.stderr)
    except OSError as e:
        print("connect %s:%d: failed: %s" % (host, port, e.strerror or e), file=sys.stderr)


def write_log():
    try:
        os.makedirs("logs", exist_ok=True)
        with open(os.path.join("logs", "clientLog.txt"), "w") as log:
            log.write("client started\n")
        print("wrote logs/clientLog.txt in %s" % os.getcwd(), file=sys.stderr)
    except OSError as e:
        print("cannot write logs/clientLog.txt in %s: %s" % (os.getcwd(), e.strerror or e), file=sys.stderr)
    if os.path.exists(os.path.basename(__file__)):
        print("its folder's files are in the working directory", file=sys.stderr)


def main():
    opts = parse_args(sys.argv[1:])
    if opts["never-connect"]:
        time.sleep(3600)
    sock = connect(opts["port"])
    print("connected to localhost:%d" % opts["port"], file=sys.stderr)
    reader = sock.makefile("r", encoding="ascii", newline="\n")
    counts = {"INIT": 0, "ACT": 0, "RESULT": 0}
    results = list(opts["results"])

    def send(line):
        sock.sendall((line + "\n").encode("ascii"))

    def answer(msg_id, text):
        if text != "SILENT":
            send(msg_id + "#" + text)

    for line in reader:
        msg_id, payload = line.rstrip("\n").split("#", 1)
        if payload == "START":
            print("got START", file=sys.stderr)
            # START comes once the relay has accepted this connection and closed its listeners.
            if opts["probe-second"] or opts["probe-out"] is not None:
                attempt("127.0.0.1", opts["port"])
            if opts["probe-out"] is not None:
                attempt("127.0.0.1", opts["probe-out"])
                attempt("1.1.1.1", 53)
            if opts["write-log"]:
                write_log()
            answer(msg_id, opts["start"])
            continue
        if payload == "FINISH":
            print("got FINISH", file=sys.stderr)
            break
        sso = json.loads(payload)
        phase = sso["phase"]
        print("got %s tick=%s validation=%s" % (phase, sso["gameTick"], sso["isValidation"]), file=sys.stderr)
        if phase == "INIT":
            counts["INIT"] += 1
            answer(msg_id, opts["init"].get(counts["INIT"], "INIT_DONE#JSON"))
        elif phase == "ACT":
            counts["ACT"] += 1
            n = counts["ACT"]
            if n in opts["exit"]:
                sys.exit(3)
            if n in opts["raw"]:
                send(opts["raw"][n])
            if n in opts["burn"]:
                burn(opts["burn"][n])
            if n in opts["sleep"]:
                time.sleep(int(opts["sleep"][n]) / 1000.0)
            answer(msg_id, opts["act"].get(n, opts["action"]))
        else:
            counts["RESULT"] += 1
            k = counts["RESULT"]
            if k in opts["result"]:
                answer(msg_id, opts["result"][k])
            else:
                answer(msg_id, results.pop(0) if results else "END_TRAINING")
    sock.close()


if __name__ == "__main__":
    main()
