package dev.arbiter.judge.protocol.rddl;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.Participant;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.ResourceLimits;

import java.time.Duration;

/**
 * How an RDDL planner's seat is set up: the one place {@code ./arbiter match --game rddl:…} and the platform's
 * runners both take it from, so a session played at home is set up exactly as on the platform. A planner runs
 * in its own sandbox under {@link RddlRelay} (localhost:port inside, the judge's pipes outside), with limits
 * fit for planners, and the match lasts as long as the session may: its time-allowed, the guard's grace
 * (RDDL-C27) and a minute for starting and stopping.
 */
public final class RddlPlanners {

    private static final long MIB = 1024L * 1024;
    /** Planners search and simulate: more memory than a game-playing entry's 512 MiB. */
    public static final long MEMORY_BYTES = 2048 * MIB;
    public static final double CPUS = 1.0;
    /** Threads a JVM planner starts on top of its own (GC, compiler): more than a line player's 64. */
    public static final int PIDS = 128;
    /** Starting the sandbox and the planner, and taking them down, beside the session's own budget. */
    static final Duration SETUP = Duration.ofMinutes(1);

    private RddlPlanners() {
    }

    /**
     * A planner's sandbox limits for a session of {@code settings}: 2 GiB, one core, 128 pids, and CPU time for the
     * whole session budget (time-allowed plus grace, at least the sandbox's default).
     */
    public static ResourceLimits resources(RddlSettings settings) {
        ResourceLimits defaults = ResourceLimits.defaults();
        Duration session = sessionBudget(settings);
        Duration cpu = session.compareTo(defaults.cpuTime()) > 0 ? session : defaults.cpuTime();
        return new ResourceLimits(MEMORY_BYTES, CPUS, cpu, PIDS, defaults.openFiles(), defaults.fileSizeBytes(),
                defaults.tmpBytes());
    }

    /** The judge's limits: {@code base} with a match deadline of at least the session's budget plus setup time. */
    public static JudgeLimits judgeLimits(JudgeLimits base, RddlSettings settings) {
        Duration needed = sessionBudget(settings).plus(SETUP);
        return needed.compareTo(base.matchDeadline()) > 0 ? base.withMatchDeadline(needed) : base;
    }

    /**
     * {@code planner} as its seat starts it: under the relay, with {@code limits}, told to call itself
     * {@code clientName} (the session's client-name; the name the seat is shown under is the one it sends).
     */
    public static Participant.Program seat(Participant.Program planner, RddlSettings settings, String clientName,
                                           ResourceLimits limits) {
        ProcessSpec spec = planner.spec();
        ProcessSpec limited = new ProcessSpec(spec.label(), spec.command(), spec.workDir(), spec.env(), limits,
                spec.readOnlyPaths());
        return new Participant.Program(RddlRelay.wrap(limited, settings, clientName), planner.displayPath());
    }

    /** time-allowed + grace: how long the judge's server keeps a session at most (RDDL-C27). */
    public static Duration sessionBudget(RddlSettings settings) {
        return Duration.ofMillis(settings.timeAllowedMillis() + settings.graceMillis());
    }
}
