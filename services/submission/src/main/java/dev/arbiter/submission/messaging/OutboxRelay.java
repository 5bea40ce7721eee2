package dev.arbiter.submission.messaging;

import dev.arbiter.messaging.Topics;
import dev.arbiter.submission.config.SubmissionConfig;
import dev.arbiter.submission.persistence.OutboxMessage;
import dev.arbiter.submission.persistence.OutboxRepository;
import dev.arbiter.submission.service.EntryRecorder.OutboxWritten;
import dev.arbiter.submission.service.EntryTimeline;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.scheduler.Scheduled;
import io.smallrye.mutiny.infrastructure.Infrastructure;
import io.smallrye.reactive.messaging.MutinyEmitter;
import io.smallrye.reactive.messaging.kafka.api.OutgoingKafkaRecordMetadata;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import org.eclipse.microprofile.reactive.messaging.Channel;
import org.eclipse.microprofile.reactive.messaging.Message;
import org.eclipse.microprofile.reactive.messaging.Metadata;
import org.jboss.logging.Logger;

import java.time.Instant;
import java.util.List;

/**
 * Sends outbox messages (entry.submitted, account.role) to Kafka in id order and marks them sent, in one
 * transaction per pass. It runs right after each commit that wrote a message, and on a timer for whatever
 * a crash or a Kafka outage left behind.
 *
 * <p>Delivery is at least once: if the process dies after Kafka acknowledged a message but before the
 * mark committed, the message is sent again on the next pass. Consumers treat (entry id, version) as the
 * message's identity, so the duplicate changes nothing. Rows are locked with SKIP LOCKED, so several
 * replicas can run relays without sending the same row at the same time.
 */
@ApplicationScoped
public class OutboxRelay {

    private static final Logger LOG = Logger.getLogger(OutboxRelay.class);

    private final OutboxRepository outbox;
    private final EntryTimeline timeline;
    private final MutinyEmitter<byte[]> emitter;
    private final SubmissionConfig.Outbox settings;

    public OutboxRelay(OutboxRepository outbox, EntryTimeline timeline,
                       @Channel("entry-submitted") MutinyEmitter<byte[]> emitter, SubmissionConfig config) {
        this.outbox = outbox;
        this.timeline = timeline;
        this.emitter = emitter;
        this.settings = config.outbox();
    }

    void afterCommit(@Observes(during = TransactionPhase.AFTER_SUCCESS) OutboxWritten written) {
        Infrastructure.getDefaultWorkerPool().execute(this::drainQuietly);
    }

    @Scheduled(every = "${arbiter.submission.outbox.poll-interval:2s}", concurrentExecution = Scheduled.ConcurrentExecution.SKIP,
            skipExecutionIf = Scheduled.ApplicationNotRunning.class)
    void poll() {
        drainQuietly();
    }

    /**
     * One pass: sends unsent messages oldest first, stopping at the first failure so that one entry's
     * versions are never reordered.
     *
     * @return how many messages were sent
     */
    public synchronized int drain() {
        return QuarkusTransaction.requiringNew().call(() -> {
            List<OutboxMessage> batch = outbox.lockOldestUnsent(settings.batchSize());
            int sent = 0;
            for (OutboxMessage message : batch) {
                try {
                    send(message);
                } catch (RuntimeException e) {
                    message.attempts++;
                    message.lastError = String.valueOf(e.getMessage());
                    LOG.warnf("Outbox message %d to %s not sent (attempt %d), will retry: %s",
                            message.id, message.topic, message.attempts, e.getMessage());
                    break;
                }
                Instant now = Instant.now();
                message.sentAt = now;
                message.attempts++;
                if (Topics.ENTRY_SUBMITTED.equals(message.topic)) {
                    // Only an entry.submitted message's subject is an entry version; account.role's is an account.
                    timeline.announced(message.subjectId, now);
                }
                sent++;
            }
            return sent;
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
        return QuarkusTransaction.requiringNew().call(() -> outbox.deleteSentBefore(cutoff));
    }

    private void send(OutboxMessage message) {
        OutgoingKafkaRecordMetadata<String> metadata = OutgoingKafkaRecordMetadata.<String>builder()
                .withTopic(message.topic)
                .withKey(message.messageKey)
                .build();
        emitter.sendMessage(Message.of(message.payload, Metadata.of(metadata)))
                .await().atMost(settings.sendTimeout());
    }

    private void drainQuietly() {
        try {
            drain();
        } catch (RuntimeException e) {
            LOG.warnf("Outbox relay pass failed, the next one will retry: %s", e.getMessage());
        }
    }
}
