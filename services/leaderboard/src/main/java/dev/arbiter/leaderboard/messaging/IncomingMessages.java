package dev.arbiter.leaderboard.messaging;

import com.google.protobuf.InvalidProtocolBufferException;
import dev.arbiter.leaderboard.config.LeaderboardConfig;
import dev.arbiter.leaderboard.persistence.Jdbc;
import dev.arbiter.leaderboard.service.AccountSessions;
import dev.arbiter.leaderboard.service.Competitions;
import dev.arbiter.leaderboard.service.Disqualifications;
import dev.arbiter.leaderboard.service.LiveMatches;
import dev.arbiter.leaderboard.service.Matches;
import dev.arbiter.leaderboard.service.ResultRecorder;
import dev.arbiter.leaderboard.service.Rounds;
import dev.arbiter.messaging.PoisonRecordException;
import dev.arbiter.messaging.RecordLoop;
import dev.arbiter.messaging.TopicProvisioner;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.AccountRole;
import dev.arbiter.proto.v1.CompetitionUpdated;
import dev.arbiter.proto.v1.EntryStatusChanged;
import dev.arbiter.proto.v1.MatchHeartbeat;
import dev.arbiter.proto.v1.MatchRecorded;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.RoundPublished;
import dev.arbiter.proto.v1.TranscriptsExpired;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Reads what the leaderboard is made of: {@code competition.updated}, {@code match.recorded},
 * {@code round.published} and {@code entry.status} (disqualifications), and for live match pages
 * {@code match.requested}, {@code match.requested.priority} and the runners' {@code match.heartbeat}; and
 * {@code account.role}, for which accounts' sessions were ended (sign-out, password change). Each record is
 * handled in its own transaction and its offset committed after it (libs/messaging's loop); a record that fails (PostgreSQL down) is retried, and one delivered twice
 * changes nothing, because every handler is keyed on the message's own id.
 */
@ApplicationScoped
public class IncomingMessages {

    private static final Logger LOG = Logger.getLogger(IncomingMessages.class);
    /** The scheduler's default for match.requested and match.requested.priority, should this service create them first. */
    private static final int REQUESTED_PARTITIONS = 12;

    private final String bootstrapServers;
    private final LeaderboardConfig config;
    private final Competitions competitions;
    private final ResultRecorder results;
    private final Rounds rounds;
    private final LiveMatches liveMatches;
    private final Disqualifications disqualifications;
    private final Matches matches;
    private final AccountSessions accountSessions;
    private RecordLoop loop;

    public IncomingMessages(@ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers,
                            LeaderboardConfig config, Competitions competitions, ResultRecorder results, Rounds rounds,
                            LiveMatches liveMatches, Disqualifications disqualifications, AccountSessions accountSessions,
                            Matches matches) {
        this.bootstrapServers = bootstrapServers;
        this.config = config;
        this.competitions = competitions;
        this.results = results;
        this.rounds = rounds;
        this.liveMatches = liveMatches;
        this.disqualifications = disqualifications;
        this.accountSessions = accountSessions;
        this.matches = matches;
    }

    void start(@Observes StartupEvent event) {
        // The scheduler creates these too; whoever starts first makes them, with the scheduler's partition counts.
        if (!TopicProvisioner.ensure(bootstrapServers, Map.of(Topics.MATCH_RECORDED, 3, Topics.COMPETITION_UPDATED, 1,
                Topics.ROUND_PUBLISHED, 1, Topics.ENTRY_STATUS, 3, Topics.MATCH_HEARTBEAT, 3,
                Topics.MATCH_REQUESTED, REQUESTED_PARTITIONS, Topics.MATCH_REQUESTED_PRIORITY, REQUESTED_PARTITIONS,
                Topics.ACCOUNT_ROLE, 1, Topics.TRANSCRIPT_EXPIRED, 1),
                Duration.ofSeconds(15))) {
            LOG.warn("Kafka topics could not be checked at startup; consuming anyway, the broker may come later");
        }
        loop = RecordLoop.start("leaderboard", Map.of(
                        ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                        ConsumerConfig.GROUP_ID_CONFIG, config.kafka().groupId(),
                        ConsumerConfig.MAX_POLL_RECORDS_CONFIG, 500,
                        ConsumerConfig.METADATA_MAX_AGE_CONFIG, 5000),
                List.of(Topics.COMPETITION_UPDATED, Topics.MATCH_RECORDED, Topics.ROUND_PUBLISHED, Topics.ENTRY_STATUS,
                        Topics.MATCH_REQUESTED, Topics.MATCH_REQUESTED_PRIORITY, Topics.MATCH_HEARTBEAT, Topics.ACCOUNT_ROLE,
                        Topics.TRANSCRIPT_EXPIRED),
                this::handle,
                config.kafka().maxBackoff(), Duration.ofSeconds(5));
    }

    void stop(@Observes ShutdownEvent event) {
        if (loop != null) {
            loop.close();
        }
    }

    private void handle(ConsumerRecord<String, byte[]> record) {
        try {
            switch (record.topic()) {
                case Topics.COMPETITION_UPDATED -> competitions.onUpdated(CompetitionUpdated.parseFrom(record.value()));
                case Topics.MATCH_RECORDED -> results.onRecorded(MatchRecorded.parseFrom(record.value()));
                case Topics.ROUND_PUBLISHED -> rounds.onPublished(RoundPublished.parseFrom(record.value()));
                case Topics.ENTRY_STATUS -> disqualifications.onStatus(EntryStatusChanged.parseFrom(record.value()));
                case Topics.MATCH_REQUESTED, Topics.MATCH_REQUESTED_PRIORITY ->
                        liveMatches.onRequested(MatchRequest.parseFrom(record.value()), Instant.ofEpochMilli(record.timestamp()));
                case Topics.MATCH_HEARTBEAT -> liveMatches.onHeartbeat(MatchHeartbeat.parseFrom(record.value()));
                case Topics.ACCOUNT_ROLE -> accountSessions.onAnnounced(AccountRole.parseFrom(record.value()));
                case Topics.TRANSCRIPT_EXPIRED -> matches.onExpired(TranscriptsExpired.parseFrom(record.value()));
                default -> throw new PoisonRecordException("unexpected topic " + record.topic(), null);
            }
        } catch (InvalidProtocolBufferException e) {
            throw new PoisonRecordException("not a protobuf message of " + record.topic() + ": " + e.getMessage(), e);
        } catch (IllegalArgumentException e) {
            throw new PoisonRecordException("an unusable " + record.topic() + " message: " + e.getMessage(), e);
        } catch (Jdbc.DatabaseException e) {
            String state = e.getCause() instanceof java.sql.SQLException sql ? sql.getSQLState() : null;
            if (state != null && (state.startsWith("22") || state.startsWith("23"))) {
                // A value the tables can never hold (too long, out of range): retrying would wedge the topic.
                throw new PoisonRecordException("a " + record.topic() + " message the database refuses: " + e.getMessage(), e);
            }
            throw e;
        }
    }
}
