package dev.arbiter.runner.messaging;

import com.google.protobuf.InvalidProtocolBufferException;
import dev.arbiter.messaging.Admission;
import dev.arbiter.messaging.PoisonRecordException;
import dev.arbiter.messaging.RecordLoop;
import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.TopicProvisioner;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.RunnerPhase;
import dev.arbiter.runner.config.RunnerConfig;
import dev.arbiter.runner.service.MatchPlayer;
import dev.arbiter.runner.service.RunnerIdentity;
import dev.arbiter.runner.service.WorkerSlots;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Per worker slot, one consumer of {@code match.requested} in the runners' consumer group and one of
 * {@code match.requested.priority} in the runners' priority group, each taking one match at a time; the two
 * kinds share the slots through {@link SlotTurns}, priority first, so a validation match or a new entry's first
 * ladder match starts as soon as any slot frees while the bulk backlog waits in its topic. A match's offset is
 * committed only after its {@code match.finished} has been acknowledged by the broker; a runner killed
 * mid-match leaves it uncommitted and the group hands it to another runner.
 */
@ApplicationScoped
public class MatchRequestConsumers {

    private static final Logger LOG = Logger.getLogger(MatchRequestConsumers.class);

    private final RunnerConfig config;
    private final WorkerSlots slots;
    private final SlotTurns turns;
    private final MatchPlayer player;
    private final HeartbeatSender heartbeats;
    private final ReliableProducer producer;
    private final RunnerIdentity identity;
    private final String bootstrapServers;
    private final List<RecordLoop> loops = new ArrayList<>();
    private volatile boolean running = true;

    public MatchRequestConsumers(RunnerConfig config, WorkerSlots slots, SlotTurns turns, MatchPlayer player,
                                 HeartbeatSender heartbeats, ReliableProducer producer, RunnerIdentity identity,
                                 @ConfigProperty(name = "kafka.bootstrap.servers") String bootstrapServers) {
        this.config = config;
        this.slots = slots;
        this.turns = turns;
        this.player = player;
        this.heartbeats = heartbeats;
        this.producer = producer;
        this.identity = identity;
        this.bootstrapServers = bootstrapServers;
    }

    void start(@Observes StartupEvent event) {
        TopicProvisioner.ensure(bootstrapServers, Map.of(Topics.MATCH_REQUESTED, config.consumer().requestedPartitions(),
                Topics.MATCH_REQUESTED_PRIORITY, config.consumer().requestedPartitions()), Duration.ofSeconds(10));
        Map<String, Object> consumer = Map.of(
                ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers,
                ConsumerConfig.MAX_POLL_RECORDS_CONFIG, 1,
                ConsumerConfig.SESSION_TIMEOUT_MS_CONFIG, (int) config.consumer().sessionTimeout().toMillis(),
                ConsumerConfig.HEARTBEAT_INTERVAL_MS_CONFIG, (int) Math.max(100, config.consumer().sessionTimeout().toMillis() / 5),
                // A topic created after this runner subscribed is found within seconds, not the default 5 minutes.
                ConsumerConfig.METADATA_MAX_AGE_CONFIG, 5000);
        for (int slot = 1; slot <= slots.effective(); slot++) {
            loops.add(loop("slot" + slot, consumer, config.consumer().groupId(), Topics.MATCH_REQUESTED, turns.bulk()));
            loops.add(loop("priority" + slot, consumer, config.consumer().priorityGroupId(), Topics.MATCH_REQUESTED_PRIORITY,
                    turns.priority()));
        }
        LOG.infof("Runner %s playing %d match(es) at once from %s (group %s) and, first, %s (group %s)", identity.id(),
                slots.effective(), Topics.MATCH_REQUESTED, config.consumer().groupId(), Topics.MATCH_REQUESTED_PRIORITY,
                config.consumer().priorityGroupId());
    }

    private RecordLoop loop(String name, Map<String, Object> consumer, String group, String topic, Admission turns) {
        var settings = new HashMap<>(consumer);
        settings.put(ConsumerConfig.GROUP_ID_CONFIG, group);
        settings.put(ConsumerConfig.CLIENT_ID_CONFIG, identity.id() + "-" + name);
        return RecordLoop.start(name, settings, List.of(topic), this::handle, turns, Duration.ofSeconds(5), config.drainTimeout());
    }

    void stop(@Observes ShutdownEvent event) {
        running = false;
        // All at once, so every slot gets the whole drain timeout and no priority consumer takes a slot that frees.
        RecordLoop.closeAll(loops);
    }

    private void handle(ConsumerRecord<String, byte[]> record) {
        MatchRequest request;
        String problem = null;
        try {
            request = MatchRequest.parseFrom(record.value());
        } catch (InvalidProtocolBufferException e) {
            request = MatchRequest.getDefaultInstance();
            problem = "the request is not a MatchRequest: " + e.getMessage();
        }
        if (request.getMatchId().isEmpty()) {
            if (record.key() == null) {
                throw new PoisonRecordException("a " + record.topic() + " record with neither a match id nor a key", null);
            }
            request = request.toBuilder().setMatchId(record.key()).build();
        }
        MatchRequest match = request;
        heartbeats.phase(match.getMatchId(), match.getAttempt(), RunnerPhase.RUNNER_PHASE_ACCEPTED);
        try {
            MatchResult result = problem != null
                    ? player.unrunnable(match, problem)
                    : player.play(match, progress -> heartbeats.running(match.getMatchId(), match.getAttempt(), progress));
            if (!producer.sendUntilAcknowledged(Topics.MATCH_FINISHED, match.getMatchId(), result.toByteArray(), () -> running)) {
                // Stopping before the broker took the result: leave the request uncommitted for another runner.
                throw new IllegalStateException("runner stopping; result of " + match.getMatchId() + " not acknowledged");
            }
        } finally {
            heartbeats.done(match.getMatchId(), match.getAttempt());
        }
    }
}
