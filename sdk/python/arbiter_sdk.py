"""arbiter_sdk: write an Arbiter entry as callbacks, never parse a protocol line.

One file, standard library only: copy it next to your entry and ``import arbiter_sdk``.

LMC1 / LMC2 (layers 0-2 as a player sees them), subclass :class:`LmcPlayer`::

    class Echo(arbiter_sdk.LmcPlayer):
        name = "my-echo"
        def on_new_game(self, alphabet): self.last = [alphabet[0]]
        def on_input(self, words): self.last = words
        def move(self): return self.last

    arbiter_sdk.run(Echo())

Taboo, subclass :class:`TabooGuesser` and answer ``guess(hints)`` with a city name or a
``(lat, lon)`` pair. RDDLSim, subclass :class:`RddlPlanner` and answer ``choose(state)``. The GVGAI
learning track, subclass :class:`GvgaiAgent` and answer ``act(sso, timer)``.

Every keyword the protocol references reconstruct (the LMC and Taboo dialect tables) comes from
one :class:`Dialect`: the shipped defaults, then the properties file named by ``ARBITER_DIALECT``
(the same file ``arbiter match --dialect`` takes), then keys given in code.
"""
import base64
import json
import os
import socket
import sys
import time
import xml.etree.ElementTree as ET
from types import SimpleNamespace
from xml.sax.saxutils import escape

__all__ = ["Dialect", "LmcPlayer", "TabooGuesser", "RddlPlanner", "GvgaiAgent", "CpuClock", "END_TRAINING", "run"]

# The defaults of the judge's shipped dialect tables (lmc-dialect.properties, taboo-dialect.properties).
DEFAULT_DIALECT = {
    "lmc2.cmd.exit": "exit",
    "lmc2.cmd.new": "new",
    "lmc2.cmd.alphabet": "alphabet",
    "lmc2.cmd.moveRequest": "move",
    "lmc2.info.name": "name",
    "lmc2.chan.hint": "hint",
    "lmc.comments": "true",
    "taboo.dialect": "verbatim",
    "taboo.reply.wrongPrefix": "no. ",
    "taboo.reply.right": "yes",
    "taboo.session.start": "START",
    "taboo.session.end": "END",
}

# LMC1's older key names, accepted as the judge accepts them.
ALIASES = {
    "lmc.cmd.exit": "lmc2.cmd.exit",
    "lmc.cmd.new": "lmc2.cmd.new",
    "lmc.cmd.alphabet": "lmc2.cmd.alphabet",
    "lmc.cmd.moveRequest": "lmc2.cmd.moveRequest",
    "lmc.info.name": "lmc2.info.name",
}


class Dialect:
    """The protocol keywords a player must recognise; judge-side keys of the same tables are accepted
    and ignored, so one competition file serves the judge and the entry."""

    def __init__(self, overrides=None, path=None, environ=None):
        environ = os.environ if environ is None else environ
        self.values = dict(DEFAULT_DIALECT)
        for source in (environ.get("ARBITER_DIALECT") or None, path):
            if source:
                self.update(read_properties(source))
        if overrides:
            self.update(overrides)

    def update(self, pairs):
        for key, value in pairs.items():
            self.values[ALIASES.get(key, key)] = value

    def __getitem__(self, key):
        return self.values[ALIASES.get(key, key)]

    @property
    def comments(self):
        return self["lmc.comments"].strip().lower() == "true"


def read_properties(path):
    """key=value (or key: value) lines of a Java properties file, with \\uXXXX and \\t escapes; no continuations."""
    pairs = {}
    with open(path, encoding="latin-1") as f:
        for raw in f:
            line = raw.rstrip("\r\n").lstrip()
            if not line or line[0] in "#!":
                continue
            cut = min((i for i in (line.find("="), line.find(":")) if i >= 0), default=-1)
            if cut < 0:
                continue
            value = line[cut + 1:].lstrip()
            pairs[line[:cut].strip()] = value.encode("latin-1").decode("unicode_escape")
    return pairs


# --------------------------------------------------------------------------------------------------
# LMC1 / LMC2 players
# --------------------------------------------------------------------------------------------------

class LmcPlayer:
    """An LMC1/LMC2 player. Override the callbacks you need; the SDK owns the wire.

    State the SDK keeps for you: ``alphabet`` (the current game's symbols), ``score`` (the sum of this
    game's score increments), ``scores`` (how many arrived), ``total`` (all games of the session).
    """

    #: announced as ``@info name NAME`` at start-up; must be unique in a match
    name = "python-sdk-player"
    #: report each game's total on stderr when it ends (the judge keeps stderr in the transcript)
    report_totals = True

    def on_new_game(self, alphabet):
        """A new game (maybe against a new opponent) with these legal symbols: forget what was learned."""

    def on_input(self, words):
        """An observed move: the opponent's or the game's (LMC1: one symbol; LMC2: an utterance)."""

    def move(self):
        """Your move: a symbol, a list of symbols, or None for no answer. Called once per move request."""
        return self.alphabet[0] if self.alphabet else None

    def on_score(self, x):
        """One score increment in [-1, 1]; ``self.score`` already includes it."""

    def on_hint(self, words):
        """LMC2 layer 2: the answer the game considered right for your last move."""

    def on_other(self, channel, data):
        """A channel or command the SDK does not know (a layer-1-only player ignores hints this way)."""

    def on_exit(self):
        """The session ends; the SDK exits with status 0 after this returns."""


class _LmcLoop:
    """Turns judge lines into LmcPlayer callbacks and move() results into output lines."""

    def __init__(self, player, dialect, out):
        self.p, self.d, self.out = player, dialect, out
        p = player
        p.alphabet, p.score, p.scores, p.total = [], 0.0, 0, 0.0
        self.pending_new = True  # whatever comes first, the player has been told a game began

    def write(self, line):
        _write_line(self.out, line)

    def start(self):
        self.write("@info %s %s" % (self.d["lmc2.info.name"], self.p.name))

    def end_game(self):
        p = self.p
        if p.report_totals and p.scores:
            sys.stderr.write("%s: game total %.3f over %d scores\n" % (p.name, p.score, p.scores))
            sys.stderr.flush()
        p.score, p.scores = 0.0, 0

    def ensure_game(self):
        # A game told "new" but no new alphabet keeps the old one (the alphabet is told, not learned).
        if self.pending_new:
            self.pending_new = False
            self.p.on_new_game(list(self.p.alphabet))

    def line(self, line):
        """Handles one line without its end; returns False once the session is over."""
        d, p = self.d, self.p
        if not line.strip() or (line.startswith("#") and d.comments):
            return True
        if line.startswith("@"):
            channel, _, data = line[1:].partition(" ")
        else:
            channel, data = "input", line  # the input channel is the default one
        words = data.split()
        if channel == "command":
            keyword, args = (words[0], words[1:]) if words else ("", [])
            if keyword == d["lmc2.cmd.exit"]:
                self.end_game()
                p.on_exit()
                return False
            if keyword == d["lmc2.cmd.new"]:
                self.end_game()
                self.pending_new = True
            elif keyword == d["lmc2.cmd.alphabet"]:
                p.alphabet = args
                self.pending_new = False
                p.on_new_game(list(args))
            elif keyword == d["lmc2.cmd.moveRequest"]:
                self.ensure_game()
                # Before any alphabet (a conforming judge never asks then) the answer is the protocol's "no answer".
                answer = p.move() if p.alphabet else None
                if answer is None:
                    words_out = []
                elif isinstance(answer, str):
                    words_out = answer.split()
                else:
                    words_out = [str(w) for w in answer]
                self.write(" ".join(["@output"] + words_out))
            else:
                p.on_other(channel, data)
        elif channel == "input":
            self.ensure_game()
            p.on_input(words)
        elif channel == "score":
            try:
                x = float(words[0])
            except (IndexError, ValueError):
                p.on_other(channel, data)
                return True
            p.score += x
            p.total += x
            p.scores += 1
            p.on_score(x)
        elif channel == d["lmc2.chan.hint"]:
            p.on_hint(words)
        else:
            p.on_other(channel, data)
        return True

    def finish(self):
        self.end_game()


def _lines(stream, encoding):
    """Lines of a binary stream without their \\n or \\r\\n, each handed on as soon as it is complete."""
    while True:
        raw = stream.readline()
        if not raw:
            return
        yield raw.decode(encoding, "replace").rstrip("\r\n")


def _write_line(stream, line):
    """One line, flushed at once: the judge waits for it. Bytes, so no locale can refuse a UTF-8 city name."""
    stream.write(line.encode("utf-8") + b"\n")
    stream.flush()


# --------------------------------------------------------------------------------------------------
# Taboo guessers
# --------------------------------------------------------------------------------------------------

class TabooGuesser:
    """A Taboo city guesser. ``guess(hints)`` gets every hint of the game so far (newest last, the
    describer's ``no. `` already stripped) and returns a city name or a ``(lat, lon)`` pair of integers."""

    def on_game_start(self):
        """A new game: forget the last city's hints and guesses."""

    def guess(self, hints):
        raise NotImplementedError("a TabooGuesser must answer guess(hints)")

    def on_game_end(self, solved):
        """The game ended: True (solved), False (the hints ran out), None (the ``hints-only`` dialect closed
        stdin, which it does after a right guess and after the last wrong one alike)."""


def format_guess(answer):
    if isinstance(answer, (tuple, list)) and len(answer) == 2:
        return "%d,%d" % (round(answer[0]), round(answer[1]))
    return " ".join(str(answer).split())  # one line: no newline may leak into a guess


class _TabooLoop:
    def __init__(self, guesser, dialect, out):
        self.g, self.d, self.out = guesser, dialect, out
        self.hints, self.playing = [], False

    def begin(self):
        self.hints, self.playing = [], True
        self.g.on_game_start()

    def finish(self, solved):
        if self.playing:
            self.playing = False
            self.g.on_game_end(solved)

    def line(self, line):
        d = self.d
        text = line.strip()
        if text == d["taboo.session.start"].strip():
            self.finish(True)  # hints-only sessions say nothing after a right guess but START the next game
            self.begin()
            return
        if text == d["taboo.reply.right"].strip():
            self.finish(True)
            return
        if text == d["taboo.session.end"].strip():
            self.finish(False)
            return
        prefix = d["taboo.reply.wrongPrefix"]
        hint = line[len(prefix):] if line.startswith(prefix) else line
        if not self.playing:
            self.begin()  # per-game mode: the first hint opens the game
        self.hints.append(hint.strip())
        _write_line(self.out, format_guess(self.g.guess(list(self.hints))))


# --------------------------------------------------------------------------------------------------
# RDDLSim planners
# --------------------------------------------------------------------------------------------------

class RddlPlanner:
    """An RDDLSim client: connects, plays every round the server asks for, one ``choose`` per turn.

    ``choose(state)`` gets the observed fluents as ``{(name, (args...)): value}`` (values as the server
    wrote them: "true", "3", "0.5") and returns actions the same way, ``{(name, (args...)): value}``;
    an empty dict (or None) is the no-op.
    """

    name = "python-sdk-planner"

    def on_session(self, info):
        """session-init: ``info`` has ``task`` (the domain and instance text, or None before the IPC 2018
        profile), ``rounds``, ``session_id``, ``time_allowed`` (ms, the whole session)."""

    def on_round(self, number):
        """A round begins (numbered from 1): reset the state you track per round."""

    def choose(self, state):
        return {}

    def on_round_end(self, reward):
        """The server's reward for the round just played."""

    def on_session_end(self, total):
        """The server's total reward; the connection closes after this."""


def _rddl_options(argv, environ, name):
    opts = {"host": environ.get("RDDL_HOST", "localhost"), "port": environ.get("RDDL_PORT", "2323"),
            "name": environ.get("RDDL_CLIENT_NAME", name), "instance": environ.get("RDDL_INSTANCE", "")}
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg in ("--host", "--port", "--name") and args:
            opts[arg[2:]] = args.pop(0)
        elif arg.startswith("--") and args:
            args.pop(0)  # an option of the entry's own (--rddl DIR, ...): not the SDK's business
        else:
            opts["instance"] = arg  # the last bare argument: Arbiter appends the instance there
    return opts


class _RddlConnection:
    def __init__(self, host, port):
        self.sock = socket.create_connection((host, int(port)))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = bytearray()

    def send(self, body):
        self.sock.sendall(('<?xml version="1.0" encoding="UTF-8"?>\n' + body).encode("utf-8") + b"\0")

    def receive(self):
        """The next NUL-terminated message as an element, skipping resource notifications; None at close."""
        while True:
            while b"\0" not in self.buffer:
                chunk = self.sock.recv(65536)
                if not chunk:
                    return None
                self.buffer.extend(chunk)
            end = self.buffer.index(b"\0")
            text = bytes(self.buffer[:end]).decode("utf-8", "replace").strip()
            del self.buffer[:end + 1]
            if text.startswith("<?xml"):
                text = text[text.index("?>") + 2:]
            element = ET.fromstring(text)
            if element.tag != "resource-notification":
                return element


def _fluents(turn):
    state = {}
    if turn.find("no-observed-fluents") is not None:
        return state  # the first turn of a partially observed round: nothing has been observed yet
    for f in turn.iter("observed-fluent"):
        key = (f.findtext("fluent-name", "").strip(), tuple(a.text.strip() for a in f.findall("fluent-arg")))
        state[key] = f.findtext("fluent-value", "").strip()
    return state


def actions_xml(actions):
    parts = []
    for (name, args), value in (actions or {}).items():
        if isinstance(value, bool):
            value = "true" if value else "false"
        parts.append("<action><action-name>%s</action-name>%s<action-value>%s</action-value></action>"
                     % (escape(name), "".join("<action-arg>%s</action-arg>" % escape(a) for a in args), escape(str(value))))
    return "<actions>%s</actions>" % "".join(parts) if parts else "<actions/>"


def _number(text, kind=float):
    """The server's numbers as Java writes them ("30", "30.0", "1.2E3"); None when absent (an older profile)."""
    try:
        return kind(float(text))
    except (TypeError, ValueError):
        return None


def _play_rddl(planner, argv, environ):
    opts = _rddl_options(argv, environ, planner.name)
    if not opts["instance"]:
        sys.exit("usage: %s [--host H] [--port P] [--name CLIENT] INSTANCE" % os.path.basename(sys.argv[0]))
    conn = _RddlConnection(opts["host"], opts["port"])
    conn.send("<session-request><problem-name>%s</problem-name><client-name>%s</client-name>"
              "<input-language>rddl</input-language></session-request>" % (escape(opts["instance"]), escape(opts["name"])))
    init = conn.receive()
    if init is None or init.tag != "session-init":
        sys.exit("no session-init (unknown instance %r?)" % opts["instance"])
    task = init.findtext("task")
    rounds = _number(init.findtext("num-rounds"), int)
    planner.on_session({"task": base64.b64decode(task).decode("utf-8") if task else None, "rounds": rounds,
                        "session_id": init.findtext("session-id"), "time_allowed": _number(init.findtext("time-allowed"))})
    played = 0
    while True:
        conn.send("<round-request/>")
        message = conn.receive()
        if message is None or message.tag == "session-end":
            break
        played += 1
        planner.on_round(played)
        message = conn.receive()  # the round's first turn follows round-init at once
        while message is not None and message.tag == "turn":
            conn.send(actions_xml(planner.choose(_fluents(message))))
            message = conn.receive()
        if message is None or message.tag == "session-end":
            break
        planner.on_round_end(_number(message.findtext("round-reward")))
        left = _number(message.findtext("time-left"))
        if (left is not None and left <= 0) or (rounds is not None and played >= rounds):
            message = conn.receive()  # no more rounds: session-end follows
            break
    if message is not None and message.tag == "session-end":
        planner.on_session_end(_number(message.findtext("total-reward")))
    conn.sock.close()



# --------------------------------------------------------------------------------------------------
# GVGAI learning track agents
# --------------------------------------------------------------------------------------------------

#: what ``GvgaiAgent.result`` returns to stop training now and go to validation
END_TRAINING = "END_TRAINING"


class CpuClock:
    """CPU seconds spent since it was made, against a budget (the track timed agents in CPU time)."""

    def __init__(self, budget):
        self.budget, self.began = budget, time.process_time()

    def spent(self):
        return time.process_time() - self.began

    def remaining_millis(self):
        return max(0.0, 1000.0 * (self.budget - self.spent()))

    def exceeded(self):
        return self.spent() > self.budget


class GvgaiAgent:
    """A GVGAI learning-track agent: the SDK connects, times each call in CPU time and answers the server.

    ``sso`` is the observation with its JSON fields as attributes (``sso.avatarPosition``, ``sso.gameScore``,
    ``sso.availableActions`` ...) and ``sso.image_png``, the screenshot as PNG bytes when one was sent (None
    otherwise). ``timer`` is a :class:`CpuClock` of the call's budget. Set ``observation_type`` ("JSON",
    "IMAGE" or "BOTH") whenever you like: every reply asks for it.
    """

    observation_type = "JSON"
    #: the track's budgets in CPU seconds: START and INIT, an action (over it ACTION_NIL is played, over the
    #: second END_OVERSPENT is sent), the whole training, and a result once that is spent
    start_budget, init_budget = 1.0, 1.0
    act_budget, act_overspent = 0.040, 0.050
    learning_budget, result_budget = 300.0, 1.0

    def on_start(self):
        """A run begins (once per game)."""

    def init(self, sso, timer):
        """A level begins."""

    def act(self, sso, timer):
        """The action for this tick, one of ``sso.availableActions`` (or ACTION_NIL / ACTION_ESCAPE)."""
        return "ACTION_NIL"

    def result(self, sso, timer):
        """The level ended: the next training level (0-2), None for the next in turn, or END_TRAINING."""
        return None


def _gvgai_connect(environ):
    address = (environ.get("GVGAI_HOST", "localhost"), int(environ.get("GVGAI_PORT", "8080")))
    while True:  # the reference clients retry until the server listens
        try:
            return socket.create_connection(address)
        except OSError:
            time.sleep(1)


def _observation(payload):
    fields = json.loads(payload)
    image = fields.get("imageArray")
    sso = SimpleNamespace(**fields)
    sso.image_png = bytes(b % 256 for b in image) if image is not None else None  # Java's signed bytes
    return sso


def _gvgai_answer(agent, payload, state):
    """The reply body to one server message and whether it carries the observation type."""
    if payload == "START":
        state["learning"], state["turn"] = CpuClock(agent.learning_budget), 0
        clock = CpuClock(agent.start_budget)
        agent.on_start()
        return ("START_FAILED", False) if clock.exceeded() else ("START_DONE", True)
    sso = _observation(payload)
    if sso.phase == "INIT":
        clock = CpuClock(agent.init_budget)
        agent.init(sso, clock)
        return ("INIT_FAILED", False) if clock.exceeded() else ("INIT_DONE", True)
    if sso.phase == "ACT":
        clock = CpuClock(agent.act_budget)
        action = agent.act(sso, clock)
        spent = clock.spent()
        if spent > agent.act_overspent:
            return "END_OVERSPENT", False
        return ("ACTION_NIL", False) if spent > agent.act_budget else (action or "ACTION_NIL", True)
    # END or ABORT: once the learning time is spent, training (or validation) is over for this agent
    if state["learning"].exceeded():
        return ("END_VALIDATION" if sso.isValidation else "END_TRAINING"), False
    clock = CpuClock(max(agent.result_budget, state["learning"].remaining_millis() / 1000.0))
    level = agent.result(sso, clock)
    if clock.exceeded():
        return "END_OVERSPENT", False
    if level == END_TRAINING:
        return END_TRAINING, False
    if level is None:
        state["turn"] = (state["turn"] + 1) % 3
        level = state["turn"]
    return str(level), True


def _play_gvgai(agent, environ):
    sock = _gvgai_connect(environ)
    state = {}
    for raw in sock.makefile("rb"):
        ident, _, payload = raw.decode("utf-8", "replace").rstrip("\r\n").partition("#")
        if payload == "FINISH":
            break
        body, typed = _gvgai_answer(agent, payload, state)
        reply = "%s#%s#%s" % (ident, body, agent.observation_type) if typed else "%s#%s" % (ident, body)
        sock.sendall(reply.encode("ascii") + b"\n")
    sock.close()


# --------------------------------------------------------------------------------------------------

def run(entry, dialect=None, stdin=None, stdout=None, argv=None, environ=None):
    """Plays ``entry`` (an LmcPlayer, TabooGuesser, RddlPlanner or GvgaiAgent) to the end of its session; returns 0.

    ``dialect`` is a Dialect or a dict of overriding keys. LMC and Taboo entries talk on stdin/stdout;
    an RDDL planner connects by TCP as the reference clients do (``--host``, ``--port``, ``--name``,
    the instance as the last argument; else ``RDDL_HOST``, ``RDDL_PORT``, ``RDDL_CLIENT_NAME``,
    ``RDDL_INSTANCE``; default localhost:2323); a GVGAI agent connects to ``GVGAI_HOST``:``GVGAI_PORT``
    (default localhost:8080), retrying every second. ``stdin`` and ``stdout`` (binary streams) replace the
    process's own, for trying an entry on canned lines.
    """
    environ = os.environ if environ is None else environ
    if isinstance(entry, GvgaiAgent):
        _play_gvgai(entry, environ)
        return 0
    if isinstance(entry, RddlPlanner):
        _play_rddl(entry, sys.argv[1:] if argv is None else argv, environ)
        return 0
    if not isinstance(dialect, Dialect):
        dialect = Dialect(overrides=dialect, environ=environ)
    stdin = sys.stdin.buffer if stdin is None else stdin
    stdout = sys.stdout.buffer if stdout is None else stdout
    if isinstance(entry, LmcPlayer):
        loop = _LmcLoop(entry, dialect, stdout)
        loop.start()
        for line in _lines(stdin, "latin-1"):  # LMC lines are ASCII; latin-1 reads any byte as one character
            if not loop.line(line):
                return 0
        loop.finish()
        return 0
    if isinstance(entry, TabooGuesser):
        loop = _TabooLoop(entry, dialect, stdout)
        for line in _lines(stdin, "utf-8"):  # Taboo hints are UTF-8 text
            loop.line(line)
        # Verbatim replies end a solved game with "yes": an open game at end of input was lost.
        loop.finish(False if dialect["taboo.dialect"].strip() == "verbatim" else None)
        return 0
    raise TypeError("run() plays an LmcPlayer, TabooGuesser, RddlPlanner or GvgaiAgent, not %r" % type(entry).__name__)
