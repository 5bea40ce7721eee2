package dev.arbiter.scheduler.support;

import static io.restassured.RestAssured.given;

/** Browser sessions as the submission service would issue them, and what they may open here. */
public final class Sessions {

    private Sessions() {
    }

    /** A real {@code arbiter-session} cookie for this username (see {@link TestSignInIdentityProvider}). */
    public static String signIn(String username) {
        return given().formParam("j_username", username).formParam("j_password", TestSignInIdentityProvider.PASSWORD)
                .redirects().follow(false).post("/j_security_check").then().statusCode(302).extract().cookie("arbiter-session");
    }

    /** The status of the organiser start page for this session: 200 for an organiser, 403 for anyone else. */
    public static int organiserPage(String session) {
        return given().cookie("arbiter-session", session).redirects().follow(false).get("/organiser").statusCode();
    }
}
