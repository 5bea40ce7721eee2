package dev.arbiter.leaderboard.web;

import dev.arbiter.leaderboard.support.Scheduler;
import dev.arbiter.proto.v1.MatchKind;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.RunnerPhase;
import dev.arbiter.proto.v1.Verdict;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.File;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * What a person sees in a real headless Chromium (Debian's chromium and chromium-driver): the leaderboard
 * with its rows, a result arriving live while the page is open, an entry page with its chart, and a running
 * match's page following the runner's heartbeats until its result replaces it.
 */
@QuarkusTest
class LeaderboardBrowserTest {

    private static final String CHROMEDRIVER = "/usr/bin/chromedriver";
    private static final String CHROMIUM = "/usr/bin/chromium";

    @TestHTTPResource("/")
    URI base;

    private WebDriver browser;

    @BeforeEach
    void startBrowser() {
        browser = chromium(true);
    }

    /** Debian's headless Chromium, with or without JavaScript. */
    static WebDriver chromium(boolean javaScript) {
        assertThat(Path.of(CHROMEDRIVER)).as("chromium-driver is installed (scripts/setup-machine.sh)").isExecutable();
        ChromeOptions options = new ChromeOptions()
                .setBinary(CHROMIUM)
                .addArguments("--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update", "--disable-sync",
                        "--disable-dev-shm-usage", "--window-size=1100,1000");
        if (!javaScript) {
            options.addArguments("--blink-settings=scriptEnabled=false");
        }
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File(CHROMEDRIVER))
                .usingAnyFreePort()
                .build();
        return new ChromeDriver(service, options);
    }

    @AfterEach
    void stopBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    @Test
    void theLeaderboardShowsRowsFollowsAResultLiveAndLinksToAnEntryWithItsChart() throws Exception {
        String slug = "browser-" + System.nanoTime() % 100000;
        String ada = "ada-" + slug;
        String bob = "bob-" + slug;
        String cyd = "cyd-" + slug;
        Scheduler.competition(slug, "glicko2", 2);
        for (int i = 0; i < 3; i++) {
            Scheduler.recorded(Scheduler.ladder(slug, ada, 3, bob, 1));
        }
        await().atMost(Duration.ofSeconds(20)).until(() -> given().get("/api/competitions/" + slug + "/leaderboard")
                .jsonPath().getInt("total") == 2);
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(20));

        browser.get(base.resolve("/").toString());
        browser.findElement(By.linkText("Test " + slug)).click();
        wait.until(ExpectedConditions.urlContains("/competitions/" + slug));
        List<WebElement> rows = browser.findElements(By.cssSelector("#leaderboard tbody tr"));
        assertThat(rows).hasSize(2);
        assertThat(rows.get(0).getText()).startsWith("1").contains("Entry " + ada, "c-" + ada, "3");
        assertThat(rows.get(1).getText()).contains("Entry " + bob);
        // The page is listening before the result is sent, and does not claim it needs JavaScript.
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("live-status"), "Live"));
        assertThat(browser.findElements(By.id("no-live"))).as("the no-JavaScript notice").isEmpty();

        Scheduler.recorded(Scheduler.ladder(slug, cyd, 5, ada, 0));
        wait.until(ExpectedConditions.numberOfElementsToBe(By.cssSelector("#leaderboard tbody tr"), 3));
        assertThat(browser.findElement(By.id("row-" + cyd)).getText()).contains("Entry " + cyd);
        assertThat(browser.findElement(By.id("live-status")).getAttribute("data-updates")).isNotEqualTo("0");
        keepScreenshot("leaderboard.png");

        browser.findElement(By.cssSelector("#row-" + ada + " a")).click();
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("rating-chart")));
        assertThat(browser.findElement(By.id("entry-name")).getText()).isEqualTo("Entry " + ada);
        WebElement chart = browser.findElement(By.id("rating-chart"));
        assertThat(chart.isDisplayed()).isTrue();
        assertThat(chart.findElements(By.cssSelector("polyline.rating"))).hasSize(1);
        assertThat(chart.findElements(By.cssSelector("polygon.band"))).hasSize(1);
        assertThat(browser.findElement(By.id("opponents")).getText()).contains("Entry " + bob, "Entry " + cyd);
        assertThat(browser.findElements(By.cssSelector("#recent tbody tr"))).hasSize(4);
        assertThat(browser.findElement(By.id("errors-since-upload")).getAttribute("data-count")).isEqualTo("0");
        keepScreenshot("entry.png");
    }

    @Test
    void aRunningMatchPageFollowsTheRunnersProgressLiveAndThenShowsTheResult() throws Exception {
        String slug = "browser-live-" + System.nanoTime() % 100000;
        String ada = "ada-" + slug;
        String bob = "bob-" + slug;
        String matchId = Scheduler.newMatchId();
        Scheduler.competition(slug, "glicko2", 2);
        Scheduler.requested(slug, matchId, 1, ada, bob);
        Scheduler.heartbeat(matchId, 1, RunnerPhase.RUNNER_PHASE_RUNNING, 10, 4, 6);
        await().atMost(Duration.ofSeconds(20)).until(() -> given().get("/api/matches/" + matchId + "/live").statusCode() == 200
                && given().get("/api/matches/" + matchId + "/live").jsonPath().getLong("moves") == 10);
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(20));

        browser.get(base.resolve("/competitions/" + slug).toString());
        browser.findElement(By.cssSelector("#running a")).click();
        wait.until(ExpectedConditions.urlContains("/matches/" + matchId));
        assertThat(browser.findElement(By.id("live-state")).getText()).isEqualTo("running");
        assertThat(browser.findElement(By.id("live-moves")).getText()).isEqualTo("10");
        assertThat(browser.findElement(By.id("live-seats")).getText()).contains("Entry " + ada, "Entry " + bob);
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("live-status"), "Live"));

        Scheduler.heartbeat(matchId, 1, RunnerPhase.RUNNER_PHASE_RUNNING, 120, 40, 80);
        wait.until(ExpectedConditions.textToBe(By.id("live-moves"), "120"));
        assertThat(browser.findElement(By.id("live-score-1")).getText()).isEqualTo("40.0");
        assertThat(browser.findElement(By.id("live-score-2")).getText()).isEqualTo("80.0");
        assertThat(browser.findElement(By.id("timeline")).getText()).contains("requested", "running");
        keepScreenshot("live-match.png");

        Scheduler.recorded(Scheduler.match(slug, matchId, MatchKind.MATCH_KIND_LADDER, true, MatchStatus.MATCH_STATUS_COMPLETED,
                new Scheduler.Seat(ada, 41, Verdict.VERDICT_OK), new Scheduler.Seat(bob, 159, Verdict.VERDICT_OK)));
        wait.until(ExpectedConditions.presenceOfElementLocated(By.id("match-status")));
        assertThat(browser.findElement(By.id("match-status")).getText()).isEqualTo("completed");
        assertThat(browser.findElement(By.id("seats")).getText()).contains("159.0");
        assertThat(browser.findElement(By.id("timeline")).getText()).contains("running", "completed");
        keepScreenshot("recorded-match.png");
    }

    @Test
    void withoutJavaScriptTheLeaderboardIsAPlainPageThatSaysLiveUpdatesNeedIt() throws Exception {
        String slug = "browser-nojs-" + System.nanoTime() % 100000;
        String ada = "ada-" + slug;
        String bob = "bob-" + slug;
        Scheduler.competition(slug, "glicko2", 2);
        Scheduler.recorded(Scheduler.ladder(slug, ada, 3, bob, 1));
        await().atMost(Duration.ofSeconds(20)).until(() -> given().get("/api/competitions/" + slug + "/leaderboard")
                .jsonPath().getInt("total") == 2);
        WebDriver plain = chromium(false);
        try {
            plain.get(base.resolve("/competitions/" + slug).toString());
            List<WebElement> rows = plain.findElements(By.cssSelector("#leaderboard tbody tr"));
            assertThat(rows).hasSize(2);
            assertThat(rows.get(0).getText()).contains("Entry " + ada);
            WebElement notice = plain.findElement(By.id("no-live"));
            assertThat(notice.isDisplayed()).isTrue();
            assertThat(notice.getText()).contains("Live updates need JavaScript");
            // Nothing scripted ran: the live status was never switched on.
            assertThat(plain.findElement(By.id("live-status")).getText()).doesNotContain("Live");
        } finally {
            plain.quit();
        }
    }

    @Test
    void aScriptInjectedIntoAPageDoesNotRunAndNoPageMayFrameOurs() {
        browser.get(base.resolve("/").toString());
        var js = (org.openqa.selenium.JavascriptExecutor) browser;
        // What a markup injection that slipped past escaping would do: an inline script in the page.
        Object ran = js.executeScript("var s = document.createElement('script'); s.textContent = 'window.injected = true;';"
                + " document.body.appendChild(s); return window.injected === true;");
        assertThat(ran).as("an inline script ran despite the Content-Security-Policy").isEqualTo(false);
        // Clickjacking: our page inside a frame, even our own, is refused (frame-ancestors 'none'), so the frame
        // shows the browser's error page, which the framing page cannot read, instead of our leaderboard.
        Object framed = js.executeAsyncScript("var done = arguments[arguments.length - 1];"
                + " var f = document.createElement('iframe'); f.src = '/';"
                + " f.onload = function () { var d = null; try { d = f.contentDocument; } catch (e) { d = null; }"
                + "   done(d !== null && d.querySelector('header') !== null); };"
                + " document.body.appendChild(f);");
        assertThat(framed).as("our page rendered inside a frame").isEqualTo(false);
    }

    /** Saves what the browser shows under target/screenshots, for people reading a failed build. */
    private void keepScreenshot(String name) throws java.io.IOException {
        Path target = Files.createDirectories(Path.of("target/screenshots")).resolve(name);
        Files.copy(((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE).toPath(), target,
                java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }
}
