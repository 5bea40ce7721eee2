package dev.arbiter.scheduler;

import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static dev.arbiter.scheduler.support.Sessions.organiserPage;
import static dev.arbiter.scheduler.support.Sessions.signIn;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A scheduler deployed without an organiser (not through {@code ./arbiter up}) has none: no default name
 * makes a session or a basic-auth caller an organiser.
 */
@QuarkusTest
@TestProfile(NoOrganiserConfiguredTest.WithoutOrganiser.class)
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class NoOrganiserConfiguredTest {

    /** The test profile's organiser settings removed (an empty value is no value). */
    public static class WithoutOrganiser implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("arbiter.scheduler.organiser.username", "", "arbiter.scheduler.organiser.password", "");
        }
    }

    @Test
    void aSessionUnderTheFormerDefaultOrganiserNameIsNoOrganiser() {
        assertThat(organiserPage(signIn("organiser"))).isEqualTo(403);
    }

    @Test
    void basicAuthAsTheFormerDefaultOrganiserNameIsRefused() {
        for (String password : new String[]{"", "organiser", SchedulerApi.PASSWORD}) {
            given().auth().preemptive().basic("organiser", password).contentType("application/json")
                    .body(Map.of("slug", "nobody", "title", "x", "game", "rps"))
                    .post("/api/competitions").then().statusCode(401);
        }
    }
}
