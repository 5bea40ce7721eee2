package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.config.LeaderboardConfig;
import dev.arbiter.leaderboard.persistence.Jdbc;
import dev.arbiter.leaderboard.persistence.RatingRepository;
import dev.arbiter.leaderboard.persistence.ResultRepository;
import dev.arbiter.leaderboard.persistence.ResultRepository.ResultSeat;
import dev.arbiter.leaderboard.rating.PairwiseMethod;
import dev.arbiter.leaderboard.rating.StoredState;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.proto.v1.LadderMethod;
import dev.arbiter.rating.MatchResult;
import jakarta.enterprise.context.ApplicationScoped;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The ladder state in the {@code rating} and {@code rating_history} tables: applied one result at a time
 * as results arrive, rebuilt from {@code match_result} when a competition's method changes, and
 * recomputed from scratch by libs/rating's {@link dev.arbiter.rating.Ladder} to check the two agree.
 */
@ApplicationScoped
public class Ratings {

    private final LeaderboardConfig config;
    private final Jdbc jdbc;
    private final RatingRepository repository;
    private final ResultRepository results;

    public Ratings(LeaderboardConfig config, Jdbc jdbc, RatingRepository repository, ResultRepository results) {
        this.config = config;
        this.jdbc = jdbc;
        this.repository = repository;
        this.results = results;
    }

    public Optional<PairwiseMethod<?>> method(LadderMethod name) {
        return PairwiseMethod.named(name, config.provisionalMatchCount());
    }

    /**
     * Applies one rated two-seat result on top of the stored state of its seats (locked for the
     * transaction) and records what it did to each seat in the history.
     */
    public void apply(Connection connection, String competition, PairwiseMethod<?> method, MatchResult result)
            throws SQLException {
        List<Optional<StoredState>> before = new ArrayList<>();
        for (var seat : result.seats()) {
            before.add(repository.lockState(connection, competition, seat.entryId()));
        }
        List<PairwiseMethod.Update> after = method.apply(before, result);
        RatingRepository.Writes writes = repository.writes(connection);
        for (int i = 0; i < after.size(); i++) {
            writes.rating(competition, result.seats().get(i).entryId(), Vocabulary.wireName(method.name()), after.get(i), result);
        }
        writes.flush();
    }

    /**
     * Replaces the competition's ladder state with a replay of its applied results in sequence order:
     * what a changed method, a disqualification (or a repaired table) needs. Which results apply is decided
     * again here by the same rule {@link ResultRecorder} applies as they arrive.
     */
    public int rebuild(Connection connection, String competition, LadderMethod methodName) throws SQLException {
        repository.clear(connection, competition);
        Optional<PairwiseMethod<?>> method = method(methodName);
        int seats = method.isPresent() ? 2 : 1;
        results.decideApplied(connection, competition, seats);
        if (method.isEmpty()) {
            return 0;
        }
        List<MatchResult> applied = appliedResults(connection, competition);
        Map<String, StoredState> states = new HashMap<>();
        Map<String, Object[]> finalRows = new LinkedHashMap<>();
        RatingRepository.Writes writes = repository.writes(connection);
        for (MatchResult result : applied) {
            List<Optional<StoredState>> before = result.seats().stream()
                    .map(seat -> Optional.ofNullable(states.get(seat.entryId()))).toList();
            List<PairwiseMethod.Update> after = method.get().apply(before, result);
            for (int i = 0; i < after.size(); i++) {
                String entryId = result.seats().get(i).entryId();
                states.put(entryId, after.get(i).state());
                writes.history(competition, entryId, after.get(i), result);
                finalRows.put(entryId, new Object[]{after.get(i), result});
            }
        }
        for (var row : finalRows.entrySet()) {
            writes.ratingRow(competition, row.getKey(), Vocabulary.wireName(methodName), (PairwiseMethod.Update) row.getValue()[0],
                    (MatchResult) row.getValue()[1]);
        }
        writes.flush();
        return applied.size();
    }

    /** The competition's applied two-seat results in sequence order, as libs/rating sees them. */
    public List<MatchResult> appliedResults(Connection connection, String competition) throws SQLException {
        List<MatchResult> pairs = new ArrayList<>();
        ResultSeat first = null;
        for (ResultSeat seat : results.appliedSeats(connection, competition)) {
            if (seat.seat() == 1) {
                first = seat;
            } else {
                pairs.add(MatchResult.completed(first.matchId(), first.seq(), first.recordedAt(), first.entryId(),
                        first.score(), seat.entryId(), seat.score()));
            }
        }
        return pairs;
    }

    /** libs/rating's {@link dev.arbiter.rating.Ladder#recompute} over the results table. */
    public Map<String, StoredState> recompute(String competition, LadderMethod methodName) {
        PairwiseMethod<?> method = method(methodName).orElseThrow();
        return jdbc.inTransaction(connection -> method.recompute(appliedResults(connection, competition)));
    }

    /** The incremental state as stored. */
    public Map<String, StoredState> stored(String competition) {
        return repository.states(competition);
    }
}
