package dev.arbiter.sdk;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.protocol.taboo.TabooCity;
import dev.arbiter.judge.protocol.taboo.TabooProtocol;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.sdk.examples.CityGuesser;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The guesser checklist of taboo.md §10 (TAB-S01…S03), one test per item, for guessers written with the SDK,
 * run as real processes against the real judge (the judge is the Taboo harness and describer), in both
 * dialects and both process modes.
 */
class TabooGuesserChecklistTest {

    /** The handbook's example game (taboo.md §5). */
    private static final TabooCity VENICE = new TabooCity("venice", "Venice", List.of(), "Italy", 45.44, 12.34,
            List.of("venice", "italy", "venetian", "gondola"), List.of("sea", "yearly festival", "bridges", "renaissance art"));
    private static final TabooCity SAO_PAULO = new TabooCity("sao-paulo", "Sao Paulo", List.of(), "Brazil", -23.55, -46.63,
            List.of("sao", "paulo", "brazil", "paulista"), List.of("megacity", "high plateau", "traffic jams"));
    private static final TabooCity SUVA = new TabooCity("suva", "Suva", List.of(), "Fiji", -18.14, 178.44,
            List.of("suva", "fiji"), List.of("capital", "island", "coral reefs"));

    /** Clocks with room for a JVM starting on a loaded machine; nothing here measures speed. */
    private static final Map<String, String> CLOCKS = Map.of(
            "taboo.guessDeadlineMs", "20000", "taboo.startupAllowanceMs", "30000", "taboo.exitGraceMs", "10000");

    private static Played play(List<TabooCity> games, Map<String, String> options, Participant guesser) {
        var all = new HashMap<>(CLOCKS);
        if (games.size() > 1) {
            all.put("taboo.process", "session");
            all.put("taboo.games", Integer.toString(games.size()));
        }
        all.putAll(options);
        var protocol = new TabooProtocol((seed, gameOptions, count) -> games.subList(0, count));
        JudgeLimits limits = protocol.config(all).judgeLimits(JudgeLimits.defaults(), 10);
        return JudgeKit.play(protocol, null, List.of(guesser), limits, all, 7);
    }

    private static SeatResult seat(Played played) {
        return played.result().seats().get(0);
    }

    @Test
    void TAB_S01_writesExactlyOneFlushedLinePerHint() {
        var solved = play(List.of(VENICE), Map.of(), SdkPrograms.java(CityGuesser.class));
        // sea and yearly festival say nothing to it; bridges does: three hints, three guesses, the third right.
        assertThat(solved.receivedFrom("p1")).containsExactly("Tokyo", "New York", "Venice");
        assertThat(seat(solved).score()).isEqualTo(3.0);
        assertThat(seat(solved).verdict()).isEqualTo(Verdict.OK); // an unflushed guess would have met the deadline

        // The line is UTF-8, as taboo.md says: a name with its diacritics arrives whole and is judged right.
        var accented = play(List.of(SAO_PAULO), Map.of(), SdkPrograms.java(ScriptedGuesser.class, "S\\u00e3o Paulo"));
        assertThat(accented.receivedFrom("p1")).containsExactly("S\u00e3o Paulo");
        assertThat(seat(accented).score()).isEqualTo(1.0);

        var lost = play(List.of(SUVA), Map.of(), SdkPrograms.java(CityGuesser.class));
        assertThat(lost.receivedFrom("p1")).containsExactly("Tokyo", "New York", "London");
        assertThat(seat(lost).score()).isEqualTo(3.0 + 10);
    }

    @Test
    void TAB_S02_stripsTheWrongGuessPrefixBeforeTheGuesserSeesTheHint() {
        var verbatim = play(List.of(VENICE), Map.of(), SdkPrograms.java(ScriptedGuesser.class, "echo"));
        assertThat(verbatim.sentTo("p1")).contains("no. yearly festival", "no. bridges");
        assertThat(verbatim.receivedFrom("p1")).containsExactly("sea", "yearly festival", "bridges", "renaissance art");

        var hintsOnly = play(List.of(VENICE), Map.of("taboo.dialect", "hints-only"),
                SdkPrograms.java(ScriptedGuesser.class, "echo"));
        assertThat(hintsOnly.sentTo("p1")).noneMatch(l -> l.startsWith("no. "));
        assertThat(hintsOnly.receivedFrom("p1")).isEqualTo(verbatim.receivedFrom("p1"));
    }

    @Test
    void TAB_S03_stopsOnYesOrEndOfInputAndExitsWithStatusZero() {
        var solved = play(List.of(VENICE), Map.of(), SdkPrograms.java(ScriptedGuesser.class, "Paris|Venice"));
        var lost = play(List.of(SUVA), Map.of(), SdkPrograms.java(ScriptedGuesser.class, "Paris"));
        for (Played played : List.of(solved, lost)) {
            assertThat(played.result().status()).isEqualTo(MatchStatus.COMPLETED);
            assertThat(seat(played).verdict()).isEqualTo(Verdict.OK);
            assertThat(played.notes()).anyMatch(n -> n.contains("process ended: exit code 0")).noneMatch(n -> n.contains("killed"));
        }
        assertThat(solved.stderr("p1")).contains("game over: SOLVED");
        assertThat(lost.stderr("p1")).contains("game over: LOST");

        // One process, two games: START opens each, yes ends the first, END the second; then end of input.
        var session = play(List.of(VENICE, SUVA), Map.of(), SdkPrograms.java(ScriptedGuesser.class, "Paris|Venice|Rome"));
        assertThat(session.receivedFrom("p1")).containsExactly("Paris", "Venice", "Paris", "Venice", "Rome");
        assertThat(session.stderr("p1")).containsExactly("new game", "game over: SOLVED", "new game", "game over: LOST");
        assertThat(seat(session).score()).isEqualTo(2.0 + 13);
        assertThat(session.notes()).anyMatch(n -> n.contains("process ended: exit code 0"));
    }
}
