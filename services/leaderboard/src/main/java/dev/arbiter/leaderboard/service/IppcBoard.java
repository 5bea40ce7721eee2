package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.persistence.Jdbc;
import dev.arbiter.proto.v1.RddlCompetition;
import dev.arbiter.proto.v1.RddlInstance;
import dev.arbiter.proto.v1.RddlSession;
import dev.arbiter.rating.aggregate.IppcScoring;
import dev.arbiter.rating.aggregate.IppcStanding;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.sql.Array;
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
    /** The ladder method name of RDDL competitions. */
    public static final String METHOD = "ippc";

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

    /** Keeps competition.updated's RDDL section: the set and its instances, replaced as a whole. */
    static void store(Connection connection, String slug, RddlCompetition rddl) throws SQLException {
        Jdbc.update(connection, """
                insert into rddl_competition (slug, set_name, files_sha256, rounds, noop_entry_id, random_entry_id)
                values (?, ?, ?, ?, ?, ?)
                on conflict (slug) do update set set_name = excluded.set_name, files_sha256 = excluded.files_sha256,
                    rounds = excluded.rounds, noop_entry_id = excluded.noop_entry_id, random_entry_id = excluded.random_entry_id""",
                slug, rddl.getSet(), rddl.getFilesSha256().isBlank() ? null : rddl.getFilesSha256(), rddl.getRounds(),
                rddl.getNoopEntryId(), rddl.getRandomEntryId());
        Jdbc.update(connection, "delete from rddl_instance where competition = ?", slug);
        int position = 0;
        for (RddlInstance i : rddl.getInstancesList()) {
            Jdbc.update(connection, """
                    insert into rddl_instance (competition, position, name, domain, domain_file, instance_file)
                    values (?, ?, ?, ?, ?, ?)""", slug, position++, i.getName(), i.getDomain(), i.getDomainFile(), i.getInstanceFile());
        }
    }

    /** Keeps one seat's session (match.recorded's SeatResult.rddl), with the seat's row. */
    static void storeSession(Connection connection, String matchId, int seat, RddlSession session) throws SQLException {
        Array rewards = connection.createArrayOf("float8", session.getRoundRewardsList().toArray(new Double[0]));
        Jdbc.update(connection, """
                insert into rddl_session (match_id, seat, instance, round_rewards, total_reward, rounds)
                values (?, ?, ?, ?, ?, ?) on conflict do nothing""", matchId, seat, session.getInstance(), rewards,
                session.getTotalReward(), session.getRounds());
    }

    /** The competition's board, or empty when competition.updated has not told its set yet. */
    public static Optional<Board> compute(Jdbc jdbc, String slug) {
        List<Object[]> competition = jdbc.query("""
                select set_name, files_sha256, rounds, noop_entry_id, random_entry_id from rddl_competition where slug = ?""",
                rows -> new Object[]{rows.getString(1), rows.getString(2), rows.getInt(3), rows.getString(4), rows.getString(5)}, slug);
        if (competition.isEmpty()) {
            return Optional.empty();
        }
        Object[] c = competition.getFirst();
        String noop = (String) c[3];
        String random = (String) c[4];
        List<String[]> instanceRows = jdbc.query("""
                select name, domain, domain_file, instance_file from rddl_instance where competition = ? order by position""",
                rows -> new String[]{rows.getString(1), rows.getString(2), rows.getString(3), rows.getString(4)}, slug);
        Map<String, String> domainOf = new LinkedHashMap<>();
        instanceRows.forEach(i -> domainOf.put(i[0], i[1]));

        // Per entry, per instance: the newest version's rounds, in the order the results were applied.
        Map<String, Map<String, List<Double>>> rounds = new LinkedHashMap<>();
        Map<String, Integer> sessions = new HashMap<>();
        jdbc.query("""
                select s.entry_id, rs.instance, rs.round_rewards from match_result r
                join match_seat s on s.match_id = r.match_id
                join rddl_session rs on rs.match_id = s.match_id and rs.seat = s.seat
                join entry e on e.entry_id = s.entry_id and e.version = s.version
                where r.competition = ? and r.applied order by r.seq, s.seat""", rows -> {
            String entry = rows.getString(1);
            String instance = rows.getString(2);
            Double[] rewards = (Double[]) rows.getArray(3).getArray();
            if (domainOf.containsKey(instance)) {
                rounds.computeIfAbsent(entry, k -> new LinkedHashMap<>()).computeIfAbsent(instance, k -> new ArrayList<>())
                        .addAll(List.of(rewards));
                sessions.merge(entry, 1, Integer::sum);
            }
            return null;
        }, slug);

        IppcScoring.Evaluation evaluation = IppcScoring.evaluate(rounds, noop, random, domainOf);
        Map<String, IppcScoring.Baselines> baselines = evaluation.baselines();
        IppcScoring.Standings standings = evaluation.standings();

        List<InstanceView> instances = new ArrayList<>();
        for (String[] i : instanceRows) {
            IppcScoring.Baselines b = baselines.get(i[0]);
            instances.add(new InstanceView(i[0], i[1], i[2], i[3], b != null, b == null ? null : b.noop(),
                    b == null ? null : b.random()));
        }
        Map<String, List<EntryInstance>> entries = new LinkedHashMap<>();
        for (String entry : rounds.keySet()) {
            var mine = new ArrayList<EntryInstance>();
            for (String[] i : instanceRows) {
                List<Double> list = rounds.get(entry).getOrDefault(i[0], List.of());
                List<Double> counted = list.subList(Math.max(0, list.size() - IppcScoring.ROUNDS_COUNTED), list.size());
                Double normalised = baselines.containsKey(i[0]) ? standings.instanceScores().get(entry).get(i[0]) : null;
                mine.add(new EntryInstance(i[0], i[1], counted.size(), counted.isEmpty() ? null : IppcScoring.baselineMean(counted), normalised));
            }
            entries.put(entry, mine);
        }
        Map<String, Double> overall = new LinkedHashMap<>();
        rounds.keySet().forEach(entry -> overall.put(entry, standings.overall().getOrDefault(entry, 0.0)));
        List<String> domains = new ArrayList<>(new LinkedHashSet<>(domainOf.values()));
        return Optional.of(new Board(slug, (String) c[0], (String) c[1], (Integer) c[2], noop, random, instances, domains, overall,
                standings.domainScores(), entries, sessions));
    }

    /**
     * An official round of an RDDL competition as this service scores it: the sessions of the round's matches only
     * (its baselines' among them fix the floor), by the same libs/rating rule as the board. Empty when the
     * competition's set is not known here.
     */
    static Optional<IppcScoring.Evaluation> ofMatches(Connection connection, String slug, List<String> matchIds)
            throws SQLException {
        List<String[]> baselines = Jdbc.query(connection, "select noop_entry_id, random_entry_id from rddl_competition where slug = ?",
                rows -> new String[]{rows.getString(1), rows.getString(2)}, slug);
        if (baselines.isEmpty()) {
            return Optional.empty();
        }
        Map<String, String> domainOf = new LinkedHashMap<>();
        Jdbc.query(connection, "select name, domain from rddl_instance where competition = ? order by position",
                rows -> domainOf.put(rows.getString(1), rows.getString(2)), slug);
        Map<String, Map<String, List<Double>>> rounds = new LinkedHashMap<>();
        Jdbc.query(connection, """
                select s.entry_id, rs.instance, rs.round_rewards from match_result r
                join match_seat s on s.match_id = r.match_id
                join rddl_session rs on rs.match_id = s.match_id and rs.seat = s.seat
                where r.match_id = any (?) and r.status = 'completed' order by r.seq, s.seat""", rows -> rounds
                .computeIfAbsent(rows.getString(1), k -> new LinkedHashMap<>()).computeIfAbsent(rows.getString(2), k -> new ArrayList<>())
                .addAll(List.of((Double[]) rows.getArray(3).getArray())), connection.createArrayOf("varchar", matchIds.toArray()));
        return Optional.of(IppcScoring.evaluate(rounds, baselines.getFirst()[0], baselines.getFirst()[1], domainOf));
    }

    /** The entries best first, as libs/rating ranks them (overall score, then entry id). */
    static List<String> ranked(Board board) {
        return IppcScoring.rank(new IppcScoring.Standings(Map.of(), board.domainScores(), board.overall())).stream()
                .map(IppcStanding::entryId).toList();
    }
}
