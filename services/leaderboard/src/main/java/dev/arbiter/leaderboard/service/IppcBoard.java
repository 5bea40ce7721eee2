package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.persistence.IppcRepository;
import dev.arbiter.leaderboard.persistence.IppcRepository.InstanceRow;
import dev.arbiter.leaderboard.persistence.IppcRepository.RddlSet;
import dev.arbiter.leaderboard.persistence.IppcRepository.SessionRow;
import dev.arbiter.rating.aggregate.IppcScoring;
import dev.arbiter.rating.aggregate.IppcStanding;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An RDDL competition's board: the IPPC normalised score (docs/protocols/rddl.md §8) of each entry, per instance,
 * per domain and overall, computed by libs/rating's {@link IppcScoring} (the one owner of that rule, which the scheduler's official rounds
 * call too) from the sessions stored here. What this class decides is only what goes in: each entry's newest
 * version's rounds per instance in the order they were recorded, and which entries are the baselines.
 */
public final class IppcBoard {

    public static final String PROTOCOL = "rddl";

    private IppcBoard() {
    }

    @Schema(description = "One instance of an RDDL competition's set, with the figures its scores are normalised by")
    public record InstanceView(String name, String domain, String domainFile, String instanceFile,
                               @Schema(description = "Whether both baselines have played it: only then is it scored") boolean scored,
                               @Schema(description = "No-op baseline's mean round reward", nullable = true) Double noop,
                               @Schema(description = "Random baseline's mean round reward", nullable = true) Double random) {
    }

    @Schema(description = "One entry's session figures on one instance")
    public record EntryInstance(String instance, String domain,
                                @Schema(description = "Counted rounds played there (the last 30 count)") int rounds,
                                @Schema(description = "Mean reward over those rounds", nullable = true) Double meanReward,
                                @Schema(description = "IPPC normalised score in [0, 1]; null while the instance has no floor", nullable = true)
                                Double normalised) {
    }

    /**
     * The whole board of one competition.
     *
     * @param entries per entry: its instances' figures, in the set's order
     */
    public record Board(String slug, String set, String filesSha256, int rounds, String noopEntryId, String randomEntryId,
                        List<InstanceView> instances, List<String> domains, Map<String, Double> overall,
                        Map<String, Map<String, Double>> domainScores, Map<String, List<EntryInstance>> entries,
                        Map<String, Integer> sessions) {

        /** "noop", "random", or null for a contestant's entry. */
        public String baseline(String entryId) {
            return entryId.equals(noopEntryId) ? "noop" : entryId.equals(randomEntryId) ? "random" : null;
        }

        public boolean complete(String entryId) {
            List<EntryInstance> mine = entries.getOrDefault(entryId, List.of());
            return instances.stream().allMatch(InstanceView::scored) && mine.stream().allMatch(i -> i.rounds() > 0);
        }

        public Optional<InstanceView> instance(String name) {
            return instances.stream().filter(i -> i.name().equals(name)).findFirst();
        }
    }

    /** The competition's board, or empty when competition.updated has not told its set yet. */
    public static Optional<Board> compute(IppcRepository repository, String slug) {
        Optional<RddlSet> set = repository.set(slug);
        if (set.isEmpty()) {
            return Optional.empty();
        }
        RddlSet c = set.get();
        String noop = c.noopEntryId();
        String random = c.randomEntryId();
        List<InstanceRow> instanceRows = repository.instances(slug);
        Map<String, String> domainOf = new LinkedHashMap<>();
        instanceRows.forEach(i -> domainOf.put(i.name(), i.domain()));

        // Per entry, per instance: the newest version's rounds, in the order the results were applied.
        Map<String, Map<String, List<Double>>> rounds = new LinkedHashMap<>();
        Map<String, Integer> sessions = new HashMap<>();
        for (SessionRow session : repository.newestVersionSessions(slug)) {
            if (domainOf.containsKey(session.instance())) {
                rounds.computeIfAbsent(session.entryId(), k -> new LinkedHashMap<>())
                        .computeIfAbsent(session.instance(), k -> new ArrayList<>()).addAll(session.roundRewards());
                sessions.merge(session.entryId(), 1, Integer::sum);
            }
        }

        IppcScoring.Evaluation evaluation = IppcScoring.evaluate(rounds, noop, random, domainOf);
        Map<String, IppcScoring.Baselines> baselines = evaluation.baselines();
        IppcScoring.Standings standings = evaluation.standings();

        List<InstanceView> instances = new ArrayList<>();
        for (InstanceRow i : instanceRows) {
            IppcScoring.Baselines b = baselines.get(i.name());
            instances.add(new InstanceView(i.name(), i.domain(), i.domainFile(), i.instanceFile(), b != null,
                    b == null ? null : b.noop(), b == null ? null : b.random()));
        }
        Map<String, List<EntryInstance>> entries = new LinkedHashMap<>();
        for (String entry : rounds.keySet()) {
            var mine = new ArrayList<EntryInstance>();
            for (InstanceRow i : instanceRows) {
                List<Double> list = rounds.get(entry).getOrDefault(i.name(), List.of());
                List<Double> counted = list.subList(Math.max(0, list.size() - IppcScoring.ROUNDS_COUNTED), list.size());
                Double normalised = baselines.containsKey(i.name()) ? standings.instanceScores().get(entry).get(i.name()) : null;
                mine.add(new EntryInstance(i.name(), i.domain(), counted.size(), counted.isEmpty() ? null : IppcScoring.baselineMean(counted), normalised));
            }
            entries.put(entry, mine);
        }
        Map<String, Double> overall = new LinkedHashMap<>();
        rounds.keySet().forEach(entry -> overall.put(entry, standings.overall().getOrDefault(entry, 0.0)));
        List<String> domains = new ArrayList<>(new LinkedHashSet<>(domainOf.values()));
        return Optional.of(new Board(slug, c.name(), c.filesSha256(), c.rounds(), noop, random, instances, domains, overall,
                standings.domainScores(), entries, sessions));
    }

    /**
     * An official round of an RDDL competition as this service scores it: the sessions of the round's matches only
     * (its baselines' among them fix the floor), by the same libs/rating rule as the board. Empty when the
     * competition's set is not known here.
     */
    static Optional<IppcScoring.Evaluation> ofMatches(IppcRepository repository, Connection connection, String slug,
                                                      List<String> matchIds) throws SQLException {
        Optional<RddlSet> set = repository.set(connection, slug);
        if (set.isEmpty()) {
            return Optional.empty();
        }
        Map<String, String> domainOf = new LinkedHashMap<>();
        repository.instances(connection, slug).forEach(i -> domainOf.put(i.name(), i.domain()));
        Map<String, Map<String, List<Double>>> rounds = new LinkedHashMap<>();
        for (SessionRow session : repository.completedSessions(connection, matchIds)) {
            rounds.computeIfAbsent(session.entryId(), k -> new LinkedHashMap<>())
                    .computeIfAbsent(session.instance(), k -> new ArrayList<>()).addAll(session.roundRewards());
        }
        return Optional.of(IppcScoring.evaluate(rounds, set.get().noopEntryId(), set.get().randomEntryId(), domainOf));
    }

    /** The entries best first, as libs/rating ranks them (overall score, then entry id). */
    static List<String> ranked(Board board) {
        return IppcScoring.rank(new IppcScoring.Standings(Map.of(), board.domainScores(), board.overall())).stream()
                .map(IppcStanding::entryId).toList();
    }
}
