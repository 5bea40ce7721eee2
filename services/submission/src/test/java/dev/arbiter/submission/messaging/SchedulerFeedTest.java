package dev.arbiter.submission.messaging;

import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.CompetitionUpdated;
import dev.arbiter.proto.v1.EntryStatus;
import dev.arbiter.proto.v1.EntryStatusChanged;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.submission.support.Artefacts;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Uploads;
import dev.arbiter.testing.KafkaTestBroker;
import dev.arbiter.web.problem.ProblemType;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.UUID;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

/**
 * What the scheduler announces reaches contestants, over a real broker: its competitions take uploads while
 * open, and its validation results and disqualifications appear on the entry's timeline, once each.
 */
@QuarkusTest
class SchedulerFeedTest {

    private static void publish(String topic, String key, byte[] value) throws Exception {
        try (var producer = new ReliableProducer(KafkaTestBroker.shared().bootstrapServers(), "test-scheduler", Duration.ofSeconds(10))) {
            producer.send(topic, key, value);
        }
    }

    private static void competition(String slug, String phase, int quota) throws Exception {
        publish(Topics.COMPETITION_UPDATED, slug, CompetitionUpdated.newBuilder().setSlug(slug).setTitle("From the scheduler")
                .setGame("rps").setProtocol(ProtocolId.PROTOCOL_ID_LMC1).setPhase(phase).setUploadQuotaPerDay(quota).setPublic(true).build().toByteArray());
    }

    private static void status(String entryId, EntryStatus status, String detail, String verdict) throws Exception {
        status(entryId, status, detail, verdict, "");
    }

    private static void status(String entryId, EntryStatus status, String detail, String verdict, String stderr) throws Exception {
        publish(Topics.ENTRY_STATUS, entryId, EntryStatusChanged.newBuilder().setEntryId(entryId).setVersion(1)
                .setCompetition("demo").setStatus(status).setDetail(detail).setVerdict(verdict).setStderrHead(stderr)
                .setValidationMatchId("m-validation-" + entryId.substring(0, 8)).setCountsAgainstQuota(true)
                .setAtMs(System.currentTimeMillis()).build().toByteArray());
    }

    @Test
    void aCompetitionTheSchedulerOpensTakesUploadsAndOneItClosesRefusesThem() throws Exception {
        String slug = "sched-" + UUID.randomUUID().toString().substring(0, 8);
        Contestant ann = Contestants.register("ann");
        Uploads.upload(ann.token(), slug, "bot", "bot", Artefacts.elf()).statusCode(404);

        competition(slug, "open", 5);
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                Uploads.upload(ann.token(), slug, "bot", "bot", Artefacts.elf()).statusCode(201));

        competition(slug, "official", 5);
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                Uploads.upload(ann.token(), slug, "bot", "bot", Artefacts.elf())
                        .statusCode(409).body("type", equalTo(ProblemType.BASE + "competition-closed")));
    }

    @Test
    void aValidationResultReachesTheTimelineOnceAndALateStatusCannotUndoIt() throws Exception {
        Contestant bea = Contestants.register("bea");
        String id = Uploads.upload(bea.token(), "crashy", "bot", Artefacts.elf()).statusCode(201).extract().path("id");

        status(id, EntryStatus.ENTRY_STATUS_FAILED, "validation crash: move 3: exited with code 1", "crash");
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> given().auth().oauth2(bea.token()).get("/api/entries/" + id)
                .then().body("status", equalTo("failed"))
                .body("versions[0].validation.verdict", equalTo("crash"))
                .body("versions[0].validation.detail", equalTo("validation crash: move 3: exited with code 1"))
                .body("versions[0].validation.matchId", equalTo("m-validation-" + id.substring(0, 8))));

        // Redelivered and out of order: a late "validating" or "ready" changes nothing once failed is known.
        status(id, EntryStatus.ENTRY_STATUS_VALIDATING, "validation match requested", "");
        status(id, EntryStatus.ENTRY_STATUS_READY, "passed", "ok");
        status(id, EntryStatus.ENTRY_STATUS_DISQUALIFIED, "disqualified: copied code", "");
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> given().auth().oauth2(bea.token()).get("/api/entries/" + id)
                .then().body("status", equalTo("disqualified"))
                .body("versions[0].validation.verdict", equalTo("crash"))
                .body("versions[0].validation.disqualifiedReason", equalTo("disqualified: copied code")));
    }

    @Test
    void theEntrysStderrFromItsValidationMatchIsShownEscapedOnTheEntryPageAndInTheApi() throws Exception {
        Contestant cal = Contestants.register("cal");
        String id = Uploads.upload(cal.token(), "noisy", "bot", Artefacts.elf()).statusCode(201).extract().path("id");
        String stderr = "Traceback (most recent call last):\n<script>alert('x')</script>\n";

        status(id, EntryStatus.ENTRY_STATUS_FAILED, "validation protocol: move 2: 'banana' is not a move", "protocol", stderr);

        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> given().auth().oauth2(cal.token()).get("/api/entries/" + id)
                .then().body("status", equalTo("failed"))
                .body("versions[0].validation.stderr", equalTo(stderr)));
        String html = given().cookie("arbiter-session", Contestants.signIn(cal)).get("/entries/" + id)
                .then().statusCode(200).extract().asString();
        assertThat(html).contains("protocol", "move 2: &#39;banana&#39; is not a move",
                        "Traceback (most recent call last):", "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;")
                .doesNotContain("<script>alert")
                .doesNotContain("http-equiv=\"refresh\"");
    }
}
