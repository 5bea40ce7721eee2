package dev.arbiter.submission.messaging;

import dev.arbiter.messaging.Backoff;
import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.Topics;
import dev.arbiter.messaging.outbox.Outbox;
import dev.arbiter.messaging.outbox.OutboxRelay;
import dev.arbiter.submission.config.SubmissionConfig;
import dev.arbiter.submission.service.EntryTimeline;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.scheduler.Scheduled;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.persistence.EntityManager;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.hibernate.Session;

import java.time.Instant;

/**
 * The submission service's side of the platform's one outbox ({@link Outbox}, libs/messaging): entry.submitted
 * and account.role are written in the transaction of the change they announce and sent by a relay right after
 * that commit, or by its poll for what a crash or a Kafka outage left behind. Once an entry.submitted message
 * is sent, the version's timeline says it is validating (or building), in the same transaction as the mark.
 */
@ApplicationScoped
public class SubmissionOutbox {

    private final EntityManager entityManager;
    private final EntryTimeline timeline;
    private final Event<Written> written;
    private final SubmissionConfig.Outbox settings;
    private final ReliableProducer producer;
    private final Outbox outbox;
    private OutboxRelay relay;

    public SubmissionOutbox(EntityManager entityManager, EntryTimeline timeline, Event<Written> written,
                            SubmissionConfig config, @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers) {
        this.entityManager = entityManager;
        this.timeline = timeline;
        this.written = written;
        this.settings = config.outbox();
        this.producer = new ReliableProducer(bootstrapServers, "arbiter-submission", settings.sendTimeout());
        this.outbox = new Outbox(producer, settings.batchSize());
    }

    /** Fired inside the transaction that wrote an outbox message; the relay is woken once it has committed. */
    public record Written(long messageId) {
    }

    /** Writes a message in the caller's transaction, to be sent once it commits. */
    public void enqueue(String topic, String key, byte[] payload, long subjectId) {
        long id = session().doReturningWork(c -> outbox.enqueue(c, topic, key, payload, subjectId));
        written.fire(new Written(id));
    }

    void start(@Observes StartupEvent event) {
        relay = new OutboxRelay("submission-outbox", this::drain, settings.pollInterval(),
                new Backoff(Backoff.FIRST, settings.maxBackoff())).start();
    }

    void stop(@Observes ShutdownEvent event) {
        if (relay != null) {
            relay.close();
        }
        producer.close();
    }

    void afterCommit(@Observes(during = TransactionPhase.AFTER_SUCCESS) Written message) {
        if (relay != null) {
            relay.wake();
        }
    }

    /** One relay pass in its own transaction (the relay's, and tests' to drive it by hand). */
    public Outbox.Pass drain() {
        return QuarkusTransaction.requiringNew().call(() -> {
            Outbox.Pass pass = session().doReturningWork(outbox::drain);
            Instant now = Instant.now();
            for (Outbox.Message sent : pass.sent()) {
                // Only an entry.submitted message's subject is an entry version; account.role's is an account.
                if (Topics.ENTRY_SUBMITTED.equals(sent.topic()) && sent.subjectId() != null) {
                    timeline.announced(sent.subjectId(), now);
                }
            }
            return pass;
        });
    }

    @Scheduled(every = "1h", delayed = "1m", skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    void purgeHourly() {
        purgeSent();
    }

    /**
     * Deletes messages sent longer ago than configured, so the table stays small.
     *
     * @return how many were deleted
     */
    public long purgeSent() {
        Instant cutoff = Instant.now().minus(settings.keepSent());
        return QuarkusTransaction.requiringNew().call(() -> session().doReturningWork(c -> outbox.purgeSentBefore(c, cutoff)));
    }

    /** How many messages wait to be sent. */
    public long countUnsent() {
        return QuarkusTransaction.requiringNew().call(() -> session().doReturningWork(outbox::countUnsent));
    }

    private Session session() {
        return entityManager.unwrap(Session.class);
    }
}
