package dev.arbiter.judge;

import dev.arbiter.sandbox.ResourceLimits;

import java.time.Duration;

/**
 * A competition's limits as the organiser set them, laid over a game's defaults the same way wherever a match is
 * set up: by the runner from a match request, and by {@code arbiter match --competition} from a contestant kit. One
 * overlay, so a kit at home judges under exactly the clocks the server used. Zero means "the game's default".
 *
 * @param nameDeadlineMs         until every process has announced its name
 * @param moveDeadlineMs         from a move request until its answer
 * @param matchDeadlineMs        total wall time of the match
 * @param exitGraceMs            time to exit after {@code @command exit}
 * @param outputBytes            stdout bytes one program may write in a match
 * @param averageWindow          consecutive moves in the rolling average
 * @param averageMoveLimitMs     the rolling average's ceiling
 * @param maxConsecutiveTimeouts missed moves in a row that forfeit the rest of the game
 * @param gameSilenceMs          how long the game may stay silent while the judge waits on it
 * @param memoryBytes            memory of one program's sandbox
 * @param cpuSeconds             CPU time of one program's sandbox
 * @param cpus                   cores of one program's sandbox
 */
public record MatchLimits(long nameDeadlineMs, long moveDeadlineMs, long matchDeadlineMs, long exitGraceMs,
                          long outputBytes, int averageWindow, long averageMoveLimitMs, int maxConsecutiveTimeouts,
                          long gameSilenceMs, long memoryBytes, long cpuSeconds, double cpus) {

    /** No overrides: every game default stands. */
    public static MatchLimits none() {
        return new MatchLimits(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    }

    /** The judge's clocks: these limits over {@code defaults}. */
    public JudgeLimits judge(JudgeLimits defaults) {
        JudgeLimits l = defaults;
        if (nameDeadlineMs > 0) {
            l = l.withNameDeadline(Duration.ofMillis(nameDeadlineMs));
        }
        if (moveDeadlineMs > 0) {
            l = l.withMoveDeadline(Duration.ofMillis(moveDeadlineMs));
        }
        if (matchDeadlineMs > 0) {
            l = l.withMatchDeadline(Duration.ofMillis(matchDeadlineMs));
        }
        if (exitGraceMs > 0) {
            l = l.withExitGrace(Duration.ofMillis(exitGraceMs));
        }
        if (outputBytes > 0) {
            l = l.withOutputLimit(outputBytes);
        }
        if (averageWindow > 0 || averageMoveLimitMs > 0) {
            l = l.withAverage(averageWindow > 0 ? averageWindow : l.averageWindow(),
                    averageMoveLimitMs > 0 ? Duration.ofMillis(averageMoveLimitMs) : l.averageMoveLimit());
        }
        if (maxConsecutiveTimeouts > 0) {
            l = l.withMaxConsecutiveTimeouts(maxConsecutiveTimeouts);
        }
        if (gameSilenceMs > 0) {
            l = l.withGameSilenceLimit(Duration.ofMillis(gameSilenceMs));
        }
        return l;
    }

    /** A sandbox's limits: these over {@code base}. */
    public ResourceLimits resources(ResourceLimits base) {
        ResourceLimits r = base;
        if (memoryBytes > 0) {
            r = r.withMemoryBytes(memoryBytes);
        }
        if (cpuSeconds > 0) {
            r = r.withCpuTime(Duration.ofSeconds(cpuSeconds));
        }
        if (cpus > 0) {
            r = new ResourceLimits(r.memoryBytes(), cpus, r.cpuTime(), r.pids(), r.openFiles(), r.fileSizeBytes(), r.tmpBytes());
        }
        return r;
    }
}
