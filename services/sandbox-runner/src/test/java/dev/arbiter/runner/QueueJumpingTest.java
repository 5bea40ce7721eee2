package dev.arbiter.runner;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.GameRef;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.runner.service.WorkerSlots;
import dev.arbiter.testing.KafkaTestBroker;
import dev.arbiter.testing.KafkaTestResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Queue jumping, as a runner does it: with {@code match.requested} holding a backlog, a request on
 * {@code match.requested.priority} takes the first worker slot that frees, ahead of the backlog. Real broker,
 * real sandboxed players; the order is read from the results' broker timestamps, never from a stopwatch.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
class QueueJumpingTest {

    private static final Path PLAYERS = Path.of("../../examples/players/python");

    @Inject
    BlobStore blobs;

    @Inject
    WorkerSlots slots;

    private final KafkaTestBroker broker = KafkaTestBroker.shared();

    private MatchRequest rps(String matchId, int moves) throws Exception {
        Digest constant = blobs.put(PLAYERS.resolve("constant.py"));
        var seat = EntryRef.newBuilder().setVersion(1).setName("constant").setArtifactSha256(constant.hex()).setKind("script");
        return MatchRequest.newBuilder().setMatchId(matchId).setAttempt(1).setCompetition("test").setSeed(1)
                .setGame(GameRef.newBuilder().setBuiltin("rps").setProtocol(ProtocolId.PROTOCOL_ID_LMC1).putOptions("moves", String.valueOf(moves)))
                .addSeats(seat.clone().setEntryId("one")).addSeats(seat.clone().setEntryId("two")).build();
    }

    /** Waits until the runner has taken {@code count} of these matches (their first heartbeats). */
    private void awaitTaken(Set<String> matchIds, int count) {
        Set<String> taken = new HashSet<>();
        broker.awaitRecord(Topics.MATCH_HEARTBEAT, r -> matchIds.contains(r.key()) && taken.add(r.key()) && taken.size() >= count,
                Duration.ofSeconds(120)).orElseThrow(() -> new AssertionError("the runner took " + taken.size() + " of the backlog"));
    }

    /** Each match's result, with the broker's timestamp of when the runner reported it. */
    private Map<String, Long> reportedAt(Set<String> matchIds) {
        Map<String, Long> reported = new HashMap<>();
        broker.awaitRecord(Topics.MATCH_FINISHED, r -> {
            if (matchIds.contains(r.key())) {
                try {
                    assertThat(MatchResult.parseFrom(r.value()).getStatus()).isEqualTo(MatchStatus.MATCH_STATUS_COMPLETED);
                } catch (com.google.protobuf.InvalidProtocolBufferException e) {
                    throw new AssertionError(e);
                }
                reported.put(r.key(), r.timestamp());
            }
            return reported.keySet().containsAll(matchIds);
        }, Duration.ofSeconds(600));
        assertThat(reported.keySet()).as("every match reported").containsAll(matchIds);
        return reported;
    }

    @Test
    void aPriorityRequestIsPlayedBeforeTheBulkBacklog() throws Exception {
        int workers = slots.effective();
        int backlog = 4 * workers;
        List<String> bulk = new ArrayList<>();
        String priority = "v-" + UUID.randomUUID();
        try (var producer = new ReliableProducer(broker.bootstrapServers(), "test-scheduler", Duration.ofSeconds(10))) {
            for (int i = 0; i < backlog; i++) {
                String id = "l-" + UUID.randomUUID();
                bulk.add(id);
                producer.send(Topics.MATCH_REQUESTED, id, rps(id, 6000).toByteArray());
            }
            // Every slot busy with the backlog: the priority match has to wait for one to free, not find one idle.
            awaitTaken(Set.copyOf(bulk), workers);
            producer.send(Topics.MATCH_REQUESTED_PRIORITY, priority, rps(priority, 30).toByteArray());
        }

        Set<String> all = new HashSet<>(bulk);
        all.add(priority);
        Map<String, Long> reported = reportedAt(all);
        long before = bulk.stream().filter(id -> reported.get(id) < reported.get(priority)).count();
        // Those already playing may finish first (and, should one free its slot just as the priority request
        // arrives, one more); the rest of the backlog waits.
        assertThat(before).as("backlog matches reported before the priority match, of %d", backlog).isLessThanOrEqualTo(workers + 1);
    }
}
