package dev.arbiter.scheduler.pairing;

/**
 * Derives match seeds from a round's (or competition's) seed and a match's position, with SplitMix64:
 * the same inputs always give the same seed, so a round run twice plays the same games.
 */
public final class Seeds {

    private Seeds() {
    }

    public static long mix(long seed, long... parts) {
        long h = splitMix(seed);
        for (long part : parts) {
            h = splitMix(h ^ splitMix(part + 0x632BE59BD9B4E019L));
        }
        // Positive: seeds are shown to people and passed on command lines.
        return h & Long.MAX_VALUE;
    }

    private static long splitMix(long z) {
        z += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
