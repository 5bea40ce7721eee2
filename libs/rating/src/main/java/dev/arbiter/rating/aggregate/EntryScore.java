package dev.arbiter.rating.aggregate;

/** One entry's score from one match or game, higher being better. */
public record EntryScore(String entryId, double score) {
}
