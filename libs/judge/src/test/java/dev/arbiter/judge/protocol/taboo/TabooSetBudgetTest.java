package dev.arbiter.judge.protocol.taboo;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Verdict;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static dev.arbiter.judge.protocol.taboo.TabooMatches.SUVA;
import static dev.arbiter.judge.protocol.taboo.TabooMatches.VENICE;
import static dev.arbiter.judge.protocol.taboo.TabooMatches.play;
import static dev.arbiter.judge.protocol.taboo.TabooMatches.seat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code taboo.setBudgetMs} caps a whole set of games. A session match takes its deadline from
 * {@link TabooConfig#judgeLimits}, as every place that plays a Taboo match does (the runner too), so the budget
 * holds wherever the session runs; the per-game set of a competition round is tested in the games module.
 */
class TabooSetBudgetTest {

    @Test
    void aSessionWhoseBudgetRunsOutLosesTheGameInPlayAndEveryLaterOne() {
        // The guess clock is far longer than the budget, so the budget is what ends the session, however fast or
        // slow the guesser starts: it answers the first hint (if it is up in time), then falls silent.
        var options = Map.of("taboo.guessDeadlineMs", "60000", "taboo.startupAllowanceMs", "60000",
                "taboo.setBudgetMs", "1500");
        var played = play(List.of(VENICE, SUVA), options, "--sleep-at", "2");
        assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
        assertThat(seat(played).verdict()).isEqualTo(Verdict.TIMEOUT);
        assertThat(seat(played).detail()).isEqualTo("the match's time budget of 1500 ms ran out");
        assertThat(seat(played).score()).isEqualTo((4 + 10) + (3 + 10));
    }

    @Test
    void withoutABudgetAMatchGetsEveryHintsFullGuessTime() {
        var config = TabooConfig.from(Map.of("taboo.process", "session", "taboo.games", "3"));
        var deadline = config.judgeLimits(JudgeLimits.defaults(), 20).matchDeadline();
        // 30 s start-up + 3 games × 20 hints × 60 s + 10 s margin.
        assertThat(deadline).isEqualTo(Duration.ofSeconds(30 + 3 * 20 * 60 + 10));
    }
}
