package dev.arbiter.submission.rest;

import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Contestants.Contestant;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;

/**
 * The cluster's setting (deploy/k8s: browsers come through the ingress's https, which says so in
 * X-Forwarded-Proto): the sign-in cookie named {@code __Host-arbiter-session}. Browsers accept such a cookie only
 * when it is Secure, host-only and for path /, and ignore one that is not, so each cookie this service writes
 * under that name must be: the sign-in's, and the sign-out's that deletes it.
 */
@QuarkusTest
@TestProfile(HostPrefixedSessionCookieTest.BehindTls.class)
class HostPrefixedSessionCookieTest {

    private static final String NAME = "__Host-arbiter-session";

    public static class BehindTls implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("quarkus.http.auth.form.cookie-name", NAME);
        }
    }

    @Test
    void behindHttpsTheSessionCookieIsWrittenAndDeletedAsBrowsersRequireOfAHostPrefix() {
        Contestant yan = Contestants.register("yan");
        Response signIn = overHttps().redirects().follow(false)
                .formParam("j_username", yan.username()).formParam("j_password", yan.password())
                .post("/j_security_check");
        signIn.then().statusCode(302);
        assertThat(setCookie(signIn)).contains("Secure", "Path=/").doesNotContainIgnoringCase("Domain=");
        String session = signIn.getCookie(NAME);

        Response page = overHttps().cookie(NAME, session).get("/tokens");
        page.then().statusCode(200).body(containsString(yan.username()));
        Response signOut = overHttps().redirects().follow(false).cookie(NAME, session)
                .formParam("csrf-token", SecurityRulesTest.csrfFieldOf(page.asString())).post("/logout");
        signOut.then().statusCode(303);
        assertThat(setCookie(signOut)).contains("Max-Age=0", "Secure", "Path=/");
    }

    private static RequestSpecification overHttps() {
        return given().header("X-Forwarded-Proto", "https");
    }

    /** The Set-Cookie header that writes the session cookie. */
    private static String setCookie(Response response) {
        return response.headers().getList("Set-Cookie").stream().map(h -> h.getValue())
                .filter(value -> value.startsWith(NAME + "=")).findFirst().orElse("(no " + NAME + " cookie set)");
    }
}
