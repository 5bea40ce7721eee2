package dev.arbiter.launcher;

import java.time.Duration;

/**
 * How long to wait before restarting a part that died: doubling from one second up to thirty, so a part
 * that dies at once again does not spin the machine, and back to one second once it has run a minute
 * (a crash a day is not a crash loop).
 */
final class BackOff {

    static final Duration FIRST = Duration.ofSeconds(1);
    static final Duration MAX = Duration.ofSeconds(30);
    static final Duration STABLE = Duration.ofMinutes(1);

    private Duration next = FIRST;
    private int failedStarts;

    /** The delay before the next start attempt; the one after it will be twice as long (up to {@link #MAX}). */
    Duration nextDelay() {
        Duration delay = next;
        next = next.multipliedBy(2).compareTo(MAX) > 0 ? MAX : next.multipliedBy(2);
        return delay;
    }

    /** The part died after running this long: a long run forgives earlier crashes. */
    void died(Duration uptime) {
        if (uptime.compareTo(STABLE) >= 0) {
            next = FIRST;
        }
    }

    /** A restart attempt itself failed; returns how many have failed in a row. */
    int startFailed() {
        return ++failedStarts;
    }

    void started() {
        failedStarts = 0;
    }
}
