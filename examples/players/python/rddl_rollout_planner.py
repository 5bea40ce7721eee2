#!/usr/bin/env python3
"""python-rddl-rollout: a one-step Monte-Carlo rollout planner for the RDDLSim client/server protocol.

Usage: rddl_rollout_planner.py [--host H] [--port P] [--name CLIENT] [--rddl DIR] INSTANCE
(else RDDL_HOST, RDDL_PORT, RDDL_CLIENT_NAME, RDDL_DIR, RDDL_INSTANCE; default localhost:2323), as the
reference clients take them. Written for the original RDDLSim server and run unchanged on Arbiter.

The model is rddl_subset.py's interpreter of the RDDL the IPPC 2011 sysadmin and game_of_life MDPs use,
read from session-init's Base64 task (IPC 2018 profile) or from the .rddl files of --rddl DIR. Anything
outside that subset (enums, intermediate or observation fluents, other distributions, a partially observed
domain, no model at all): it says so on stderr and plays at random, as rddl_random_planner.py does.

Each turn it tries the no-op and every single boolean action that keeps the constraints, follows each by a
random policy for RDDL_DEPTH steps (default 8), RDDL_ROLLOUTS times (default 8), all candidates on the same
seeds, and plays the best mean return; a turn that outlasts half of time-allowed spread over the session's
turns plays the best candidate so far. ARBITER_SEED seeds it, so a session replays. Standard library only;
rddl_subset.py and rddl_random_planner.py (the wire) must sit next to this file.
"""
import os
import random
import socket
import sys
import time

# The wire (NUL-framed XML) and the loose action reader are the random planner's; the model is rddl_subset's.
from rddl_random_planner import ground_actions, model_text, options, play_rounds, read_message, send
from rddl_subset import Model, Unsupported, literal, relevant_blocks


class RolloutPlanner:
    def __init__(self, model, rollouts, depth, seed, turn_budget):
        self.model, self.rollouts, self.depth, self.seed, self.decisions = model, rollouts, depth, seed, 0
        self.turn_budget, self.said_out_of_time = turn_budget, False

    def choose(self, state, turn_num):
        model, start = self.model, time.monotonic()
        base = self.seed * 1000003 + 7919 * self.decisions
        self.decisions += 1
        left = model.horizon - (turn_num - 1)
        noop = [d for _, _, d in model.actions]
        best, best_value = None, self.value(state, noop, base, left)
        for i in range(len(model.actions)):
            if time.monotonic() - start > self.turn_budget:
                # Out of this turn's share of time-allowed: play the best so far rather than lose the session.
                if not self.said_out_of_time:
                    print("rollout planner: a turn ran out of its time share; later candidates skipped", file=sys.stderr)
                    self.said_out_of_time = True
                break
            candidate = list(noop)
            candidate[i] = 1.0
            if not model.legal(state, candidate):
                continue
            value = self.value(state, candidate, base, left)
            if value > best_value:
                best, best_value = i, value
        return [] if best is None else [model.actions[best][:2]]

    def value(self, state, first, base, left):
        model, total = self.model, 0.0
        noop = [d for _, _, d in model.actions]
        for k in range(self.rollouts):
            rng = random.Random(base + k)
            s, reward = model.step(state, first, rng)
            weight, ret = model.discount, reward
            for _ in range(1, min(self.depth, left)):
                a = list(noop)
                pick = rng.randrange(len(noop) + 1) - 1
                if pick >= 0:
                    a[pick] = 1.0
                    if not model.legal(s, a):
                        a = noop
                s, reward = model.step(s, a, rng)
                ret += weight * reward
                weight *= model.discount
            total += ret
        return total / self.rollouts


class RandomChooser:
    """The fallback: uniformly the no-op or one ground boolean action (never over max-nondef-actions)."""

    def __init__(self, actions, seed):
        self.actions, self.rng = [None] + actions, random.Random(seed)

    def choose(self, state, turn_num):
        pick = self.rng.choice(self.actions)
        return [] if pick is None else [pick]


def actions_message(chosen):
    if not chosen:
        return "<actions/>"
    parts = []
    for name, args in chosen:
        parts.append("<action><action-name>%s</action-name>%s<action-value>true</action-value></action>"
                     % (name, "".join("<action-arg>%s</action-arg>" % a for a in args)))
    return "<actions>" + "".join(parts) + "</actions>"


def read_state(model, turn):
    state = [d for _, _, d in model.state]           # a fluent the server left out has its default
    for fluent in turn.iter("observed-fluent"):
        key = (fluent.findtext("fluent-name").strip(), tuple(a.text.strip() for a in fluent.findall("fluent-arg")))
        if key in model.state_index:
            state[model.state_index[key]] = literal(fluent.findtext("fluent-value").strip())
    return state


def turn_budget(init, horizon):
    """Seconds a turn may take: half of time-allowed over all turns (a sandbox's CPU-time limit may be lower)."""
    allowed, rounds = init.findtext("time-allowed"), init.findtext("num-rounds")
    if not allowed or not rounds:
        return float("inf")
    return float(allowed) / 1000.0 * 0.5 / (int(rounds) * horizon)


def planner_for(text, instance, seed, env, init):
    try:
        text = relevant_blocks(text, instance) if text is not None else None
    except (Unsupported, KeyError, ValueError, IndexError):
        pass                                            # the random fallback reads what it can
    if text is None:
        print("rollout planner: no task and no --rddl directory: playing at random (no-ops)", file=sys.stderr)
        return None, RandomChooser([], seed)
    try:
        model = Model(text, instance)
        return model, RolloutPlanner(model, int(env.get("RDDL_ROLLOUTS", "8")), int(env.get("RDDL_DEPTH", "8")), seed,
                                     turn_budget(init, model.horizon))
    except (Unsupported, KeyError, ValueError, IndexError) as e:
        print("rollout planner: %s is outside the RDDL subset I model (%s): playing at random" % (instance, e),
              file=sys.stderr)
        return None, RandomChooser([(n, tuple(a)) for n, a in ground_actions(text)], seed)


def main():
    opts = options(sys.argv[1:], os.environ, "python-rddl-rollout")
    seed = int(os.environ.get("ARBITER_SEED") or 0)
    sock = socket.create_connection((opts["host"], int(opts["port"])))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    buffer = bytearray()
    send(sock, "<session-request><problem-name>%s</problem-name><client-name>%s</client-name>"
               "<input-language>rddl</input-language></session-request>" % (opts["instance"], opts["name"]))
    init = read_message(sock, buffer)
    if init is None or init.tag != "session-init":
        sys.exit("no session-init (unknown instance %r?)" % opts["instance"])
    model, planner = planner_for(model_text(init.findtext("task"), opts["rddl"]), opts["instance"], seed, os.environ,
                                 init)
    print("session %s: %s rounds of %s" % (init.findtext("session-id"), init.findtext("num-rounds"), opts["instance"]),
          file=sys.stderr)

    def act(turn):
        state = read_state(model, turn) if model else None
        return actions_message(planner.choose(state, int(turn.findtext("turn-num"))))

    message = play_rounds(sock, buffer, init, act)
    if message is not None and message.tag == "session-end":
        print("total reward %s" % message.findtext("total-reward"), file=sys.stderr)
    sock.close()
    sys.exit(0 if message is not None and message.tag == "session-end" else 1)


if __name__ == "__main__":
    main()
