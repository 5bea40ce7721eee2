package dev.arbiter.scheduler.service;

import dev.arbiter.blobstore.DiskWatermarks;
import dev.arbiter.rating.MatchResult;
import dev.arbiter.rating.trueskill.GaussianRating;
import dev.arbiter.rating.trueskill.TrueSkill;
import dev.arbiter.scheduler.config.SchedulerConfig;
import dev.arbiter.scheduler.pairing.LadderPairing;
import dev.arbiter.scheduler.pairing.OpponentHistory;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.Lane;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchKind;
import dev.arbiter.scheduler.persistence.MatchSeat;
import dev.arbiter.scheduler.persistence.MatchState;
import dev.arbiter.scheduler.persistence.Phase;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.persistence.LockModeType;
import org.jboss.logging.Logger;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * The continuous ladder of open competitions: keeps up to {@code ladderConcurrency} matches in flight per
 * competition between its ready entries (the newest ready version of each), favouring under-played
 * entries, informative pairs and a connected opponent graph ({@link LadderPairing}). Single-player games
 * instead play every entry through the competition's fixed, seeded set of instances. A new version's first
 * ladder matches jump the queue, beyond that concurrency. The TrueSkill belief kept here is for matchmaking only.
 */
@ApplicationScoped
public class LadderService {

    private static final Logger LOG = Logger.getLogger(LadderService.class);
    /** The matchmaking belief's method; TrueSkill's defaults draw 10 % of games between equals, as score ties do. */
    private static final TrueSkill MATCHMAKING = new TrueSkill();

    private final MatchService matches;
    private final SchedulerConfig config;
    private final MatchSeeds matchSeeds;
    private final DiskWatermarks disk;
    private volatile boolean pausedForDisk;

    public LadderService(MatchService matches, SchedulerConfig config, MatchSeeds matchSeeds, DiskWatermarks disk) {
        this.matches = matches;
        this.config = config;
        this.matchSeeds = matchSeeds;
        this.disk = disk;
    }

    /**
     * Whether ladders may make matches: not while the blob store's disk is under its first watermark (ladder
     * matches only add transcripts; validation and official rounds go on). Says so once each way.
     */
    private boolean diskAllowsLadders() {
        boolean paused = disk.level() != DiskWatermarks.Level.PLENTY;
        if (paused != pausedForDisk) {
            pausedForDisk = paused;
            if (paused) {
                LOG.warnf("Ladders paused: %s", disk.explanation());
            } else {
                LOG.info("Ladders resumed: the disk has room again");
            }
        }
        return !paused;
    }

    @Scheduled(every = "${arbiter.scheduler.ladder-interval:1s}", delayed = "2s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void topUp() {
        if (!diskAllowsLadders()) {
            return;
        }
        List<Long> open = QuarkusTransaction.requiringNew().call(() ->
                Competition.<Competition>list("phase = ?1 and ladderConcurrency > 0", Phase.OPEN).stream().map(c -> c.id).toList());
        for (Long id : open) {
            try {
                QuarkusTransaction.requiringNew().run(() -> fill(Competition.findById(id, LockModeType.PESSIMISTIC_WRITE)));
            } catch (RuntimeException e) {
                LOG.warnf("Ladder of competition %d not topped up: %s", id, e.toString());
            }
        }
    }

    /**
     * A priority match ended (a validation that may have made a version ready, or one of a new version's first
     * ladder matches): top its competition up now rather than at the next tick, so the version's next match is
     * on its way at once. The competition's row lock keeps this and the tick from pairing the same state twice.
     */
    void afterPriorityMatch(@Observes(during = TransactionPhase.AFTER_SUCCESS) MatchCompleted event) {
        if (event.match().lane != Lane.PRIORITY || !diskAllowsLadders()) {
            return;
        }
        long id = event.match().competition.id;
        try {
            QuarkusTransaction.requiringNew().run(() -> {
                Competition c = Competition.findById(id, LockModeType.PESSIMISTIC_WRITE);
                if (c.phase == Phase.OPEN && c.ladderConcurrency > 0) {
                    fill(c);
                }
            });
        } catch (RuntimeException e) {
            LOG.warnf("Ladder of competition %d not topped up after a priority match (the next tick will): %s", id, e.toString());
        }
    }

    /**
     * Creates the competition's ladder matches: first, in the priority lane, the next of each new version's
     * first matches ({@link SchedulerConfig.Priority#firstLadderMatches()}, one at a time per version, beyond
     * the ladder's concurrency); then bulk matches among the other versions until the competition has
     * {@code ladderConcurrency} of them in flight or nothing is left to pair.
     */
    int fill(Competition c) {
        var ladder = new Ladder(c);
        int created = 0;
        for (Entry e : ladder.field) {
            if (ladder.newcomer(e) && ladder.inFlight(e) == 0) {
                Optional<Pick> pick = ladder.pickFor(e);
                if (pick.isPresent()) {
                    ladder.create(pick.get(), Lane.PRIORITY);
                    created++;
                }
            }
        }
        long running = Match.count("competition = ?1 and kind = ?2 and lane = ?3 and state in ?4",
                c, MatchKind.LADDER, Lane.BULK, MatchState.ACTIVE);
        for (long bulk = running; bulk < c.ladderConcurrency; bulk++) {
            Optional<Pick> pick = ladder.pickBulk();
            if (pick.isEmpty()) {
                break;
            }
            ladder.create(pick.get(), Lane.BULK);
            created++;
        }
        return created;
    }

    /** A ladder match to create: entry keys in seat order, its seed, and the instance it plays (or null). */
    private record Pick(List<Long> seats, long seed, String instance) {
    }

    /** One top-up of one competition: its field and ladder so far, as the matches made in this top-up change them. */
    private final class Ladder {

        private final Competition c;
        private final List<Entry> field;
        private final Map<Long, Entry> byId = new HashMap<>();
        /** Ladder seats in flight per entry. */
        private final Map<Long, Integer> inFlight;
        /** Ladder seats per entry, played or in flight (single-player: the next instance's index). */
        private final Map<Long, Integer> seats;
        private final OpponentHistory history;
        private final Random random;
        private long counter;

        Ladder(Competition c) {
            this.c = c;
            this.field = Entry.latestReady(c);
            field.forEach(e -> byId.put(e.id, e));
            this.inFlight = ladderSeats(c, true);
            this.seats = ladderSeats(c, false);
            this.history = c.seats == 2 ? opponentHistory(c) : null;
            this.counter = Match.count("competition = ?1 and kind = ?2", c, MatchKind.LADDER);
            this.random = matchSeeds.pairing(c).random(counter);
        }

        int inFlight(Entry e) {
            return inFlight.getOrDefault(e.id, 0);
        }

        /** A version still playing its first ladder matches, which jump the queue. */
        boolean newcomer(Entry e) {
            int first = config.priority().firstLadderMatches();
            return seats.getOrDefault(e.id, 0) < (c.seats == 1 ? Math.min(first, c.instancesPerEntry) : first);
        }

        /** The next match of {@code e}: its next instance, or its most informative opponent in the whole field. */
        Optional<Pick> pickFor(Entry e) {
            if (c.seats == 1) {
                int instance = seats.getOrDefault(e.id, 0);
                return instance < c.instancesPerEntry ? Optional.of(instance(e, instance)) : Optional.empty();
            }
            List<LadderPairing.Candidate> candidates = candidates(field);
            LadderPairing.Candidate first = candidates.stream().filter(k -> k.id() == e.id).findFirst().orElseThrow();
            return LadderPairing.against(first, candidates, history, random).map(this::pairing);
        }

        /** The next bulk match: least-played first, among the versions past their first matches. */
        Optional<Pick> pickBulk() {
            List<Entry> settled = field.stream().filter(e -> !newcomer(e)).toList();
            if (c.seats == 1) {
                return settled.stream()
                        .filter(e -> seats.getOrDefault(e.id, 0) < c.instancesPerEntry)
                        .min(Comparator.comparingInt((Entry e) -> seats.getOrDefault(e.id, 0)).thenComparingLong(e -> e.id))
                        .map(e -> instance(e, seats.getOrDefault(e.id, 0)));
            }
            return LadderPairing.next(candidates(settled), history, random).map(this::pairing);
        }

        void create(Pick pick, Lane lane) {
            if (history != null) {
                history.record(pick.seats());
            }
            pick.seats().forEach(id -> {
                inFlight.merge(id, 1, Integer::sum);
                seats.merge(id, 1, Integer::sum);
            });
            matches.create(c, MatchKind.LADDER, pick.seats().stream().map(byId::get).toList(), pick.seed(),
                    MatchService.Origin.NONE, lane, pick.instance());
            counter++;
        }

        private Pick instance(Entry e, int instance) {
            return new Pick(List.of(e.id), matchSeeds.instances(c).seed(instance), c.instanceName(instance));
        }

        private Pick pairing(List<Long> pair) {
            return new Pick(pair, matchSeeds.ladder(c).seed(counter), null);
        }

        private List<LadderPairing.Candidate> candidates(List<Entry> entries) {
            return entries.stream().map(e -> new LadderPairing.Candidate(e.id, e.rating, e.ratingDeviation,
                    e.ladderMatches + inFlight(e))).toList();
        }
    }

    /** Every ladder pairing of the competition so far, oldest first, in flight included. */
    private static OpponentHistory opponentHistory(Competition c) {
        var history = new OpponentHistory();
        List<Long> seats = new ArrayList<>();
        String current = null;
        for (Object[] row : MatchSeat.getEntityManager().createQuery(
                        "select m.id, s.entry.id from MatchSeat s join Match m on m.id = s.matchId where m.competition = ?1"
                                + " and m.kind = ?2 and m.state not in ?3 order by m.createdAt, m.id, s.seat", Object[].class)
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
        String states = activeOnly ? "m.state in ?3" : "m.state not in ?3";
        List<MatchState> filter = activeOnly ? List.copyOf(MatchState.ACTIVE)
                : List.of(MatchState.INFRASTRUCTURE_ERROR, MatchState.CANCELLED);
        Map<Long, Integer> counts = new HashMap<>();
        for (Object[] row : MatchSeat.getEntityManager().createQuery(
                        "select s.entry.id, count(s) from MatchSeat s join Match m on m.id = s.matchId"
                                + " where m.competition = ?1 and m.kind = ?2 and "
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
        List<Match> ladder = Match.withSeats(
                Match.list("competition = ?1 and kind = ?2 order by createdAt, id", c, MatchKind.LADDER));
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
