package dev.arbiter.leaderboard.service;

/**
 * What the leaderboard did with one {@code match.recorded} message. Its own type, not nested in
 * {@link ResultRecorder}, so the meters that count outcomes need not know the recorder that reports to them.
 */
public enum RecordOutcome { APPLIED, STORED_UNRATED, DUPLICATE }
