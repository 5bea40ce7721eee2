package dev.arbiter.examples.players.gvgai;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/** CPU time of the calling thread against a budget, as the original ElapsedCpuTimer measures an agent's calls. */
public final class CpuTimer {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final long startNanos = THREADS.getCurrentThreadCpuTime();
    private final long budgetNanos;

    CpuTimer(long budgetMillis) {
        this.budgetNanos = budgetMillis * 1_000_000;
    }

    public long elapsedMillis() {
        return (THREADS.getCurrentThreadCpuTime() - startNanos) / 1_000_000;
    }

    public long remainingMillis() {
        return Math.max(0, budgetNanos / 1_000_000 - elapsedMillis());
    }

    public boolean exceeded() {
        return THREADS.getCurrentThreadCpuTime() - startNanos > budgetNanos;
    }
}
