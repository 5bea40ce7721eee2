package dev.arbiter.vgdl.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * Pending TIME rules, the loaded ones and those made during play, ordered by next tick. A rule
 * re-queued for the same tick as others goes before them: GVGAI's TreeSet comparator puts equal
 * times first-inserted-last.
 */
final class TimedQueue {
    record Entry(World.Timed rule, int nextTick) {}

    private final List<Entry> entries = new ArrayList<>();

    TimedQueue(List<TimedInteraction> rules) {
        for (TimedInteraction r : rules) {
            // GVGAI leaves a parsed TIME rule's next execution at -1: it first fires on tick 1.
            insert(new Entry(r, r.firstTick()));
        }
    }

    void insert(Entry e) {
        int i = 0;
        while (i < entries.size() && entries.get(i).nextTick() < e.nextTick()) {
            i++;
        }
        entries.add(i, e);
    }

    /** Removes and returns the first entry due at {@code tick}, or null. */
    Entry pollDue(int tick) {
        if (entries.isEmpty() || entries.get(0).nextTick() > tick) {
            return null;
        }
        return entries.remove(0);
    }
}
