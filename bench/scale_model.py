#!/usr/bin/env python3
"""Arbiter's scale model (issue 19): a discrete-event simulation of the platform on a cluster, fed by per-match
costs measured on one machine (bench/runner-scaling.sh writes them to .arbiter/runner-scaling.json).

What flows: a match is issued by the scheduler (its CPU), waits in match.requested for a free runner slot,
is played on the slot (sandbox start + moves x time per move), its result is accepted by the scheduler (its
CPU, PostgreSQL), then stored and rated by the leaderboard (its CPU, PostgreSQL). Each stage is a FIFO queue
with as many servers as it has cores (a slot is a core of a runner pod); PostgreSQL and the Kafka brokers
are pools of cores every match uses for their measured CPU time. The simulation reports matches/hour, the
partitions match.requested needs (one per slot: each slot is one consumer of the group), the load on each
component, PostgreSQL writes/s and which component saturates first.

Usage:
  bench/scale-model.sh                      # the README tables: 10, 100, 1,000 runners, two workloads
  bench/scale-model.sh --size --entries 200 --moves 1000 --think-ms 5 --hours 8 [--repeat 2]
                                            # how many runners a round robin needs to finish in time
  --measured FILE                           # inputs from a bench/runner-scaling.sh run (default: its last)
Only the standard library.
"""
import argparse
import heapq
import json
import math
import os
import random

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Measured on this repository's 2-core VM (deploy/k8s/README.md, "Scale model: measured inputs"); a
# bench/runner-scaling.sh run replaces them with its own. Times in ms; CPU per match for a 100-move rps match
# between trivial C players on the local backend.
MEASURED = {
    "moves": 100,
    "sandbox_start_ms": 30.0,      # wall: judge start -> both programs up (runner timer arbiter_runner_sandbox_start)
    "move_ms": 0.25,               # wall per move through the judge (arbiter_runner_move) with trivial players
    "cpu_ms": {                    # CPU per match, by part of the platform (/proc, over the bench window)
        "sandbox-runner": 20.0,    # runner JVM and the sandboxed entries together: a runner pod
        "scheduler": 6.0,
        "leaderboard": 4.0,
        "postgresql": 5.0,
        "kafka": 2.0,
    },
    "pg_per_match": {"transactions": 8.0, "rows": 30.0},
    "heartbeat_s": 5.0,            # arbiter.sandbox-runner.heartbeat-interval
}


def load_measured(path):
    measured = json.loads(json.dumps(MEASURED))
    if path and os.path.exists(path):
        with open(path) as f:
            run = json.load(f)
        first = run["results"][0]  # N=1: one runner, the least contended reading
        measured["moves"] = run["moves"]
        if not math.isnan(first.get("start_ms", float("nan"))):
            measured["sandbox_start_ms"] = first["start_ms"]
        if not math.isnan(first.get("move_ms", float("nan"))):
            measured["move_ms"] = first["move_ms"]
        cpu = first["cpu_ms_per_match"]
        measured["cpu_ms"] = {
            "sandbox-runner": cpu.get("sandbox-runner", 0) + cpu.get("entries", 0),
            "scheduler": cpu.get("scheduler", 0), "leaderboard": cpu.get("leaderboard", 0),
            "postgresql": cpu.get("postgresql", 0), "kafka": cpu.get("kafka", 0)}
        if first.get("pg_per_match"):
            measured["pg_per_match"] = first["pg_per_match"]
        measured["source"] = path
    return measured


class Cluster:
    """Sizes: runner pods x slots (a slot is a core), and the cores of everything else."""

    # One scheduler pod of 2 cores: its work is spread over a few threads (results consumer, ladder loop,
    # outbox relay, heartbeats), so two servers. The leaderboard applies results on one consumer thread (one
    # replica: deploy/k8s), so one server.
    def __init__(self, runners, slots=4, scheduler_cores=2, leaderboard_cores=1, postgres_cores=4, kafka_cores=3 * 2):
        self.runners, self.slots = runners, slots
        self.cores = {"scheduler": scheduler_cores, "leaderboard": leaderboard_cores,
                      "postgresql": postgres_cores, "kafka": kafka_cores}

    @property
    def partitions(self):
        return self.runners * self.slots


class Workload:
    def __init__(self, moves, think_ms=0.0):
        self.moves, self.think_ms = moves, think_ms

    def play_ms(self, m):
        # Players think in turn: a move costs the judge's relay plus both players' thinking.
        return m["sandbox_start_ms"] + self.moves * (m["move_ms"] + 2 * self.think_ms)

    def runner_cpu_ms(self, m):
        per_move = max(0.0, m["cpu_ms"]["sandbox-runner"] - m["sandbox_start_ms"]) / m["moves"]
        return m["sandbox_start_ms"] + self.moves * (per_move + 2 * self.think_ms)


class Stage:
    """A FIFO queue with `servers` servers; tracks busy time for utilisation."""

    def __init__(self, name, servers):
        self.name, self.servers, self.free, self.queue, self.busy_ms = name, servers, servers, [], 0.0


def simulate(cluster, workload, m, matches=None, horizon_ms=None, seed=1):
    """Runs matches through issue -> play -> accept -> apply. With `matches`, all are requested at once (an
    official round robin) and the result is the makespan; with `horizon_ms`, the scheduler keeps every slot
    fed (a ladder) and the result is throughput. PostgreSQL and Kafka cost CPU in every stage that writes."""
    rng = random.Random(seed)
    cpu = m["cpu_ms"]
    # The scheduler's cost splits between issuing and accepting; heartbeats add to accepting for long matches.
    play_mean = workload.play_ms(m)
    heartbeats = play_mean / 1000 / m["heartbeat_s"]
    sched_issue, sched_accept = cpu["scheduler"] * 0.4, cpu["scheduler"] * 0.6 * (1 + 0.1 * heartbeats)
    stages = {
        "issue": Stage("scheduler", cluster.cores["scheduler"]),
        "play": Stage("runners", cluster.runners * cluster.slots),
        "apply": Stage("leaderboard", cluster.cores["leaderboard"]),
    }
    stages["accept"] = stages["issue"]  # one scheduler: issuing and accepting share its cores
    # PostgreSQL and Kafka: shared pools; a stage that writes holds its share of their cores for its duration.
    pools = {"postgresql": Stage("postgresql", cluster.cores["postgresql"]), "kafka": Stage("kafka", cluster.cores["kafka"])}
    service = {
        "issue": lambda: sched_issue,
        "play": lambda: max(1.0, rng.gauss(play_mean, 0.1 * play_mean)),
        "accept": lambda: sched_accept,
        "apply": lambda: cpu["leaderboard"],
    }
    nxt = {"issue": "play", "play": "accept", "accept": "apply", "apply": None}
    events, t, seq, done, started = [], 0.0, 0, 0, 0
    # Throughput is counted over the second half of the horizon: the first fills every queue (warm-up).
    warm_from, done_warm = (horizon_ms / 2 if horizon_ms else 0.0), 0
    in_flight_cap = cluster.runners * cluster.slots + 16  # a ladder keeps every slot fed, and a few waiting

    def push(time, kind, stage, job):
        nonlocal seq
        seq += 1
        heapq.heappush(events, (time, seq, kind, stage, job))

    def arrive(now, stage_key, job):
        st = stages[stage_key]
        if st.free > 0:
            st.free -= 1
            d = service[stage_key]()
            st.busy_ms += d
            push(now + d, "leave", stage_key, job)
        else:
            st.queue.append((stage_key, job))

    def start_new(now):
        nonlocal started
        started += 1
        arrive(now, "issue", started)

    total = matches if matches is not None else None
    if total is not None:
        for _ in range(total):
            start_new(0.0)
    else:
        for _ in range(in_flight_cap):
            start_new(0.0)
    while events:
        t, _, kind, stage_key, job = heapq.heappop(events)
        if horizon_ms is not None and t > horizon_ms:
            t = horizon_ms
            break
        st = stages[stage_key]
        if st.queue:
            q_stage, q_job = st.queue.pop(0)
            d = service[q_stage]()
            st.busy_ms += d
            push(t + d, "leave", q_stage, q_job)
        else:
            st.free += 1
        following = nxt[stage_key]
        if following:
            arrive(t, following, job)
        else:
            done += 1
            if t >= warm_from:
                done_warm += 1
            if total is None:
                start_new(t)
    elapsed_h = t / 3_600_000
    if horizon_ms:
        per_hour = done_warm / ((t - warm_from) / 3_600_000) if t > warm_from else 0
    else:
        per_hour = done / elapsed_h if elapsed_h > 0 else 0
    per_s = per_hour / 3600
    # Pools: CPU demanded per second against the cores they have.
    util = {
        "runners": stages["play"].busy_ms / (t * stages["play"].servers) if t else 0,
        "scheduler": stages["issue"].busy_ms / (t * stages["issue"].servers) if t else 0,
        "leaderboard": stages["apply"].busy_ms / (t * stages["apply"].servers) if t else 0,
        "postgresql": per_s * cpu["postgresql"] / 1000 / cluster.cores["postgresql"],
        "kafka": per_s * cpu["kafka"] / 1000 / cluster.cores["kafka"],
    }
    return {"matches": done, "hours": elapsed_h, "per_hour": per_hour, "util": util,
            "pg_tx_s": per_s * m["pg_per_match"]["transactions"], "pg_rows_s": per_s * m["pg_per_match"]["rows"],
            "kafka_msgs_s": per_s * (3 + heartbeats), "partitions": cluster.partitions}


def saturates(result):
    name, u = max(result["util"].items(), key=lambda kv: kv[1])
    return name, u


def table(m, workload, label, horizon_s):
    print(f"\n{label}: {workload.moves} moves a match, players thinking {workload.think_ms} ms a move "
          f"(a match holds a slot {workload.play_ms(m) / 1000:.2f} s)\n")
    print("| runners (x4 slots) | matches/hour | match.requested partitions | scheduler load | leaderboard load "
          "| PostgreSQL load | PostgreSQL writes/s (tx / rows) | Kafka load (msgs/s) | runners busy | saturates first |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for runners in (10, 100, 1000):
        r = simulate(Cluster(runners), workload, m, horizon_ms=horizon_s * 1000)
        name, u = saturates(r)
        pct = lambda k: f"{100 * min(1.0, r['util'][k]):.0f} %"
        print(f"| {runners:,} | {r['per_hour']:,.0f} | {r['partitions']:,} | {pct('scheduler')} | {pct('leaderboard')} "
              f"| {pct('postgresql')} | {r['pg_tx_s']:,.0f} / {r['pg_rows_s']:,.0f} | {pct('kafka')} ({r['kafka_msgs_s']:,.0f}) "
              f"| {pct('runners')} | {name if u >= 0.9 else 'nothing (runners idle: not enough work)'} |")


def size(m, args):
    """Smallest runner count whose simulated round robin finishes within the hours asked for."""
    matches = args.entries * (args.entries - 1) // 2 * args.repeat
    workload = Workload(args.moves, args.think_ms)
    print(f"{args.entries} entries, round robin x{args.repeat}: {matches:,} matches of {args.moves} moves "
          f"({workload.play_ms(m) / 1000:.2f} s each on a slot), to finish within {args.hours} h")
    lo, hi = 1, 1
    while True:
        r = simulate(Cluster(hi), workload, m, matches=matches)
        if r["hours"] <= args.hours or hi >= 100_000:
            break
        lo, hi = hi, hi * 2
    while lo < hi:
        mid = (lo + hi) // 2
        if simulate(Cluster(mid), workload, m, matches=matches)["hours"] <= args.hours:
            hi = mid
        else:
            lo = mid + 1
    r = simulate(Cluster(hi), workload, m, matches=matches)
    name, u = saturates(r)
    print(f"runners: {hi} pods x 4 slots ({hi * 4} cores for entries), finishing in {r['hours']:.2f} h")
    print(f"match.requested partitions: >= {hi * 4} (KafkaTopic spec.partitions, KEDA maxReplicaCount {hi})")
    print(f"scheduler load {100 * r['util']['scheduler']:.0f} %, leaderboard {100 * r['util']['leaderboard']:.0f} %, "
          f"PostgreSQL {100 * r['util']['postgresql']:.0f} % ({r['pg_tx_s']:,.0f} tx/s, {r['pg_rows_s']:,.0f} rows/s), "
          f"Kafka {r['kafka_msgs_s']:,.0f} msgs/s; busiest: {name} ({100 * u:.0f} %)")
    if r["hours"] > args.hours:
        print(f"NOT reachable by adding runners: {name} saturates first; give it more cores")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--measured", default=os.path.join(ROOT, ".arbiter", "runner-scaling.json"))
    ap.add_argument("--seconds", type=int, default=120, help="simulated time per throughput row")
    ap.add_argument("--size", action="store_true")
    ap.add_argument("--entries", type=int, default=100)
    ap.add_argument("--moves", type=int, default=1000)
    ap.add_argument("--think-ms", type=float, default=1.0)
    ap.add_argument("--hours", type=float, default=8)
    ap.add_argument("--repeat", type=int, default=1)
    args = ap.parse_args()
    m = load_measured(args.measured)
    print("inputs: " + json.dumps({k: v for k, v in m.items()}))
    if args.size:
        size(m, args)
        return
    table(m, Workload(m["moves"]), "Measured workload (the benchmark's ladder)", args.seconds)
    table(m, Workload(1000, 1.0), "Heavier matches", args.seconds * 5)


if __name__ == "__main__":
    main()
