package dev.arbiter.leaderboard.service;

import dev.arbiter.leaderboard.model.Views.LiveMatch;
import dev.arbiter.leaderboard.persistence.Jdbc;
import dev.arbiter.leaderboard.persistence.LiveMatchRepository;
import dev.arbiter.proto.v1.MatchHeartbeat;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.RunnerPhase;
import jakarta.enterprise.context.ApplicationScoped;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Matches in play, as the platform announces them: {@code match.requested} (the scheduler's request, with
 * competition and seats) and {@code match.heartbeat} (the runner that took it, its phase, moves and running
 * scores). The two topics are not ordered against each other, so either may create the row the other
 * completes; a late heartbeat of an earlier attempt changes nothing. Each change is pushed to the match's
 * open pages; the recorded result ({@link ResultRecorder}) ends the live view.
 */
@ApplicationScoped
public class LiveMatches {

    private final Jdbc jdbc;
    private final LiveMatchRepository repository;
    private final LiveUpdates live;

    public LiveMatches(Jdbc jdbc, LiveMatchRepository repository, LiveUpdates live) {
        this.jdbc = jdbc;
        this.repository = repository;
        this.live = live;
    }

    /** A request (or its re-issue with a higher attempt), at the time the broker took it. */
    public void onRequested(MatchRequest request, Instant at) {
        if (request.getMatchId().isBlank()) {
            throw new IllegalArgumentException("a match.requested without match id");
        }
        String id = request.getMatchId();
        jdbc.inTransaction(connection -> {
            repository.storeRequested(connection, id, request.getCompetition(), request.getAttempt(), at, request.getSeedCommitment());
            for (int i = 0; i < request.getSeatsCount(); i++) {
                repository.storeSeat(connection, id, i + 1, request.getSeats(i));
            }
            repository.event(connection, id, request.getAttempt(), "requested", at, "");
            return null;
        });
        live.matchChanged(find(id).orElseThrow());
    }

    /** A runner's heartbeat: the phase, and while the judge plays, the moves and each seat's running score. */
    public void onHeartbeat(MatchHeartbeat heartbeat) {
        if (heartbeat.getMatchId().isBlank()) {
            throw new IllegalArgumentException("a match.heartbeat without match id");
        }
        String id = heartbeat.getMatchId();
        String phase = heartbeat.getPhase() == RunnerPhase.RUNNER_PHASE_RUNNING ? "running" : "accepted";
        Instant at = heartbeat.getSentAtMs() > 0 ? Instant.ofEpochMilli(heartbeat.getSentAtMs()) : Instant.now();
        boolean taken = jdbc.inTransaction(connection -> {
            if (!repository.storeHeartbeat(connection, id, heartbeat.getAttempt(), phase, heartbeat.getRunnerId(),
                    heartbeat.getMoves(), at)) {
                return false;
            }
            // A new attempt starts from nothing: scores the heartbeat does not carry are unknown again.
            repository.storeScores(connection, id, heartbeat.getScoresList());
            repository.event(connection, id, heartbeat.getAttempt(), phase, at, heartbeat.getRunnerId());
            return true;
        });
        if (taken) {
            live.matchChanged(find(id).orElseThrow());
        }
    }

    /** The match's result is recorded: its open pages load it. */
    public void recorded(String matchId) {
        find(matchId).ifPresentOrElse(live::matchChanged, () -> live.matchRecorded(matchId));
    }

    /** What a match page shows of a match: empty when neither a request, a heartbeat nor a result named it. */
    public Optional<LiveMatch> find(String matchId) {
        return repository.find(matchId);
    }

    /** The competition's matches in play (requested, taken or running, not yet recorded), newest first. */
    public List<LiveMatch> running(String competition, int limit) {
        return repository.running(competition, limit).stream().flatMap(id -> find(id).stream()).toList();
    }
}
