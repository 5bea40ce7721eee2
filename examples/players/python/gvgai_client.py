"""The client side of the GVGAI single-player learning track, for agents written in Python 3 (standard library).

It plays the part of the track's "client communicator": it connects to the server at localhost:8080 (retrying
every second, as the original clients do), answers every `id#payload` line with `id#answer[#type]`, and times the
agent's calls in CPU time: START and INIT within 1 s, each action within 40 ms (ACTION_NIL when it took 40-50 ms,
END_OVERSPENT beyond), 5 minutes of learning per game after which training ends (END_TRAINING, or
END_VALIDATION on a validation level) and result() has 1 s. The agent's `last_sso_type` ("JSON", "IMAGE" or
"BOTH") is re-read after every call and appended to the answer.

An agent is a class with `init(sso, timer)`, `act(sso, timer) -> action name` and `result(sso, timer) -> level`;
`sso` is the observation with its JSON fields as attributes (`sso.avatarPosition`, `sso.NPCPositions` ...), and
`sso.image_png` holds the screenshot's PNG bytes when one was sent. `run(AgentClass)` plays a whole run.
"""
import json
import os
import socket
import sys
import time
from types import SimpleNamespace

START_TIME = 1.0
INIT_TIME = 1.0
ACTION_TIME = 0.040
ACTION_TIME_DISQ = 0.050
TOTAL_LEARNING_TIME = 300.0
EXTRA_LEARNING_TIME = 1.0
PORT = int(os.environ.get("GVGAI_PORT", "8080"))


class Timer:
    """CPU seconds left of a budget, as the original ElapsedCpuTimer offers them."""

    def __init__(self, budget):
        self.start = time.process_time()
        self.budget = budget

    def elapsed(self):
        return time.process_time() - self.start

    def remaining_millis(self):
        return max(0.0, (self.budget - self.elapsed()) * 1000.0)

    def exceeded(self):
        return self.elapsed() > self.budget


def observation(payload):
    """The parsed observation; imageArray (signed bytes) becomes image_png."""
    fields = json.loads(payload)
    sso = SimpleNamespace(**fields)
    sso.image_png = bytes(b & 0xFF for b in fields["imageArray"]) if "imageArray" in fields else None
    return sso


def connect():
    while True:
        try:
            return socket.create_connection(("localhost", PORT))
        except OSError:
            time.sleep(1)


def run(agent_class):
    sock = connect()
    lines = sock.makefile("r", encoding="ascii", newline="\n")
    agent = None
    learning = None

    def send(msg_id, answer, with_type=True):
        suffix = "#" + agent.last_sso_type if with_type and agent is not None else ""
        sock.sendall(("%s#%s%s\n" % (msg_id, answer, suffix)).encode("ascii"))

    for line in lines:
        msg_id, payload = line.rstrip("\r\n").split("#", 1)
        if payload == "FINISH":
            break
        if payload == "START":
            learning = Timer(TOTAL_LEARNING_TIME)
            timer = Timer(START_TIME)
            agent = agent_class()
            if timer.exceeded():
                agent = None
                send(msg_id, "START_FAILED", with_type=False)
            else:
                send(msg_id, "START_DONE")
            continue
        sso = observation(payload)
        if sso.phase == "INIT":
            timer = Timer(INIT_TIME)
            agent.init(sso, timer)
            send(msg_id, "INIT_FAILED" if timer.exceeded() else "INIT_DONE", with_type=not timer.exceeded())
        elif sso.phase == "ACT":
            timer = Timer(ACTION_TIME)
            action = agent.act(sso, timer)
            took = timer.elapsed()
            if took > ACTION_TIME_DISQ:
                send(msg_id, "END_OVERSPENT", with_type=False)
            elif took > ACTION_TIME:
                send(msg_id, "ACTION_NIL", with_type=False)
            else:
                send(msg_id, action or "ACTION_NIL")
        else:  # END or ABORT
            if learning.exceeded():
                send(msg_id, "END_VALIDATION" if sso.isValidation else "END_TRAINING", with_type=False)
                continue
            timer = Timer(max(EXTRA_LEARNING_TIME, learning.remaining_millis() / 1000.0))
            level = agent.result(sso, timer)
            if timer.exceeded():
                send(msg_id, "END_OVERSPENT", with_type=False)
            else:
                send(msg_id, str(level))
    sock.close()


class Agent:
    """What every agent starts from: JSON observations, and the next training level in turn."""

    def __init__(self):
        self.last_sso_type = "JSON"
        self.next_level = 0

    def init(self, sso, timer):
        pass

    def act(self, sso, timer):
        return "ACTION_NIL"

    def result(self, sso, timer):
        self.next_level = (self.next_level + 1) % 3
        return self.next_level


def log(*args):
    print(*args, file=sys.stderr, flush=True)
