package dev.arbiter.runner.messaging;

import dev.arbiter.judge.MatchProgress;
import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.MatchHeartbeat;
import dev.arbiter.proto.v1.RunnerPhase;
import dev.arbiter.runner.config.RunnerConfig;
import dev.arbiter.runner.service.RunnerIdentity;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.Priority;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Tells the scheduler, every {@link RunnerConfig#heartbeatInterval()}, which matches this runner is
 * playing, and at once when a match is taken or starts. Each heartbeat renews the match's lease; when
 * this process dies they stop, the lease runs out and the scheduler re-issues the match.
 */
@ApplicationScoped
public class HeartbeatSender {

    /** A match this runner holds; {@code progress} reads the judge's count while it plays, null before. */
    private record InFlight(String matchId, int attempt, RunnerPhase phase, Supplier<MatchProgress> progress) {
    }

    private final ReliableProducer producer;
    private final RunnerIdentity identity;
    private final RunnerConfig config;
    private final Map<String, InFlight> inFlight = new ConcurrentHashMap<>();
    private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(
            Thread.ofPlatform().daemon().name("match-heartbeats").factory());

    public HeartbeatSender(ReliableProducer producer, RunnerIdentity identity, RunnerConfig config) {
        this.producer = producer;
        this.identity = identity;
        this.config = config;
    }

    void start(@Observes StartupEvent event) {
        long every = config.heartbeatInterval().toMillis();
        ticker.scheduleAtFixedRate(() -> inFlight.values().forEach(this::send), every, every, TimeUnit.MILLISECONDS);
    }

    // After the consumers have drained (default priority): matches still finishing keep their lease and judge.
    void stop(@Observes @Priority(4000) ShutdownEvent event) {
        ticker.shutdownNow();
    }

    /** The match is this runner's now, or has moved to a new phase: say so at once and keep saying it. */
    public void phase(String matchId, int attempt, RunnerPhase phase) {
        track(new InFlight(matchId, attempt, phase, null));
    }

    /** The judge is playing the match: every heartbeat from now on carries its moves and running scores. */
    public void running(String matchId, int attempt, Supplier<MatchProgress> progress) {
        track(new InFlight(matchId, attempt, RunnerPhase.RUNNER_PHASE_RUNNING, progress));
    }

    private void track(InFlight match) {
        inFlight.put(key(match.matchId(), match.attempt()), match);
        send(match);
    }

    /** The match has been reported: no more heartbeats for it. */
    public void done(String matchId, int attempt) {
        inFlight.remove(key(matchId, attempt));
    }

    private static String key(String matchId, int attempt) {
        return matchId + "#" + attempt;
    }

    private void send(InFlight match) {
        var heartbeat = MatchHeartbeat.newBuilder()
                .setMatchId(match.matchId())
                .setAttempt(match.attempt())
                .setRunnerId(identity.id())
                .setPhase(match.phase())
                .setSentAtMs(System.currentTimeMillis());
        if (match.progress() != null) {
            MatchProgress progress = match.progress().get();
            heartbeat.setMoves(progress.moves()).addAllScores(progress.scores());
        }
        producer.sendAndForget(Topics.MATCH_HEARTBEAT, match.matchId(), heartbeat.build().toByteArray());
    }
}
