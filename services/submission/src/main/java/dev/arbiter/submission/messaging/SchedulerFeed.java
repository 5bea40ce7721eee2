package dev.arbiter.submission.messaging;

import com.google.protobuf.InvalidProtocolBufferException;
import dev.arbiter.messaging.PoisonRecordException;
import dev.arbiter.messaging.RecordLoop;
import dev.arbiter.messaging.TopicProvisioner;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.CompetitionUpdated;
import dev.arbiter.proto.v1.EntryStatusChanged;
import dev.arbiter.submission.config.SubmissionConfig;
import dev.arbiter.submission.service.CompetitionCopies;
import dev.arbiter.submission.service.EntryTimeline;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Reads what the scheduler announces to this service: {@code competition.updated} (which competitions take
 * uploads, and their quotas) and {@code entry.status} (validation results and disqualifications for the
 * entry timeline). One record per transaction, its offset committed after it (libs/messaging's loop); a
 * record that fails because PostgreSQL is away is retried, one that can never be applied is skipped with a log.
 */
@ApplicationScoped
public class SchedulerFeed {

    private static final Logger LOG = Logger.getLogger(SchedulerFeed.class);

    private final String bootstrapServers;
    private final SubmissionConfig config;
    private final CompetitionCopies competitions;
    private final EntryTimeline timeline;
    private RecordLoop loop;

    public SchedulerFeed(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers, SubmissionConfig config,
                         CompetitionCopies competitions, EntryTimeline timeline) {
        this.bootstrapServers = bootstrapServers;
        this.config = config;
        this.competitions = competitions;
        this.timeline = timeline;
    }

    void start(@Observes StartupEvent event) {
        // The scheduler creates these too; whoever starts first makes them.
        if (!TopicProvisioner.ensure(bootstrapServers, Map.of(Topics.COMPETITION_UPDATED, 1, Topics.ENTRY_STATUS, 3),
                Duration.ofSeconds(15))) {
            LOG.warn("Kafka topics could not be checked at startup; consuming anyway, the broker may come later");
        }
        loop = RecordLoop.start("submission", Map.of(
                        ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                        ConsumerConfig.GROUP_ID_CONFIG, config.schedulerFeed().groupId(),
                        ConsumerConfig.MAX_POLL_RECORDS_CONFIG, 200,
                        ConsumerConfig.METADATA_MAX_AGE_CONFIG, 5000),
                List.of(Topics.COMPETITION_UPDATED, Topics.ENTRY_STATUS), this::handle,
                config.schedulerFeed().maxBackoff(), Duration.ofSeconds(5));
    }

    void stop(@Observes ShutdownEvent event) {
        if (loop != null) {
            loop.close();
        }
    }

    private void handle(ConsumerRecord<String, byte[]> record) {
        try {
            switch (record.topic()) {
                case Topics.COMPETITION_UPDATED -> competitions.updated(CompetitionUpdated.parseFrom(record.value()));
                case Topics.ENTRY_STATUS -> timeline.statusChanged(EntryStatusChanged.parseFrom(record.value()));
                default -> throw new PoisonRecordException("unexpected topic " + record.topic(), null);
            }
        } catch (InvalidProtocolBufferException e) {
            throw new PoisonRecordException("not a protobuf message of " + record.topic() + ": " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw new PoisonRecordException("an unusable " + record.topic() + " message: " + e.getMessage(), e);
        }
    }
}
