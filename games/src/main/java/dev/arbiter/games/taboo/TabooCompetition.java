package dev.arbiter.games.taboo;

import dev.arbiter.judge.Judge;
import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchResult;
import dev.arbiter.judge.MatchSpec;
import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.protocol.BuiltinGameCatalogue;
import dev.arbiter.judge.protocol.taboo.SetCutoff;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.protocol.taboo.GuesserTally;
import dev.arbiter.judge.protocol.taboo.TabooCity;
import dev.arbiter.judge.protocol.taboo.TabooConfig;
import dev.arbiter.judge.protocol.taboo.TabooProtocol;
import dev.arbiter.rating.aggregate.TabooGame;
import dev.arbiter.rating.aggregate.TabooLowestTotal;
import dev.arbiter.rating.aggregate.TabooStanding;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.UnaryOperator;

/**
 * A Taboo competition round (taboo.md §2, §7): a fixed game set drawn once from the seed, played by
 * every entry in the same order, one match (one fresh agent process) per game; entries ranked by the
 * lowest total. With the {@code session} process mode each entry plays the whole set in one match.
 *
 * @param protocol    the Taboo protocol, configured (its game source is this competition's describer)
 * @param describer   where the games come from
 * @param baseLimits  the judge's limits before the Taboo clocks are applied
 * @param options     game options for every match ({@code taboo.*} overrides)
 */
public record TabooCompetition(TabooProtocol protocol, CityDescriber describer, JudgeLimits baseLimits,
                               Map<String, String> options) {

    /** A contestant: what to show, and the program to start. */
    public record Contestant(String name, Participant program) {
    }

    /** One entry's match: which cities (one per process, or a whole session), and the result. */
    public record PlayedGame(int number, List<TabooCity> cities, MatchResult match) {

        public PlayedGame {
            cities = List.copyOf(cities);
        }

        /** The city of a one-game match; the first of a session. */
        public TabooCity city() {
            return cities.getFirst();
        }

        public int hints() {
            return cities.stream().mapToInt(c -> c.hints().size()).sum();
        }
    }

    /** One entry's record over the game set: its games, and its account over the games every entry completed. */
    public record EntryRecord(Contestant contestant, List<PlayedGame> games, TabooStanding account) {
    }

    /** The outcome: the game set, every entry's games, and the standings (best first). */
    public record Outcome(long seed, List<TabooCity> gameSet, List<EntryRecord> entries, List<TabooStanding> standings) {
    }

    /** Where each match's transcript goes: a fresh file per (entry, game), or one scratch file reused. */
    @FunctionalInterface
    public interface Transcripts {
        Path file(int entry, int game, TabooCity city);
    }

    public TabooCompetition {
        options = Map.copyOf(options);
    }

    /** The fixed game set of a competition seed: the same for every entry (TAB-C11). */
    public List<TabooCity> gameSet(long seed, int games) {
        String named = options.get(CityDescriber.CITY_OPTION);
        return named != null ? describer.named(named) : describer.draw(seed, games);
    }

    public Outcome play(Judge judge, List<Contestant> contestants, long seed, int games, Transcripts transcripts,
                        Consumer<PlayedGame> progress) {
        var set = gameSet(seed, games);
        boolean session = protocol.config(options).process() == TabooConfig.ProcessMode.SESSION;
        var entries = new ArrayList<EntryRecord>();
        for (int e = 0; e < contestants.size(); e++) {
            Contestant contestant = contestants.get(e);
            var played = new ArrayList<PlayedGame>();
            if (session) {
                MatchResult r = judge.play(spec(contestant, set, seed, transcripts.file(e, 1, set.getFirst()), UnaryOperator.identity()));
                played.add(new PlayedGame(1, set, r));
                progress.accept(played.getLast());
            } else {
                played.addAll(gameByGame(judge, e, contestant, set, seed, transcripts, progress));
            }
            entries.add(new EntryRecord(contestant, played, null));
        }
        return ranked(seed, set, entries);
    }

    /**
     * One entry's games, one fresh process each (taboo.md §3), every entry's g-th game with the same city and seed.
     * Once the {@link SetCutoff} says the set is not worth playing on (silent guesser, budget spent), the remaining
     * games are scored unsolved without starting a process; until then each game's deadline is capped by what is
     * left of the set's budget.
     */
    private List<PlayedGame> gameByGame(Judge judge, int entry, Contestant contestant, List<TabooCity> set, long seed,
                                        Transcripts transcripts, Consumer<PlayedGame> progress) {
        var played = new ArrayList<PlayedGame>();
        var cutoff = new SetCutoff(protocol.config(options), System.nanoTime());
        for (int g = 0; g < set.size(); g++) {
            TabooCity city = set.get(g);
            Optional<String> stop = cutoff.reason();
            MatchResult r;
            if (stop.isPresent()) {
                r = protocol.unsolvedWithoutPlaying(played.getLast().match(), city, seed + g, options, stop.get());
            } else {
                r = judge.play(spec(contestant, List.of(city), seed + g, transcripts.file(entry, g + 1, city),
                        limits -> cutoff.withinBudget(limits, System.nanoTime())));
                cutoff.played(g + 1, r, System.nanoTime());
            }
            played.add(new PlayedGame(g + 1, List.of(city), r));
            progress.accept(played.getLast());
        }
        return played;
    }

    /**
     * Ranks the entries by libs/rating's lowest total over the games every entry completed: a game whose match
     * did not complete for some entry (an infrastructure failure, nobody's fault) is left out for all, so no
     * entry ranks better for having missed a game; an entry that completed none comes last. Each entry's
     * account is its standing.
     */
    static Outcome ranked(long seed, List<TabooCity> set, List<EntryRecord> entries) {
        List<String> keys = keys(entries);
        var completed = new ArrayList<TabooGame>();
        for (int e = 0; e < entries.size(); e++) {
            for (PlayedGame game : entries.get(e).games()) {
                if (game.match().status() == MatchStatus.COMPLETED) {
                    completed.add(result(keys.get(e), game));
                }
            }
        }
        List<TabooStanding> standings = new TabooLowestTotal().rank(keys, completed);
        var byKey = new HashMap<String, TabooStanding>();
        standings.forEach(standing -> byKey.put(standing.entryId(), standing));
        var accounted = new ArrayList<EntryRecord>();
        for (int e = 0; e < entries.size(); e++) {
            accounted.add(new EntryRecord(entries.get(e).contestant(), entries.get(e).games(), byKey.get(keys.get(e))));
        }
        return new Outcome(seed, set, accounted, standings);
    }

    /** Entries by name; two programs of one name are told apart by their place on the command line. */
    private static List<String> keys(List<EntryRecord> entries) {
        var names = entries.stream().map(e -> e.contestant().name()).toList();
        var keys = new ArrayList<String>();
        for (int e = 0; e < names.size(); e++) {
            String name = names.get(e);
            keys.add(names.indexOf(name) == names.lastIndexOf(name) ? name : name + " #" + (e + 1));
        }
        return keys;
    }

    /** A played match as the ranking reads it: its seat's score and the tie-break statistics the judge kept. */
    private static TabooGame result(String entry, PlayedGame game) {
        SeatResult seat = game.match().seats().getFirst();
        int guesses = (int) stat(seat, GuesserTally.GUESSES);
        long responseNanos = Math.round(stat(seat, GuesserTally.MEAN_RESPONSE_MS) * guesses * 1e6);
        return new TabooGame(Integer.toString(game.number()), entry, (int) stat(seat, GuesserTally.GAMES), seat.score(),
                (int) stat(seat, GuesserTally.SOLVED), stat(seat, GuesserTally.SOLVED_SCORE), guesses,
                Duration.ofNanos(responseNanos));
    }

    private static double stat(SeatResult seat, String key) {
        return seat.stats().getOrDefault(key, 0.0);
    }

    /** A match of these games, its Taboo limits passed through {@code budget} (what is left of the set's). */
    private MatchSpec spec(Contestant contestant, List<TabooCity> games, long seed, Path transcript,
                           UnaryOperator<JudgeLimits> budget) {
        var matchOptions = new HashMap<>(options);
        matchOptions.put(CityDescriber.CITY_OPTION, String.join(",", games.stream().map(TabooCity::id).toList()));
        matchOptions.put("taboo.games", Integer.toString(games.size()));
        var config = protocol.config(matchOptions);
        JudgeLimits limits = budget.apply(config.judgeLimits(baseLimits, describer.maxHints()));
        return new MatchSpec(BuiltinGameCatalogue.TABOO.name(), protocol, null, List.of(contestant.program()), seed, matchOptions, limits, transcript);
    }
}
