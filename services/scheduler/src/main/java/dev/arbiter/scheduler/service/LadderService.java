package dev.arbiter.scheduler.service;

import dev.arbiter.rating.MatchResult;
import dev.arbiter.rating.trueskill.GaussianRating;
import dev.arbiter.rating.trueskill.TrueSkill;
import dev.arbiter.scheduler.pairing.LadderPairing;
import dev.arbiter.scheduler.pairing.OpponentHistory;
import dev.arbiter.scheduler.pairing.Seeds;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchKind;
import dev.arbiter.scheduler.persistence.MatchSeat;
import dev.arbiter.scheduler.persistence.MatchState;
import dev.arbiter.scheduler.persistence.Phase;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.jboss.logging.Logger;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The continuous ladder of open competitions: keeps up to {@code ladderConcurrency} matches in flight per
 * competition between its ready entries (the newest ready version of each), favouring under-played
 * entries, informative pairs and a connected opponent graph ({@link LadderPairing}). Single-player games
 * instead play every entry through the competition's fixed, seeded set of instances. The TrueSkill belief
 * kept here is for matchmaking only.
 */
@ApplicationScoped
public class LadderService {

    private static final Logger LOG = Logger.getLogger(LadderService.class);
    private static final long INSTANCE_SALT = 0x1ADDE5L;
    private static final long PAIRING_SALT = 0x9A1E5L;
    /** The matchmaking belief's method; TrueSkill's defaults draw 10 % of games between equals, as score ties do. */
    private static final TrueSkill MATCHMAKING = new TrueSkill();

    private final MatchService matches;

    public LadderService(MatchService matches) {
        this.matches = matches;
    }

    @Scheduled(every = "${arbiter.scheduler.ladder-interval:1s}", delayed = "2s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void topUp() {
        List<Long> open = QuarkusTransaction.requiringNew().call(() ->
                Competition.<Competition>list("phase = ?1 and ladderConcurrency > 0", Phase.OPEN).stream().map(c -> c.id).toList());
        for (Long id : open) {
            try {
                QuarkusTransaction.requiringNew().run(() -> fill(Competition.findById(id)));
            } catch (RuntimeException e) {
                LOG.warnf("Ladder of competition %d not topped up: %s", id, e.toString());
            }
        }
    }

    /** Creates ladder matches until the competition has its number in flight or nothing is left to pair. */
    int fill(Competition c) {
        Map<Long, Integer> inFlight = ladderSeats(c, true);
        int running = inFlight.isEmpty() ? 0 : (int) Match.count("competition = ?1 and kind = ?2 and state in ?3",
                c, MatchKind.LADDER, MatchState.ACTIVE);
        List<Entry> field = Entry.latestReady(c);
        Map<Long, Entry> byId = new HashMap<>();
        field.forEach(e -> byId.put(e.id, e));
        int created = 0;
        long counter = Match.count("competition = ?1 and kind = ?2", c, MatchKind.LADDER);
        Map<Long, Integer> played = c.seats == 1 ? ladderSeats(c, false) : Map.of();
        OpponentHistory history = c.seats == 2 ? opponentHistory(c) : null;
        var random = new Random(Seeds.mix(c.seed, PAIRING_SALT, counter));
        while (running + created < c.ladderConcurrency) {
            List<Long> seats;
            long seed;
            if (c.seats == 1) {
                Entry next = field.stream()
                        .filter(e -> played.getOrDefault(e.id, 0) < c.instancesPerEntry)
                        .min(java.util.Comparator.comparingInt((Entry e) -> played.getOrDefault(e.id, 0)).thenComparingLong(e -> e.id))
                        .orElse(null);
                if (next == null) {
                    break;
                }
                int instance = played.getOrDefault(next.id, 0);
                played.put(next.id, instance + 1);
                seats = List.of(next.id);
                seed = Seeds.mix(c.seed, INSTANCE_SALT, instance);
            } else {
                var candidates = new ArrayList<LadderPairing.Candidate>();
                for (Entry e : field) {
                    candidates.add(new LadderPairing.Candidate(e.id, e.rating, e.ratingDeviation,
                            e.ladderMatches + inFlight.getOrDefault(e.id, 0)));
                }
                var pairing = LadderPairing.next(candidates, history, random);
                if (pairing.isEmpty()) {
                    break;
                }
                seats = pairing.get();
                history.record(seats);
                seats.forEach(id -> inFlight.merge(id, 1, Integer::sum));
                seed = Seeds.mix(c.seed, counter);
            }
            matches.create(c, MatchKind.LADDER, seats.stream().map(byId::get).toList(), seed, MatchService.Origin.NONE);
            counter++;
            created++;
        }
        return created;
    }

    /** Every ladder pairing of the competition so far, oldest first, in flight included. */
    private static OpponentHistory opponentHistory(Competition c) {
        var history = new OpponentHistory();
        List<Long> seats = new ArrayList<>();
        String current = null;
        for (Object[] row : MatchSeat.getEntityManager().createQuery(
                        "select s.match.id, s.entry.id from MatchSeat s where s.match.competition = ?1 and s.match.kind = ?2"
                                + " and s.match.state not in ?3 order by s.match.createdAt, s.match.id, s.seat", Object[].class)
                .setParameter(1, c).setParameter(2, MatchKind.LADDER)
                .setParameter(3, List.of(MatchState.INFRASTRUCTURE_ERROR, MatchState.CANCELLED)).getResultList()) {
            if (!row[0].equals(current)) {
                history.record(seats);
                seats = new ArrayList<>();
                current = (String) row[0];
            }
            seats.add((Long) row[1]);
        }
        history.record(seats);
        return history;
    }

    /** Ladder seats per entry: in flight only, or all that did not fail for infrastructure reasons. */
    private static Map<Long, Integer> ladderSeats(Competition c, boolean activeOnly) {
        String states = activeOnly ? "s.match.state in ?3" : "s.match.state not in ?3";
        List<MatchState> filter = activeOnly ? List.copyOf(MatchState.ACTIVE)
                : List.of(MatchState.INFRASTRUCTURE_ERROR, MatchState.CANCELLED);
        Map<Long, Integer> counts = new HashMap<>();
        for (Object[] row : MatchSeat.getEntityManager().createQuery(
                        "select s.entry.id, count(s) from MatchSeat s where s.match.competition = ?1 and s.match.kind = ?2 and "
                                + states + " group by s.entry.id", Object[].class)
                .setParameter(1, c).setParameter(2, MatchKind.LADDER).setParameter(3, filter).getResultList()) {
            counts.put((Long) row[0], ((Long) row[1]).intValue());
        }
        return counts;
    }

    /**
     * The ladder as the scheduler sees it: the newest ready version of each entry over its rated ladder
     * matches, ranked by the competition's ranking method (what the organiser checks against the
     * leaderboard, which publishes the ladder with its own rating methods).
     */
    public List<Standings.Row> standings(Competition c) {
        List<Entry> field = Entry.latestReady(c);
        var inField = new java.util.HashSet<Long>();
        field.forEach(e -> inField.add(e.id));
        List<Match> ladder = Match.list("competition = ?1 and kind = ?2 order by createdAt, id", c, MatchKind.LADDER);
        return Standings.compute(field, ladder, c.rankingMethod,
                m -> m.state.rated() && m.seats().stream().allMatch(s -> inField.contains(s.entry.id)));
    }

    /**
     * A rated ladder match moves the matchmaking beliefs (TrueSkill on who scored more, the lower score
     * winning under lowest-total) and match counts.
     */
    void onLadderMatch(@Observes MatchCompleted event) {
        Match match = event.match();
        if (match.kind != MatchKind.LADDER || !match.state.rated()) {
            return;
        }
        List<MatchSeat> seats = match.seats();
        seats.forEach(s -> s.entry.ladderMatches++);
        if (seats.size() == 2 && seats.get(0).entry != seats.get(1).entry) {
            double sign = RankingMethods.lowerIsBetter(match.competition.rankingMethod) ? -1 : 1;
            Entry first = seats.get(0).entry;
            Entry second = seats.get(1).entry;
            MatchResult result = MatchResult.completed(match.id, 0, Instant.EPOCH,
                    String.valueOf(first.id), sign * value(seats.get(0).score),
                    String.valueOf(second.id), sign * value(seats.get(1).score));
            List<GaussianRating> after = MATCHMAKING.update(List.of(belief(first), belief(second)), result);
            first.rating = after.get(0).mean();
            first.ratingDeviation = after.get(0).deviation();
            second.rating = after.get(1).mean();
            second.ratingDeviation = after.get(1).deviation();
        }
    }

    private static GaussianRating belief(Entry e) {
        return new GaussianRating(e.rating, e.ratingDeviation, e.ladderMatches);
    }

    private static double value(Double score) {
        return score == null ? 0 : score;
    }
}
