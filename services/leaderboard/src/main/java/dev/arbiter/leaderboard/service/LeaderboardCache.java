package dev.arbiter.leaderboard.service;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.arbiter.leaderboard.metrics.LeaderboardMetrics;
import dev.arbiter.leaderboard.model.CompetitionView;
import dev.arbiter.leaderboard.model.LeaderboardRow;
import dev.arbiter.leaderboard.model.Views;
import dev.arbiter.leaderboard.persistence.CompetitionRepository;
import dev.arbiter.leaderboard.persistence.DisqualificationRepository;
import dev.arbiter.leaderboard.persistence.EntryRepository;
import dev.arbiter.leaderboard.persistence.EntryRepository.EntryRow;
import dev.arbiter.leaderboard.persistence.GvgaiRepository;
import dev.arbiter.leaderboard.persistence.IppcRepository;
import dev.arbiter.leaderboard.persistence.RatingRepository;
import dev.arbiter.leaderboard.persistence.ResultRepository;
import dev.arbiter.leaderboard.persistence.ResultRepository.ResultSeat;
import dev.arbiter.leaderboard.rating.PairwiseMethod;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.rating.Ranks;
import dev.arbiter.rating.aggregate.ScoreStanding;
import dev.arbiter.rating.aggregate.SeatScore;
import dev.arbiter.rating.batch.ScoreStatistics;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.ArrayList;
import java.util.Comparator;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;

/**
 * Each competition's ranking, computed once after a change and then served from memory: the ranked rows,
 * and each requested page already serialised to JSON. A change (a result applied, a method switched)
 * drops the snapshot; the next reader rebuilds it from the {@code rating} table (one indexed scan) while
 * concurrent readers of the same competition wait for that one rebuild instead of starting their own.
 */
@ApplicationScoped
public class LeaderboardCache {

    private final CompetitionRepository competitions;
    private final RatingRepository ratingRows;
    private final ResultRepository results;
    private final EntryRepository entries;
    private final DisqualificationRepository disqualifications;
    private final IppcRepository ippc;
    private final GvgaiRepository gvgai;
    private final Ratings ratings;
    private final ObjectMapper json;
    private final LeaderboardMetrics metrics;
    private final Map<String, Snapshot> snapshots = new ConcurrentHashMap<>();
    private final Map<String, AtomicLong> generations = new ConcurrentHashMap<>();

    public LeaderboardCache(CompetitionRepository competitions, RatingRepository ratingRows, ResultRepository results,
                            EntryRepository entries, DisqualificationRepository disqualifications, IppcRepository ippc,
                            GvgaiRepository gvgai, Ratings ratings, ObjectMapper json, LeaderboardMetrics metrics) {
        this.competitions = competitions;
        this.ratingRows = ratingRows;
        this.results = results;
        this.entries = entries;
        this.disqualifications = disqualifications;
        this.ippc = ippc;
        this.gvgai = gvgai;
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
        Optional<CompetitionView> competition = competitions.find(slug);
        if (competition.isEmpty()) {
            return Optional.empty();
        }
        CompetitionView c = competition.get();
        if (c.ippc()) {
            IppcBoard.Board board = IppcBoard.compute(ippc, slug).orElse(null);
            List<LeaderboardRow> rows = board == null ? List.of() : ippcRows(board);
            return Optional.of(new Snapshot(c, rows, disqualifications.standing(slug), new ConcurrentHashMap<>(), board, null));
        }
        if (c.gvgai()) {
            GvgaiBoard.Board board = GvgaiBoard.compute(gvgai, slug).orElse(null);
            List<LeaderboardRow> rows = board == null ? List.of() : gvgaiRows(board);
            return Optional.of(new Snapshot(c, rows, disqualifications.standing(slug), new ConcurrentHashMap<>(), null, board));
        }
        List<LeaderboardRow> rows = c.pairwise() ? ladderRows(c) : scoreRows(c);
        return Optional.of(new Snapshot(c, List.copyOf(rows), disqualifications.standing(slug), new ConcurrentHashMap<>(), null, null));
    }

    /** Ladder rows straight off the rating_board index order; ranks shared by equal values. */
    private List<LeaderboardRow> ladderRows(CompetitionView c) {
        PairwiseMethod<?> method = ratings.method(c.ladderMethod()).orElseThrow();
        List<LeaderboardRow> unranked = ratingRows.ladder(c.slug()).stream().map(rated -> new LeaderboardRow(0,
                rated.entryId(), rated.name(), rated.contestant(), rated.value(), rated.uncertainty(), rated.matches(),
                method.isProvisional(rated.state()), rated.lastChange(), rated.version()))
                .collect(Collectors.toCollection(ArrayList::new));
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
        for (ResultSeat seat : results.appliedSeats(c.slug())) {
            seats.add(new SeatScore(c.game(), Long.toString(seat.seed()), seat.entryId(), null, seat.score(),
                    seat.scoredMoves()));
        }
        Map<String, EntryRow> names = entries.ofCompetition(c.slug());
        List<LeaderboardRow> rows = new ArrayList<>();
        for (ScoreStanding standing : c.scoreRanking().rank(seats)) {
            EntryRow who = names.get(standing.entryId());
            ScoreStatistics statistics = standing.statistics();
            double rating = statistics == null ? standing.score() : statistics.mean();
            double halfWidth = statistics == null ? Double.NaN : statistics.meanInterval().upper() - statistics.mean();
            rows.add(new LeaderboardRow(standing.rank(), standing.entryId(), who.name(), who.contestant(), rating,
                    Double.isFinite(halfWidth) ? halfWidth : null, standing.counted(), false, 0.0, who.version()));
        }
        return rows;
    }

    /**
     * RDDL competitions: every entry that played a session, by its overall IPPC normalised score (equal scores
     * share a rank), the baselines among them; matches are its newest version's sessions, provisional until it
     * and both baselines have played every instance.
     */
    private List<LeaderboardRow> ippcRows(IppcBoard.Board board) {
        Map<String, EntryRow> names = entries.ofCompetition(board.slug());
        List<LeaderboardRow> unranked = new ArrayList<>();
        for (String entryId : IppcBoard.ranked(board)) {
            EntryRow who = names.getOrDefault(entryId, unknown(entryId));
            unranked.add(new LeaderboardRow(0, entryId, who.name(), who.contestant(), board.overall().get(entryId), null,
                    board.sessions().getOrDefault(entryId, 0), !board.complete(entryId), 0.0, who.version(),
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
        Map<String, EntryRow> names = entries.ofCompetition(board.slug());
        List<LeaderboardRow> rows = new ArrayList<>();
        for (var standing : board.standings()) {
            EntryRow who = names.getOrDefault(standing.entryId(), unknown(standing.entryId()));
            Map<String, Double> perGame = new java.util.LinkedHashMap<>();
            board.entries().getOrDefault(standing.entryId(), List.of()).forEach(g -> perGame.put(g.game(), (double) g.points()));
            rows.add(new LeaderboardRow(standing.rank(), standing.entryId(), who.name(), who.contestant(), standing.points(),
                    null, board.runs().getOrDefault(standing.entryId(), 0), !board.complete(standing.entryId()), 0.0,
                    who.version(), null, perGame));
        }
        return List.copyOf(rows);
    }

    /** An entry a board names that no result has told the name of (yet): its id stands in. */
    private static EntryRow unknown(String entryId) {
        return new EntryRow(entryId, "", "", entryId, 0);
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
            return new LeaderboardPage(competition.slug(), competition.title(), Vocabulary.wireName(competition.ladderMethod()),
                    competition.ratingLabel(), page, size, rows.size(), rows.subList(from, to), disqualified,
                    ippc == null ? null : new LeaderboardPage.IppcSummary(ippc.set(), ippc.rounds(), ippc.instances(), ippc.domains()),
                    gvgai == null ? null : new LeaderboardPage.GvgaiSummary(gvgai.games(), gvgai.entries(), gvgai.names()));
        }

        public Optional<LeaderboardRow> row(String entryId) {
            return rows.stream().filter(row -> row.entryId().equals(entryId)).findFirst();
        }
    }
}
