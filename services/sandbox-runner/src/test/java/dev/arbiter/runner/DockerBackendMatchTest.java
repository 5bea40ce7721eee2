package dev.arbiter.runner;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.GameRef;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.Verdict;
import dev.arbiter.testing.KafkaTestBroker;
import dev.arbiter.testing.KafkaTestResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

/**
 * A runner configured with {@code backend=docker} plays what the scheduler asks in containers on the
 * real engine (started, with its images, by scripts/test), a Python and a C entry alike, and builds a source entry
 * in a container before it plays.
 */
@QuarkusTest
@TestProfile(DockerBackendMatchTest.Docker.class)
@WithTestResource(KafkaTestResource.class)
class DockerBackendMatchTest {

    public static class Docker implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("arbiter.sandbox-runner.backend", "docker");
        }
    }

    private static final Path PLAYERS = Path.of("../../examples/players");

    @Inject
    BlobStore blobs;

    private EntryRef entry(String id, String file, String kind) throws Exception {
        return EntryRef.newBuilder().setEntryId(id).setVersion(1).setName(Path.of(file).getFileName().toString())
                .setArtifactSha256(blobs.put(PLAYERS.resolve(file)).hex()).setKind(kind).build();
    }

    @Test
    void theConfiguredDockerBackendPlaysALinuxBinaryAndAScriptInContainers() throws Exception {
        given().when().get("/api/runner/info").then().statusCode(200).body("backend", equalTo("docker"));
        playsFiftyMovesCleanly(entry("c", "c/bin/random", "elf"), entry("py", "python/imitate_last.py", "script"));
    }

    @Test
    void aWindowsEntryRunsUnderWineInTheWineImage() throws Exception {
        playsFiftyMovesCleanly(entry("exe", "c/bin/random.exe", "pe32plus"), entry("py", "python/random_player.py", "script"));
    }

    /** The image has Python and a JRE but no compiler: a Python source entry is what it can build. */
    @Test
    void aPythonSourceEntryIsBuiltInAContainerAndPlays() throws Exception {
        EntryRef source = SourceArchives.entry(blobs, "py-src", SourceArchives.python());
        MatchResult result = playsFiftyMovesCleanly(source, entry("py", "python/random_player.py", "script"));

        assertThat(result.getSeats(0).getBuild().getOk()).isTrue();
        assertThat(result.getSeats(0).getBuild().getArtifactSha256()).isNotEmpty().isNotEqualTo(source.getArtifactSha256());
    }

    private MatchResult playsFiftyMovesCleanly(EntryRef first, EntryRef second) throws Exception {
        String matchId = "m-" + UUID.randomUUID();
        var request = MatchRequest.newBuilder().setMatchId(matchId).setAttempt(1).setCompetition("test").setSeed(5)
                .setGame(GameRef.newBuilder().setBuiltin("rps").setProtocol(ProtocolId.PROTOCOL_ID_LMC1).putOptions("moves", "50"))
                .addSeats(first).addSeats(second).build();
        var broker = KafkaTestBroker.shared();
        try (var producer = new ReliableProducer(broker.bootstrapServers(), "test-scheduler", Duration.ofSeconds(10))) {
            producer.send(Topics.MATCH_REQUESTED, matchId, request.toByteArray());
        }
        var record = broker.awaitRecord(Topics.MATCH_FINISHED, r -> matchId.equals(r.key()), Duration.ofSeconds(90))
                .orElseThrow(() -> new AssertionError("no match.finished for " + matchId));
        MatchResult result = MatchResult.parseFrom(record.value());

        assertThat(result.getStatus()).as(result.getStatusDetail()).isEqualTo(MatchStatus.MATCH_STATUS_COMPLETED);
        assertThat(result.getSeatsList()).extracting(s -> s.getVerdict()).containsOnly(Verdict.VERDICT_OK);
        assertThat(result.getSeatsList()).extracting(s -> s.getScoredMoves()).containsOnly(50);
        assertThat(result.getSeats(0).getScore() + result.getSeats(1).getScore()).isZero();
        return result;
    }
}
