package dev.arbiter.scheduler.pairing;

import dev.arbiter.rating.math.Normal;
import dev.arbiter.rating.trueskill.TrueSkillSettings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Continuous-ladder matchmaking, after the ladders that rank well (Halite's, Kaggle's): the least-played
 * entry plays next (so a new upload is seeded at once), against the opponent that scores best on
 * <ul>
 *   <li>information: how uncertain the outcome is under the current TrueSkill beliefs, 4p(1 − p) — close
 *       ratings, or ratings still vague, teach the most;</li>
 *   <li>connection: an opponent the opponent graph does not yet link to is worth more than anything else,
 *       since ratings of two components that never meet are not comparable;</li>
 *   <li>spread: meetings of the pair against its fair share of the pair's matches, and a rematch of the last
 *       match, cost; so does an opponent that has already played more than the rest.</li>
 * </ul>
 * Near-equal choices are drawn at random with the competition's seed, since a fixed tie-break made the
 * same pairs meet forever. The seat goes to whichever of the two has sat first against the other less.
 */
public final class LadderPairing {

    /** Bonus for linking two parts of the opponent graph: larger than any other term can differ. */
    private static final double JOIN = 3;
    /** Cost of each fair share of the pair's matches it has already taken. */
    private static final double REPEAT = 1.5;
    /** Cost of a rematch of either entry's last match. */
    private static final double RECENT = 0.5;
    /** Cost of each match the opponent has played (or has in flight) beyond the least-played entry. */
    private static final double LOAD = 0.5;
    /** Choices within this of the best are equally good: one is drawn at random. */
    private static final double NEAR = 0.05;

    private static final double BETA = TrueSkillSettings.DEFAULTS.beta();

    /**
     * @param id        entry key
     * @param mean      TrueSkill μ of the scheduler's matchmaking belief
     * @param deviation TrueSkill σ of that belief
     * @param load      ladder matches played plus those in flight
     */
    public record Candidate(long id, double mean, double deviation, int load) {
    }

    private LadderPairing() {
    }

    /**
     * The next pairing; the caller records it in {@code history} (and in the candidates' loads) before asking
     * for another.
     *
     * @param random drawn from the competition's keyed pairing seeds (service/MatchSeeds), so a ladder replayed from the same state pairs alike
     * @return the pairing's entries in seat order, or empty with fewer than two candidates
     */
    public static Optional<List<Long>> next(List<Candidate> candidates, OpponentHistory history, RandomGenerator random) {
        if (candidates.size() < 2) {
            return Optional.empty();
        }
        int minLoad = candidates.stream().mapToInt(Candidate::load).min().orElseThrow();
        List<Candidate> leastPlayed = candidates.stream().filter(c -> c.load() == minLoad)
                .sorted(Comparator.comparingLong(Candidate::id)).toList();
        Candidate first = leastPlayed.get(random.nextInt(leastPlayed.size()));
        return against(first, candidates, history, random);
    }

    /**
     * The pairing of an entry the caller chose (a new upload's first matches) with its best opponent among the
     * other candidates, as {@link #next} pairs the least-played entry.
     *
     * @return the pairing's entries in seat order, or empty when no other candidate is left
     */
    public static Optional<List<Long>> against(Candidate first, List<Candidate> candidates, OpponentHistory history,
                                               RandomGenerator random) {
        List<Candidate> opponents = candidates.stream().filter(c -> c.id() != first.id())
                .sorted(Comparator.comparingLong(Candidate::id)).toList();
        if (opponents.isEmpty()) {
            return Optional.empty();
        }
        int minLoad = Math.min(first.load(), opponents.stream().mapToInt(Candidate::load).min().orElseThrow());
        double[] value = new double[opponents.size()];
        double best = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < value.length; i++) {
            value[i] = value(first, opponents.get(i), minLoad, candidates.size(), history);
            best = Math.max(best, value[i]);
        }
        List<Candidate> near = new ArrayList<>();
        for (int i = 0; i < value.length; i++) {
            if (value[i] >= best - NEAR) {
                near.add(opponents.get(i));
            }
        }
        Candidate opponent = near.get(random.nextInt(near.size()));
        return Optional.of(seats(first.id(), opponent.id(), history, random));
    }

    static double value(Candidate a, Candidate b, int minLoad, int fieldSize, OpponentHistory history) {
        double value = information(a, b);
        if (!history.connected(a.id(), b.id())) {
            value += JOIN;
        }
        // A pair's fair share: each of the two spreads its matches evenly over the rest of the field.
        double fairMeetings = Math.max(1.0, (a.load() + b.load()) / (2.0 * (fieldSize - 1)));
        value -= REPEAT * history.meetings(a.id(), b.id()) / fairMeetings;
        if (history.justMet(a.id(), b.id())) {
            value -= RECENT;
        }
        return value - LOAD * (b.load() - minLoad);
    }

    /** 4p(1 − p) for p the chance that {@code a} wins under both beliefs: 1 for a coin flip, 0 for a foregone result. */
    static double information(Candidate a, Candidate b) {
        double c = Math.sqrt(2 * BETA * BETA + a.deviation() * a.deviation() + b.deviation() * b.deviation());
        double p = Normal.cdf((a.mean() - b.mean()) / c);
        return 4 * p * (1 - p);
    }

    private static List<Long> seats(long a, long b, OpponentHistory history, RandomGenerator random) {
        int aFirst = history.firstSeats(a, b);
        int bFirst = history.firstSeats(b, a);
        boolean aSitsFirst = aFirst != bFirst ? aFirst < bFirst : random.nextBoolean();
        return aSitsFirst ? List.of(a, b) : List.of(b, a);
    }
}
