package dev.arbiter.leaderboard.replay;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * How many replays one client address may have rendered in a window: rendering a play costs seconds of CPU, and a
 * page that costs the visitor nothing must not let one visitor spend the leaderboard's cores. Watching replays that
 * are already rendered costs nothing and is not counted. Memory is bounded: the least recently seen addresses are
 * forgotten first.
 */
final class RenderBudget {

    private static final int ADDRESSES = 10_000;

    private final int renders;
    private final Duration window;
    private final Clock clock;
    private final Map<String, Deque<Instant>> spent = new LinkedHashMap<>(256, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Deque<Instant>> eldest) {
            return size() > ADDRESSES;
        }
    };

    RenderBudget(int renders, Duration window, Clock clock) {
        this.renders = Math.max(1, renders);
        this.window = window;
        this.clock = clock;
    }

    /** Takes one render for {@code address}, or says how long until one is free again. */
    synchronized Optional<Duration> take(String address) {
        Instant now = clock.instant();
        Deque<Instant> times = spent.computeIfAbsent(address, a -> new ArrayDeque<>());
        while (!times.isEmpty() && !times.peekFirst().isAfter(now.minus(window))) {
            times.removeFirst();
        }
        if (times.size() >= renders) {
            return Optional.of(Duration.between(now, times.peekFirst().plus(window)));
        }
        times.addLast(now);
        return Optional.empty();
    }
}
