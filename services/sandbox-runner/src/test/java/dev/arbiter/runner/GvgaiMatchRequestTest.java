package dev.arbiter.runner;

import dev.arbiter.blobstore.BlobStore;
import dev.arbiter.blobstore.Digest;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.EntryRef;
import dev.arbiter.proto.v1.GameRef;
import dev.arbiter.proto.v1.GvgaiLevelResult;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.proto.v1.Verdict;
import dev.arbiter.testing.KafkaTestBroker;
import dev.arbiter.testing.KafkaTestResource;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.UUID;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A GVGAI learning run through the real runner path on the local backend: the request comes in on Kafka, the
 * Python sample client (an archive, as a contestant uploads it) is installed from the blob store and started in
 * its sandbox behind the relay, the judge referees the run, and the validation figures come back on
 * match.finished for the leaderboard to rank. The budgets are widened so that a loaded machine changes no
 * outcome this test looks at: it checks what is counted, not how fast.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
class GvgaiMatchRequestTest {

    private static final Path PLAYERS = Path.of("../../examples/players/python");

    @Inject
    BlobStore blobs;

    private final KafkaTestBroker broker = KafkaTestBroker.shared();

    /** The random sample client and the client side it imports, zipped as an entry's files. */
    private EntryRef randomClient() throws Exception {
        var zip = new ByteArrayOutputStream();
        try (var out = new ZipOutputStream(zip)) {
            for (String file : new String[]{"gvgai_random.py", "gvgai_client.py"}) {
                out.putNextEntry(new ZipEntry(file));
                out.write(Files.readAllBytes(PLAYERS.resolve(file)));
                out.closeEntry();
            }
        }
        Digest digest = blobs.put(new ByteArrayInputStream(zip.toByteArray()));
        return EntryRef.newBuilder().setEntryId("learner").setVersion(1).setName("gvgai-random")
                .setArtifactSha256(digest.hex()).setKind("archive")
                .addCommand(JudgeKit.PYTHON).addCommand("gvgai_random.py").build();
    }

    @Test
    void aGvgaiRunIsRefereedByTheJudgeAndItsValidationFiguresComeBackPerLevel() throws Exception {
        String matchId = "m-" + UUID.randomUUID();
        var request = MatchRequest.newBuilder().setMatchId(matchId).setAttempt(1).setCompetition("test").setSeed(7)
                .setGame(GameRef.newBuilder().setProtocol(ProtocolId.PROTOCOL_ID_GVGAI).putOptions("game", "aliens")
                        .putOptions("gvgai.training-ms", "1500").putOptions("gvgai.validation-repetitions", "2")
                        .putOptions("gvgai.max-ticks", "60").putOptions("gvgai.act-ms", "2000")
                        .putOptions("gvgai.act-disqualify-ms", "4000").putOptions("gvgai.connect-ms", "120000")
                        .putOptions("gvgai.start-ms", "30000").putOptions("gvgai.init-ms", "30000")
                        .putOptions("gvgai.result-ms", "30000"))
                .addSeats(randomClient()).build();

        MatchResult result = play(request);
        var seat = result.getSeats(0);
        var run = seat.getGvgai();
        assertThat(run.getGame()).isEqualTo("aliens");
        assertThat(run.getPlays()).as("levels 3 and 4, twice each").isEqualTo(4).isEqualTo(seat.getScoredMoves());
        assertThat(run.getDisqualified()).isZero();
        assertThat(run.getTrainingPlays()).as("training phase 1 plays levels 0-2 at least").isGreaterThanOrEqualTo(3);
        assertThat(run.getLevelsList()).extracting(GvgaiLevelResult::getLevel).containsExactly(3, 4);
        assertThat(run.getLevelsList()).extracting(GvgaiLevelResult::getPlays).containsExactly(2, 2);
        assertThat(run.getLevelsList()).allSatisfy(l -> assertThat(l.getMeanTicks()).isPositive().isLessThanOrEqualTo(60));
        assertThat(run.getMeanScore() * run.getPlays()).as("the seat's score sums the validation scores")
                .isCloseTo(seat.getScore(), org.assertj.core.data.Offset.offset(1e-6));
        try (InputStream in = blobs.open(Digest.parse(result.getTranscript().getSha256()))) {
            assertThat(new String(in.readAllBytes(), StandardCharsets.UTF_8)).contains("FINISH");
        }
    }

    @Test
    void anUploadedGameIsFetchedFromTheBlobStoreAndItsValidationLevelsStayOutOfTheTranscript() throws Exception {
        var files = new java.util.LinkedHashMap<String, byte[]>();
        files.put("invaders.txt", dev.arbiter.vgdl.ShippedGames.gameText("aliens").getBytes(StandardCharsets.UTF_8));
        for (int i = 0; i < 5; i++) {
            files.put("invaders_lvl" + i + ".txt", String.join("\n", dev.arbiter.vgdl.ShippedGames.level("aliens", i).rows())
                    .getBytes(StandardCharsets.UTF_8));
        }
        byte[] zip = dev.arbiter.vgdl.load.GameFiles.fromUploads(files).toZip();
        String game = blobs.put(new ByteArrayInputStream(zip)).hex();
        String matchId = "m-" + UUID.randomUUID();
        var request = MatchRequest.newBuilder().setMatchId(matchId).setAttempt(1).setCompetition("test").setSeed(7)
                .setGame(GameRef.newBuilder().setProtocol(ProtocolId.PROTOCOL_ID_GVGAI).setArtifactSha256(game).putOptions("game", "invaders")
                        .putOptions("gvgai.training-ms", "1500").putOptions("gvgai.validation-repetitions", "1")
                        .putOptions("gvgai.max-ticks", "40").putOptions("gvgai.act-ms", "2000")
                        .putOptions("gvgai.act-disqualify-ms", "4000").putOptions("gvgai.connect-ms", "120000")
                        .putOptions("gvgai.start-ms", "30000").putOptions("gvgai.init-ms", "30000")
                        .putOptions("gvgai.result-ms", "30000"))
                .addSeats(randomClient()).build();

        MatchResult result = play(request);
        var seat = result.getSeats(0);
        assertThat(seat.getGvgai().getGame()).isEqualTo("invaders");
        assertThat(seat.getGvgai().getPlays()).isEqualTo(2);
        try (InputStream in = blobs.open(Digest.parse(result.getTranscript().getSha256()))) {
            String transcript = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            assertThat(transcript).contains("FINISH", "an observation of private validation level 3, withheld",
                    "an observation of private validation level 4, withheld", "\\\"isValidation\\\":false");
            assertThat(transcript).doesNotContain("\\\"isValidation\\\":true");
        }
    }

    /** Sends the request as the scheduler would and returns the completed result, its one seat OK. */
    private MatchResult play(MatchRequest request) throws Exception {
        String matchId = request.getMatchId();
        try (var producer = new ReliableProducer(broker.bootstrapServers(), "test-scheduler", Duration.ofSeconds(10))) {
            producer.send(Topics.MATCH_REQUESTED, matchId, request.toByteArray());
        }
        MatchResult result = MatchResult.parseFrom(broker.awaitRecord(Topics.MATCH_FINISHED, r -> matchId.equals(r.key()),
                Duration.ofMinutes(3)).orElseThrow(() -> new AssertionError("no match.finished for " + matchId)).value());
        assertThat(result.getStatus()).as(result.getStatusDetail()).isEqualTo(MatchStatus.MATCH_STATUS_COMPLETED);
        var seat = result.getSeats(0);
        assertThat(seat.getVerdict()).as(seat.getDetail() + " / " + seat.getStderrHead()).isEqualTo(Verdict.VERDICT_OK);
        return result;
    }
}
