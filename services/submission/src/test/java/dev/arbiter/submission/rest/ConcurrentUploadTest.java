package dev.arbiter.submission.rest;

import dev.arbiter.submission.service.UploadGuard;
import dev.arbiter.submission.support.Artefacts;
import dev.arbiter.submission.support.Contestants.Contestant;
import dev.arbiter.submission.support.Contestants;
import dev.arbiter.submission.support.Uploads;
import dev.arbiter.web.problem.ProblemType;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

@QuarkusTest
class ConcurrentUploadTest {

    private static final String BOUNDARY = "arbiter-test-boundary";

    @TestHTTPResource("/")
    URI base;
    @Inject
    UploadGuard guard;

    @Test
    void aSecondUploadWhileTheFirstIsStillArrivingIsRefusedAndTheFirstStillSucceeds() throws Exception {
        Contestant fay = Contestants.register("fay");
        byte[] body = multipartBody("slow", Artefacts.elf(4096));
        int firstPart = body.length - 1024;

        // The first upload: headers and most of the body, then it stalls (a slow connection, a big file).
        try (Socket slow = new Socket(base.getHost(), base.getPort())) {
            OutputStream out = slow.getOutputStream();
            out.write(("POST /api/competitions/demo/entries HTTP/1.1\r\n"
                    + "Host: " + base.getHost() + ":" + base.getPort() + "\r\n"
                    + "Authorization: Bearer " + fay.token() + "\r\n"
                    + "Content-Type: multipart/form-data; boundary=" + BOUNDARY + "\r\n"
                    + "Content-Length: " + body.length + "\r\n"
                    + "Connection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(body, 0, firstPart);
            out.flush();
            await().atMost(Duration.ofSeconds(10)).until(() -> guard.isUploading(fay.username()));

            Uploads.upload(fay.token(), "fast", "fast", Artefacts.elf())
                    .statusCode(409)
                    .body("type", equalTo(ProblemType.BASE + "upload-in-progress"))
                    .body("detail", containsString("still in progress"));

            out.write(body, firstPart, body.length - firstPart);
            out.flush();
            String statusLine = new BufferedReader(new InputStreamReader(slow.getInputStream(), StandardCharsets.US_ASCII)).readLine();
            assertThat(statusLine).startsWith("HTTP/1.1 201");
        }
        // Once the first upload is done, the contestant may upload again.
        Uploads.upload(fay.token(), "fast", "fast", Artefacts.elf()).statusCode(201);
    }

    @Test
    void theWebFormIsRefusedWhileAnotherUploadOfTheSameContestantIsInProgress() {
        Contestant gil = Contestants.register("gil");
        String session = Contestants.signIn(gil);
        var page = given().cookie("arbiter-session", session).get("/competitions/demo/upload");
        java.util.function.Supplier<io.restassured.specification.RequestSpecification> form = () -> given().redirects().follow(false)
                .cookie("arbiter-session", session).cookie("arbiter-csrf", page.getCookie("arbiter-csrf"))
                .multiPart("csrf-token", SecurityRulesTest.csrfFieldOf(page.asString()))
                .multiPart("name", "form-entry")
                .multiPart("file", "form-entry", Artefacts.elf(), "application/octet-stream");
        // An upload of gil's is still arriving (through the API or another tab).
        Object ticket = guard.tryEnter(gil.username()).orElseThrow();
        try {
            form.get().post("/competitions/demo/upload").then().statusCode(409)
                    .body(containsString("Another upload of yours is still in progress"));
        } finally {
            guard.leave(gil.username(), ticket);
        }
        // The refusal was the rule, not a broken form: the same form goes through once the slot is free.
        var accepted = form.get().post("/competitions/demo/upload");
        assertThat(accepted.statusCode()).as(accepted.asString()).isEqualTo(303);
    }

    private static byte[] multipartBody(String entryName, byte[] file) throws Exception {
        var body = new ByteArrayOutputStream();
        body.write(("--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\n" + entryName + "\r\n"
                + "--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"file\"; filename=\"" + entryName + "\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        body.write(file);
        body.write(("\r\n--" + BOUNDARY + "--\r\n").getBytes(StandardCharsets.US_ASCII));
        return body.toByteArray();
    }
}
