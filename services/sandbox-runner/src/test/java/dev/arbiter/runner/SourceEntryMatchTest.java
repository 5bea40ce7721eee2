package dev.arbiter.runner;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.GameRef;
import dev.arbiter.proto.v1.Limits;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.SeatResult;
import dev.arbiter.proto.v1.Verdict;
import dev.arbiter.testing.KafkaTestBroker;
import dev.arbiter.testing.KafkaTestResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Map;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Source entries through the runner as the scheduler sends them (kind {@code source}, on the default local
 * backend): each language is built in its sandbox, plays its validation match (rps against itself), and the
 * result carries the built archive; a source that does not compile is {@code build-failed} without a match.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
class SourceEntryMatchTest {

    @Inject
    BlobStore blobs;

    @Test
    void aOneFileCEntryIsBuiltAndPlays() throws Exception {
        buildsAndPlays(SourceArchives.cOneFile());
    }

    @Test
    void aCEntryWithAMakefileIsBuiltAndPlays() throws Exception {
        buildsAndPlays(SourceArchives.cMakefile());
    }

    @Test
    void aJavaSourcesEntryIsBuiltAndPlays() throws Exception {
        buildsAndPlays(SourceArchives.java());
    }

    @Test
    void aPythonEntryIsBuiltAndPlays() throws Exception {
        buildsAndPlays(SourceArchives.python());
    }

    @Test
    void aSourceThatDoesNotCompileFailsItsSeatWithTheFirstErrorLineAndPlaysNoMatch() throws Exception {
        EntryRef broken = SourceArchives.entry(blobs, "broken", Map.of("bot.c", "int main(void) {\n  return nope;\n}\n"));

        MatchResult result = play(validation(broken));

        assertThat(result.getMoves()).isZero();
        SeatResult seat = result.getSeats(0);
        assertThat(seat.getVerdict()).isEqualTo(Verdict.VERDICT_CRASH);
        assertThat(seat.getBuild().getOk()).isFalse();
        assertThat(seat.getBuild().getFirstError()).startsWith("bot.c:2:").contains("error").contains("nope");
        assertThat(seat.getDetail()).isEqualTo("build failed: " + seat.getBuild().getFirstError());
        assertThat(seat.getBuild().getArtifactSha256()).isEmpty();
    }

    private void buildsAndPlays(Map<String, String> files) throws Exception {
        EntryRef entry = SourceArchives.entry(blobs, "src-" + UUID.randomUUID(), files);

        MatchResult result = play(validation(entry));

        assertThat(result.getStatus()).as(result.getStatusDetail()).isEqualTo(MatchStatus.MATCH_STATUS_COMPLETED);
        for (SeatResult seat : result.getSeatsList()) {
            assertThat(seat.getBuild().getOk()).as(seat.getBuild().getFirstError() + "\n" + seat.getBuild().getLog()).isTrue();
            assertThat(seat.getVerdict()).as(seat.getDetail() + "\n" + seat.getStderrHead()).isEqualTo(Verdict.VERDICT_OK);
            assertThat(seat.getScoredMoves()).isEqualTo(20);
        }
        // Both seats are one entry version: built once, one built archive, stored content-addressed.
        String built = result.getSeats(0).getBuild().getArtifactSha256();
        assertThat(result.getSeats(1).getBuild().getArtifactSha256()).isEqualTo(built);
        assertThat(blobs.size(Digest.parse(built))).isPositive();
        assertThat(built).isNotEqualTo(entry.getArtifactSha256());
    }

    private static MatchRequest validation(EntryRef entry) {
        return MatchRequest.newBuilder().setMatchId("m-" + UUID.randomUUID()).setAttempt(1).setCompetition("test").setSeed(9)
                .setGame(GameRef.newBuilder().setBuiltin("rps").setProtocol(ProtocolId.PROTOCOL_ID_LMC1).putOptions("moves", "20"))
                // A JVM's start on a busy machine must not decide whether the entry works.
                .setLimits(Limits.newBuilder().setNameDeadlineMs(60_000).setMoveDeadlineMs(10_000)
                        .setAverageMoveLimitMs(10_000))
                .addSeats(entry).addSeats(entry).build();
    }

    private static MatchResult play(MatchRequest request) throws Exception {
        var broker = KafkaTestBroker.shared();
        try (var producer = new ReliableProducer(broker.bootstrapServers(), "test-scheduler", Duration.ofSeconds(10))) {
            producer.send(Topics.MATCH_REQUESTED, request.getMatchId(), request.toByteArray());
        }
        var record = broker.awaitRecord(Topics.MATCH_FINISHED, r -> request.getMatchId().equals(r.key()), Duration.ofMinutes(4))
                .orElseThrow(() -> new AssertionError("no match.finished for " + request.getMatchId()));
        return MatchResult.parseFrom(record.value());
    }
}
