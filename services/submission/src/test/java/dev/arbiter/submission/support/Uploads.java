package dev.arbiter.submission.support;

import io.restassured.response.ValidatableResponse;

import static io.restassured.RestAssured.given;

/** API uploads as a script would make them: multipart, bearer token. */
public final class Uploads {

    private Uploads() {
    }

    public static ValidatableResponse upload(String token, String competition, String entryName, String fileName, byte[] content) {
        return given().auth().oauth2(token)
                .multiPart("file", fileName, content, "application/octet-stream")
                .multiPart("name", entryName)
                .when().post("/api/competitions/" + competition + "/entries")
                .then();
    }

    public static ValidatableResponse upload(String token, String entryName, String fileName, byte[] content) {
        return upload(token, "demo", entryName, fileName, content);
    }
}
