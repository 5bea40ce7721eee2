package dev.arbiter.scheduler;

import dev.arbiter.messaging.ReliableProducer;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.AccountRole;
import dev.arbiter.scheduler.support.TestSignInIdentityProvider;
import dev.arbiter.testing.KafkaTestBroker;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.UUID;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;

/**
 * Every account the submission service announces as an organiser ({@code account.role}) is an organiser
 * here when signed in through the platform's session, not only the configured one; a later demotion takes
 * the role away, and an older announcement arriving late does not bring it back.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class OrganiserAccountsTest {

    private static final Duration WAIT = Duration.ofSeconds(30);

    private static String signIn(String username) {
        return given().formParam("j_username", username).formParam("j_password", TestSignInIdentityProvider.PASSWORD)
                .redirects().follow(false).post("/j_security_check").then().statusCode(302).extract().cookie("arbiter-session");
    }

    private static int organiserPage(String session) {
        return given().cookie("arbiter-session", session).redirects().follow(false).get("/organiser").statusCode();
    }

    private static void announce(ReliableProducer producer, String username, String role, long changedAtMs) throws Exception {
        producer.send(Topics.ACCOUNT_ROLE, username, AccountRole.newBuilder().setUsername(username).setRole(role)
                .setChangedAtMs(changedAtMs).build().toByteArray());
    }

    @Test
    void everyAccountAnnouncedAsOrganiserGetsTheRoleFromItsSessionUntilDemoted() throws Exception {
        String ada = "ada-" + UUID.randomUUID().toString().substring(0, 8);
        String bob = "bob-" + UUID.randomUUID().toString().substring(0, 8);
        String adaSession = signIn(ada);
        String bobSession = signIn(bob);
        try (var producer = new ReliableProducer(KafkaTestBroker.shared().bootstrapServers(), "submission-double", Duration.ofSeconds(10))) {
            await().atMost(WAIT).until(() -> organiserPage(adaSession) == 403);

            long now = System.currentTimeMillis();
            announce(producer, ada, "organiser", now);
            announce(producer, bob, "contestant", now);
            await().atMost(WAIT).until(() -> organiserPage(adaSession) == 200);
            await().atMost(WAIT).until(() -> organiserPage(bobSession) == 403);

            announce(producer, ada, "contestant", now + 1000);
            await().atMost(WAIT).until(() -> organiserPage(adaSession) == 403);

            // A replayed, older announcement, then a newer one for bob that proves the older was read first.
            announce(producer, ada, "organiser", now);
            announce(producer, bob, "organiser", now + 2000);
            await().atMost(WAIT).until(() -> organiserPage(bobSession) == 200);
            await().during(Duration.ofMillis(500)).atMost(WAIT).until(() -> organiserPage(adaSession) == 403);
        }
    }
}
