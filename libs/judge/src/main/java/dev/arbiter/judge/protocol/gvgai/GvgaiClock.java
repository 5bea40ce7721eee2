package dev.arbiter.judge.protocol.gvgai;

import java.util.Locale;

/**
 * Which clock the referee charges an entry's turns on ({@code gvgai.clock}). The original clients timed only
 * their main thread's CPU time, so an agent could hide work in other threads; the referee's own clocks see all
 * of it.
 */
public enum GvgaiClock {

    /**
     * CPU time of the entry's whole sandbox (its cgroup: every thread and child process) from a message's send to
     * its answer. Sleeping costs nothing; a silent client is still cut off by the wall clock, at
     * {@link #CPU_WALL_BACKSTOP} times the budget.
     */
    CPU,

    /** The referee's monotonic wall clock from a message's send to its answer being read, plus {@code gvgai.grace-ms}. */
    WALL,

    /** Both: over on either is over. */
    BOTH;

    /** On the CPU clock alone, a turn still ends on the wall clock after this many budgets (plus grace). */
    public static final int CPU_WALL_BACKSTOP = 10;

    public boolean chargesCpu() {
        return this != WALL;
    }

    public boolean chargesWall() {
        return this != CPU;
    }

    /**
     * The longest the referee waits on its wall clock for an answer with budget {@code budgetMillis}: the budget
     * and the grace, or on the CPU clock alone {@link #CPU_WALL_BACKSTOP} budgets and the grace.
     */
    public long wallLimitMillis(long budgetMillis, long graceMillis) {
        return (this == CPU ? CPU_WALL_BACKSTOP * budgetMillis : budgetMillis) + graceMillis;
    }

    /** The setting's keyword: cpu, wall, both. */
    public String keyword() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static GvgaiClock parse(String keyword) {
        for (GvgaiClock clock : values()) {
            if (clock.keyword().equals(keyword.trim().toLowerCase(Locale.ROOT))) {
                return clock;
            }
        }
        throw new IllegalArgumentException("gvgai.clock must be cpu, wall or both, not '" + keyword + "'");
    }
}
