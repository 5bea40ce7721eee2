package dev.arbiter.scheduler.messaging;

import dev.arbiter.messaging.Backoff;
import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.outbox.Outbox;
import dev.arbiter.messaging.outbox.OutboxRelay;
import dev.arbiter.scheduler.config.SchedulerConfig;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.persistence.EntityManager;
import org.hibernate.Session;

import java.time.Duration;
import java.time.Instant;

/**
 * The scheduler's side of the platform's one outbox ({@link Outbox}, libs/messaging): match requests, match
 * records, entry statuses, competition updates and published rounds are written in the transaction of the
 * change they report and sent by a relay right after that commit, or by its poll for what a crash or a broker
 * outage left behind.
 */
@ApplicationScoped
public class SchedulerOutbox {

    /** Sent messages are kept this long for operators to look at, then deleted so the table stays small. */
    private static final Duration KEEP_SENT = Duration.ofHours(1);

    private final EntityManager entityManager;
    private final Event<Written> written;
    private final SchedulerConfig.Outbox settings;
    private final Outbox outbox;
    private OutboxRelay relay;

    public SchedulerOutbox(EntityManager entityManager, Event<Written> written, ReliableProducer producer, SchedulerConfig config) {
        this.entityManager = entityManager;
        this.written = written;
        this.settings = config.outbox();
        this.outbox = new Outbox(producer, settings.batchSize());
    }

    /** Fired inside the transaction that wrote an outbox message; the relay is woken once it has committed. */
    public record Written(long messageId) {
    }

    /** Writes a message in the caller's transaction, to be sent once it commits. */
    public void enqueue(String topic, String key, byte[] payload) {
        long id = session().doReturningWork(c -> outbox.enqueue(c, topic, key, payload, null));
        written.fire(new Written(id));
    }

    void start(@Observes StartupEvent event) {
        relay = new OutboxRelay("scheduler-outbox", this::drain, settings.pollInterval(),
                new Backoff(Backoff.FIRST, settings.maxBackoff())).start();
    }

    void stop(@Observes ShutdownEvent event) {
        if (relay != null) {
            relay.close();
        }
    }

    void afterCommit(@Observes(during = TransactionPhase.AFTER_SUCCESS) Written message) {
        if (relay != null) {
            relay.wake();
        }
    }

    /** One relay pass in its own transaction. */
    public Outbox.Pass drain() {
        return QuarkusTransaction.requiringNew().call(() -> session().doReturningWork(outbox::drain));
    }

    @Scheduled(every = "10m", delayed = "1m", concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    void forgetSent() {
        Instant cutoff = Instant.now().minus(KEEP_SENT);
        QuarkusTransaction.requiringNew().run(() -> session().doReturningWork(c -> outbox.purgeSentBefore(c, cutoff)));
    }

    private Session session() {
        return entityManager.unwrap(Session.class);
    }
}
