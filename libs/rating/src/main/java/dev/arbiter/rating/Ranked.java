package dev.arbiter.rating;

/** A row of any batch ranking or score aggregation, so the leaderboard can show them alike. */
public interface Ranked {

    /** 1-based; rows that the method cannot separate share a rank. */
    int rank();

    String entryId();

    /** The method's headline number (strength, total, mean, points, normalised score). */
    double score();
}
