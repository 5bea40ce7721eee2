package dev.arbiter.submission.web;

import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.CompetitionUpdated;
import dev.arbiter.proto.v1.ProtocolId;
import dev.arbiter.submission.support.Artefacts;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.submission.support.Uploads;
import dev.arbiter.testing.KafkaTestBroker;
import dev.arbiter.web.problem.ProblemType;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.UUID;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.not;

/**
 * Hidden means hidden (libs/web Visibility) on the submission service: an unlisted competition is on no upload list,
 * its upload page and entry list answer 404 and an upload to it is refused as to a competition that does not exist,
 * for the public and for a contestant who is no organiser; an organiser sees it listed and its upload page.
 */
@QuarkusTest
class UnlistedCompetitionUploadTest {

    private static void competition(String slug, boolean listed) throws Exception {
        try (var producer = new ReliableProducer(KafkaTestBroker.shared().bootstrapServers(), "test-scheduler", Duration.ofSeconds(10))) {
            producer.send(Topics.COMPETITION_UPDATED, slug, CompetitionUpdated.newBuilder().setSlug(slug)
                    .setTitle("Unlisted " + slug).setGame("rps").setProtocol(ProtocolId.PROTOCOL_ID_LMC1).setPhase("open")
                    .setUploadQuotaPerDay(5).setPublic(listed).build().toByteArray());
        }
    }

    @Test
    void anUnlistedCompetitionIsOnNoUploadListAndTakesNoUploadFromOutsiders() throws Exception {
        String slug = "unlisted-" + UUID.randomUUID().toString().substring(0, 8);
        String organiser = Contestants.signIn(new Contestant("organiser", "organiser-password", null));
        competition(slug, false);
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() -> given().cookie("arbiter-session", organiser)
                .get("/competitions/" + slug + "/upload").then().statusCode(200));
        given().cookie("arbiter-session", organiser).get("/upload").then().statusCode(200).body(containsString(slug));

        Contestant mallory = Contestants.register("mallory");
        String session = Contestants.signIn(mallory);
        given().get("/upload").then().statusCode(200).body(not(containsString(slug)));
        given().cookie("arbiter-session", session).get("/upload").then().statusCode(200).body(not(containsString(slug)));
        given().get("/competitions/" + slug + "/upload").then().statusCode(404).body(not(containsString("Unlisted")));
        given().cookie("arbiter-session", session).get("/competitions/" + slug + "/upload").then().statusCode(404)
                .body(not(containsString("Unlisted")));
        given().auth().oauth2(mallory.token()).get("/api/competitions/" + slug + "/entries?mine=true").then().statusCode(404);
        Uploads.upload(mallory.token(), slug, "bot", "bot", Artefacts.elf()).statusCode(404)
                .body("type", equalTo(ProblemType.BASE + "no-such-competition"));
    }

    @Test
    void aCompetitionThatBecomesListedTakesUploadsAgain() throws Exception {
        String slug = "relisted-" + UUID.randomUUID().toString().substring(0, 8);
        Contestant ann = Contestants.register("ann");
        competition(slug, false);
        competition(slug, true);
        await().atMost(Duration.ofSeconds(20)).untilAsserted(() ->
                Uploads.upload(ann.token(), slug, "bot", "bot", Artefacts.elf()).statusCode(201));
        given().get("/upload").then().statusCode(200).body(containsString(slug));
    }
}
