package dev.arbiter.submission.service;

import dev.arbiter.proto.v1.BuildReport;
import dev.arbiter.proto.v1.EntryStatus;
import dev.arbiter.proto.v1.EntryStatusChanged;
import dev.arbiter.submission.support.Artefacts;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Uploads;
import dev.arbiter.web.problem.ProblemType;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

/**
 * Source uploads: recognised at upload by libs/archive's recipe (or a manifest's "build"), shown as building, and
 * then built or build-failed from the runner's report that the scheduler forwards; the log only to the owner.
 */
@QuarkusTest
class SourceUploadTest {

    private static final String ERROR = "bot.c:2:10: error: 'nope' undeclared (first use in this function)";

    @Inject
    EntryTimeline timeline;

    private static String uploadC(Contestant who, String entry) {
        byte[] zip = Artefacts.archive().file("bot.c", "int main(void) {\n  return nope;\n}\n").file("lmc.h", "").zip();
        String id = Uploads.upload(who.token(), entry, "bot.zip", zip).statusCode(201).extract().path("id");
        await().atMost(Duration.ofSeconds(15)).untilAsserted(() -> given().auth().oauth2(who.token())
                .get("/api/entries/" + id).then().body("status", equalTo("building")));
        return id;
    }

    private static EntryStatusChanged.Builder status(String id, EntryStatus status) {
        return EntryStatusChanged.newBuilder().setEntryId(id).setVersion(1).setCompetition("demo").setStatus(status)
                .setAtMs(System.currentTimeMillis());
    }

    @Test
    void aOneFileCUploadIsASourceEntryWaitingForItsBuild() {
        Contestant sam = Contestants.register("sam");
        String id = uploadC(sam, "c-bot");

        given().auth().oauth2(sam.token()).get("/api/entries/" + id).then()
                .body("versions[0].kind", equalTo("source"))
                .body("versions[0].command", contains("player"))
                .body("versions[0].build.language", equalTo("c"))
                .body("versions[0].build.command", contains("cc", "-O2", "-std=gnu17", "-o", "player", "bot.c", "-lm"))
                .body("versions[0].build.outcome", equalTo("pending"))
                .body("versions[0].build.reproduce", equalTo("mkdir build && cd build && unzip -q ../bot.zip && cc -O2 -std=gnu17 -o player bot.c -lm"))
                .body("versions[0].timeline.state", contains("received", "stored", "building"))
                .body("versions[0].waitingFor", containsString("build"));
    }

    @Test
    void aFailedBuildIsBuildFailedWithItsFirstErrorAndItsLogOnlyForTheOwner() {
        Contestant tess = Contestants.register("tess");
        Contestant other = Contestants.register("uma");
        String id = uploadC(tess, "broken");

        timeline.statusChanged(status(id, EntryStatus.ENTRY_STATUS_FAILED).setVerdict("build-failed")
                .setDetail("build failed: " + ERROR)
                .setBuild(BuildReport.newBuilder().setFirstError(ERROR).setLog("cc -o player bot.c\n" + ERROR + "\n")
                        .setDurationMs(420)).build());

        given().auth().oauth2(tess.token()).get("/api/entries/" + id).then()
                .body("status", equalTo("build-failed"))
                .body("versions[0].timeline.state", contains("received", "stored", "building", "build-failed"))
                .body("versions[0].build.outcome", equalTo("build-failed"))
                .body("versions[0].build.firstError", equalTo(ERROR))
                .body("versions[0].build.log", containsString(ERROR))
                .body("versions[0].validation.verdict", equalTo("build-failed"));
        given().auth().oauth2(other.token()).get("/api/entries/" + id).then().statusCode(404)
                .body(not(containsString("undeclared")));
        String page = given().cookie("arbiter-session", Contestants.signIn(tess)).get("/entries/" + id).then()
                .statusCode(200).extract().asString();
        org.assertj.core.api.Assertions.assertThat(page).contains("build-failed").contains("First error")
                .contains("&#39;nope&#39; undeclared").contains("cc -O2 -std=gnu17 -o player bot.c -lm");
    }

    @Test
    void aSuccessfulBuildShowsWhenItWasBuiltAndTheArchiveMatchesRun() {
        Contestant vic = Contestants.register("vic");
        String id = uploadC(vic, "fine");

        timeline.statusChanged(status(id, EntryStatus.ENTRY_STATUS_READY).setVerdict("ok")
                .setBuild(BuildReport.newBuilder().setOk(true).setArtifactSha256("d".repeat(64)).setDurationMs(900)).build());

        given().auth().oauth2(vic.token()).get("/api/entries/" + id).then()
                .body("status", equalTo("ready"))
                .body("versions[0].timeline.state", contains("received", "stored", "building", "built", "ready"))
                .body("versions[0].build.outcome", equalTo("built"))
                .body("versions[0].build.builtSha256", equalTo("d".repeat(64)));
    }

    @Test
    void aManifestWithABuildListIsASourceEntryBuiltItsOwnWay() {
        Contestant wes = Contestants.register("wes");
        byte[] zip = Artefacts.archive().file("arbiter.json", "{\"build\": [\"sh\", \"build.sh\"], \"command\": [\"out/bot\"]}")
                .file("build.sh", "mkdir out && cp bot.sh out/bot\n").file("bot.sh", "#!/bin/sh\n").tarGz();

        String id = Uploads.upload(wes.token(), "custom", "bot.tar.gz", zip).statusCode(201).extract().path("id");

        given().auth().oauth2(wes.token()).get("/api/entries/" + id).then()
                .body("versions[0].kind", equalTo("source"))
                .body("versions[0].command", contains("out/bot"))
                .body("versions[0].build.language", equalTo("custom"))
                .body("versions[0].build.reproduce", equalTo("mkdir build && cd build && tar -xzf ../bot.tar.gz && sh build.sh"));
    }

    @Test
    void sourcesWithoutOneWayToBuildThemAreRefusedSayingWhatToAdd() {
        Contestant xia = Contestants.register("xia");
        byte[] zip = Artefacts.archive().file("a.c", "int main(void){return 0;}").file("b.c", "int f;").zip();

        Uploads.upload(xia.token(), "two-files", "bot.zip", zip).statusCode(422)
                .body("type", equalTo(ProblemType.BASE + "no-build-recipe"))
                .body("detail", containsString("add a Makefile"));
    }
}
