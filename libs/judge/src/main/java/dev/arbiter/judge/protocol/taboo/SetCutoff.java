package dev.arbiter.judge.protocol.taboo;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchResult;
import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Verdict;

import java.time.Duration;
import java.util.Optional;

/**
 * When one entry's set of games, played one fresh process per game (taboo.md §3), stops being played: its
 * remaining games are then scored unsolved at once ({@link TabooProtocol#unsolvedWithoutPlaying}). Two things
 * stop it, because each further game would only spend the full per-guess allowance again:
 * <ul>
 *   <li>the guesser timed out without having answered a single hint in any game of the set so far (one
 *       that answered earlier and falls silent later keeps playing: it may answer again);</li>
 *   <li>the set's time budget ({@code taboo.setBudgetMs}) is spent; while some is left, it caps the next
 *       game's match deadline ({@link #withinBudget}).</li>
 * </ul>
 * Times are {@link System#nanoTime} readings the caller passes in.
 */
public final class SetCutoff {

    private final TabooConfig config;
    private final long budgetEndsAt;
    private boolean answered;
    private String reason;

    public SetCutoff(TabooConfig config, long setStartedNanos) {
        this.config = config;
        this.budgetEndsAt = setStartedNanos + config.setBudget().toNanos();
    }

    /** The next game's limits, its match deadline cut to what is left of the set's budget at {@code now}. */
    public JudgeLimits withinBudget(JudgeLimits limits, long now) {
        if (!config.hasSetBudget()) {
            return limits;
        }
        Duration left = Duration.ofNanos(Math.max(0, budgetEndsAt - now));
        return left.compareTo(limits.matchDeadline()) < 0 ? limits.withMatchDeadline(left) : limits;
    }

    /** Takes in game {@code number} (1-based, in the set) and its result, ended at {@code now}. */
    public void played(int number, MatchResult game, long now) {
        if (reason != null) {
            return;
        }
        answered |= guesses(game) > 0;
        if (config.hasSetBudget() && now >= budgetEndsAt) {
            reason = "the set's time budget of " + config.setBudget().toMillis() + " ms ran out in game " + number;
        } else if (!answered && timedOut(game)) {
            reason = "the guesser timed out in game " + number + " without ever answering";
        }
    }

    /** Why the rest of the set is scored unsolved without being played; empty while it is worth playing on. */
    public Optional<String> reason() {
        return Optional.ofNullable(reason);
    }

    private static double guesses(MatchResult game) {
        return game.seats().isEmpty() ? 0 : game.seats().getFirst().stats().getOrDefault(GuesserTally.GUESSES, 0.0);
    }

    /** A match that did not complete (infrastructure) says nothing about the guesser. */
    private static boolean timedOut(MatchResult game) {
        return game.status() == MatchStatus.COMPLETED && !game.seats().isEmpty()
                && game.seats().getFirst().verdict() == Verdict.TIMEOUT;
    }
}
