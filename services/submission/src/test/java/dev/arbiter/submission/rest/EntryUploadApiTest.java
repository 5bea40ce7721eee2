package dev.arbiter.submission.rest;

import dev.arbiter.submission.support.Artefacts;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.submission.support.Uploads;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.matchesPattern;
import static org.hamcrest.Matchers.notNullValue;

@QuarkusTest
class EntryUploadApiTest {

    @Test
    void anExecutableUploadedWithATokenBecomesVersionOneAndIsAnnouncedToTheScheduler() {
        Contestant ada = Contestants.register("ada");

        String id = Uploads.upload(ada.token(), "rock", "rock-bot", Artefacts.elf())
                .statusCode(201)
                .header("Location", matchesPattern(".*/api/entries/[0-9a-f-]{36}"))
                .body("version", equalTo(1))
                .body("status", equalTo("stored"))
                .extract().path("id");

        // The outbox relay sends entry.submitted right after the commit; the timeline then shows "validating".
        await().atMost(Duration.ofSeconds(15)).untilAsserted(() -> given().auth().oauth2(ada.token())
                .get("/api/entries/" + id)
                .then().statusCode(200)
                .body("status", equalTo("validating"))
                .body("versions[0].timeline.state", contains("received", "stored", "validating"))
                .body("versions[0].waitingFor", equalTo("a runner to play the validation match"))
                .body("versions[0].validation", equalTo(null)));
        given().auth().oauth2(ada.token()).get("/api/entries/" + id).then()
                .body("name", equalTo("rock"))
                .body("competition", equalTo("demo"))
                .body("owner", equalTo(ada.username()))
                .body("versions[0].kind", equalTo("elf"))
                .body("versions[0].sizeBytes", equalTo(64))
                .body("versions[0].artefactSha256", matchesPattern("[0-9a-f]{64}"));
    }

    @Test
    void uploadingUnderTheSameNameAddsAVersionAndKeepsTheEarlierOnesListed() {
        Contestant bob = Contestants.register("bob");
        String first = Uploads.upload(bob.token(), "paper", "paper.py", Artefacts.pythonScript())
                .statusCode(201).extract().path("id");

        String second = Uploads.upload(bob.token(), "paper", "paper", Artefacts.elf(8))
                .statusCode(201).body("version", equalTo(2)).extract().path("id");

        given().auth().oauth2(bob.token()).get("/api/entries/" + first).then()
                .body("id", equalTo(second))
                .body("versions.version", contains(2, 1))
                .body("versions.kind", contains("elf", "script"));
    }

    @Test
    void archivesWithAManifestAreAcceptedAndCarryTheirCommand() {
        Contestant cy = Contestants.register("cy");
        byte[] zip = Artefacts.archive().manifest("python3", "main.py").file("main.py", "print('rock')").zip();
        byte[] tarGz = Artefacts.archive().manifest("./player").file("player", Artefacts.elf()).tarGz();

        String zipId = Uploads.upload(cy.token(), "zipped", "bot.zip", zip).statusCode(201).extract().path("id");
        String tarId = Uploads.upload(cy.token(), "tarred", "bot.tar.gz", tarGz).statusCode(201).extract().path("id");

        given().auth().oauth2(cy.token()).get("/api/entries/" + zipId).then()
                .body("versions[0].kind", equalTo("archive"))
                .body("versions[0].command", contains("python3", "main.py"));
        given().auth().oauth2(cy.token()).get("/api/entries/" + tarId).then()
                .body("versions[0].command", contains("./player"));
    }

    @Test
    void mineListsOnlyTheCallersEntriesInThatCompetition() {
        Contestant dee = Contestants.register("dee");
        Contestant eve = Contestants.register("eve");
        Uploads.upload(dee.token(), "dee-bot", "bot", Artefacts.elf()).statusCode(201);
        Uploads.upload(eve.token(), "eve-bot", "bot", Artefacts.elf()).statusCode(201);

        given().auth().oauth2(dee.token()).get("/api/competitions/demo/entries?mine=true").then()
                .statusCode(200)
                .body("$", hasSize(1))
                .body("[0].name", equalTo("dee-bot"))
                .body("[0].versions[0].timeline[0].at", notNullValue());
        given().auth().oauth2(dee.token()).get("/api/competitions/strict-quota/entries?mine=true").then()
                .statusCode(200).body("$", hasSize(0));
    }
}
