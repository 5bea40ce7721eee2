package dev.arbiter.submission.rest;

import dev.arbiter.web.problem.ProblemType;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.response.Response;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

/**
 * The attack: a contestant registers the organiser's name (or another name people take for the platform's
 * staff), hoping some service grants roles by name. Refused, with a message, on the API and the web form.
 */
@QuarkusTest
class ReservedUsernamesTest {

    private static final Pattern CSRF_FIELD = Pattern.compile("name=\"csrf-token\" value=\"([^\"]+)\"");

    @Test
    void theApiRefusesToRegisterAReservedNameInAnyCase() {
        for (String name : new String[]{"organiser", "Organiser", "ADMIN", "root", "system", "arbiter"}) {
            given().contentType(ContentType.JSON)
                    .body(Map.of("username", name, "password", "correct horse battery", "email", "x@example.org"))
                    .post("/api/accounts")
                    .then().statusCode(400)
                    .body("type", equalTo(ProblemType.VALIDATION.uri())).body("'invalid-params'.name", contains("username"))
                    .body("detail", containsString("is reserved"));
        }
    }

    @Test
    void theRegistrationFormRefusesAReservedNameWithAMessage() {
        Response form = given().get("/register");
        Matcher csrf = CSRF_FIELD.matcher(form.asString());
        csrf.find();

        given().cookie("arbiter-csrf", form.getCookie("arbiter-csrf"))
                .formParam("csrf-token", csrf.group(1))
                .formParam("username", "admin").formParam("email", "mallory@example.org")
                .formParam("password", "correct horse battery")
                .redirects().follow(false)
                .post("/register")
                .then().statusCode(400)
                .body(containsString("The username admin is reserved"));
    }
}
