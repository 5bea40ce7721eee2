package dev.arbiter.leaderboard;

import dev.arbiter.blobstore.Digest;
import dev.arbiter.blobstore.FileSystemBlobStore;
import dev.arbiter.leaderboard.support.Scheduler;
import dev.arbiter.proto.v1.MatchRecorded;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;

import static io.restassured.RestAssured.given;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;

/**
 * A real match's transcript (1000 moves) is several viewer pages long; every page of the public match
 * page must render with its navigation, not only the first (the pager's arithmetic once made every
 * such page answer 500).
 */
@QuarkusTest
class LongTranscriptPagesTest {

    /** More than two default pages (200 lines each), so the first, a middle and the last page all exist. */
    private static final int MOVES = 450;

    private static String matchId;

    @BeforeEach
    void recordAMatchWithALongTranscript() throws Exception {
        if (matchId != null) {
            return;
        }
        StringBuilder transcript = new StringBuilder("{\"t\":0,\"type\":\"header\",\"started\":\"2025-01-01T00:00:00Z\",\"game\":\"rps\",\"seed\":7}\n");
        for (int move = 1; move < MOVES; move++) {
            transcript.append("{\"t\":").append(move * 10).append(",\"src\":\"judge\",\"dst\":\"p1\",\"line\":\"move ")
                    .append(move).append("\"}\n");
        }
        byte[] bytes = transcript.toString().getBytes(StandardCharsets.UTF_8);
        Digest digest = new FileSystemBlobStore(Path.of("target/test-blobs")).put(new ByteArrayInputStream(bytes));
        String slug = "long-transcript-" + System.nanoTime() % 100000;
        Scheduler.competition(slug, "elo", 2);
        MatchRecorded match = Scheduler.withTranscript(Scheduler.ladder(slug, "alice-entry", 1, "bob-entry", 0),
                digest.hex(), MOVES, bytes.length);
        matchId = match.getResult().getMatchId();
        Scheduler.recorded(match);
        await().atMost(Duration.ofSeconds(20)).until(() -> given().get("/api/matches/" + matchId).statusCode() == 200);
    }

    @Test
    void theFirstPageOfALongTranscriptLinksToTheNextOnly() {
        given().get("/matches/" + matchId).then().statusCode(200)
                .body(containsString("Page 1 of 3"))
                .body(containsString("page=1&amp;q=\">next</a>"))
                .body(not(containsString(">previous</a>")));
    }

    @Test
    void aMiddlePageOfALongTranscriptLinksBothWays() {
        given().get("/matches/" + matchId + "?page=1").then().statusCode(200)
                .body(containsString("Page 2 of 3"))
                .body(containsString("page=0&amp;q=\">previous</a>"))
                .body(containsString("page=2&amp;q=\">next</a>"))
                .body(containsString("move 200"));
    }

    @Test
    void theLastPageOfALongTranscriptLinksBackOnly() {
        given().get("/matches/" + matchId + "?page=2").then().statusCode(200)
                .body(containsString("Page 3 of 3"))
                .body(containsString("page=1&amp;q=\">previous</a>"))
                .body(not(containsString(">next</a>")))
                .body(containsString("move 449"));
    }
}
