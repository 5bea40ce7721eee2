package dev.arbiter.submission.security;

import com.github.benmanes.caffeine.cache.Caffeine;

import java.util.concurrent.ConcurrentMap;

/** Maps keyed by what a caller chooses (addresses, usernames), so their size must not be the caller's to choose. */
final class BoundedMaps {

    private BoundedMaps() {
    }

    /**
     * A concurrent map holding at most {@code maxEntries}; beyond it Caffeine evicts the entries least likely to
     * be used again. Eviction runs on the calling thread, so the bound holds as each entry is added.
     */
    static <V> ConcurrentMap<String, V> holdingAtMost(int maxEntries) {
        return Caffeine.newBuilder().maximumSize(maxEntries).executor(Runnable::run).<String, V>build().asMap();
    }
}
