package dev.arbiter.system;

import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

/**
 * The platform as separate processes, broken on purpose while an official round runs: a runner killed
 * with SIGKILL in the middle of a match, the Kafka broker killed and restarted, PostgreSQL stopped and
 * started. Each time the round must complete with exactly one result per match and the same standings as
 * a fault-free round with the same seed.
 *
 * <p>Four strategy players (rock, paper, copy, and dice, whose moves are drawn from the seed the judge
 * gives it) make a 12-match round robin whose every result follows from the seeds and the programs, so
 * "the same standings" is a sharp check: a re-issued match played with another seed would change them.
 * The runners use the {@code local} sandbox backend, as a machine's runners do.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PlatformFaultsIT {

    private static final List<String> STRATEGIES = List.of("rock", "paper", "dice", "copy");
    private static final long SEED = 42;
    private static final Duration ROUND_TIMEOUT = Duration.ofMinutes(3);
    private static final Set<String> TERMINAL = Set.of("finished", "failed", "game-error", "infrastructure-error", "cancelled");

    /** One line of standings, without database keys, so rounds of different competitions compare. */
    record Standing(int rank, String entry, int matches, int wins, int draws, int losses, double total) {
    }

    private static Platform platform;
    private static List<Standing> faultFree;
    /** The first test's competition: its entries are ready, so later tests can start rounds at once. */
    private static String readyCompetition;

    @BeforeAll
    static void startPlatform() throws Exception {
        platform = new Platform();
    }

    @AfterAll
    static void stopPlatform() throws Exception {
        if (platform != null) {
            platform.close();
        }
    }

    private static String competitionWithReadyEntries(String prefix) throws Exception {
        String slug = prefix + "-" + System.nanoTime() % 100_000;
        platform.createCompetition(slug);
        for (String strategy : STRATEGIES) {
            platform.submit(slug, strategy);
        }
        await().atMost(Duration.ofMinutes(2)).pollInterval(Duration.ofMillis(500)).until(() -> {
            List<String> states = platform.getWhenUp("/api/scheduler/competitions/" + slug + "/entries").getList("status");
            return states.size() == STRATEGIES.size() && states.stream().allMatch("ready"::equals);
        });
        return slug;
    }

    private static String startRound(String slug) {
        return platform.organiser().body(Map.of("name", "Round", "seed", SEED))
                .post("/api/competitions/" + slug + "/rounds").then().statusCode(201).extract().path("id");
    }

    private static void awaitComplete(String round) {
        await().atMost(ROUND_TIMEOUT).pollInterval(Duration.ofMillis(500))
                .until(() -> "complete".equals(platform.getWhenUp("/api/rounds/" + round).getString("state")));
    }

    private static List<Standing> standings(String round) {
        JsonPath view = platform.get("/api/rounds/" + round);
        List<Map<String, Object>> rows = view.getList("standings");
        return rows.stream().map(r -> new Standing((Integer) r.get("rank"), (String) r.get("entry"), (Integer) r.get("matches"),
                (Integer) r.get("wins"), (Integer) r.get("draws"), (Integer) r.get("losses"),
                ((Number) r.get("scoreTotal")).doubleValue())).toList();
    }

    private static List<Map<String, Object>> roundMatches(String slug, String round) {
        List<Map<String, Object>> all = platform.get("/api/competitions/" + slug + "/matches?limit=500").getList("$");
        return all.stream().filter(m -> round.equals(m.get("roundId")) && "official".equals(m.get("kind"))).toList();
    }

    /** The scores of {@code entry} in its matches of the round against {@code opponent}. */
    @SuppressWarnings("unchecked")
    private static List<Double> scoresAgainst(String slug, String round, String entry, String opponent) {
        return roundMatches(slug, round).stream()
                .map(m -> (List<Map<String, Object>>) m.get("seats"))
                .filter(seats -> seats.stream().map(seat -> seat.get("entry")).toList().containsAll(List.of(entry, opponent)))
                .flatMap(seats -> seats.stream().filter(seat -> entry.equals(seat.get("entry"))))
                .map(seat -> ((Number) seat.get("score")).doubleValue()).toList();
    }

    /** Waits until the runner is in the middle of one of the round's matches, and returns that match. */
    private static String awaitMatchRunningOn(String runner, String slug, String round) {
        AtomicReference<String> running = new AtomicReference<>();
        await().atMost(Duration.ofMinutes(1)).pollInterval(Duration.ofMillis(100)).until(() -> {
            roundMatches(slug, round).stream()
                    .filter(m -> "running".equals(m.get("state")) && runner.equals(m.get("runner")))
                    .findFirst().ifPresent(m -> running.set((String) m.get("id")));
            return running.get() != null;
        });
        return running.get();
    }

    /** Every match of the round ended once, was played to the end, and its timeline shows one outcome. */
    private static void assertExactlyOneResultPerMatch(String slug, String round) {
        List<Map<String, Object>> matches = roundMatches(slug, round);
        assertThat(matches).hasSize(12);
        for (Map<String, Object> m : matches) {
            JsonPath match = platform.get("/api/scheduler/matches/" + m.get("id"));
            assertThat(match.getString("state")).as("match %s", m.get("id")).isIn("finished", "failed");
            List<String> steps = match.getList("timeline.state");
            assertThat(steps.stream().filter(TERMINAL::contains).count()).as("outcomes of %s: %s", m.get("id"), steps).isEqualTo(1);
        }
    }

    @Test
    @Order(1)
    void killingARunnerMidMatchLosesNoMatchAndChangesNoStanding() throws Exception {
        String slug = competitionWithReadyEntries("fault");
        readyCompetition = slug;
        String reference = startRound(slug);
        awaitComplete(reference);
        faultFree = standings(reference);
        assertThat(faultFree).hasSize(4).allSatisfy(s -> assertThat(s.matches()).isEqualTo(6));
        assertExactlyOneResultPerMatch(slug, reference);
        assertThat(scoresAgainst(slug, reference, "dice", "rock"))
                .as("dice's moves follow each match's seed: its two matches against rock end differently").hasSize(2).doesNotHaveDuplicates();

        String round = startRound(slug);
        String interrupted = awaitMatchRunningOn("runner-1", slug, round);
        platform.runner("runner-1").kill9();

        awaitComplete(round);
        assertThat(standings(round)).isEqualTo(faultFree);
        assertExactlyOneResultPerMatch(slug, round);
        JsonPath recovered = platform.get("/api/scheduler/matches/" + interrupted);
        assertThat(recovered.getString("runner")).as("the surviving runner finished it").isEqualTo("runner-2");
        assertThat(recovered.getList("timeline.runner")).contains("runner-1", "runner-2");

        platform.startRunner("runner-1");
    }

    /** Something the test breaks and mends while a round runs. */
    @FunctionalInterface
    interface Outage {
        void breakAndMend() throws Exception;
    }

    /** Runs a round, breaks something once two matches are done, and checks the round lost nothing. */
    private static void roundSurvives(String prefix, Outage outage) throws Exception {
        String slug = competitionWithReadyEntries(prefix);
        String round = startRound(slug);
        await().atMost(Duration.ofMinutes(1)).until(() -> platform.get("/api/rounds/" + round).getInt("matchesDone") >= 2);

        outage.breakAndMend();

        awaitComplete(round);
        assertThat(standings(round)).isEqualTo(faultFree);
        assertExactlyOneResultPerMatch(slug, round);
    }

    @Test
    @Order(2)
    void restartingTheKafkaBrokerDuringARoundLosesNothing() throws Exception {
        roundSurvives("kafka", () -> {
            platform.kafka.kill9();
            Thread.sleep(3000);
            platform.kafka.start();
        });
    }

    @Test
    @Order(3)
    void restartingPostgresDuringARoundLosesNothing() throws Exception {
        roundSurvives("postgres", () -> {
            platform.postgres.stop();
            Thread.sleep(3000);
            platform.postgres.start();
        });
    }

    @Test
    @Order(4)
    void aRunnerStoppedPolitelyFinishesAndReportsItsMatchBeforeLeaving() throws Exception {
        String round = startRound(readyCompetition);
        String draining = awaitMatchRunningOn("runner-2", readyCompetition, round);

        platform.runner("runner-2").stop(Duration.ofSeconds(30));

        await().atMost(Duration.ofSeconds(30))
                .until(() -> TERMINAL.contains(platform.get("/api/scheduler/matches/" + draining).getString("state")));
        JsonPath drained = platform.get("/api/scheduler/matches/" + draining);
        assertThat(drained.getString("state")).isIn("finished", "failed");
        assertThat(drained.getString("runner")).as("reported by the runner that was stopping").isEqualTo("runner-2");
        assertThat(drained.getList("timeline.state")).doesNotContain("lease-expired");
        awaitComplete(round);
        assertThat(standings(round)).isEqualTo(faultFree);
        assertExactlyOneResultPerMatch(readyCompetition, round);
    }
}
