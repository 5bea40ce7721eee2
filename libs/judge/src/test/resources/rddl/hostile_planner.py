"""Planners that misbehave toward the RDDL judge, by the first argument:

probe HOST_PORT  connects to the relay (localhost:RDDL_PORT) and starts a session, then tries a second
                 connection to the relay,
                 the host's loopback port HOST_PORT and an outside address, printing each outcome on stderr
                 as "connect ADDRESS: ok" or "connect ADDRESS: failed: REASON"; then closes and exits
silent           never connects (sleeps)
quit             exits at once with status 3, never connecting
mute             connects, sends its session-request, then says nothing more (sleeps)
"""
import os
import socket
import sys
import time

port = int(os.environ.get("RDDL_PORT", "2323"))
instance = os.environ.get("RDDL_INSTANCE", "")
mode = sys.argv[1]


def attempt(host, target_port):
    try:
        s = socket.create_connection((host, target_port), timeout=10)
        print("connect %s:%d: ok" % (host, target_port), file=sys.stderr, flush=True)
        return s
    except OSError as e:
        print("connect %s:%d: failed: %s" % (host, target_port, e.strerror or e), file=sys.stderr, flush=True)
        return None


def request_session(s):
    s.sendall(b'<session-request><problem-name>%s</problem-name><client-name>%s</client-name></session-request>\0'
              % (instance.encode(), mode.encode()))


if mode == "probe":
    relay = attempt("127.0.0.1", port)
    if relay:
        request_session(relay)  # once the judge answers, the relay has accepted and stopped listening
        relay.recv(65536)
    attempt("127.0.0.1", port)
    attempt("127.0.0.1", int(sys.argv[2]))
    attempt("1.1.1.1", 53)
    if relay:
        relay.close()
elif mode == "quit":
    sys.exit(3)
elif mode == "silent":
    time.sleep(3600)
elif mode == "mute":
    held = socket.create_connection(("localhost", port))  # kept: a collected socket would close
    request_session(held)
    time.sleep(3600)
