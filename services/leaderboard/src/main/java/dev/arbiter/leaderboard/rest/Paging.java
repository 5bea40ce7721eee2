package dev.arbiter.leaderboard.rest;

/** Page sizes as clients ask for them, within what the configuration allows. */
final class Paging {

    private Paging() {
    }

    static int size(Integer asked, int defaultSize, int maxSize) {
        if (asked == null || asked < 1) {
            return defaultSize;
        }
        return Math.min(asked, maxSize);
    }
}
