package dev.arbiter.scheduler.service;

import dev.arbiter.rating.aggregate.ScoreRanking;

import java.util.Arrays;
import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

/**
 * How a competition's results are ranked: libs/rating's score rankings ({@link ScoreRanking}) by name, or
 * {@code wins}. The organiser may choose; when they do not, the game's own rule applies, because a default
 * that ignores the game ranks some games upside down: Taboo scores guesses, so "highest total first" would
 * crown the worst guesser.
 */
public final class RankingMethods {

    public static final String WINS = "wins";
    public static final Set<String> ALL = all();

    private RankingMethods() {
    }

    private static Set<String> all() {
        Set<String> all = new TreeSet<>();
        Arrays.stream(ScoreRanking.values()).forEach(ranking -> all.add(ranking.wireName()));
        all.add(WINS);
        return Collections.unmodifiableSet(all); // sorted: refusals list the methods in a stable order
    }

    /**
     * The ranking a game's protocol's spec prescribes: lowest total for Taboo, mean score per turn for LMC1,
     * normalised mean per move for LMC2. Keyed by protocol, so an uploaded game ranks the same.
     */
    public static String naturalFor(String protocol) {
        return ScoreRanking.naturalFor(protocol).wireName();
    }

    /** Whether a lower score is the better one under this method. */
    public static boolean lowerIsBetter(String method) {
        return ScoreRanking.named(method).map(ScoreRanking::lowerIsBetter).orElse(false);
    }
}
