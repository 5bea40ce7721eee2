package dev.arbiter.scheduler.service;

import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.RoundPublished;
import dev.arbiter.proto.v1.StandingRow;
import dev.arbiter.scheduler.pairing.Pairing;
import dev.arbiter.scheduler.pairing.RoundRobin;
import dev.arbiter.scheduler.pairing.SwissPairing;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.Entry;
import dev.arbiter.scheduler.persistence.EntryStatus;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.Lane;
import dev.arbiter.scheduler.persistence.MatchKind;
import dev.arbiter.scheduler.persistence.OfficialRound;
import dev.arbiter.scheduler.messaging.SchedulerOutbox;
import dev.arbiter.scheduler.persistence.Phase;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.transaction.Transactional;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.UUID;

/**
 * Official rounds: freeze a field, generate every match from the round's seed (round robin in both seats,
 * Swiss round by round, or the seeded instance set of a single-player game), notice when the last one
 * ends, and publish the standings when the organiser says so.
 */
@ApplicationScoped
public class RoundService {

    private final MatchService matches;
    private final SchedulerOutbox outbox;
    private final MatchSeeds matchSeeds;

    public RoundService(MatchService matches, SchedulerOutbox outbox, MatchSeeds matchSeeds) {
        this.matches = matches;
        this.outbox = outbox;
        this.matchSeeds = matchSeeds;
    }

    @Transactional
    public OfficialRound create(String slug, NewRound spec) {
        Competition c = Competition.bySlug(slug).orElseThrow(() -> new NotFoundException("no competition '" + slug + "'"));
        if (c.phase == Phase.CLOSED || c.phase == Phase.ARCHIVED) {
            throw new ConflictException("competition '" + slug + "' is closed");
        }
        List<Entry> field = field(c, spec.entries());
        var round = new OfficialRound();
        round.id = "r-" + UUID.randomUUID();
        round.competition = c;
        round.name = spec.name() == null || spec.name().isBlank() ? "Official round" : spec.name().strip();
        round.format = Objects.requireNonNullElse(spec.format(), c.seats == 1 ? "instances" : "round-robin");
        round.repeats = Math.max(1, Objects.requireNonNullElse(spec.repeats(), 1));
        round.swissRounds = Math.max(1, Objects.requireNonNullElse(spec.swissRounds(), 5));
        round.seed = spec.seed() != null ? spec.seed() : new java.security.SecureRandom().nextLong() & Long.MAX_VALUE;
        round.state = OfficialRound.RUNNING;
        round.createdAt = Instant.now();
        round.entries = new ArrayList<>(field);
        checkFormat(c, round, field);
        round.persist();
        List<Long> keys = fieldKeys(field);
        List<Pairing> pairings = switch (round.format) {
            case "instances" -> RoundRobin.instances(keys, c.instancesPerEntry, round.repeats, matchSeeds.round(round));
            case "swiss" -> nextSwissRound(round, keys);
            default -> RoundRobin.schedule(keys, round.repeats, matchSeeds.round(round));
        };
        createMatches(round, pairings);
        return round;
    }

    private static List<Entry> field(Competition c, List<Long> chosen) {
        if (chosen == null || chosen.isEmpty()) {
            return Entry.latestReadyPerContestant(c);
        }
        var field = new ArrayList<Entry>();
        for (Long key : new java.util.LinkedHashSet<>(chosen)) {
            Entry e = Entry.findById(key);
            if (e == null || !e.competition.id.equals(c.id)) {
                throw new InvalidRequestException("entry " + key + " is not in competition '" + c.slug + "'");
            }
            if (e.status != EntryStatus.READY) {
                throw new InvalidRequestException("entry " + key + " (" + e.label() + ") is " + e.status.wire() + ", not ready");
            }
            field.add(e);
        }
        if (c.rddl()) {
            // The IPPC score's floor is the baselines' sessions in the round itself: they always play.
            for (String baseline : List.of(RddlCompetitions.noopEntryId(c), RddlCompetitions.randomEntryId(c))) {
                Entry.byVersion(baseline, 1).filter(e -> field.stream().noneMatch(f -> f.id.equals(e.id))).ifPresent(field::add);
            }
        }
        field.sort(Comparator.comparing((Entry e) -> e.entryId).thenComparingInt(e -> e.version));
        return field;
    }

    /** The field in a fixed order (entry id, version) that does not depend on database keys: seeds follow it. */
    private static List<Long> fieldKeys(List<Entry> field) {
        return field.stream().sorted(Comparator.comparing((Entry e) -> e.entryId).thenComparingInt(e -> e.version))
                .map(e -> e.id).toList();
    }

    private static void checkFormat(Competition c, OfficialRound round, List<Entry> field) {
        switch (round.format) {
            case "instances" -> {
                if (c.seats != 1) {
                    throw new InvalidRequestException("instances rounds are for single-player games");
                }
            }
            case "round-robin", "swiss" -> {
                if (c.seats != 2) {
                    throw new InvalidRequestException(round.format + " needs a two-seat game; use instances");
                }
            }
            default -> throw new InvalidRequestException("format must be round-robin, swiss or instances");
        }
        if (field.size() < c.seats || field.size() < (c.seats == 1 ? 1 : 2)) {
            throw new InvalidRequestException("not enough ready entries for a round: " + field.size());
        }
    }

    private void createMatches(OfficialRound round, List<Pairing> pairings) {
        Map<Long, Entry> byKey = new HashMap<>();
        round.entries.forEach(e -> byKey.put(e.id, e));
        Integer swiss = "swiss".equals(round.format) ? round.currentSwissRound : null;
        for (Pairing p : pairings) {
            matches.create(round.competition, MatchKind.OFFICIAL, p.seats().stream().map(byKey::get).toList(), p.seed(),
                    new MatchService.Origin(round.id, swiss, null, null, true), Lane.BULK,
                    p.instance() < 0 ? null : round.competition.instanceName(p.instance()));
        }
    }

    /** Pairs the next Swiss round from the points of the rounds played so far. */
    private List<Pairing> nextSwissRound(OfficialRound round, List<Long> keys) {
        List<Match> played = Match.list("roundId = ?1 and kind = ?2", round.id, MatchKind.OFFICIAL);
        Map<Long, Double> points = new HashMap<>();
        Set<String> met = new HashSet<>();
        Set<Long> byes = new HashSet<>();
        Map<Integer, Set<Long>> seatedPerRound = new HashMap<>();
        for (Match m : played) {
            var seats = m.seats();
            seats.forEach(s -> seatedPerRound.computeIfAbsent(m.swissRound, r -> new HashSet<>()).add(s.entry.id));
            if (seats.size() == 2) {
                met.add(SwissPairing.pairKey(seats.get(0).entry.id, seats.get(1).entry.id));
                if (m.state.rated()) {
                    double a = seats.get(0).score == null ? 0 : seats.get(0).score;
                    double b = seats.get(1).score == null ? 0 : seats.get(1).score;
                    points.merge(seats.get(0).entry.id, a > b ? 1 : a == b ? 0.5 : 0, Double::sum);
                    points.merge(seats.get(1).entry.id, b > a ? 1 : a == b ? 0.5 : 0, Double::sum);
                }
            }
        }
        seatedPerRound.values().forEach(seated -> keys.stream().filter(k -> !seated.contains(k)).forEach(byes::add));
        round.currentSwissRound++;
        return SwissPairing.pair(keys, points, met, byes, round.currentSwissRound, matchSeeds.round(round));
    }

    /** The last match of a round (or of a Swiss round) has ended: pair the next Swiss round, or complete. */
    void onRoundMatch(@Observes MatchCompleted event) {
        Match match = event.match();
        if (match.kind != MatchKind.OFFICIAL || match.roundId == null) {
            return;
        }
        OfficialRound round = OfficialRound.findById(match.roundId);
        boolean anyActive = Match.count("roundId = ?1 and kind = ?2 and state in ?3", round.id, MatchKind.OFFICIAL,
                dev.arbiter.scheduler.persistence.MatchState.ACTIVE) > 0;
        if (anyActive || !OfficialRound.RUNNING.equals(round.state)) {
            return;
        }
        if ("swiss".equals(round.format) && round.currentSwissRound < round.swissRounds) {
            createMatches(round, nextSwissRound(round, fieldKeys(round.entries)));
            return;
        }
        round.state = OfficialRound.COMPLETE;
        round.completedAt = Instant.now();
    }

    public List<Standings.Row> standings(OfficialRound round) {
        return Standings.compute(round.entries, Match.withSeats(Match.ofRound(round.id)), round.competition.rankingMethod);
    }

    /** Publishes a complete round's standings (again, after an applied rerun set). */
    @Transactional
    public OfficialRound publish(String roundId) {
        OfficialRound round = find(roundId);
        if (OfficialRound.RUNNING.equals(round.state)) {
            throw new ConflictException("round " + roundId + " is still running");
        }
        round.state = OfficialRound.PUBLISHED;
        round.publishedAt = Instant.now();
        var message = RoundPublished.newBuilder()
                .setRoundId(round.id).setCompetition(round.competition.slug).setName(round.name).setSeed(round.seed)
                .setPublishedAtMs(round.publishedAt.toEpochMilli());
        for (Standings.Row row : standings(round)) {
            var standing = StandingRow.newBuilder().setRank(row.rank()).setEntryId(row.entryId())
                    .setVersion(row.version()).setContestant(row.contestant()).setEntryName(row.entry())
                    .setMatches(row.matches()).setWins(row.wins()).setDraws(row.draws()).setLosses(row.losses())
                    .setScoreTotal(row.scoreTotal()).setScoreMean(row.scoreMean());
            if (row.ippcScore() != null) {
                standing.setIppcScore(row.ippcScore());
            }
            message.addStandings(standing);
        }
        List<Match> matches = Match.withSeats(Match.ofRound(round.id));
        matches.stream().filter(m -> m.inStandings && m.state.rated()).forEach(m -> message.addMatchIds(m.id));
        // Published: the round's phase is over, so its seeds may be shown (service/SeedReveal).
        matches.stream().filter(m -> m.state.terminal()).forEach(m -> SeedReveal.opening(m, m.seats())
                .ifPresent(o -> message.putSeedOpenings(m.id, o.opening())));
        outbox.enqueue(Topics.ROUND_PUBLISHED, round.id, message.build().toByteArray());
        return round;
    }

    public OfficialRound find(String roundId) {
        OfficialRound round = OfficialRound.findById(roundId);
        if (round == null) {
            throw new NotFoundException("no round " + roundId);
        }
        return round;
    }
}
