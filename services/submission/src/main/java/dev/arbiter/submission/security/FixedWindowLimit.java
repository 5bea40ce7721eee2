package dev.arbiter.submission.security;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.ConcurrentMap;

/**
 * At most {@code limit} actions per key in a window that starts at the key's first action, remembering at most
 * {@code maxKeys} keys (the least active are forgotten first, which can only give a forgotten key a fresh
 * allowance, never lock anyone out).
 */
final class FixedWindowLimit {

    private record Window(Instant start, int count) {
    }

    private final int limit;
    private final Duration window;
    private final Clock clock;
    private final ConcurrentMap<String, Window> windows;

    FixedWindowLimit(int limit, Duration window, int maxKeys, Clock clock) {
        this.limit = limit;
        this.window = window;
        this.clock = clock;
        this.windows = BoundedMaps.holdingAtMost(maxKeys);
    }

    /** Counts one action of {@code key}; empty when allowed, else how long until its window ends (not counted). */
    Optional<Duration> tryAcquire(String key) {
        Instant now = clock.instant();
        Window after = windows.compute(key, (k, current) -> {
            Window w = current == null || !now.isBefore(current.start().plus(window)) ? new Window(now, 0) : current;
            return w.count() < limit ? new Window(w.start(), w.count() + 1) : new Window(w.start(), limit + 1);
        });
        return after.count() <= limit ? Optional.empty() : Optional.of(Duration.between(now, after.start().plus(window)));
    }

    int trackedKeys() {
        return windows.size();
    }
}
