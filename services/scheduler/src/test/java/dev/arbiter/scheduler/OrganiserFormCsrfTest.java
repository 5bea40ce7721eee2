package dev.arbiter.scheduler;

import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.scheduler.support.PlatformCsrfTokens;
import dev.arbiter.testing.KafkaTestBroker;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import dev.arbiter.web.problem.ProblemType;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.specification.RequestSpecification;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.UUID;

import static dev.arbiter.scheduler.support.AccountFacts.PLATFORM;
import static dev.arbiter.scheduler.support.AccountFacts.announce;
import static dev.arbiter.scheduler.support.Sessions.organiserPage;
import static dev.arbiter.scheduler.support.Sessions.signIn;
import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.equalTo;

/**
 * The attacks the platform's one CSRF protection (libs/web, dev.arbiter.web.csrf) stops on the organiser forms,
 * each as another site's page would make an organiser's browser send it.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class OrganiserFormCsrfTest {

    private static String ada;
    private static String adaSession;
    private static String bobSession;

    /** Once, in the first test's turn: a static @BeforeAll would run before the application is up. */
    @BeforeEach
    void twoOrganisersSignedIn() throws Exception {
        if (ada != null) {
            return;
        }
        ada = "ada-" + UUID.randomUUID().toString().substring(0, 8);
        String bob = "bob-" + UUID.randomUUID().toString().substring(0, 8);
        adaSession = signIn(ada);
        bobSession = signIn(bob);
        try (var producer = new ReliableProducer(KafkaTestBroker.shared().bootstrapServers(), "submission-double", Duration.ofSeconds(10))) {
            long now = System.currentTimeMillis();
            announce(producer, PLATFORM, ada, "organiser", now);
            announce(producer, PLATFORM, bob, "organiser", now);
        }
        await().atMost(Duration.ofSeconds(30)).until(() -> organiserPage(adaSession) == 200 && organiserPage(bobSession) == 200);
    }

    private static String pageToken(String session) {
        return given().cookie("arbiter-session", session).get("/organiser")
                .htmlPath().getString("**.find { it.@name == 'csrf-token' }.@value");
    }

    private static RequestSpecification newCompetitionForm(String session) {
        return given().cookie("arbiter-session", session).redirects().follow(false)
                .formParam("slug", RunnerDouble.slug("csrf")).formParam("title", "Forged?").formParam("game", "rps")
                .formParam("ladderConcurrency", "0");
    }

    @Test
    void anOrganiserFormWithoutOrWithAWrongTokenIsRefused() {
        newCompetitionForm(adaSession).post("/organiser/competitions").then().statusCode(403).body("type", equalTo(ProblemType.BASE + "csrf"));
        newCompetitionForm(adaSession).formParam("csrf-token", pageToken(adaSession) + "x").post("/organiser/competitions")
                .then().statusCode(403).body("type", equalTo(ProblemType.BASE + "csrf"));
        newCompetitionForm(adaSession).formParam("csrf-token", pageToken(adaSession)).post("/organiser/competitions")
                .then().statusCode(303);
    }

    @Test
    void oneOrganisersTokenIsRefusedForAnothersSession() {
        newCompetitionForm(bobSession).formParam("csrf-token", pageToken(adaSession)).post("/organiser/competitions")
                .then().statusCode(403).body("type", equalTo(ProblemType.BASE + "csrf"));
    }

    @Test
    void aTokenMintedAsTheSubmissionServiceMintsItIsAcceptedForTheSameSession() {
        // Nothing but the shared session key and the session cookie go into it: what submission's pages carry.
        String submissionsToken = PlatformCsrfTokens.forSession(ada, adaSession);

        newCompetitionForm(adaSession).formParam("csrf-token", submissionsToken).post("/organiser/competitions")
                .then().statusCode(303);
    }

    @Test
    void aFormWithTheRightTokenIsRefusedWhenTheBrowserSaysAnotherSiteSentIt() {
        newCompetitionForm(adaSession).formParam("csrf-token", pageToken(adaSession)).header("Origin", "https://evil.example")
                .post("/organiser/competitions").then().statusCode(403);
        newCompetitionForm(adaSession).formParam("csrf-token", pageToken(adaSession)).header("Sec-Fetch-Site", "cross-site")
                .post("/organiser/competitions").then().statusCode(403);
    }

    @Test
    void behindATlsProxyTheBrowsersHttpsOriginIsTheRequestsOwn() {
        // An ingress terminates TLS on 443 and says so; the browser names the https origin it saw.
        newCompetitionForm(adaSession).formParam("csrf-token", pageToken(adaSession))
                .header("X-Forwarded-Proto", "https").header("Origin", "https://localhost")
                .post("/organiser/competitions").then().statusCode(303);
    }

    @Test
    void anApiTokenExemptsAFileUploadFromTheTokenAndASessionDoesNot() {
        byte[] program = "#!/bin/sh\necho game\n".getBytes(StandardCharsets.US_ASCII);

        given().cookie("arbiter-session", adaSession).multiPart("file", "game.sh", program)
                .post("/api/scheduler/games").then().statusCode(403).body("type", equalTo(ProblemType.BASE + "csrf"));
        SchedulerApi.organiserUpload().multiPart("file", "game.sh", program).post("/api/scheduler/games").then().statusCode(201);
    }
}
