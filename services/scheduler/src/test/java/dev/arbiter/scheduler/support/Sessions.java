package dev.arbiter.scheduler.support;

import dev.arbiter.web.SessionCookie;

import java.time.Duration;
import java.time.Instant;

import static io.restassured.RestAssured.given;

/** Browser sessions as the submission service's sign-in issues them, and what they may open here. */
public final class Sessions {

    /** The %test session key every service's application.properties sets, and the form timeout they share. */
    public static final SessionCookie PLATFORM = new SessionCookie("test-only-session-key-test-only-session-key", Duration.ofHours(1));

    private Sessions() {
    }

    /**
     * A real {@code arbiter-session} cookie for this username, as the submission service's sign-in writes it: the
     * scheduler signs nobody in, so a test stands in for that service. It carries a name and no role: what a
     * session grants is then decided as in production, from the account's announced role.
     */
    public static String signIn(String username) {
        return PLATFORM.issue(username, Instant.now());
    }

    /** The status of the organiser start page for this session: 200 for an organiser, 403 for anyone else. */
    public static int organiserPage(String session) {
        return given().cookie("arbiter-session", session).redirects().follow(false).get("/organiser").statusCode();
    }
}
