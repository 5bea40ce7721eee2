package dev.arbiter.submission.service;

import dev.arbiter.proto.v1.EntryStatusChanged;
import dev.arbiter.submission.persistence.EntryStatus;
import dev.arbiter.submission.persistence.EntryVersionRepository;
import dev.arbiter.submission.support.Artefacts;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.submission.support.Uploads;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.time.Instant;
import java.util.UUID;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasLength;

/** The scheduler's validation result (issue 4) fills the timeline, verdict and stderr through EntryTimeline. */
@QuarkusTest
class ValidationResultTest {

    @Inject
    EntryTimeline timeline;
    @Inject
    EntryVersionRepository versions;

    @Test
    void aFailedValidationShowsItsVerdictDetailAndTheFirstBytesOfStderr() {
        Contestant quinn = Contestants.register("quinn");
        String id = Uploads.upload(quinn.token(), "crasher", "bot", Artefacts.elf()).statusCode(201).extract().path("id");
        long versionId = versionIdOf(id, 1);
        await().atMost(Duration.ofSeconds(15)).untilAsserted(() -> given().auth().oauth2(quinn.token())
                .get("/api/entries/" + id).then().body("status", equalTo("validating")));
        String stderr = "Traceback: boom\n".repeat(1000);

        timeline.validationFinished(versionId, EntryStatus.FAILED, "crash", "exited with code 1 after move 3", stderr, Instant.now());
        timeline.validationFinished(versionId, EntryStatus.READY, "ok", "a late duplicate", "", Instant.now());

        given().auth().oauth2(quinn.token()).get("/api/entries/" + id).then()
                .body("status", equalTo("failed"))
                .body("versions[0].timeline.state", contains("received", "stored", "validating", "failed"))
                .body("versions[0].validation.verdict", equalTo("crash"))
                .body("versions[0].validation.detail", equalTo("exited with code 1 after move 3"))
                .body("versions[0].validation.stderr", hasLength(4096))
                .body("versions[0].waitingFor", equalTo(null));
    }

    @Test
    void aFailedValidationShowsTheMoveTheLineTheStderrAndTheOneCommandThatReplaysIt() {
        Contestant rita = Contestants.register("rita");
        String id = Uploads.upload(rita.token(), "replayed", "bot", Artefacts.uniqueElf()).statusCode(201).extract().path("id");
        String command = "./arbiter match --backend local --game rps -o moves=100 --move-deadline 1000 --player YOUR-ENTRY "
                + "--player OTHER-PLAYER --seed 77";

        timeline.statusChanged(EntryStatusChanged.newBuilder().setEntryId(id).setVersion(1).setCompetition("demo")
                .setStatus(dev.arbiter.proto.v1.EntryStatus.ENTRY_STATUS_FAILED).setVerdict("illegal-move")
                .setDetail("move 3: unexpected line \"lizard\"").setStderrHead("choosing lizard\n")
                .setReproduce(command).setAtMs(System.currentTimeMillis()).build());

        given().auth().oauth2(rita.token()).get("/api/entries/" + id).then()
                .body("status", equalTo("failed"))
                .body("versions[0].validation.reproduce", equalTo(command));
        given().cookie("arbiter-session", Contestants.signIn(rita)).get("/entries/" + id).then().statusCode(200)
                .body(containsString("move 3: unexpected line &quot;lizard&quot;"))
                .body(containsString("<pre class=\"stderr\">choosing lizard"))
                .body(containsString("<code class=\"replay\">" + command + "</code>"));
    }

    @Test
    void anInfrastructureFailureDoesNotCountAgainstTheDailyQuota() {
        Contestant ray = Contestants.register("ray");
        String id = Uploads.upload(ray.token(), "strict-quota", "bot", "bot", Artefacts.elf()).statusCode(201).extract().path("id");
        Uploads.upload(ray.token(), "strict-quota", "bot", "bot", Artefacts.elf(1)).statusCode(201);

        timeline.validationFinished(versionIdOf(id, 1), EntryStatus.INFRASTRUCTURE_ERROR, null, "runner lost", null, Instant.now());

        Uploads.upload(ray.token(), "strict-quota", "bot", "bot", Artefacts.elf(2)).statusCode(201).body("version", equalTo(3));
    }

    private long versionIdOf(String entryId, int version) {
        return QuarkusTransaction.requiringNew().call(() -> versions
                .find("entry.id = ?1 and version = ?2", UUID.fromString(entryId), version).firstResult().id);
    }
}
