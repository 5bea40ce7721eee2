package dev.arbiter.leaderboard.service;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.leaderboard.metrics.LeaderboardMetrics;
import dev.arbiter.leaderboard.persistence.Jdbc;
import dev.arbiter.leaderboard.rating.PairwiseMethod;
import dev.arbiter.leaderboard.rating.StoredState;
import dev.arbiter.rating.Ranks;
import dev.arbiter.rating.aggregate.ScoreStanding;
import dev.arbiter.rating.aggregate.SeatScore;
import dev.arbiter.rating.batch.ScoreStatistics;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Each competition's ranking, computed once after a change and then served from memory: the ranked rows,
 * and each requested page already serialised to JSON. A change (a result applied, a method switched)
 * drops the snapshot; the next reader rebuilds it from the {@code rating} table (one indexed scan) while
 * concurrent readers of the same competition wait for that one rebuild instead of starting their own.
 */
@ApplicationScoped
public class LeaderboardCache {

    private final Jdbc jdbc;
    private final Ratings ratings;
    private final ObjectMapper json;
    private final LeaderboardMetrics metrics;
    private final Map<String, Snapshot> snapshots = new ConcurrentHashMap<>();
    private final Map<String, AtomicLong> generations = new ConcurrentHashMap<>();

    public LeaderboardCache(Jdbc jdbc, Ratings ratings, ObjectMapper json, LeaderboardMetrics metrics) {
        this.jdbc = jdbc;
        this.ratings = ratings;
        this.json = json;
        this.metrics = metrics;
    }

    public void invalidate(String slug) {
        generation(slug).incrementAndGet();
        snapshots.remove(slug);
    }

    /** The competition's ranked rows, or empty when no such competition is known. */
    public Optional<Snapshot> snapshot(String slug) {
        Snapshot current = snapshots.get(slug);
        if (current != null) {
            return Optional.of(current);
        }
        AtomicLong generation = generation(slug);
        synchronized (generation) {
            current = snapshots.get(slug);
            if (current != null) {
                return Optional.of(current);
            }
            long before = generation.get();
            Optional<Snapshot> built = metrics.timeRebuild(() -> build(slug));
            if (built.isPresent() && generation.get() == before) {
                snapshots.put(slug, built.get());
            }
            return built;
        }
    }

    /** A page as JSON bytes, serialised once per snapshot. */
    public Optional<byte[]> pageJson(String slug, int page, int size) {
        return snapshot(slug).map(snapshot -> snapshot.pagesJson.computeIfAbsent(page + ":" + size, key -> {
            try {
                return json.writeValueAsBytes(snapshot.page(page, size));
            } catch (JsonProcessingException e) {
                throw new IllegalStateException(e);
            }
        }));
    }

    private AtomicLong generation(String slug) {
        return generations.computeIfAbsent(slug, s -> new AtomicLong());
    }

    private Optional<Snapshot> build(String slug) {
        Optional<CompetitionView> competition = jdbc.query("""
                select slug, title, game, protocol, phase, public, ranking_method, seats, ladder_method
                from competition where slug = ?""", Competitions::view, slug).stream().findFirst();
        if (competition.isEmpty()) {
            return Optional.empty();
        }
        CompetitionView c = competition.get();
        if (c.ippc()) {
            IppcBoard.Board board = IppcBoard.compute(jdbc, slug).orElse(null);
            List<LeaderboardRow> rows = board == null ? List.of() : ippcRows(board);
            return Optional.of(new Snapshot(c, rows, Disqualifications.standing(jdbc, slug), new ConcurrentHashMap<>(), board, null));
        }
        if (c.gvgai()) {
            GvgaiBoard.Board board = GvgaiBoard.compute(jdbc, slug).orElse(null);
            List<LeaderboardRow> rows = board == null ? List.of() : gvgaiRows(board);
            return Optional.of(new Snapshot(c, rows, Disqualifications.standing(jdbc, slug), new ConcurrentHashMap<>(), null, board));
        }
        List<LeaderboardRow> rows = c.pairwise() ? ladderRows(c) : scoreRows(c);
        return Optional.of(new Snapshot(c, List.copyOf(rows), Disqualifications.standing(jdbc, slug), new ConcurrentHashMap<>(), null, null));
    }

    /** Ladder rows straight off the rating_board index order; ranks shared by equal values. */
    private List<LeaderboardRow> ladderRows(CompetitionView c) {
        PairwiseMethod<?> method = ratings.method(c.ladderMethod()).orElseThrow();
        List<LeaderboardRow> unranked = jdbc.query("""
                select r.entry_id, r.value, r.uncertainty, r.matches, r.last_change, r.s1, r.s2, r.s3, r.s_at,
                       e.name, e.contestant, e.version
                from rating r join entry e on e.entry_id = r.entry_id
                where r.competition = ? order by r.value desc, r.entry_id""", rows -> new LeaderboardRow(0,
                rows.getString("entry_id"), rows.getString("name"), rows.getString("contestant"), rows.getDouble("value"),
                Jdbc.nullableDouble(rows, "uncertainty"), rows.getInt("matches"),
                method.isProvisional(new StoredState(rows.getDouble("s1"), Jdbc.nullableDouble(rows, "s2"),
                        Jdbc.nullableDouble(rows, "s3"), Jdbc.instant(rows, "s_at"), rows.getInt("matches"))),
                rows.getDouble("last_change"), rows.getInt("version")), c.slug());
        return Ranks.sortAndRank(unranked, Comparator.comparingDouble(LeaderboardRow::rating).reversed()
                        .thenComparing(LeaderboardRow::entryId), (a, b) -> a.rating() == b.rating(),
                (row, rank) -> new LeaderboardRow(rank, row.entryId(), row.entry(), row.contestant(), row.rating(),
                        row.uncertainty(), row.matches(), row.provisional(), row.lastChange(), row.version()));
    }

    /**
     * Single-player competitions: libs/rating's ranking of the competition's results (mean score with its 95 %
     * interval; Taboo's lowest total over the games every entry completed; LMC's spec rankings). Where the
     * ranking keeps score statistics the row shows the mean per counted result, which orders entries as their
     * totals over one common game set do.
     */
    private List<LeaderboardRow> scoreRows(CompetitionView c) {
        List<SeatScore> seats = new ArrayList<>();
        Map<String, String[]> names = new HashMap<>();
        jdbc.query("""
                select s.entry_id, s.score, s.scored_moves, r.seed, e.name, e.contestant, e.version from match_result r
                join match_seat s on s.match_id = r.match_id join entry e on e.entry_id = s.entry_id
                where r.competition = ? and r.applied order by r.seq, s.seat""", rows -> {
            seats.add(new SeatScore(c.game(), Long.toString(rows.getLong("seed")), rows.getString("entry_id"), null,
                    rows.getDouble("score"), rows.getInt("scored_moves")));
            names.putIfAbsent(rows.getString("entry_id"), new String[]{rows.getString("name"),
                    rows.getString("contestant"), String.valueOf(rows.getInt("version"))});
            return null;
        }, c.slug());
        List<LeaderboardRow> rows = new ArrayList<>();
        for (ScoreStanding standing : c.scoreRanking().rank(seats)) {
            String[] who = names.get(standing.entryId());
            ScoreStatistics statistics = standing.statistics();
            double rating = statistics == null ? standing.score() : statistics.mean();
            double halfWidth = statistics == null ? Double.NaN : statistics.meanInterval().upper() - statistics.mean();
            rows.add(new LeaderboardRow(standing.rank(), standing.entryId(), who[0], who[1], rating,
                    Double.isFinite(halfWidth) ? halfWidth : null, standing.counted(), false, 0.0, Integer.parseInt(who[2])));
        }
        return rows;
    }

    /**
     * RDDL competitions: every entry that played a session, by its overall IPPC normalised score (equal scores
     * share a rank), the baselines among them; matches are its newest version's sessions, provisional until it
     * and both baselines have played every instance.
     */
    private List<LeaderboardRow> ippcRows(IppcBoard.Board board) {
        Map<String, String[]> names = entryNames(board.slug());
        List<LeaderboardRow> unranked = new ArrayList<>();
        for (String entryId : IppcBoard.ranked(board)) {
            String[] who = names.getOrDefault(entryId, new String[]{entryId, "", "0"});
            unranked.add(new LeaderboardRow(0, entryId, who[0], who[1], board.overall().get(entryId), null,
                    board.sessions().getOrDefault(entryId, 0), !board.complete(entryId), 0.0, Integer.parseInt(who[2]),
                    board.baseline(entryId), board.domainScores().getOrDefault(entryId, Map.of())));
        }
        return Ranks.sortAndRank(unranked, Comparator.comparingDouble(LeaderboardRow::rating).reversed()
                        .thenComparing(LeaderboardRow::entryId), (a, b) -> a.rating() == b.rating(),
                (row, rank) -> new LeaderboardRow(rank, row.entryId(), row.entry(), row.contestant(), row.rating(),
                        row.uncertainty(), row.matches(), row.provisional(), row.lastChange(), row.version(), row.baseline(),
                        row.domainScores()));
    }

    /**
     * GVGAI competitions: every entry with a run, by its points over the games (equal sums share a rank, as
     * GvgaiFormulaOnePoints ranks them); matches are its newest version's runs, provisional until it has played
     * every game; the per-game points ride in the row's per-game column map.
     */
    private List<LeaderboardRow> gvgaiRows(GvgaiBoard.Board board) {
        Map<String, String[]> names = entryNames(board.slug());
        List<LeaderboardRow> rows = new ArrayList<>();
        for (var standing : board.standings()) {
            String[] who = names.getOrDefault(standing.entryId(), new String[]{standing.entryId(), "", "0"});
            Map<String, Double> perGame = new java.util.LinkedHashMap<>();
            board.entries().getOrDefault(standing.entryId(), List.of()).forEach(g -> perGame.put(g.game(), (double) g.points()));
            rows.add(new LeaderboardRow(standing.rank(), standing.entryId(), who[0], who[1], standing.points(), null,
                    board.runs().getOrDefault(standing.entryId(), 0), !board.complete(standing.entryId()), 0.0,
                    Integer.parseInt(who[2]), null, perGame));
        }
        return List.copyOf(rows);
    }

    /** Name, contestant and newest version of each of the competition's entries, by entry id. */
    private Map<String, String[]> entryNames(String slug) {
        Map<String, String[]> names = new HashMap<>();
        jdbc.query("select entry_id, name, contestant, version from entry where competition = ?", rows -> {
            names.put(rows.getString(1), new String[]{rows.getString(2), rows.getString(3), String.valueOf(rows.getInt(4))});
            return null;
        }, slug);
        return names;
    }

    /**
     * One competition's ranking at one moment.
     *
     * @param disqualified entries out of the ranking, with the organiser's reason
     * @param pagesJson    pages already serialised, by "page:size"
     * @param ippc         RDDL competitions: the board the rows come from; null otherwise
     * @param gvgai        GVGAI competitions: the board the rows come from; null otherwise
     */
    public record Snapshot(CompetitionView competition, List<LeaderboardRow> rows, List<Views.Disqualification> disqualified,
                           Map<String, byte[]> pagesJson, IppcBoard.Board ippc, GvgaiBoard.Board gvgai) {

        public LeaderboardPage page(int page, int size) {
            int from = Math.min(rows.size(), page * size);
            int to = Math.min(rows.size(), from + size);
            return new LeaderboardPage(competition.slug(), competition.title(), competition.ladderMethod(),
                    competition.ratingLabel(), page, size, rows.size(), rows.subList(from, to), disqualified,
                    ippc == null ? null : new LeaderboardPage.IppcSummary(ippc.set(), ippc.rounds(), ippc.instances(), ippc.domains()),
                    gvgai == null ? null : new LeaderboardPage.GvgaiSummary(gvgai.games(), gvgai.entries(), gvgai.names()));
        }

        public Optional<LeaderboardRow> row(String entryId) {
            return rows.stream().filter(row -> row.entryId().equals(entryId)).findFirst();
        }
    }
}
