#!/usr/bin/env python3
"""Soak: the demo, a steady stream of uploads, and a random part of the platform killed every two minutes (issue 21).

Starts ./arbiter up --demo in a private data directory and port block (bench/platform_bench.py's), opens a RoShamBo
ladder of its own and uploads a new contestant's C player to it every --upload-every seconds for --minutes minutes
(default 30), while every --kill-every seconds (default 120) it sends SIGKILL to one part chosen at random:
PostgreSQL, the Kafka broker, one of the four services or the gateway. Then it stops uploading, closes every
competition, waits for the last matches to end and prints:

  matches finished and failed, by state (the scheduler's database) and by seat verdict (its counters, summed
    across its restarts);
  results lost and results counted twice (both must be 0), from the two services' databases: a match the
    scheduler ended (every ended match is published as match.recorded) that the leaderboard never recorded is
    lost; a leaderboard rating whose match count is above the applied results naming its entry, or a rating
    history naming one match twice for an entry, is counted twice (and below them, lost);
  the same per entry as the public API shows it: the public leaderboard's match counts against the scheduler's
    standings;
  upload -> rated on the leaderboard, p50 and p99 (from the first upload attempt, so kills show);
  RSS of the platform per process over time, and open file descriptors at the end against the start.

Not part of CI. Usage: bench/soak.sh [--minutes 30] [--upload-every 20] [--kill-every 120] [--seed N]
                                     [--port 38080] [--internal-ports-from 35432] [--data DIR]   (as bench/platform.sh)
Needs psql (the postgresql-client package) for the database counts.
Exit status 1 when a result was lost or counted twice, or a part did not come back.
"""
import argparse
import json
import os
import random
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time

import platform_bench
from platform_bench import ROOT, Platform, basic, entry_upload, percentile, request

SOAK = "soak-rps"
PARTS = ["postgresql", "kafka", "submission", "scheduler", "sandbox-runner", "leaderboard", "gateway"]


def log(start, text):
    print(f"[{time.time() - start:7.1f} s] {text}", flush=True)


class Counters:
    """Prometheus counters of the scheduler, summed across its restarts: a value below the last one is a new
    process counting from zero. Increments between the last sample and a kill are missed (sampled every 5 s)."""

    def __init__(self):
        self.last, self.total = {}, {}

    def sample(self):
        status, text = safe(request, "GET", f"http://127.0.0.1:{platform_bench.SCHEDULER}/q/metrics", timeout=5)
        if status != 200:
            return
        for line in text.splitlines():
            m = re.match(r'(arbiter_scheduler_(?:match_duration_seconds_count|verdicts_total|results_duplicate_total))'
                         r'(\{[^}]*\})? ([0-9.eE+]+)$', line)
            if not m:
                continue
            key, value = m.group(1) + (m.group(2) or ""), float(m.group(3))
            previous = self.last.get(key, 0.0)
            self.total[key] = self.total.get(key, 0.0) + (value - previous if value >= previous else value)
            self.last[key] = value

    def by(self, metric, label):
        out = {}
        for key, value in self.total.items():
            if key.startswith(metric):
                m = re.search(label + r'="([^"]*)"', key)
                name = m.group(1) if m else "-"
                out[name] = out.get(name, 0) + int(value)
        return out


class Soak:
    def __init__(self, platform, rng, start):
        self.p, self.rng, self.start = platform, rng, start
        self.pending = {}  # entry name -> time of the first upload attempt
        self.latencies = []
        self.uploaded = 0
        self.kills = []

    def kill_one(self):
        part = self.rng.choice(PARTS)
        pid = self.pid_of(part)
        if pid is None:
            log(self.start, f"kill: no process of {part} found (restarting?); skipped")
            return
        os.kill(pid, 9)
        self.kills.append(part)
        log(self.start, f"kill -9 {part} (pid {pid})")

    def pid_of(self, part):
        if part == "postgresql":
            try:
                with open(os.path.join(self.p.data, "postgres", "postmaster.pid")) as f:
                    return int(f.readline())
            except (OSError, ValueError):
                return None
        return next((pid for pid, name in self.p.processes() if name == part), None)

    def upload(self, token, name, path):
        """One attempt; True when accepted."""
        body, content_type = entry_upload(name, path)
        status, _ = safe(request, "POST", self.p.url + f"/api/competitions/{SOAK}/entries", body,
                         dict(token, **{"Content-Type": content_type}))
        return status == 201

    def new_upload(self, i):
        """A new contestant and its entry, retried while a part is down; the clock starts at the first try."""
        name, first = f"soak-{i}", time.time()
        player = os.path.join(ROOT, "examples/players/c/bin", self.rng.choice(["random", "constant", "imitate-last"]))
        while time.time() - first < 300:
            token = self.token(f"soaker{i}")
            if token and self.upload(token, name, player):
                self.pending[name] = first
                self.uploaded += 1
                return
            time.sleep(1)
        log(self.start, f"upload {name}: not accepted within 5 minutes")

    def token(self, user):
        safe(request, "POST", self.p.url + "/api/accounts",
             {"username": user, "password": "soak password 1", "email": f"{user}@soak.invalid"})
        status, body = safe(request, "POST", self.p.url + "/api/tokens?label=soak", b"", basic(user, "soak password 1"))
        return {"Authorization": "Bearer " + json.loads(body)["token"]} if status == 201 else None

    def check_rated(self):
        if not self.pending:
            return
        rows = leaderboard(self.p, SOAK)
        now = time.time()
        for row in rows or []:
            name = row.get("entry")
            if name in self.pending and row.get("matches", 0) >= 1:
                self.latencies.append(now - self.pending.pop(name))


def safe(fn, *args, **kwargs):
    """A request to a platform that may be restarting a part: a refused or dropped connection is a status 0."""
    try:
        return fn(*args, **kwargs)
    except (OSError, ValueError) as e:
        return 0, str(e)


def leaderboard(platform, slug):
    """Every row of a competition's public leaderboard, or None while it does not answer."""
    rows, page = [], 0
    while True:
        status, text = safe(request, "GET", platform.url + f"/api/competitions/{slug}/leaderboard?size=100&page={page}")
        if status != 200:
            return None
        data = json.loads(text)
        batch = data["rows"] if isinstance(data, dict) else data
        rows.extend(batch)
        if len(batch) < 100:
            return rows
        page += 1


def standings(platform, slug):
    status, text = safe(request, "GET", platform.url + f"/api/scheduler/competitions/{slug}/ladder", None,
                        platform.organiser)
    return json.loads(text) if status == 200 else None


def competitions(platform):
    status, text = safe(request, "GET", platform.url + "/api/competitions")
    if status != 200:
        return []
    data = json.loads(text)
    return [c["slug"] for c in (data if isinstance(data, list) else data.get("competitions", []))]


def open_fds(platform):
    """Open file descriptors per part, over every process of the platform."""
    fds = {}
    for pid, part in platform.processes():
        try:
            fds[part] = fds.get(part, 0) + len(os.listdir(f"/proc/{pid}/fd"))
        except OSError:
            pass
    return fds


def sql(database, query):
    """Rows of a query on one of the platform's databases (PostgreSQL as ./arbiter up runs it), or None while
    the server does not answer."""
    try:
        out = subprocess.run(["psql", "-h", "127.0.0.1", "-p", str(platform_bench.INTERNAL), "-U", "postgres",
                              "-d", database, "-AtX", "-F", "\t", "-c", query],
                             env=dict(os.environ, PGPASSWORD="postgres", PGCONNECT_TIMEOUT="5"),
                             capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None
    if out.returncode != 0:
        return None
    return [line.split("\t") for line in out.stdout.splitlines() if line]


ACTIVE = "('REQUESTED', 'LEASED', 'RUNNING')"


def count_from_databases():
    """(lost, twice, details, ended matches by state, unsent outbox messages), or None while a database does not
    answer. Every match the scheduler ended is published (match.recorded, through its outbox) and recorded by the
    leaderboard once (match_result's primary key); applied results are what a rating counts."""
    ended = sql("scheduler", f"select id, state from match where state not in {ACTIVE}")
    unsent = sql("scheduler", "select count(*) from outbox_messages where sent_at is null")
    recorded = sql("leaderboard", "select match_id from match_result")
    ratings = sql("leaderboard", """
        select r.competition, r.entry_id, r.matches,
               (select count(distinct s.match_id) from match_seat s join match_result m on m.match_id = s.match_id
                 where m.applied and m.competition = r.competition and s.entry_id = r.entry_id)
          from rating r""")
    history = sql("leaderboard", """
        select entry_id, match_id, count(*) from rating_history group by entry_id, match_id having count(*) > 1""")
    if None in (ended, unsent, recorded, ratings, history):
        return None
    recorded_ids = {r[0] for r in recorded}
    missing = [m for m, _ in ended if m not in recorded_ids]
    lost, twice, details = len(missing), 0, [f"not recorded by the leaderboard: {m}" for m in missing[:10]]
    for competition, entry, matches, applied in ratings:
        difference = int(matches) - int(applied)
        lost += max(0, -difference)
        twice += max(0, difference)
        if difference:
            details.append(f"{competition}/{entry}: rating counts {matches} matches, {applied} applied results name it")
    for entry, match, times in history:
        twice += int(times) - 1
        details.append(f"rating history of {entry} names {match} {times} times")
    states = {}
    for _, state in ended:
        states[state.lower().replace("_", "-")] = states.get(state.lower().replace("_", "-"), 0) + 1
    return lost, twice, details, states, int(unsent[0][0])


def settle(platform, start, counters, slugs):
    """Closes every competition, waits for their last matches to end, the scheduler's outbox to empty and the
    leaderboard to record what it sent; returns (lost, twice, details, ended matches by state) from the
    databases, and (lost, twice, mismatches) from the public API."""
    for slug in slugs:
        safe(request, "PUT", platform.url + f"/api/competitions/{slug}/phase", b"closed",
             dict(platform.organiser, **{"Content-Type": "text/plain"}))
    deadline = time.time() + 600
    while time.time() < deadline:
        counters.sample()
        active = sql("scheduler", f"select count(*) from match where state in {ACTIVE}")
        if active is not None and int(active[0][0]) == 0:
            break
        time.sleep(2)
    log(start, "every competition closed, its last matches ended")
    # The leaderboard consumes what the outbox sends a moment later: until both settle, a match is in flight, not lost.
    counted, stable_since = None, None
    while time.time() < deadline:
        counters.sample()
        now = count_from_databases()
        if now is not None and now[4] == 0 and (now[0], now[1]) == (0, 0):
            counted = now
            break
        if now is not None and counted is not None and now[:2] == counted[:2] and now[4] == 0:
            if time.time() - stable_since > 120:  # the same shortfall for two minutes: it stays
                break
        else:
            stable_since = time.time()
        counted = now if now is not None else counted
        time.sleep(2)
    log(start, "the scheduler's outbox is empty; the leaderboard has recorded what it sent")
    lost = twice = 0
    mismatches = []
    while True:
        lost = twice = 0
        mismatches = []
        complete = True
        for slug in slugs:
            ours, public = standings(platform, slug), leaderboard(platform, slug)
            if ours is None or public is None:
                complete = False
                continue
            on_board = {r["entry"]: r.get("matches", 0) for r in public}
            for row in ours:
                difference = on_board.get(row["entry"], 0) - row["matches"]
                lost += max(0, -difference)
                twice += max(0, difference)
                if difference:
                    mismatches.append(f"{slug}/{row['entry']}: scheduler {row['matches']}, leaderboard {on_board.get(row['entry'], 0)}")
        if complete and lost == 0 and twice == 0 or time.time() > deadline:
            return counted, (lost, twice, mismatches)
        time.sleep(2)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--minutes", type=float, default=30)
    ap.add_argument("--upload-every", type=float, default=20)
    ap.add_argument("--kill-every", type=float, default=120)
    ap.add_argument("--seed", type=int, default=int(time.time()))
    ap.add_argument("--backend", default="local")
    platform_bench.platform_options(ap)
    args = ap.parse_args()
    platform_bench.place(args)
    # A SIGTERM (timeout, Ctrl-C of a wrapper) still stops the platform this run started.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    rng = random.Random(args.seed)
    print(f"soak: {args.minutes:g} min, an upload every {args.upload_every:g} s, a random part killed every "
          f"{args.kill_every:g} s (seed {args.seed})", flush=True)

    platform = Platform(args.backend, demo=True)
    start = time.time()
    counters = Counters()
    try:
        status, body = request("POST", platform.url + "/api/competitions",
                               {"slug": SOAK, "title": "Soak", "game": "rps", "gameOptions": {"moves": "100"},
                                "ladderConcurrency": 2}, platform.organiser)
        if status != 201:
            sys.exit(f"creating {SOAK}: {status} {body}")
        # The demo's own seeding runs in the background: let it settle before the first sample.
        while "Demo:" not in open(platform.log.name).read() and time.time() - start < 300:
            time.sleep(1)
        rss = [(0.0, platform.rss_by_process())]
        fds_start = open_fds(platform)
        log(start, f"up; RSS {sum(rss[0][1].values()):.0f} MiB; open fds {sum(fds_start.values())}")
        soak = Soak(platform, rng, start)
        t0 = time.time()
        next_upload, next_kill, next_rss, next_count = t0, t0 + args.kill_every, t0 + 30, t0
        i = 0
        while time.time() - t0 < args.minutes * 60:
            now = time.time()
            if now >= next_upload:
                soak.new_upload(i)
                i += 1
                next_upload += args.upload_every
            if now >= next_kill:
                soak.kill_one()
                next_kill += args.kill_every
            if now >= next_rss:
                rss.append((now - t0, platform.rss_by_process()))
                log(start, f"RSS {sum(rss[-1][1].values()):.0f} MiB; {soak.uploaded} uploaded, {len(soak.latencies)} rated")
                next_rss += 30
            if now >= next_count:
                counters.sample()
                next_count += 5
            soak.check_rated()
            time.sleep(0.5)
        log(start, f"uploads stopped; waiting for {len(soak.pending)} to be rated")
        deadline = time.time() + 300
        while soak.pending and time.time() < deadline:
            soak.check_rated()
            counters.sample()
            time.sleep(1)
        slugs = competitions(platform) or [SOAK]
        counted, (api_lost, api_twice, mismatches) = settle(platform, start, counters, slugs)
        counters.sample()
        fds_end = open_fds(platform)
        rss.append((time.time() - t0, platform.rss_by_process()))
        output = open(platform.log.name).read()

        if counted is None:
            print("the databases did not answer: no counts")
            sys.exit(1)
        lost, twice, details, states, _ = counted
        # The raw figures first, so a summary that does not print is not 30 minutes lost.
        with open(os.path.join(tempfile.gettempdir(), "arbiter-soak-last.json"), "w") as f:
            json.dump({"seed": args.seed, "kills": soak.kills, "states": states, "lost": lost, "twice": twice,
                       "details": details, "api": [api_lost, api_twice, mismatches], "latencies": soak.latencies,
                       "uploaded": soak.uploaded, "counters": counters.total, "rss": rss,
                       "fds": [fds_start, fds_end]}, f)
        verdicts = counters.by("arbiter_scheduler_verdicts_total", "verdict")
        print("\n=== soak results ===")
        print(f"duration {args.minutes:g} min; kills {len(soak.kills)}: " + ", ".join(soak.kills))
        print(f"restarts reported by up: {output.count(' restarted (ready in')}; "
              f"platform stopped itself: {'yes' if 'Stopping' in output else 'no'}")
        print(f"matches finished: {states.get('finished', 0)}; failed (a seat's verdict not ok): {states.get('failed', 0)}; "
              f"infrastructure-error: {states.get('infrastructure-error', 0)}; game-error: {states.get('game-error', 0)}; "
              f"cancelled: {states.get('cancelled', 0)}")
        print("seat verdicts (counters; increments just before a scheduler kill are missed): "
              + ", ".join(f"{v} {n}" for v, n in sorted(verdicts.items(), key=lambda p: -p[1])))
        print(f"duplicate results the scheduler ignored: {sum(counters.by('arbiter_scheduler_results_duplicate_total', 'x').values())}")
        print(f"results lost: {lost}; results counted twice: {twice} (the databases)"
              + ("" if not details else "\n  " + "\n  ".join(details)))
        print(f"public leaderboard against the scheduler's standings: {api_lost} short, {api_twice} over"
              + ("" if not mismatches else "\n  " + "\n  ".join(mismatches)))
        if soak.latencies:
            print(f"upload -> rated: p50 {statistics.median(soak.latencies):.2f} s, p99 {percentile(soak.latencies, 99):.2f} s "
                  f"over {len(soak.latencies)} of {soak.uploaded} uploads")
        print("RSS over time (MiB): " + ", ".join(f"{t / 60:.1f} min {sum(m.values()):.0f}" for t, m in rss))
        parts = sorted({p for _, m in rss for p in m}, key=lambda p: -max(m.get(p, 0) for _, m in rss))
        print("RSS per process (MiB), every 5 min: " + " ".join(f"{p:>14}" for p in ["min"] + parts))
        for t, m in [r for r in rss if r[0] % 300 < 30 or r is rss[-1]]:
            print("                                    " + " ".join(f"{v:>14}" for v in [f"{t / 60:.1f}"] + [f"{m.get(p, 0):.0f}" for p in parts]))
        print(f"RSS min / max: {min(sum(m.values()) for _, m in rss):.0f} / {max(sum(m.values()) for _, m in rss):.0f} MiB")
        print(f"open fds: start {sum(fds_start.values())}, end {sum(fds_end.values())} ("
              + ", ".join(f"{p} {fds_start.get(p, 0)}->{n}" for p, n in sorted(fds_end.items())) + ")")
        if lost or twice or api_lost or api_twice or "Stopping" in output:
            sys.exit(1)
    finally:
        platform.stop()


if __name__ == "__main__":
    main()
