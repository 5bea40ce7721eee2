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

    /**
     * The default: a turn is judged on the entry's CPU time as {@link #CPU} judges it, and on the wall clock only
     * as a backstop, at {@link #BOTH_WALL_BACKSTOP} budgets plus the grace, so an entry that sleeps or blocks is
     * still held to a few budgets while an entry descheduled on a busy runner is not charged for the wait. A budget
     * spent over many turns (training) is charged on the larger of the two clocks, no grace.
     */
    BOTH;

    /** On the CPU clock alone, a turn still ends on the wall clock after this many budgets (plus grace). */
    public static final int CPU_WALL_BACKSTOP = 10;

    /**
     * On the default clock, a turn ends on the wall clock after this many budgets (plus grace). Measured on a busy
     * 2-core runner, answers that took 0.5-27 ms of CPU time arrived 51-73 ms after their message under a 50 ms
     * limit; four budgets leave room for such waits and still stop an entry that sleeps.
     */
    public static final int BOTH_WALL_BACKSTOP = 4;

    public boolean chargesCpu() {
        return this != WALL;
    }

    public boolean chargesWall() {
        return this != CPU;
    }

    /**
     * The wall time a budget spent over many turns (training) may take: the budget and the grace, or on the CPU
     * clock alone {@link #CPU_WALL_BACKSTOP} budgets and the grace.
     */
    public long wallLimitMillis(long budgetMillis, long graceMillis) {
        return (this == CPU ? CPU_WALL_BACKSTOP * budgetMillis : budgetMillis) + graceMillis;
    }

    /**
     * The longest the referee waits on its wall clock for one answer with budget {@code budgetMillis}: the budget
     * and the grace on {@link #WALL}, {@link #BOTH_WALL_BACKSTOP} budgets and the grace on {@link #BOTH},
     * {@link #CPU_WALL_BACKSTOP} budgets and the grace on {@link #CPU}.
     */
    public long turnWallLimitMillis(long budgetMillis, long graceMillis) {
        int budgets = switch (this) {
            case WALL -> 1;
            case BOTH -> BOTH_WALL_BACKSTOP;
            case CPU -> CPU_WALL_BACKSTOP;
        };
        return budgets * budgetMillis + graceMillis;
    }

    /**
     * Whether an answer that took {@code wallMillis} on the referee's wall clock and {@code cpuMillis} of the
     * entry's CPU time (negative when it could not be read) is over {@code budgetMillis}: past its wall limit
     * ({@link #turnWallLimitMillis}), or, on a clock that charges CPU time, over the budget in CPU time (no grace:
     * nothing but the entry's own work is on that clock).
     */
    public boolean turnOver(double wallMillis, double cpuMillis, long budgetMillis, long graceMillis) {
        return wallMillis > turnWallLimitMillis(budgetMillis, graceMillis)
                || chargesCpu() && cpuMillis > budgetMillis;
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
