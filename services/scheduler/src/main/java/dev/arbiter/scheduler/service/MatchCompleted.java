package dev.arbiter.scheduler.service;

import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.scheduler.persistence.Match;

/**
 * CDI event fired, inside the transaction that accepted it, when a match reaches a terminal state: validation,
 * ladder and rounds observe it and react in the same transaction.
 *
 * @param result the runner's result the match was finished with (it carries what the scheduler does not store,
 *               such as each seat's stderr head); null when the scheduler gave up on the match itself
 */
public record MatchCompleted(Match match, MatchResult result) {
}
