#!/usr/bin/env python3
"""python-rddl-random: a random planner for the RDDLSim client/server protocol (IPPC 2011/2014, IPC 2018).

Usage: rddl_random_planner.py [--host H] [--port P] [--name CLIENT] [--rddl DIR] INSTANCE (else RDDL_HOST, RDDL_PORT,
RDDL_CLIENT_NAME, RDDL_DIR, RDDL_INSTANCE; default localhost:2323). Written for the original RDDLSim server and run
unchanged on Arbiter: it plays the instance for as many rounds as the server asks. Each turn it sets at most one boolean
action fluent to true, chosen uniformly among the ground action fluents and the no-op, which never
exceeds max-nondef-actions. The action fluents and objects come from the session-init's Base64 task
(the domain and instance text, IPC 2018 profile), else from the .rddl files of --rddl DIR (RDDL_DIR);
without either every action is the no-op.
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
    for block in re.findall(r"objects\s*\{((?:[^{}]|\{[^{}]*\})*)\}", task_text):
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


def play_rounds(sock, buffer, init, act):
    """Rounds until the server ends the session: act(turn element) gives each turn's actions message.
    Returns the last message (session-end, or None when the server closed first)."""
    while True:
        send(sock, "<round-request/>")
        message = read_message(sock, buffer)
        while message is not None and message.tag == "resource-notification":
            message = read_message(sock, buffer)
        if message is None or message.tag == "session-end":
            return message
        message = read_message(sock, buffer)            # the round's first turn follows round-init at once
        while message is not None and message.tag == "turn":
            send(sock, act(message))
            message = read_message(sock, buffer)
        if message is None:
            return None
        print("round reward %s" % message.findtext("round-reward"), file=sys.stderr)
        left = message.findtext("time-left")
        if left is not None and float(left) <= 0:       # RDDL-S02: session-end comes next
            return read_message(sock, buffer)
        # a round-end after the last round is followed by session-end, not by another round
        if init.findtext("num-rounds") == str(int(message.findtext("round-num")) + 1):
            return read_message(sock, buffer)


def model_text(task, rddl_dir):
    """The domain and instance text: the Base64 task (IPC 2018), else every .rddl file of rddl_dir, else None."""
    if task:
        return base64.b64decode(task).decode("utf-8")
    if rddl_dir:
        texts = []
        for name in sorted(os.listdir(rddl_dir)):
            if name.endswith(".rddl"):
                with open(os.path.join(rddl_dir, name), encoding="utf-8", errors="replace") as f:
                    texts.append(f.read())
        return "\n".join(texts)
    return None


def options(argv, env, default_name):
    """Host, port, client name, model directory and instance: options first, then RDDL_* variables."""
    opts = {"host": env.get("RDDL_HOST", "localhost"), "port": env.get("RDDL_PORT", "2323"),
            "name": env.get("RDDL_CLIENT_NAME", default_name), "rddl": env.get("RDDL_DIR"),
            "instance": env.get("RDDL_INSTANCE", "")}
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg in ("--host", "--port", "--name", "--rddl") and args:
            opts[arg[2:]] = args.pop(0)
        else:
            opts["instance"] = arg          # the last bare argument wins: Arbiter appends the instance
    if not opts["instance"]:
        sys.exit("usage: %s [--host H] [--port P] [--name CLIENT] [--rddl DIR] INSTANCE" % os.path.basename(sys.argv[0]))
    return opts


def main():
    opts = options(sys.argv[1:], os.environ, "python-rddl-random")
    instance, name = opts["instance"], opts["name"]
    seed = os.environ.get("ARBITER_SEED")
    rng = random.Random(int(seed) if seed else None)

    sock = socket.create_connection((opts["host"], int(opts["port"])))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    buffer = bytearray()
    send(sock, "<session-request><problem-name>%s</problem-name><client-name>%s</client-name>"
               "<input-language>rddl</input-language></session-request>" % (instance, name))
    init = read_message(sock, buffer)
    if init is None or init.tag != "session-init":
        sys.exit("no session-init (unknown instance %r?)" % instance)
    text = model_text(init.findtext("task"), opts["rddl"])
    choices = [None] + ground_actions(text) if text else [None]
    print("session %s: %s rounds, %d ground actions" % (init.findtext("session-id"), init.findtext("num-rounds"),
                                                        len(choices) - 1), file=sys.stderr)
    message = play_rounds(sock, buffer, init, lambda turn: actions_message(rng.choice(choices)))
    if message is not None and message.tag == "session-end":
        print("total reward %s" % message.findtext("total-reward"), file=sys.stderr)
    sock.close()


if __name__ == "__main__":
    main()
