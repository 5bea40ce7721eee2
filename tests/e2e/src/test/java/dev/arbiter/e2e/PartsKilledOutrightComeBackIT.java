package dev.arbiter.e2e;

import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 21's proof: {@code ./arbiter up --demo} is a supervisor. Each part in turn (PostgreSQL, the Kafka
 * broker, the four services, the gateway) is killed with SIGKILL while the demo ladders play; after each the
 * terminal says the part was restarted, every service answers through the gateway again and the ladders
 * keep rating. At the end the RoShamBo ladder is closed and, once its last matches have ended, every match
 * is in a final state and the public leaderboard counts exactly the rated matches the scheduler recorded per
 * entry: no result lost, none counted twice.
 *
 * <p>One platform start serves every kill (CI's two cores). Every wait is for a state, never a fixed time.
 */
class PartsKilledOutrightComeBackIT {

    private static final Path ROOT = Path.of(System.getProperty("arbiter.root", "../..")).toAbsolutePath().normalize();
    /** Per wait; generous, as a restarted JVM shares CI's two cores with the running demo. */
    private static final Duration PATIENCE = Duration.ofMinutes(4);
    private static final int GATEWAY_PORT = 29080;
    private static final int POSTGRES_PORT = 29432;
    private static final String LADDER = "rps-ladder";
    private static final Set<String> FINAL = Set.of("finished", "failed", "game-error", "infrastructure-error", "cancelled");

    @TempDir
    static Path home;

    private static ArbiterUp platform;

    @BeforeAll
    static void startTheDemo() throws Exception {
        // Reachable by the services' own account, as a checkout's data directory is (JUnit makes it owner-only).
        java.nio.file.Files.setPosixFilePermissions(home, java.nio.file.attribute.PosixFilePermissions.fromString("rwxr-xr-x"));
        platform = ArbiterUp.start(ROOT, home.resolve("data"), GATEWAY_PORT, POSTGRES_PORT, Duration.ofMinutes(5));
    }

    @AfterAll
    static void stopIt() throws Exception {
        if (platform != null) {
            platform.close();
        }
    }

    /** A part, by the name the supervisor prints and how to find its process. */
    private record Part(String label, String commandLineMark) {
    }

    private static final List<Part> PARTS = List.of(
            new Part("PostgreSQL", null),
            new Part("Kafka broker (KRaft)", "kafka.Kafka"),
            new Part("submission", "services/submission/"),
            new Part("scheduler", "services/scheduler/"),
            new Part("sandbox-runner", "services/sandbox-runner/"),
            new Part("leaderboard", "services/leaderboard/"),
            new Part("gateway on port " + GATEWAY_PORT, "GatewayMain"));

    @Test
    void everyPartKilledOutrightIsRestartedAndTheLaddersKeepRatingWithEachMatchEndingOnce() throws Exception {
        awaitState("the demo ladder rates its first matches", () -> ratedMatches() > 0);

        for (Part part : PARTS) {
            int restarts = count(platform.output(), part.label() + " restarted");
            int rated = ratedMatches();
            ProcessHandle victim = processOf(part);

            assertThat(victim.destroyForcibly()).as("SIGKILL sent to " + part.label()).isTrue();

            awaitState(part.label() + " restarted", () -> count(platform.output(), part.label() + " restarted") > restarts);
            assertThat(platform.output()).contains(part.label() + " stopped unexpectedly");
            awaitState("every service answering through the gateway after " + part.label(), PartsKilledOutrightComeBackIT::allAnswer);
            awaitState("the ladder rating again after " + part.label(), () -> ratedMatches() > rated);
        }

        assertThat(platform.output()).doesNotContain("Stopping…");
        organiser().contentType("text/plain").body("closed").put("/api/competitions/" + LADDER + "/phase")
                .then().statusCode(200);
        awaitState("the closed ladder's last matches to end", () -> matchStates().stream().allMatch(FINAL::contains));
        // The scheduler's standings are the record of each rated match (one row per match); the leaderboard
        // counts what reached it over Kafka. Equal per entry: nothing lost, nothing counted twice.
        awaitState("the leaderboard to count exactly the scheduler's rated matches per entry",
                () -> schedulerMatchesPerEntry().equals(leaderboardMatchesPerEntry()));
        // Played (finished, or failed: a seat's verdict was not ok), given up after its retries, or cancelled
        // by the closing; a kill never leaves a match hanging or voids it as the game's fault.
        assertThat(matchStates()).as("how the ladder's matches ended")
                .allMatch(state -> Set.of("finished", "failed", "infrastructure-error", "cancelled").contains(state));
        assertThat(schedulerMatchesPerEntry().values()).allMatch(n -> n > 0);
    }

    private static ProcessHandle processOf(Part part) throws Exception {
        if (part.commandLineMark() == null) {
            long pid = Long.parseLong(Files.readAllLines(platform.data().resolve("postgres/postmaster.pid")).getFirst().strip());
            return ProcessHandle.of(pid).orElseThrow();
        }
        return platform.children().stream()
                .filter(p -> p.info().commandLine().orElse("").contains(part.commandLineMark()))
                .findFirst().orElseThrow(() -> new AssertionError("no process of " + part.label() + " among "
                        + platform.children().stream().map(p -> p.info().commandLine().orElse("?")).toList()));
    }

    private static void awaitState(String what, BooleanSupplier state) throws InterruptedException {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (!safely(state)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("waited " + PATIENCE + " for " + what + ":\n" + platform.output() + platform.logs());
            }
            Thread.sleep(500);
        }
    }

    /** While a part restarts, requests fail: that is a "not yet", not a test failure. */
    private static boolean safely(BooleanSupplier state) {
        try {
            return state.getAsBoolean();
        } catch (RuntimeException notYet) {
            return false;
        }
    }

    private static int count(String text, String phrase) {
        return (int) Pattern.compile(Pattern.quote(phrase)).matcher(text).results().count();
    }

    private static RequestSpecification api() {
        return RestAssured.given().baseUri(platform.url("/").toString());
    }

    private static RequestSpecification organiser() {
        try {
            return api().header("Authorization", "Bearer " + platform.organiserToken());
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** One page of each service, through the gateway. */
    private static boolean allAnswer() {
        return api().get("/login").statusCode() == 200                                  // submission
                && api().get("/api/competitions/" + LADDER).statusCode() == 200         // scheduler
                && api().get("/api/runner").statusCode() < 500                          // sandbox-runner
                && api().get("/api/competitions/" + LADDER + "/leaderboard").statusCode() == 200; // leaderboard
    }

    /** Rated matches on the public leaderboard, summed over its entries (each match counts for both seats). */
    private static int ratedMatches() {
        return leaderboardMatchesPerEntry().values().stream().mapToInt(Integer::intValue).sum();
    }

    private static Map<String, Integer> leaderboardMatchesPerEntry() {
        Response response = api().get("/api/competitions/" + LADDER + "/leaderboard");
        if (response.statusCode() != 200) {
            throw new IllegalStateException("leaderboard: HTTP " + response.statusCode());
        }
        return perEntry(response.jsonPath().getList("rows"));
    }

    private static Map<String, Integer> schedulerMatchesPerEntry() {
        Response response = organiser().get("/api/scheduler/competitions/" + LADDER + "/ladder");
        if (response.statusCode() != 200) {
            throw new IllegalStateException("standings: HTTP " + response.statusCode());
        }
        return perEntry(response.jsonPath().getList("$"));
    }

    private static Map<String, Integer> perEntry(List<Map<String, Object>> rows) {
        var counts = new TreeMap<String, Integer>();
        rows.forEach(row -> counts.put((String) row.get("entry"), ((Number) row.getOrDefault("matches", 0)).intValue()));
        return counts;
    }

    private static List<String> matchStates() {
        Response response = api().get("/api/competitions/" + LADDER + "/matches?limit=500");
        if (response.statusCode() != 200) {
            throw new IllegalStateException("matches: HTTP " + response.statusCode());
        }
        JsonPath json = response.jsonPath();
        return json.getList("state");
    }
}
