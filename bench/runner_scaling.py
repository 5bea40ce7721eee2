#!/usr/bin/env python3
"""Matches per hour against the number of runner processes on this machine (issue 19).

For each N in --runners (default 1 2 4): starts `./arbiter up --runners N` on a fresh data directory, creates one
fixed ladder (rps, --moves moves, between four C sample players, --in-flight matches kept in flight so the
scheduler never limits), waits until matches flow, counts the matches the scheduler recorded over
--seconds, and stops the platform. Prints matches/hour per N, the cores busy, and where and why it stops
growing. Each N's run also prints the per-match costs the scale model (bench/scale-model) takes as inputs:
sandbox start and per-move time from the runners' own timers.

Usage: bench/runner-scaling.sh [--runners 1 2 4] [--seconds 120] [--moves 100] [--in-flight 32]
Ports and data: BENCH_PORT (8383), BENCH_INTERNAL_PORTS_FROM (23000), BENCH_DATA (.arbiter/data-mine).
Only the standard library; reuses bench/platform_bench.py's HTTP helpers.
"""
import argparse
import glob
import json
import os
import shutil
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("BENCH_PORT", "8383")
os.environ.setdefault("BENCH_INTERNAL_PORTS_FROM", "23000")
import platform_bench as pb  # noqa: E402  (reads the two variables above)

ROOT = pb.ROOT
DATA = os.environ.get("BENCH_DATA", os.path.join(ROOT, ".arbiter", "data-mine"))


class ScaledPlatform(pb.Platform):
    """pb.Platform started with --runners N on a fixed data directory (wiped first: every N starts equal)."""

    def __init__(self, runners, backend):  # noqa: the parent's __init__ starts a platform of its own
        self.home = os.path.dirname(DATA)
        self.data = DATA
        shutil.rmtree(self.data, ignore_errors=True)
        os.makedirs(self.home, exist_ok=True)
        self.url = f"http://127.0.0.1:{pb.PORT}"
        self.log = open(os.path.join(self.home, f"runner-scaling-{runners}.log"), "w")
        self.process = subprocess.Popen(
            [os.path.join(ROOT, "arbiter"), "up", "--data", self.data, "--port", str(pb.PORT),
             "--internal-ports-from", str(pb.INTERNAL), "--backend", backend, "--runners", str(runners)],
            cwd=ROOT, stdout=self.log, stderr=subprocess.STDOUT)
        deadline = time.time() + 900
        while "Arbiter is up" not in open(self.log.name).read():
            if self.process.poll() is not None or time.time() > deadline:
                sys.exit("./arbiter up did not come up:\n" + open(self.log.name).read())
            time.sleep(1)
        self.organiser = pb.organiser(self.url, self.data)
        # /q/metrics is on each runner's management port, ten above its own: runner 1 at +12, runner k at +40+k.
        self.runner_ports = [pb.INTERNAL + 22] + [pb.INTERNAL + 10 + 30 + k + 10 for k in range(2, runners + 1)]

    def stop(self):
        self.process.send_signal(signal.SIGTERM)
        try:
            self.process.wait(90)
        except subprocess.TimeoutExpired:
            self.process.kill()

    def runner_timer(self, name):
        """(count, sum in seconds) of a runner timer, over every runner process."""
        count = total = 0.0
        for port in self.runner_ports:
            status, text = pb.request("GET", f"http://127.0.0.1:{port}/q/metrics")
            for line in text.splitlines() if status == 200 else []:
                if line.startswith(f"{name}_seconds_count"):
                    count += float(line.rsplit(" ", 1)[1])
                elif line.startswith(f"{name}_seconds_sum"):
                    total += float(line.rsplit(" ", 1)[1])
        return count, total


def cpu_seconds_by_part(platform):
    """CPU seconds (user + system) each part of the platform has used so far: runner processes, scheduler,
    leaderboard, submission, PostgreSQL, Kafka, gateway and the sandboxed entries (pb.part_of names them)."""
    ticks = os.sysconf("SC_CLK_TCK")
    parts = {}
    for pid, part in platform.processes():
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
            # utime, stime, and the children's (entries that exited, reaped by their launcher)
            parts[part] = parts.get(part, 0) + sum(int(x) for x in fields[11:15]) / ticks
        except (OSError, ValueError, IndexError):
            pass
    return parts


def pg_writes(platform):
    """(committed transactions, rows written) over the platform's PostgreSQL, or None without a JDBC driver."""
    jars = sorted(glob.glob(os.path.expanduser("~/.m2/repository/org/postgresql/postgresql/*/postgresql-*.jar")))
    if not jars:
        return None
    out = subprocess.run([os.path.join(os.environ.get("JAVA_HOME", "/usr"), "bin", "java"), "-cp", jars[-1],
                          os.path.join(ROOT, "bench", "PgWrites.java"),
                          f"jdbc:postgresql://127.0.0.1:{pb.INTERNAL}/postgres",
                          open(os.path.join(platform.data, "secrets", "database-password")).read().strip()],
                         capture_output=True, text=True)
    try:
        return tuple(int(x) for x in out.stdout.split())
    except ValueError:
        return None


def cpu_busy():
    """(busy, total) jiffies of the whole machine, from /proc/stat."""
    with open("/proc/stat") as f:
        fields = [int(x) for x in f.readline().split()[1:]]
    idle = fields[3] + fields[4]
    return sum(fields) - idle, sum(fields)


def measure(runners, args):
    players = os.path.join(ROOT, "examples/players/c/bin")
    platform = ScaledPlatform(runners, args.backend)
    try:
        platform.competition("scaling", ladderConcurrency=args.in_flight, gameOptions={"moves": str(args.moves)})
        for i, player in enumerate(("random", "constant", "imitate-last", "random")):
            platform.upload("scaling", platform.contestant(f"scale{i}"), f"scale-{i}", os.path.join(players, player))
        deadline = time.time() + 600
        while platform.finished_matches() < 4 * runners:
            if time.time() > deadline:
                sys.exit("no ladder matches were played" + platform.queue_note())
            time.sleep(2)
        time.sleep(10)
        before, starts, moves = platform.finished_matches(), platform.runner_timer("arbiter_runner_sandbox_start"), \
            platform.runner_timer("arbiter_runner_move")
        busy0, total0 = cpu_busy()
        parts0 = cpu_seconds_by_part(platform)
        pg0 = pg_writes(platform)
        t0, load0 = time.time(), os.getloadavg()[0]
        time.sleep(args.seconds)
        done = platform.finished_matches() - before
        busy1, total1 = cpu_busy()
        parts1 = cpu_seconds_by_part(platform)
        pg1 = pg_writes(platform)
        elapsed = time.time() - t0
        starts1, moves1 = platform.runner_timer("arbiter_runner_sandbox_start"), platform.runner_timer("arbiter_runner_move")
        n_start = starts1[0] - starts[0]
        n_move = moves1[0] - moves[0]
        result = {
            "runners": runners, "matches": done, "per_hour": done / elapsed * 3600,
            "cpu": (busy1 - busy0) / max(1, total1 - total0), "load": (load0 + os.getloadavg()[0]) / 2,
            "start_ms": 1000 * (starts1[1] - starts[1]) / n_start if n_start else float("nan"),
            "move_ms": 1000 * (moves1[1] - moves[1]) / n_move if n_move else float("nan"),
            "queue": platform.queue_note().strip(),
            "pg_per_match": None if not (pg0 and pg1) else {
                "transactions": round((pg1[0] - pg0[0]) / max(1, done), 2), "rows": round((pg1[1] - pg0[1]) / max(1, done), 2)},
            # CPU milliseconds one match costs each part: the scale model's measured inputs.
            "cpu_ms_per_match": {part: round(1000 * (parts1.get(part, 0) - parts0.get(part, 0)) / max(1, done), 2)
                                 for part in sorted(parts1)},
        }
        print(f"N={runners}: {done:.0f} matches in {elapsed:.0f} s = {result['per_hour']:,.0f} matches/hour; machine CPU "
              f"{100 * result['cpu']:.0f} % busy, load average {result['load']:.1f}; sandbox start "
              f"{result['start_ms']:.0f} ms, {result['move_ms']:.2f} ms/move {result['queue']}", flush=True)
        print(f"  PostgreSQL per match: {result['pg_per_match']}", flush=True)
        print("  CPU ms per match by part: " + ", ".join(f"{k} {v}" for k, v in result["cpu_ms_per_match"].items()), flush=True)
        return result
    finally:
        platform.stop()


def main():
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    ap = argparse.ArgumentParser()
    ap.add_argument("--runners", type=int, nargs="+", default=[1, 2, 4])
    ap.add_argument("--seconds", type=int, default=120)
    ap.add_argument("--moves", type=int, default=100)
    ap.add_argument("--in-flight", type=int, default=32)
    ap.add_argument("--backend", default="local")
    args = ap.parse_args()
    print(f"{os.cpu_count()} cores; load average {os.getloadavg()[0]:.1f} before starting; ladder: rps, "
          f"{args.moves} moves, 4 C players, {args.in_flight} matches in flight", flush=True)
    results = [measure(n, args) for n in args.runners]
    print("\n| runners | matches/hour | machine CPU busy | load average | sandbox start (ms) | ms/move |")
    print("|---|---|---|---|---|---|")
    for r in results:
        print(f"| {r['runners']} | {r['per_hour']:,.0f} | {100 * r['cpu']:.0f} % | {r['load']:.1f} | "
              f"{r['start_ms']:.0f} | {r['move_ms']:.2f} |")
    with open(os.path.join(os.path.dirname(DATA), "runner-scaling.json"), "w") as f:
        json.dump({"cores": os.cpu_count(), "moves": args.moves, "results": results}, f, indent=2)
    best = max(results, key=lambda r: r["per_hour"])
    for prev, cur in zip(results, results[1:]):
        if cur["per_hour"] < 1.1 * prev["per_hour"]:
            print(f"\nMatches/hour stop growing between {prev['runners']} and {cur['runners']} runners "
                  f"({prev['per_hour']:,.0f} -> {cur['per_hour']:,.0f}): the machine's CPU is "
                  f"{100 * cur['cpu']:.0f} % busy with {os.cpu_count()} cores, so more runner processes only share "
                  "the same cores (each runner already plays one match per core).")
            break
    else:
        print(f"\nStill growing at {best['runners']} runners.")


if __name__ == "__main__":
    main()
