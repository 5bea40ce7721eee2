package dev.arbiter.sdk.gvgai;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * CPU time the calling thread has spent since the timer was made, against a budget: how the track's own client
 * (its ElapsedCpuTimer) timed an agent's calls. The SDK calls the agent on one thread, so this is the agent's
 * thinking; work it hands to other threads is not counted here, but the referee counts it (gvgai.md, the clock).
 */
public final class CpuTimer {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final long startNanos = THREADS.getCurrentThreadCpuTime();
    private final long budgetNanos;

    CpuTimer(long budgetMillis) {
        this.budgetNanos = budgetMillis * 1_000_000;
    }

    /** CPU milliseconds spent since the call began. */
    public long elapsedMillis() {
        return elapsedNanos() / 1_000_000;
    }

    /** What is left of the budget, in CPU milliseconds; 0 when it is spent. */
    public long remainingMillis() {
        return Math.max(0, (budgetNanos - elapsedNanos()) / 1_000_000);
    }

    /** Whether more than the budget has been spent. */
    public boolean exceeded() {
        return elapsedNanos() > budgetNanos;
    }

    private long elapsedNanos() {
        return THREADS.getCurrentThreadCpuTime() - startNanos;
    }
}
