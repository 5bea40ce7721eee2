package dev.arbiter.scheduler.messaging;

import com.google.protobuf.InvalidProtocolBufferException;
import dev.arbiter.messaging.PoisonRecordException;
import dev.arbiter.messaging.RecordLoop;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.AccountRole;
import dev.arbiter.proto.v1.EntrySubmitted;
import dev.arbiter.proto.v1.MatchHeartbeat;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.scheduler.config.SchedulerConfig;
import dev.arbiter.scheduler.service.AccountRoles;
import dev.arbiter.scheduler.service.EntryService;
import dev.arbiter.scheduler.service.MatchLeases;
import dev.arbiter.scheduler.service.MatchService;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.jboss.logging.Logger;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Reads what the scheduler reacts to: {@code entry.submitted} (new entry versions), {@code match.heartbeat}
 * (leases), {@code match.finished} (results) and {@code account.role} (who is an organiser). Each record is handled in its own transaction and its
 * offset committed after it; while PostgreSQL is down the same record is retried, so nothing is lost.
 */
@ApplicationScoped
public class IncomingMessages {

    private static final Logger LOG = Logger.getLogger(IncomingMessages.class);

    private final SchedulerKafka kafka;
    private final SchedulerConfig config;
    private final EntryService entries;
    private final MatchService matches;
    private final MatchLeases leases;
    private final AccountRoles accounts;
    private RecordLoop loop;

    public IncomingMessages(SchedulerKafka kafka, SchedulerConfig config, EntryService entries, MatchService matches,
                            MatchLeases leases, AccountRoles accounts) {
        this.kafka = kafka;
        this.config = config;
        this.entries = entries;
        this.matches = matches;
        this.leases = leases;
        this.accounts = accounts;
    }

    void start(@Observes StartupEvent event) {
        if (!kafka.provisionTopics()) {
            LOG.warn("Kafka topics could not be checked at startup; consuming anyway, the broker may come later");
        }
        loop = RecordLoop.start("scheduler", Map.of(
                        ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, kafka.bootstrapServers(),
                        ConsumerConfig.GROUP_ID_CONFIG, config.kafka().groupId(),
                        ConsumerConfig.MAX_POLL_RECORDS_CONFIG, 200,
                        ConsumerConfig.METADATA_MAX_AGE_CONFIG, 5000),
                List.of(Topics.ENTRY_SUBMITTED, Topics.MATCH_HEARTBEAT, Topics.MATCH_FINISHED, Topics.ACCOUNT_ROLE), this::handle,
                Duration.ofSeconds(5), Duration.ofSeconds(5));
    }

    void stop(@Observes ShutdownEvent event) {
        if (loop != null) {
            loop.close();
        }
    }

    private void handle(ConsumerRecord<String, byte[]> record) {
        try {
            switch (record.topic()) {
                case Topics.ENTRY_SUBMITTED -> entries.onSubmitted(EntrySubmitted.parseFrom(record.value()));
                case Topics.MATCH_HEARTBEAT -> leases.onHeartbeat(MatchHeartbeat.parseFrom(record.value()));
                case Topics.MATCH_FINISHED -> matches.onFinished(MatchResult.parseFrom(record.value()));
                case Topics.ACCOUNT_ROLE -> accounts.onAnnounced(AccountRole.parseFrom(record.value()));
                default -> throw new PoisonRecordException("unexpected topic " + record.topic(), null);
            }
        } catch (InvalidProtocolBufferException e) {
            throw new PoisonRecordException("not a protobuf message of " + record.topic() + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            if (violatesTheSchema(e)) {
                // A value the tables can never hold (too long, a broken reference): retrying would wedge this topic.
                throw new PoisonRecordException("a " + record.topic() + " message the database refuses: " + e, e);
            }
            throw e;
        }
    }

    private static boolean violatesTheSchema(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof org.hibernate.exception.ConstraintViolationException || t instanceof org.hibernate.exception.DataException) {
                return true;
            }
        }
        return false;
    }
}
