#!/usr/bin/env python3
"""python-rddl-random: a random planner for the RDDLSim client/server protocol (IPPC 2011/2014, IPC 2018).

Written for the original RDDLSim server and run unchanged on Arbiter: it connects by TCP to
RDDL_HOST:RDDL_PORT (default localhost:2323) and plays the instance named by its first argument
(else RDDL_INSTANCE) for as many rounds as the server asks. Each turn it sets at most one boolean
action fluent to true, chosen uniformly among the ground action fluents and the no-op, which never
exceeds max-nondef-actions. The action fluents and objects come from the session-init's Base64 task
(the domain and instance text, IPC 2018 profile); without a task every action is the no-op.
ARBITER_SEED (a decimal integer), when set, seeds the generator. Standard library only.
"""
import base64
import os
import random
import re
import socket
import sys
import xml.etree.ElementTree as ET


def read_message(sock, buffer):
    """The next NUL-terminated message (rddl.md section 3), or None when the server closed."""
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


def ground_actions(task_text):
    """(name, args) for every ground boolean action fluent the task declares."""
    objects = {}
    for block in re.findall(r"objects\s*\{(.*?)\}\s*;", task_text, re.S):
        for type_name, names in re.findall(r"(\w+)\s*:\s*\{([^}]*)\}", block):
            objects.setdefault(type_name, []).extend(n.strip() for n in names.split(",") if n.strip())
    actions = []
    pattern = r"([\w-]+)\s*(?:\(([^)]*)\))?\s*:\s*\{\s*action-fluent\s*,\s*bool"
    for name, params in re.findall(pattern, task_text):
        grounded = [[]]
        for type_name in [p.strip() for p in params.split(",") if p.strip()]:
            grounded = [g + [o] for g in grounded for o in objects.get(type_name, [])]
        actions.extend((name, args) for args in grounded)
    return actions


def actions_message(choice):
    if choice is None:
        return "<actions/>"
    name, args = choice
    arg_xml = "".join("<action-arg>%s</action-arg>" % a for a in args)
    return ("<actions><action><action-name>%s</action-name>%s<action-value>true</action-value>"
            "</action></actions>" % (name, arg_xml))


def main():
    instance = sys.argv[1] if len(sys.argv) > 1 else os.environ.get("RDDL_INSTANCE", "")
    host = os.environ.get("RDDL_HOST", "localhost")
    port = int(os.environ.get("RDDL_PORT", "2323"))
    name = os.environ.get("RDDL_CLIENT_NAME", "python-rddl-random")
    seed = os.environ.get("ARBITER_SEED")
    rng = random.Random(int(seed) if seed else None)

    sock = socket.create_connection((host, port))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    buffer = bytearray()
    send(sock, "<session-request><problem-name>%s</problem-name><client-name>%s</client-name>"
               "<input-language>rddl</input-language></session-request>" % (instance, name))
    init = read_message(sock, buffer)
    if init is None or init.tag != "session-init":
        sys.exit("no session-init (unknown instance %r?)" % instance)
    task = init.findtext("task")
    choices = [None] + ground_actions(base64.b64decode(task).decode("utf-8")) if task else [None]
    print("session %s: %s rounds, %d ground actions" % (init.findtext("session-id"), init.findtext("num-rounds"),
                                                        len(choices) - 1), file=sys.stderr)
    while True:
        send(sock, "<round-request/>")
        message = read_message(sock, buffer)
        while message is not None and message.tag == "resource-notification":
            message = read_message(sock, buffer)
        if message is None or message.tag == "session-end":
            break
        message = read_message(sock, buffer)            # the round's first turn follows round-init at once
        while message is not None and message.tag == "turn":
            send(sock, actions_message(rng.choice(choices)))
            message = read_message(sock, buffer)
        if message is None:
            break
        print("round reward %s" % message.findtext("round-reward"), file=sys.stderr)
        left = message.findtext("time-left")
        if left is not None and float(left) <= 0:       # RDDL-S02: session-end comes next
            message = read_message(sock, buffer)
            break
        # a round-end after the last round is followed by session-end, not by another round
        if init.findtext("num-rounds") == str(int(message.findtext("round-num")) + 1):
            message = read_message(sock, buffer)
            break
    if message is not None and message.tag == "session-end":
        print("total reward %s" % message.findtext("total-reward"), file=sys.stderr)
    sock.close()


if __name__ == "__main__":
    main()
