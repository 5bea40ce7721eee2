package dev.arbiter.judge.protocol.taboo;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Taboo matches for tests: fixture games, the scriptable test guesser as a real process, quick clocks. */
final class TabooMatches {

    /** The handbook's example game (taboo.md §5), no aliases: "Venezia" is wrong here. */
    static final TabooCity VENICE = new TabooCity("venice", "Venice", List.of(), "Italy", 45.44, 12.34,
            List.of("venice", "italy", "venetian", "gondola"), List.of("sea", "yearly festival", "bridges", "renaissance art"));

    static final TabooCity SAO_PAULO = new TabooCity("sao-paulo", "Sao Paulo", List.of("Sampa"), "Brazil", -23.55, -46.63,
            List.of("sao", "paulo", "brazil", "paulista"), List.of("megacity", "high plateau", "traffic jams"));

    static final TabooCity SUVA = new TabooCity("suva", "Suva", List.of(), "Fiji", -18.14, 178.44,
            List.of("suva", "fiji"), List.of("capital", "island", "coral reefs"));

    /** Per-guess deadline and exit grace short enough for quick tests, with room for a cold Python start. */
    static final Map<String, String> QUICK = Map.of(
            "taboo.guessDeadlineMs", "3000", "taboo.startupAllowanceMs", "5000", "taboo.exitGraceMs", "500");

    private TabooMatches() {
    }

    static TabooCity withAliases(TabooCity c, String... aliases) {
        return new TabooCity(c.id(), c.name(), List.of(aliases), c.country(), c.lat(), c.lon(), c.taboo(), c.hints());
    }

    /** One match of the given games (a session when there are several) with the test guesser and its flags. */
    static Played play(List<TabooCity> games, Map<String, String> options, String... guesserFlags) {
        return play(games, options, guesser(guesserFlags));
    }

    /** One match of the given games (a session when there are several) with any guesser. */
    static Played play(List<TabooCity> games, Map<String, String> options, dev.arbiter.judge.Participant guesser) {
        var all = new HashMap<>(QUICK);
        if (games.size() > 1) {
            all.put("taboo.process", "session");
            all.put("taboo.games", Integer.toString(games.size()));
        }
        all.putAll(options);
        var protocol = new TabooProtocol((seed, gameOptions, count) -> games.subList(0, count));
        JudgeLimits limits = protocol.config(all).judgeLimits(JudgeLimits.defaults().withOutputLimit(256 * 1024), 10);
        return JudgeKit.play(protocol, null, List.of(guesser), limits, all, 7);
    }

    static Played play(TabooCity game, String... guesserFlags) {
        return play(List.of(game), Map.of(), guesserFlags);
    }

    static dev.arbiter.judge.Participant guesser(String... flags) {
        return JudgeKit.python(JudgeKit.resource("taboo", "test_guesser.py"), flags);
    }

    /** "--guesses" with the entries joined as the test guesser expects. */
    static String[] guessing(String... guesses) {
        return new String[] {"--guesses", String.join("|", guesses)};
    }

    static SeatResult seat(Played played) {
        return played.result().seats().getFirst();
    }
}
