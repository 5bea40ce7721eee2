#!/usr/bin/env python3
"""The no-op baseline of an RDDL competition: answers every turn with <actions/> (every action fluent at its
default), as RDDLSim's NoopPolicy does. With the random baseline it fixes each instance's floor in the IPPC
normalised score. Connects to RDDL_HOST:RDDL_PORT and plays the instance named by its last argument.
Standard library only."""
import os
import socket
import sys
import xml.etree.ElementTree as ET


def read_message(sock, buffer):
    while b"\0" not in buffer:
        chunk = sock.recv(65536)
        if not chunk:
            return None
        buffer.extend(chunk)
    end = buffer.index(b"\0")
    text = bytes(buffer[:end]).decode("ascii", "replace")
    del buffer[:end + 1]
    return ET.fromstring(text[text.index("<", 1):] if text.startswith("<?xml") else text)


def send(sock, body):
    sock.sendall(('<?xml version="1.0" encoding="UTF-8"?>\n' + body).encode("ascii") + b"\0")


def main():
    instance = sys.argv[-1] if len(sys.argv) > 1 else os.environ.get("RDDL_INSTANCE", "")
    sock = socket.create_connection((os.environ.get("RDDL_HOST", "localhost"), int(os.environ.get("RDDL_PORT", "2323"))))
    buffer = bytearray()
    send(sock, "<session-request><problem-name>%s</problem-name><client-name>%s</client-name></session-request>"
         % (instance, os.environ.get("RDDL_CLIENT_NAME", "noop")))
    message = read_message(sock, buffer)
    if message is None or message.tag != "session-init":
        sys.exit("no session-init (unknown instance %r?)" % instance)
    rounds = int(message.findtext("num-rounds") or "0")
    send(sock, "<round-request/>")
    # Whatever comes: a turn is answered with the no-op, a round-end with the next round's request.
    while True:
        message = read_message(sock, buffer)
        if message is None or message.tag == "session-end":
            break
        if message.tag == "turn":
            send(sock, "<actions/>")
        elif message.tag == "round-end":
            left = message.findtext("time-left")
            if left is not None and float(left) <= 0:
                continue  # session-end comes next
            if rounds == int(message.findtext("round-num") or "0") + 1:
                continue  # that was the last round (round-end counts from 0): session-end comes next
            send(sock, "<round-request/>")
    sock.close()


if __name__ == "__main__":
    main()
