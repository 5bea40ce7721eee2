package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.metrics.LeaderboardMetrics;
import dev.arbiter.leaderboard.persistence.Jdbc;
import dev.arbiter.proto.v1.RoundPublished;
import dev.arbiter.proto.v1.StandingRow;
import dev.arbiter.rating.MatchResult;
import dev.arbiter.rating.batch.BradleyTerry;
import dev.arbiter.rating.batch.BradleyTerryRanking;
import dev.arbiter.rating.batch.BradleyTerryStrength;
import dev.arbiter.rating.aggregate.ScoreRanking;
import dev.arbiter.rating.aggregate.ScoreStanding;
import dev.arbiter.rating.aggregate.SeatScore;
import dev.arbiter.rating.batch.Interval;
import jakarta.enterprise.context.ApplicationScoped;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Official rounds ({@code round.published}): the scheduler's standings as published, beside this
 * service's estimate computed from the round's recorded matches — a Bradley–Terry fit (in Elo points, with
 * 95 % intervals) for two-seat games; for single-player games the competition's libs/rating ranking: Taboo's
 * lowest total over the games every entry completed, LMC's spec rankings, or the score total, with 95 %
 * intervals where the ranking has them; for RDDL competitions the IPPC normalised score of the round's sessions
 * (libs/rating, as the scheduler ranks the round). A round published again (after reruns) replaces its earlier
 * standings; the same message twice changes nothing.
 */
@ApplicationScoped
public class Rounds {

    /** Natural-log strength to Elo points: 400 / ln 10. */
    static final double ELO_POINTS = 400.0 / StrictMath.log(10.0);

    private final Jdbc jdbc;
    private final Competitions competitions;
    private final LiveUpdates live;
    private final LeaderboardMetrics metrics;

    public Rounds(Jdbc jdbc, Competitions competitions, LiveUpdates live, LeaderboardMetrics metrics) {
        this.jdbc = jdbc;
        this.competitions = competitions;
        this.live = live;
        this.metrics = metrics;
    }

    public void onPublished(RoundPublished message) {
        jdbc.inTransaction(connection -> {
            CompetitionView competition = competitions.ensureAndLock(connection, message.getCompetition(), 2);
            Map<String, Estimate> estimates = estimate(connection, competition, message.getMatchIdsList());
            String method = competition.ippc() ? IppcBoard.METHOD
                    : competition.seats() == 1 ? method(soloRanking(competition)) : "bradley-terry";
            Jdbc.update(connection, "delete from round_standing where round_id = ?", message.getRoundId());
            Jdbc.update(connection, """
                    insert into official_round (round_id, competition, name, seed, method, published_at) values (?, ?, ?, ?, ?, ?)
                    on conflict (round_id) do update set name = excluded.name, seed = excluded.seed, method = excluded.method,
                        published_at = excluded.published_at""", message.getRoundId(), competition.slug(),
                    message.getName().isBlank() ? message.getRoundId() : message.getName(), message.getSeed(), method,
                    Instant.ofEpochMilli(message.getPublishedAtMs()));
            for (StandingRow row : message.getStandingsList()) {
                Estimate e = estimates.get(row.getEntryId());
                Jdbc.update(connection, """
                        insert into round_standing (round_id, entry_id, version, contestant, entry_name, official_rank, matches,
                            wins, draws, losses, score_total, score_mean, estimate_rank, estimate, ci_lower, ci_upper, ippc_score)
                        values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""", message.getRoundId(), row.getEntryId(),
                        row.getVersion(), row.getContestant(), row.getEntryName(), row.getRank(), row.getMatches(),
                        row.getWins(), row.getDraws(), row.getLosses(), row.getScoreTotal(), row.getScoreMean(),
                        e == null ? null : e.rank, e == null ? null : e.value, e == null ? null : finite(e.lower),
                        e == null ? null : finite(e.upper), row.hasIppcScore() ? row.getIppcScore() : null);
            }
            return null;
        });
        metrics.roundPublished();
        live.competitionChanged(message.getCompetition(), null);
    }

    private Map<String, Estimate> estimate(Connection connection, CompetitionView competition, List<String> matchIds)
            throws SQLException {
        Map<String, Estimate> estimates = new HashMap<>();
        if (matchIds.isEmpty()) {
            return estimates;
        }
        List<Object[]> seats = Jdbc.query(connection, """
                select r.match_id, r.seq, r.recorded_at, s.seat, s.entry_id, s.score, r.seed, s.scored_moves from match_result r
                join match_seat s on s.match_id = r.match_id
                where r.match_id = any (?) and r.status = 'completed' order by r.seq, s.seat""",
                rows -> new Object[]{rows.getString("match_id"), rows.getLong("seq"), Jdbc.instant(rows, "recorded_at"),
                        rows.getInt("seat"), rows.getString("entry_id"), rows.getDouble("score"), rows.getLong("seed"),
                        rows.getInt("scored_moves")},
                connection.createArrayOf("varchar", matchIds.toArray()));
        if (competition.ippc()) {
            IppcBoard.ofMatches(connection, competition.slug(), matchIds).ifPresent(evaluation -> evaluation.ranking()
                    .forEach(s -> estimates.put(s.entryId(), new Estimate(s.rank(), s.score(), Double.NaN, Double.NaN))));
            return estimates;
        }
        if (competition.seats() == 1) {
            List<SeatScore> scores = seats.stream().map(s -> new SeatScore(competition.game(), String.valueOf(s[6]),
                    (String) s[4], null, (double) s[5], (int) s[7])).toList();
            for (ScoreStanding standing : soloRanking(competition).rank(scores)) {
                Interval interval = standing.interval() == null ? Interval.UNBOUNDED : standing.interval();
                estimates.put(standing.entryId(), new Estimate(standing.rank(), standing.score(), interval.lower(), interval.upper()));
            }
            return estimates;
        }
        List<MatchResult> results = new ArrayList<>();
        for (int i = 0; i + 1 < seats.size(); i++) {
            Object[] first = seats.get(i);
            Object[] second = seats.get(i + 1);
            if (first[0].equals(second[0])) {
                results.add(MatchResult.completed((String) first[0], (long) first[1], (Instant) first[2],
                        (String) first[4], (double) first[5], (String) second[4], (double) second[5]));
                i++;
            }
        }
        if (results.isEmpty()) {
            return estimates;
        }
        BradleyTerryRanking ranking = new BradleyTerry().rank(results);
        for (BradleyTerryStrength row : ranking.rows()) {
            estimates.put(row.entryId(), new Estimate(row.rank(), row.strength() * ELO_POINTS,
                    row.interval().lower() * ELO_POINTS, row.interval().upper() * ELO_POINTS));
        }
        return estimates;
    }

    /** A single-player round is estimated by its competition's ranking; the board's mean becomes the round's total. */
    private static ScoreRanking soloRanking(CompetitionView competition) {
        ScoreRanking ranking = competition.scoreRanking();
        return ranking == ScoreRanking.MEAN ? ScoreRanking.SUM : ranking;
    }

    private static String method(ScoreRanking ranking) {
        return ranking == ScoreRanking.SUM ? "score-total" : ranking.wireName();
    }

    private static Double finite(double value) {
        return Double.isFinite(value) ? value : null;
    }

    private record Estimate(int rank, double value, double lower, double upper) {
    }

    /** The newest published round of a competition with its standings, best official rank first. */
    public Optional<RoundView> latest(String slug) {
        return jdbc.query("""
                select round_id, name, method, published_at from official_round where competition = ?
                order by published_at desc limit 1""", rows -> new RoundView(rows.getString("round_id"),
                rows.getString("name"), rows.getString("method"), Jdbc.instant(rows, "published_at"), List.of()), slug)
                .stream().findFirst().map(round -> new RoundView(round.roundId(), round.name(), round.method(),
                        round.publishedAt(), jdbc.query("""
                                select * from round_standing where round_id = ? order by official_rank, entry_id""",
                        rows -> new RoundRow(rows.getInt("official_rank"), rows.getString("entry_id"),
                                rows.getString("entry_name"), rows.getString("contestant"), rows.getInt("matches"),
                                rows.getInt("wins"), rows.getInt("draws"), rows.getInt("losses"),
                                rows.getDouble("score_total"), rows.getDouble("score_mean"),
                                (Integer) rows.getObject("estimate_rank"), Jdbc.nullableDouble(rows, "estimate"),
                                Jdbc.nullableDouble(rows, "ci_lower"), Jdbc.nullableDouble(rows, "ci_upper"),
                                Jdbc.nullableDouble(rows, "ippc_score")),
                        round.roundId())));
    }

    @Schema(description = "An official round as published, with this service's estimate beside the official standings")
    public record RoundView(String roundId, String name,
                            @Schema(description = "bradley-terry (Elo points), score-total, lowest-total, mean-score-per-turn, normalised-mean-per-move or ippc (RDDL: IPPC normalised score)") String method,
                            Instant publishedAt, List<RoundRow> rows) {
    }

    @Schema(description = "One entry of an official round")
    public record RoundRow(int rank, String entryId, String entry, String contestant, int matches, int wins, int draws,
                           int losses, double scoreTotal, double scoreMean,
                           @Schema(nullable = true) Integer estimateRank,
                           @Schema(nullable = true, description = "Bradley–Terry strength in Elo points, or the single-player ranking's score") Double estimate,
                           @Schema(nullable = true, description = "95 % interval, lower end") Double ciLower,
                           @Schema(nullable = true, description = "95 % interval, upper end") Double ciUpper,
                           @Schema(nullable = true, description = "RDDL: the official IPPC normalised score the scheduler ranked the row by")
                           Double ippcScore) {
    }
}
