package dev.arbiter.scheduler.service;

import dev.arbiter.scheduler.persistence.Match;

/**
 * CDI event fired, inside the transaction that accepted it, when a match reaches a terminal state: validation,
 * ladder and rounds observe it and react in the same transaction.
 */
public record MatchCompleted(Match match) {
}
