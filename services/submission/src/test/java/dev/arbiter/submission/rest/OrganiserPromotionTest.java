package dev.arbiter.submission.rest;

import dev.arbiter.messaging.AccountRoleSeal;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.AccountRole;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.testing.KafkaTestBroker;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * "Make this account an organiser": only an organiser may, on the API and on the CSRF-protected form; the
 * promoted account is an organiser at once here, and the scheduler is told by an {@code account.role} fact
 * sealed with the platform's session key (the scheduler's OrganiserAccountsTest proves it honours exactly those).
 */
@QuarkusTest
class OrganiserPromotionTest {

    private static final String ORGANISER = "organiser";
    private static final String ORGANISER_PASSWORD = "organiser-password";
    /** The test profile's session key, shared with the scheduler. */
    private static final AccountRoleSeal PLATFORM = new AccountRoleSeal("test-only-session-key-test-only-session-key");
    private static final Pattern CSRF_FIELD = Pattern.compile("name=\"csrf-token\" value=\"([^\"]+)\"");

    /**
     * An organiser-only call that changes nothing shared: 404 (no such competition) for an organiser, 403 for
     * anyone else.
     */
    private static int organiserCall(String token) {
        return given().auth().oauth2(token).contentType("application/json").body(Map.of("open", false))
                .put("/api/competitions/no-such-competition/uploads").statusCode();
    }

    private static int promote(String token, String username) {
        return given().auth().oauth2(token).post("/api/accounts/" + username + "/organiser").statusCode();
    }

    @Test
    void aContestantCannotMakeAnyoneAnOrganiserNotEvenThemselves() {
        Contestant mallory = Contestants.register("mallory");
        Contestant accomplice = Contestants.register("accomplice");

        assertThat(promote(mallory.token(), accomplice.username())).isEqualTo(403);
        assertThat(promote(mallory.token(), mallory.username())).isEqualTo(403);
        assertThat(organiserCall(mallory.token())).isEqualTo(403);
        assertThat(organiserCall(accomplice.token())).isEqualTo(403);
    }

    @Test
    void anOrganiserMakesAContestantAnOrganiserAndTheSchedulerIsToldBySealedFact() throws Exception {
        Contestant ada = Contestants.register("ada");
        String organiserToken = Contestants.tokenFor(ORGANISER, ORGANISER_PASSWORD);
        assertThat(organiserCall(ada.token())).isEqualTo(403);

        given().auth().oauth2(organiserToken).post("/api/accounts/" + ada.username() + "/organiser")
                .then().statusCode(200).body("username", equalTo(ada.username())).body("role", equalTo("organiser"));

        assertThat(organiserCall(ada.token())).isEqualTo(404);
        ConsumerRecord<String, byte[]> record = KafkaTestBroker.shared()
                .awaitRecord(Topics.ACCOUNT_ROLE, r -> r.key().equals(ada.username()), Duration.ofSeconds(20))
                .orElseThrow(() -> new AssertionError("no account.role for " + ada.username()));
        AccountRole fact = AccountRole.parseFrom(record.value());
        assertThat(fact.getRole()).isEqualTo("organiser");
        assertThat(PLATFORM.verifies(fact.getUsername(), fact.getRole(), fact.getChangedAtMs(), fact.getSeal().toByteArray()))
                .as("sealed with the platform's session key").isTrue();
    }

    @Test
    void promotingAnAccountThatDoesNotExistIsNotFound() {
        assertThat(promote(Contestants.tokenFor(ORGANISER, ORGANISER_PASSWORD), "nobody-by-this-name")).isEqualTo(404);
    }

    @Test
    void anOrganiserMakesAnOrganiserThroughTheFormWhichAForgedPostCannotUse() {
        Contestant bea = Contestants.register("bea");
        String session = Contestants.signIn(new Contestant(ORGANISER, ORGANISER_PASSWORD, null));
        Response page = given().cookie("arbiter-session", session).get("/organisers");
        Matcher csrf = CSRF_FIELD.matcher(page.asString());
        assertThat(csrf.find()).isTrue();

        // A foreign page can make the organiser's browser post, but cannot know the CSRF token.
        given().cookie("arbiter-session", session).formParam("username", bea.username())
                .post("/organisers").then().statusCode(403);
        assertThat(organiserCall(bea.token())).isEqualTo(403);

        given().cookie("arbiter-session", session).cookie("arbiter-csrf", page.getCookie("arbiter-csrf"))
                .formParam("csrf-token", csrf.group(1)).formParam("username", bea.username())
                .post("/organisers").then().statusCode(200)
                .body(containsString(bea.username() + " is an organiser."));
        assertThat(organiserCall(bea.token())).isEqualTo(404);
    }

    @Test
    void aContestantCannotOpenTheOrganisersPage() {
        String session = Contestants.signIn(Contestants.register("carl"));
        given().cookie("arbiter-session", session).redirects().follow(false).get("/organisers").then().statusCode(403);
    }
}
