package dev.arbiter.leaderboard;

import dev.arbiter.blobstore.DiskWatermarks;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import org.junit.jupiter.api.Test;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

/** The home page says when a nearly full disk has paused ladders and uploads, and stops saying it once it has room. */
@QuarkusTest
class DiskNoticeHomePageTest {

    @Inject
    DiskWatermarks disk;

    @Test
    void theHomePageSaysWhatANearlyFullDiskPausedUntilSpaceIsBack() {
        disk.pretendFree(1L << 30);
        try {
            given().get("/").then().statusCode(200).body(containsString("id=\"disk-notice\""))
                    .body(containsString("disk is nearly full (1024 MiB free"))
                    .body(containsString("validation and official rounds still run"));
        } finally {
            disk.pretendFree(null);
        }
        given().get("/").then().statusCode(200).body(not(containsString("disk-notice")));
    }
}
