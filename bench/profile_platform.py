#!/usr/bin/env python3
"""Where a match's milliseconds go (issue 36): the platform bench's throughput phase with every JVM of the platform
under Java Flight Recorder and PostgreSQL's statement statistics, then, per part, the hottest methods by samples and
the statements by total time. Run through bench/profile.sh.

Each JVM ./arbiter up starts inherits JAVA_TOOL_OPTIONS, which starts a recording (the "profile" settings: a
method sample every 10-20 ms per thread) written when it exits; `jfr view hot-methods` reads each. The statement
table is PostgreSQL's pg_stat_statements (./arbiter up loads it), reset when the window starts."""
import argparse
import glob
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import platform_bench as pb  # noqa: E402

ROOT = pb.ROOT
JAVA_HOME = os.environ.get("JAVA_HOME", "/usr/lib/jvm/temurin-25-jdk-amd64")


def statements(platform, *extra):
    jars = sorted(glob.glob(os.path.expanduser("~/.m2/repository/org/postgresql/postgresql/*/postgresql-*.jar")))
    jars = [j for j in jars if not j.endswith("-sources.jar")]
    password = open(os.path.join(platform.data, "secrets", "database-password")).read().strip()
    out = subprocess.run([os.path.join(JAVA_HOME, "bin", "java"), "-cp", jars[-1],
                          os.path.join(ROOT, "bench", "PgTopStatements.java"),
                          f"jdbc:postgresql://127.0.0.1:{pb.INTERNAL}/postgres", password, *extra],
                         capture_output=True, text=True)
    return out.stdout + out.stderr


def dump_recordings(platform, directory):
    """Each Java part's recording so far, dumped while it runs (a service stopped under load may not finish writing
    its recording on exit). jcmd attaches as the JVM's own user, so it runs as that uid."""
    dumped = []
    for pid, part in platform.processes():
        if part in ("up", "postgresql", "entry"):
            continue
        try:
            status = open(f"/proc/{pid}/status").read()
            exe = os.readlink(f"/proc/{pid}/exe")
        except OSError:
            continue
        if not exe.endswith("/java"):
            continue
        uid = next(line.split()[1] for line in status.splitlines() if line.startswith("Uid:"))
        gid = next(line.split()[1] for line in status.splitlines() if line.startswith("Gid:"))
        target = os.path.join(directory, f"{part}-{pid}.jfr")
        jcmd = [os.path.join(JAVA_HOME, "bin", "jcmd"), str(pid), "JFR.dump", "name=1", f"filename={target}"]
        if uid != "0":
            jcmd = ["setpriv", f"--reuid={uid}", f"--regid={gid}", "--clear-groups"] + jcmd
        subprocess.run(jcmd, capture_output=True, timeout=120)
        if os.path.exists(target):
            dumped.append((part, target))
        else:
            print(f"(no recording from {part}, pid {pid})", flush=True)
    return dumped


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=int, default=120, help="the measured window of ladder matches")
    ap.add_argument("--backend", default="local")
    ap.add_argument("--top", type=int, default=15)
    pb.platform_options(ap)
    args = ap.parse_args()
    pb.place(args)
    recordings = tempfile.mkdtemp(prefix="arbiter-profile-")
    os.chmod(recordings, 0o1777)  # the services' accounts write their recordings here
    os.environ["JAVA_TOOL_OPTIONS"] = (f"-XX:StartFlightRecording=settings=profile,dumponexit=true,"
                                       f"filename={recordings}/%p.jfr")
    platform = pb.Platform(args.backend)
    os.environ.pop("JAVA_TOOL_OPTIONS")
    parts = {}
    try:
        players = os.path.join(ROOT, "examples/players/c/bin")
        platform.competition("profile-throughput", ladderConcurrency=16)
        for i in range(6):
            platform.upload("profile-throughput", platform.contestant(f"bot{i}"), f"bot-{i}",
                            os.path.join(players, "constant" if i % 2 else "random"))
        time.sleep(15)
        statements(platform, "reset")
        before, t0 = platform.finished_matches(), time.time()
        time.sleep(args.seconds)
        done = platform.finished_matches() - before
        elapsed = time.time() - t0
        print(f"window: {done:.0f} matches in {elapsed:.0f} s = {done / elapsed * 3600:,.0f} matches/hour, "
              f"{elapsed * 1000 / max(done, 1):.1f} ms of wall time per match on {os.cpu_count()} cores", flush=True)
        print(f"\nPostgreSQL statements by total time over the window ({done:.0f} matches):")
        print(statements(platform, str(args.top)), flush=True)
        dumped = dump_recordings(platform, recordings)
    finally:
        platform.stop()
    for part, recording in dumped:
        print(f"\n== {part}: hot methods (JFR execution samples from start to the end of the window)", flush=True)
        out = subprocess.run([os.path.join(JAVA_HOME, "bin", "jfr"), "view", "--width", "160", "hot-methods",
                              recording], capture_output=True, text=True)
        print("\n".join(out.stdout.splitlines()[: args.top + 6]))
    print(f"\nrecordings kept in {recordings} (open them in JDK Mission Control for call trees)")


if __name__ == "__main__":
    main()
