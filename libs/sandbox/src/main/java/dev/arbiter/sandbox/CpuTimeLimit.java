package dev.arbiter.sandbox;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A run's CPU-time limit held for the run as a whole (RLIMIT_CPU sees one process at a time), and
 * how a run's end is told apart from a kill for it. Shared by the backends that account a run's CPU
 * time (cgroups): they poll {@link #reachedBy}, kill the run when it says so, and report the exit
 * through {@link #exit}.
 */
public final class CpuTimeLimit {

    private static final int SIGKILL = 9;
    private static final int SIGXCPU = 24;

    private final Duration limit;
    private final Duration usedBefore;
    private final AtomicBoolean reached = new AtomicBoolean();

    public CpuTimeLimit(Duration limit) {
        this(limit, Optional.empty());
    }

    /**
     * @param usedBefore what the run's accounting showed when the entry was asked to start: the work of
     *                   a sandbox prepared ahead (Wine's services booting) is not the entry's
     */
    public CpuTimeLimit(Duration limit, Optional<Duration> usedBefore) {
        this.limit = limit;
        this.usedBefore = usedBefore.orElse(Duration.ZERO);
    }

    /** True exactly once: the first time {@code used} reaches the limit. The caller then kills the run. */
    public boolean reachedBy(Optional<Duration> used) {
        return reaches(used) && reached.compareAndSet(false, true);
    }

    private boolean reaches(Optional<Duration> used) {
        return used.map(u -> u.minus(usedBefore).compareTo(limit) >= 0).orElse(false);
    }

    /**
     * How the run ended, as the judge is told: a CPU-time kill is the watch's kill, SIGXCPU from the
     * per-process rlimit, or a SIGKILL (the rlimit's hard limit) once the run's time is used up; an
     * OOM only counts for a run that did not end cleanly and was not killed for its CPU time.
     *
     * @param waitStatus the exit status as a shell reports it (128 + N for signal N)
     * @param used       the run's CPU time at its end, when the backend can tell
     */
    public ExitInfo exit(int waitStatus, boolean killedByJudge, boolean oomKilled, Optional<Duration> used) {
        ExitInfo base = ExitInfo.fromWaitStatus(waitStatus, killedByJudge);
        boolean cpu = reached.get() || base.signal() == SIGXCPU
                || base.signal() == SIGKILL && reaches(used);
        return new ExitInfo(base.exitCode(), base.signal(), oomKilled && !cpu && !base.clean(), cpu, base.killedByJudge());
    }
}
