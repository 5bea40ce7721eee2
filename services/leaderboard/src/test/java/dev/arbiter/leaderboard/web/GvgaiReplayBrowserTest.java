package dev.arbiter.leaderboard.web;

import dev.arbiter.blobstore.Digest;
import dev.arbiter.blobstore.FileSystemBlobStore;
import dev.arbiter.leaderboard.support.Scheduler;
import dev.arbiter.leaderboard.support.Scheduler.Seat;
import dev.arbiter.proto.v1.MatchKind;
import dev.arbiter.proto.v1.MatchRecorded;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.Verdict;
import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.engine.Action;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.GameRules;
import dev.arbiter.vgdl.observation.Screenshot;
import dev.arbiter.vgdl.replay.PlayTape;
import dev.arbiter.vgdl.replay.ValidationPlayNote;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.ByteArrayInputStream;
import java.io.File;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * A GVGAI run's match page in a real headless Chromium: the validation scores per level, and each validation
 * play replayed from the tape the referee noted, its last frame shown at once and the whole play animated on
 * request; the leaderboard's replay ends on exactly the picture the run ended on.
 */
@QuarkusTest
class GvgaiReplayBrowserTest {

    private static final GameRules ALIENS = ShippedGames.rules("aliens");

    @TestHTTPResource("/")
    URI base;

    private WebDriver browser;
    private String matchId;
    /** The picture each play ended on when it was played, by play number - 1. */
    private byte[][] endings;
    /** The ticks each play lasted, by play number - 1. */
    private final int[] ticks = new int[3];
    private final PlayTape.Recorder[] recorded = new PlayTape.Recorder[3];
    private int plays;

    @BeforeEach
    void recordARunAndOpenABrowser() throws Exception {
        String slug = "gvgai-replay-" + System.nanoTime() % 100000;
        Scheduler.competition(slug, "gvgai-points", 1, "gvgai:aliens", "gvgai");
        // Play 1: long enough that the page shows every k-th tick; play 2: short; play 3: aborted, counted −1000.
        Game[] games = {play(3, 11, 600, -1), play(4, 12, 30, -1), play(3, 13, 600, 5)};
        PlayTape[] tapes = new PlayTape[3];
        endings = new byte[3][];
        StringBuilder transcript = new StringBuilder("{\"t\":0,\"type\":\"header\",\"game\":\"gvgai:aliens\",\"seed\":7}\n");
        for (int i = 0; i < 3; i++) {
            tapes[i] = recorded[i].finish(games[i]);
            endings[i] = Screenshot.png(games[i]);
            ticks[i] = games[i].tick();
            boolean disqualified = i == 2;
            var note = new ValidationPlayNote(i + 1, 3, tapes[i].level(), disqualified ? -1000 : games[i].score(),
                    disqualified ? -100 : games[i].winner().key() == 1 ? 1 : 0, tapes[i]);
            transcript.append("{\"t\":").append(i + 1).append(",\"src\":\"judge\",\"note\":\"").append(note.line()).append("\"}\n");
        }
        byte[] bytes = transcript.toString().getBytes(StandardCharsets.UTF_8);
        Digest digest = new FileSystemBlobStore(Path.of("target/test-blobs")).put(new ByteArrayInputStream(bytes));
        matchId = Scheduler.newMatchId();
        double total = games[0].score() + games[1].score() - 1000;
        MatchRecorded match = Scheduler.withTranscript(Scheduler.match(slug, matchId, MatchKind.MATCH_KIND_LADDER, true,
                MatchStatus.MATCH_STATUS_COMPLETED, new Seat("agent-" + slug, total, Verdict.VERDICT_OK)), digest.hex(), 4, bytes.length);
        Scheduler.recorded(match);
        await().atMost(Duration.ofSeconds(20)).until(() -> given().get("/api/matches/" + matchId).statusCode() == 200);
        browser = LeaderboardBrowserTest.chromium(true);
    }

    /** Plays aliens: shoots, stepping left and right now and then; escapes at {@code escapeAt} when that is ≥ 0. */
    private Game play(int level, long seed, int maxTicks, int escapeAt) {
        var recorder = new PlayTape.Recorder("aliens", level, seed, ShippedGames.LEARNING_BLOCK_SIZE, maxTicks);
        recorded[plays++] = recorder;
        Game game = new Game(ALIENS, ShippedGames.level("aliens", level), seed, ShippedGames.LEARNING_BLOCK_SIZE, maxTicks);
        while (!game.isEnded()) {
            int t = game.tick();
            recorder.step(game, t == escapeAt ? Action.ACTION_ESCAPE
                    : t % 9 < 3 ? Action.ACTION_LEFT : t % 9 < 6 ? Action.ACTION_USE : Action.ACTION_RIGHT);
        }
        return game;
    }

    @AfterEach
    void stopBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    @Test
    void theMatchPageShowsScoresPerLevelAndEachPlaysLastFrameAndAnimatesAReplay() throws Exception {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(30));
        browser.get(base.resolve("/matches/" + matchId).toString());

        List<WebElement> levels = browser.findElements(By.cssSelector("#validation-levels tbody tr"));
        assertThat(levels).hasSize(2);
        assertThat(levels.get(0).getText()).as("level 3: two plays, one disqualified").startsWith("3 2 ").endsWith(" 1");
        assertThat(levels.get(1).getText()).startsWith("4 1 ").endsWith(" 0");
        List<WebElement> figures = browser.findElements(By.cssSelector("figure.replay"));
        assertThat(figures).hasSize(3);
        assertThat(figures.get(2).getText()).contains("level 3: disqualified, score -1000");
        int longFrames = Integer.parseInt(figures.get(0).getAttribute("data-frames"));
        assertThat(longFrames).as("a long play shows at most the configured frames").isBetween(100, 200);
        // Every picture loaded: the last frames, replayed by the leaderboard, are real images.
        JavascriptExecutor js = (JavascriptExecutor) browser;
        wait.until(b -> (Boolean) js.executeScript("return Array.prototype.every.call(document.querySelectorAll('figure.replay img'),"
                + " function (i) { return i.complete && i.naturalWidth > 0; });"));

        WebElement shortPlay = browser.findElement(By.id("replay-2"));
        int frames = Integer.parseInt(shortPlay.getAttribute("data-frames"));
        assertThat(frames).isEqualTo(ticks[1] + 1);
        shortPlay.findElement(By.cssSelector("button.replay-play")).click();
        wait.until(b -> "playing".equals(shortPlay.getAttribute("data-state")));
        wait.until(b -> "ended".equals(shortPlay.getAttribute("data-state")));
        assertThat(shortPlay.getAttribute("data-frame")).isEqualTo(String.valueOf(frames - 1));
        assertThat(browser.findElement(By.id("replay-tick-2")).getText()).isEqualTo("Tick " + ticks[1] + " (frame " + frames + " of " + frames + ")");
        keepScreenshot("gvgai-replay.png");
    }

    @Test
    void eachReplayEndsOnThePictureItsPlayEndedOnAndStartsOnAnother() {
        for (int play = 1; play <= 3; play++) {
            int frames = frameCount(play);
            byte[] last = given().get("/matches/" + matchId + "/replays/" + play + "/frames/" + (frames - 1) + ".png")
                    .then().statusCode(200).contentType("image/png").extract().asByteArray();
            assertThat(last).as("play " + play + " replayed to its end").isEqualTo(endings[play - 1]);
            byte[] first = given().get("/matches/" + matchId + "/replays/" + play + "/frames/0.png").then().statusCode(200)
                    .extract().asByteArray();
            assertThat(first).isNotEqualTo(last);
            given().get("/matches/" + matchId + "/replays/" + play + "/frames/" + frames + ".png").then().statusCode(404);
        }
        given().get("/matches/" + matchId + "/replays/4/frames/0.png").then().statusCode(404);
    }

    @Test
    void anUploadedGamesPlaysAreScoredButNeverReplayed() throws Exception {
        var tape = new PlayTape("invaders", 3, 5, 10, 2000, 4, dev.arbiter.vgdl.engine.Winner.PLAYER_LOSES, 3, "uln");
        String note = new ValidationPlayNote(1, 1, 3, 4, 0, tape).line();
        byte[] bytes = ("{\"t\":1,\"src\":\"judge\",\"note\":\"" + note + "\"}\n").getBytes(StandardCharsets.UTF_8);
        Digest digest = new FileSystemBlobStore(Path.of("target/test-blobs")).put(new ByteArrayInputStream(bytes));
        String slug = "gvgai-private-" + System.nanoTime() % 100000;
        Scheduler.competition(slug, "gvgai-points", 1, "gvgai:invaders", "gvgai");
        String id = Scheduler.newMatchId();
        Scheduler.recorded(Scheduler.withTranscript(Scheduler.match(slug, id, MatchKind.MATCH_KIND_LADDER, true,
                MatchStatus.MATCH_STATUS_COMPLETED, new Seat("agent-" + slug, 4, Verdict.VERDICT_OK)), digest.hex(), 1, bytes.length));
        await().atMost(Duration.ofSeconds(20)).until(() -> given().get("/api/matches/" + id).statusCode() == 200);

        browser.get(base.resolve("/matches/" + id).toString());
        assertThat(browser.findElement(By.cssSelector("#validation-levels tbody tr")).getText()).startsWith("3 1 0 4.0");
        WebElement figure = browser.findElement(By.id("replay-1"));
        assertThat(figure.getAttribute("data-frames")).isEqualTo("0");
        assertThat(figure.findElements(By.tagName("img"))).isEmpty();
        assertThat(figure.getText()).contains("No replay", "an uploaded game's levels stay private");
        given().get("/matches/" + id + "/replays/1/frames/0.png").then().statusCode(404);
    }

    private int frameCount(int play) {
        browser.get(base.resolve("/matches/" + matchId).toString());
        return Integer.parseInt(browser.findElement(By.id("replay-" + play)).getAttribute("data-frames"));
    }

    private void keepScreenshot(String name) throws java.io.IOException {
        Path target = Files.createDirectories(Path.of("target/screenshots")).resolve(name);
        Files.copy(((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE).toPath(), target,
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
}
