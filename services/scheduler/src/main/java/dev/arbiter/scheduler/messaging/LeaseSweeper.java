package dev.arbiter.scheduler.messaging;

import dev.arbiter.scheduler.service.MatchLeases;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

/**
 * Expires the leases of matches whose runner went silent, so they are played again elsewhere. Heartbeats
 * travel through Kafka and are recorded in PostgreSQL: while either is unreachable (or right after this
 * scheduler starts) silence proves nothing about the runners, so the sweeper then gives every running
 * match a fresh lease instead of expiring any. An outage delays matches; it never burns their attempts.
 */
@ApplicationScoped
public class LeaseSweeper {

    private static final Logger LOG = Logger.getLogger(LeaseSweeper.class);

    private final MatchLeases leases;
    private final SchedulerKafka kafka;
    /** True until a sweep has run with both the broker and the database answering. */
    private volatile boolean degraded = true;

    public LeaseSweeper(MatchLeases leases, SchedulerKafka kafka) {
        this.leases = leases;
        this.kafka = kafka;
    }

    @Scheduled(every = "${arbiter.scheduler.lease-sweep-interval:1s}", delayed = "1s",
            concurrentExecution = Scheduled.ConcurrentExecution.SKIP)
    void sweep() {
        if (!kafka.brokerReachable()) {
            if (!degraded) {
                LOG.warn("Kafka unreachable: lease expiry suspended until it is back");
            }
            degraded = true;
            return;
        }
        try {
            if (degraded) {
                int renewed = leases.renewAllLeases();
                degraded = false;
                if (renewed > 0) {
                    LOG.infof("Renewed the leases of %d running match(es) after an outage or restart", renewed);
                }
                return;
            }
            for (String id : leases.expiredLeases()) {
                leases.expireLease(id);
            }
        } catch (RuntimeException e) {
            if (!degraded) {
                LOG.warnf("Lease sweep failed (database unreachable?); expiry suspended: %s", e.toString());
            }
            degraded = true;
        }
    }
}
