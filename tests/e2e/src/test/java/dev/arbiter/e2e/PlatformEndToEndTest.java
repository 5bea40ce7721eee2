package dev.arbiter.e2e;

import io.restassured.RestAssured;
import io.restassured.specification.RequestSpecification;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 6's proof, end to end: the platform as the README starts it ({@code up --demo}), a contestant and an
 * organiser in a real headless Chromium. The demo ladders come alive; then register, sign in, upload a C player through the form, watch it validate, see it on the
 * public leaderboard with rated matches; then, as organiser, run an official round and publish it, and see
 * the round's standings on the public page. Finally SIGTERM stops every process the platform started.
 */
class PlatformEndToEndTest {

    private static final Path ROOT = Path.of(System.getProperty("arbiter.root", "../..")).toAbsolutePath().normalize();
    private static final String SLUG = "e2e-rps";
    /** Per step; generous, as the demo's own ladders keep the runner busy on CI's two cores meanwhile. */
    private static final Duration PATIENCE = Duration.ofSeconds(180);
    private static final int GATEWAY_PORT = 28080;
    /** The first of the platform's internal ports (PostgreSQL; Kafka and the services follow). */
    private static final int POSTGRES_PORT = 25432;

    @TempDir
    static Path home;

    private static ArbiterUp platform;

    @BeforeAll
    static void startThePlatformAsTheReadmeDoes() throws Exception {
        // Its own data directory and port block: runs beside a developer's ./arbiter up on 8080.
        platform = ArbiterUp.start(ROOT, home.resolve("data"), GATEWAY_PORT, POSTGRES_PORT, Duration.ofMinutes(5));
    }

    @AfterAll
    static void stopIt() throws Exception {
        if (platform != null) {
            platform.close();
        }
    }

    private static RequestSpecification api() {
        return RestAssured.given().baseUri(platform.url("/").toString());
    }

    private static RequestSpecification organiser() throws Exception {
        return api().auth().preemptive().basic("organiser", platform.organiserPassword());
    }

    /** A rival already on the ladder, uploaded from a script, so the browser's entry has someone to play. */
    private static void aRivalUploadsFromAScript() throws Exception {
        api().contentType("application/json")
                .body(Map.of("username", "rival", "password", "rival password 123", "email", "rival@example.org"))
                .post("/api/accounts").then().statusCode(201);
        String token = api().auth().preemptive().basic("rival", "rival password 123")
                .post("/api/tokens?label=e2e").then().statusCode(201).extract().path("token");
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        // The submission service hears of the new competition over Kafka: it may take a moment.
        while (api().header("Authorization", "Bearer " + token).get("/api/competitions/" + SLUG + "/entries?mine=true")
                .statusCode() != 200) {
            assertThat(System.nanoTime()).as("the submission service learns of " + SLUG).isLessThan(deadline);
            Thread.sleep(250);
        }
        api().header("Authorization", "Bearer " + token)
                .multiPart("name", "rival-constant")
                .multiPart("file", ROOT.resolve("examples/players/c/bin/constant").toFile())
                .post("/api/competitions/" + SLUG + "/entries").then().statusCode(201);
    }

    @Test
    void aContestantUploadsThroughTheFormAndAnOrganiserPublishesAnOfficialRound() throws Exception {
        organiser().contentType("application/json")
                .body(Map.of("slug", SLUG, "title", "End-to-end RoShamBo", "game", "rps",
                        "gameOptions", Map.of("moves", "100"), "ladderConcurrency", 2))
                .post("/api/competitions").then().statusCode(201);
        aRivalUploadsFromAScript();

        try (var browser = new Browser(platform)) {
            // What --demo promises a newcomer: the demo competitions on the home page, a live ladder.
            browser.open("/");
            browser.reloadUntil("the demo competitions on the home page", PATIENCE,
                    text -> text.contains("rps-ladder") || text.contains("RoShamBo"));
            long demoStart = System.nanoTime();
            browser.open("/competitions/rps-ladder");
            browser.reloadUntil("the demo RoShamBo ladder with rated matches", PATIENCE,
                    text -> playedMatches("rps-ladder", "random-c") > 0 && playedMatches("rps-ladder", "constant-c") > 0);
            System.out.printf("demo ladder live %.1f s after the home page showed it%n", (System.nanoTime() - demoStart) / 1e9);

            // A contestant registers, signs in and uploads a C player through the form.
            browser.open("/register");
            browser.type("username", "contestant");
            browser.type("email", "contestant@example.org");
            browser.type("password", "a long enough password");
            browser.driver.findElement(By.id("register")).click();
            signIn(browser, "contestant", "a long enough password");

            browser.open("/competitions/" + SLUG + "/upload");
            browser.type("name", "random-c");
            browser.driver.findElement(By.id("file")).sendKeys(ROOT.resolve("examples/players/c/bin/random").toString());
            browser.driver.findElement(By.id("upload")).click();
            browser.reloadUntil("the entry page", PATIENCE, text -> browser.currentUrl().getPath().startsWith("/entries/"));

            // It validates: the timeline reaches "ready".
            browser.reloadUntil("the entry to validate", PATIENCE,
                    text -> browser.driver.findElement(By.id("entry-status")).getText().equalsIgnoreCase("ready"));

            // The public leaderboard shows it with rated matches.
            browser.open("/competitions/" + SLUG);
            browser.reloadUntil("random-c on the leaderboard with matches played", PATIENCE,
                    text -> text.contains("random-c") && text.contains("rival-constant") && playedMatches("random-c") > 0);

            // The organiser signs in, starts an official round, waits for it and publishes it.
            browser.open("/login");
            signIn(browser, "organiser", platform.organiserPassword());
            browser.open("/organiser/competitions/" + SLUG);
            browser.type("round-name", "E2E official round");
            browser.driver.findElement(By.id("start-round")).click();
            browser.reloadUntil("the official round to finish", PATIENCE,
                    text -> List.of("finished", "complete", "completed").contains(
                            browser.driver.findElement(By.id("round-state")).getText().toLowerCase(java.util.Locale.ROOT)));
            browser.driver.findElement(By.id("publish-round")).click();
            browser.reloadUntil("the round to be published", PATIENCE,
                    text -> browser.driver.findElement(By.id("round-state")).getText().equalsIgnoreCase("published"));

            // The public page shows the round's standings.
            browser.open("/competitions/" + SLUG);
            browser.reloadUntil("the published round on the public page", PATIENCE,
                    text -> browser.driver.findElements(By.id("official-round")).stream()
                            .anyMatch(p -> p.getText().contains("E2E official round")));
            // Its standings table ranks both frozen entries, each with the round's matches played.
            var rows = browser.driver.findElements(By.cssSelector("#official tbody tr"));
            assertThat(rows).extracting(row -> row.findElements(By.tagName("td")).get(1).getText())
                    .containsExactlyInAnyOrder("random-c", "rival-constant");
            assertThat(rows).extracting(row -> row.findElements(By.tagName("td")).get(0).getText())
                    .containsExactlyInAnyOrder("1", "2");
            assertThat(rows).allSatisfy(row ->
                    assertThat(Integer.parseInt(row.findElements(By.tagName("td")).get(3).getText())).isPositive());
        }

        // SIGTERM stops everything the platform started.
        var children = platform.children();
        // Kafka and the four services are child JVMs; PostgreSQL is started by pg_ctl and detaches, so it is
        // checked by its port.
        assertThat(children).as("Kafka and the four services run as children").hasSizeGreaterThanOrEqualTo(5);
        assertThat(ArbiterUp.listening(POSTGRES_PORT)).as("PostgreSQL is up").isTrue();
        platform.stop(Duration.ofSeconds(60));
        Thread.sleep(500);
        assertThat(children).as("no process outlives ./arbiter up").noneMatch(ProcessHandle::isAlive);
        assertThat(ArbiterUp.listening(GATEWAY_PORT)).as("the gateway is closed").isFalse();
        assertThat(ArbiterUp.listening(POSTGRES_PORT)).as("PostgreSQL is stopped").isFalse();
    }

    private static void signIn(Browser browser, String username, String password) throws InterruptedException {
        browser.reloadUntil("the sign-in page", PATIENCE, text -> browser.currentUrl().getPath().equals("/login"));
        browser.type("username", username);
        browser.type("password", password);
        browser.driver.findElement(By.id("sign-in")).click();
        browser.reloadUntil(username + " signed in", PATIENCE, text -> !browser.currentUrl().getPath().equals("/login"));
    }

    /** Matches played by an entry, from the public leaderboard API. */
    private static int playedMatches(String entry) {
        return playedMatches(SLUG, entry);
    }

    private static int playedMatches(String slug, String entry) {
        List<Map<String, Object>> rows = api().get("/api/competitions/" + slug + "/leaderboard").then().extract().path("rows");
        if (rows == null) {
            rows = api().get("/api/competitions/" + slug + "/leaderboard").then().extract().jsonPath().getList("$");
        }
        return rows.stream().filter(r -> entry.equals(r.get("entry")))
                .mapToInt(r -> ((Number) r.getOrDefault("matches", 0)).intValue()).findFirst().orElse(0);
    }
}
