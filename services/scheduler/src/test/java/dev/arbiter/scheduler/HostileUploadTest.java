package dev.arbiter.scheduler;

import dev.arbiter.scheduler.config.SchedulerConfig;
import dev.arbiter.testing.HostileUploads;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.ValidatableResponse;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.nio.charset.StandardCharsets;

import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.endsWith;
import static org.hamcrest.Matchers.startsWith;

/**
 * Issue 31: small organiser uploads that used to take the scheduler's stack or heap are refused with 422 naming the
 * file, the line and the limit, and the scheduler goes on answering.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
@Timeout(120)
class HostileUploadTest {

    private static final String FILE = "hostile_mdp.rddl";

    @Inject
    SchedulerConfig config;

    @Test
    void fiftyThousandNestedParenthesesAreRefusedWith422AtTheirLine() {
        String text = HostileUploads.nestedParentheses(50_000);

        rddl(text).statusCode(422).body("type", endsWith("/upload-over-limit"))
                .body("detail", startsWith(FILE + ":" + HostileUploads.lineOf(text, "reward") + ":"))
                .body("detail", containsString("over the limit of 128"));
        rddl(HostileUploads.nestedParentheses(3)).statusCode(201);
    }

    @Test
    void aDomainWhoseGroundingExplodesIsRefusedWith422AtThePvariable() {
        String text = HostileUploads.explodingGrounding();

        rddl(text).statusCode(422)
                .body("detail", containsString(FILE + ":" + HostileUploads.lineOf(text, "big(obj") + ": pvariable big"))
                .body("detail", containsString("over the limit of " + config.uploads().rddlMaxGroundFluents()));
    }

    @Test
    void aRewardSummingOverNineVariablesIsRefusedWith422AtTheReward() {
        String text = HostileUploads.sumOverNineVariables();

        rddl(text).statusCode(422)
                .body("detail", containsString(FILE + ":" + HostileUploads.lineOf(text, "reward") + ": the reward"))
                .body("detail", containsString("more than " + config.uploads().rddlMaxGroundTerms() + " expression terms"));
    }

    @Test
    void aSmallVgdlZipOfLargeFilesIsRefusedWith422NamingTheLimit() {
        byte[] zip = HostileUploads.vgdlZipOfManyLargeFiles(900);

        SchedulerApi.organiserUpload().multiPart("files", "hostile.zip", zip).post("/api/scheduler/gvgai-games").then()
                .statusCode(422).body("detail", startsWith("hostile.zip: copy"))
                .body("detail", containsString("more than " + config.uploads().vgdlMaxBytes() + " bytes, the limit"));
    }

    @Test
    void aVgdlLevelPaddedToGigabytesIsRefusedWith422AtItsLine() {
        SchedulerApi.organiserUpload()
                .multiPart("files", "hostile.txt", HostileUploads.VGDL_GAME.getBytes(StandardCharsets.UTF_8))
                .multiPart("files", "hostile_lvl0.txt", HostileUploads.vgdlLevelPaddedTo(100_000, 100_000)
                        .getBytes(StandardCharsets.UTF_8))
                .post("/api/scheduler/gvgai-games").then()
                .statusCode(422).body("detail", startsWith("hostile_lvl0.txt:1:1:"))
                .body("detail", containsString("tiles"));
    }

    @Test
    void theOrganisersFormShowsAnRddlFileOverALimitWith422AndMakesNoCompetition() {
        String token = SchedulerApi.organiser().get("/organiser").htmlPath()
                .getString("**.find { it.@name == 'csrf-token' }.@value");
        String slug = RunnerDouble.slug("rddl-hostile");
        String text = HostileUploads.sumOverNineVariables();

        SchedulerApi.organiserUpload()
                .multiPart("csrf-token", token).multiPart("slug", slug).multiPart("title", "Hostile")
                .multiPart("source", "rddl").multiPart("rddlSet", "upload").multiPart("ladderConcurrency", "0")
                .multiPart("rddlFiles", FILE, text.getBytes(StandardCharsets.UTF_8))
                .post("/organiser/competitions").then().statusCode(422).contentType(containsString("text/html"))
                .body(containsString(FILE + ":" + HostileUploads.lineOf(text, "reward") + ": the reward"));
        SchedulerApi.organiser().get("/api/competitions/" + slug).then().statusCode(404);
    }

    private static ValidatableResponse rddl(String text) {
        return SchedulerApi.organiserUpload().multiPart("files", FILE, text.getBytes(StandardCharsets.UTF_8))
                .post("/api/scheduler/rddl-sets").then();
    }
}
