package dev.arbiter.scheduler.service;

import dev.arbiter.proto.v1.MatchHeartbeat;
import dev.arbiter.proto.v1.RunnerPhase;
import dev.arbiter.scheduler.config.SchedulerConfig;
import dev.arbiter.scheduler.metrics.SchedulerMetrics;
import dev.arbiter.scheduler.persistence.Match;
import dev.arbiter.scheduler.persistence.MatchEvent;
import dev.arbiter.scheduler.persistence.MatchState;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import org.jboss.logging.Logger;

import java.time.Instant;
import java.util.List;

/**
 * The leases runners hold on matches: renewed by each heartbeat (which also moves a match to leased and running),
 * lapsed when a runner goes silent for {@link SchedulerConfig#leaseDuration()}, then re-issued by
 * {@link MatchService} or given up, and renewed all at once after an outage that held heartbeats up. Issuing and
 * results are {@link MatchService}'s.
 */
@ApplicationScoped
public class MatchLeases {

    private static final Logger LOG = Logger.getLogger(MatchLeases.class);

    private final SchedulerConfig config;
    private final SchedulerMetrics metrics;
    private final MatchService matches;

    public MatchLeases(SchedulerConfig config, SchedulerMetrics metrics, MatchService matches) {
        this.config = config;
        this.metrics = metrics;
        this.matches = matches;
    }

    /** A runner has the match (or still has it): renew its lease, and move it to leased / running. */
    @Transactional
    public void onHeartbeat(MatchHeartbeat heartbeat) {
        Match match = Match.findById(heartbeat.getMatchId(), LockModeType.PESSIMISTIC_WRITE);
        if (match == null || match.state.terminal()) {
            return;
        }
        if (heartbeat.getAttempt() < match.attempt && match.runnerId != null) {
            // An earlier attempt still playing somewhere (its lease lapsed): the current attempt's runner holds the lease.
            return;
        }
        match.leaseExpiresAt = Instant.now().plus(config.leaseDuration());
        String runner = heartbeat.getRunnerId();
        if (match.state == MatchState.REQUESTED || !runner.equals(match.runnerId)) {
            match.runnerId = runner;
            match.state = MatchState.LEASED;
            MatchEvent.record(match, MatchState.LEASED.wire(), runner,
                    heartbeat.getAttempt() == match.attempt ? null : "playing attempt " + heartbeat.getAttempt());
        }
        if (heartbeat.getPhase() == RunnerPhase.RUNNER_PHASE_RUNNING && match.state == MatchState.LEASED) {
            match.state = MatchState.RUNNING;
            MatchEvent.record(match, MatchState.RUNNING.wire(), runner, null);
        }
    }

    /** Matches whose runner has gone silent for longer than the lease. */
    public List<String> expiredLeases() {
        return QuarkusTransaction.requiringNew().call(() -> Match.<Match>list(
                        "state in ?1 and leaseExpiresAt < ?2", List.of(MatchState.LEASED, MatchState.RUNNING), Instant.now())
                .stream().map(m -> m.id).toList());
    }

    /** Re-issues one lapsed match (or gives up on it), if its lease has still lapsed once locked. */
    public void expireLease(String matchId) {
        QuarkusTransaction.requiringNew().run(() -> {
            Match match = Match.findById(matchId, LockModeType.PESSIMISTIC_WRITE);
            if (match == null || !MatchState.ACTIVE.contains(match.state) || match.leaseExpiresAt == null
                    || match.leaseExpiresAt.isAfter(Instant.now())) {
                return;
            }
            metrics.leaseExpired();
            String runner = match.runnerId;
            MatchEvent.record(match, "lease-expired", runner, "no heartbeat from " + runner + " for " + config.leaseDuration().toSeconds() + " s");
            LOG.infof("Lease of match %s (attempt %d, runner %s) expired", match.id, match.attempt, runner);
            matches.retryOrGiveUp(match, "lease of runner " + runner + " expired");
        });
    }

    /**
     * Gives every running match a fresh lease. Used when heartbeats may have been held up through no fault
     * of the runners (the broker or the database was unreachable, the scheduler restarted), so that an
     * outage does not burn attempts.
     */
    public int renewAllLeases() {
        return QuarkusTransaction.requiringNew().call(() -> Match.update(
                "leaseExpiresAt = ?1 where state in ?2", Instant.now().plus(config.leaseDuration()),
                List.of(MatchState.LEASED, MatchState.RUNNING)));
    }
}
