package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.metrics.LeaderboardMetrics;
import dev.arbiter.leaderboard.model.CompetitionView;
import dev.arbiter.leaderboard.model.Views.RoundView;
import dev.arbiter.leaderboard.persistence.IppcRepository;
import dev.arbiter.leaderboard.persistence.Jdbc;
import dev.arbiter.leaderboard.persistence.ResultRepository;
import dev.arbiter.leaderboard.persistence.ResultRepository.ResultSeat;
import dev.arbiter.leaderboard.persistence.RoundRepository;
import dev.arbiter.leaderboard.persistence.RoundRepository.EstimateRow;
import dev.arbiter.leaderboard.model.Views.RoundView;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.LadderMethod;
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
    private final RoundRepository rounds;
    private final ResultRepository results;
    private final IppcRepository ippc;
    private final Competitions competitions;
    private final LiveUpdates live;
    private final LeaderboardMetrics metrics;

    public Rounds(Jdbc jdbc, RoundRepository rounds, ResultRepository results, IppcRepository ippc,
                  Competitions competitions, LiveUpdates live, LeaderboardMetrics metrics) {
        this.jdbc = jdbc;
        this.rounds = rounds;
        this.results = results;
        this.ippc = ippc;
        this.competitions = competitions;
        this.live = live;
        this.metrics = metrics;
    }

    public void onPublished(RoundPublished message) {
        jdbc.inTransaction(connection -> {
            CompetitionView competition = competitions.ensureAndLock(connection, message.getCompetition(), 2);
            Map<String, Estimate> estimates = estimate(connection, competition, message.getMatchIdsList());
            String method = competition.ippc() ? Vocabulary.wireName(LadderMethod.LADDER_METHOD_IPPC)
                    : competition.seats() == 1 ? method(soloRanking(competition)) : "bradley-terry";
            rounds.storeRound(connection, message.getRoundId(), competition.slug(),
                    message.getName().isBlank() ? message.getRoundId() : message.getName(), message.getSeed(), method,
                    Instant.ofEpochMilli(message.getPublishedAtMs()));
            for (StandingRow row : message.getStandingsList()) {
                Estimate e = estimates.get(row.getEntryId());
                rounds.storeStanding(connection, message.getRoundId(), row, e == null ? EstimateRow.NONE
                        : new EstimateRow(e.rank, e.value, finite(e.lower), finite(e.upper)));
            }
            // The round's seeds, revealed now that it is published: each match page shows the line its commitment hashes.
            for (var opening : message.getSeedOpeningsMap().entrySet()) {
                results.revealSeeds(connection, opening.getKey(), opening.getValue());
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
        List<ResultSeat> seats = results.completedSeats(connection, matchIds);
        if (competition.ippc()) {
            IppcBoard.ofMatches(ippc, connection, competition.slug(), matchIds).ifPresent(evaluation -> evaluation.ranking()
                    .forEach(s -> estimates.put(s.entryId(), new Estimate(s.rank(), s.score(), Double.NaN, Double.NaN))));
            return estimates;
        }
        if (competition.seats() == 1) {
            List<SeatScore> scores = seats.stream().map(s -> new SeatScore(competition.game(), String.valueOf(s.seed()),
                    s.entryId(), null, s.score(), s.scoredMoves())).toList();
            for (ScoreStanding standing : soloRanking(competition).rank(scores)) {
                Interval interval = standing.interval() == null ? Interval.UNBOUNDED : standing.interval();
                estimates.put(standing.entryId(), new Estimate(standing.rank(), standing.score(), interval.lower(), interval.upper()));
            }
            return estimates;
        }
        List<MatchResult> pairs = new ArrayList<>();
        for (int i = 0; i + 1 < seats.size(); i++) {
            ResultSeat first = seats.get(i);
            ResultSeat second = seats.get(i + 1);
            if (first.matchId().equals(second.matchId())) {
                pairs.add(MatchResult.completed(first.matchId(), first.seq(), first.recordedAt(),
                        first.entryId(), first.score(), second.entryId(), second.score()));
                i++;
            }
        }
        if (pairs.isEmpty()) {
            return estimates;
        }
        BradleyTerryRanking ranking = new BradleyTerry().rank(pairs);
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
        return rounds.latest(slug).map(round -> new RoundView(round.roundId(), round.name(), round.method(),
                round.publishedAt(), rounds.standings(round.roundId())));
    }
}
