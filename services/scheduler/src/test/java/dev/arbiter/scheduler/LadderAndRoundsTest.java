package dev.arbiter.scheduler;

import dev.arbiter.judge.seed.SeedCommitment;
import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.RoundPublished;
import dev.arbiter.proto.v1.StandingRow;
import dev.arbiter.testing.KafkaTestBroker;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static dev.arbiter.scheduler.SchedulerApi.organiser;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.awaitility.Awaitility.await;

/**
 * The ladder, an official round from start to publication, a rerun set and a disqualification. The runner
 * double plays every match as a contest of strengths: the stronger entry wins by the difference.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class LadderAndRoundsTest {

    private static final Duration WAIT = Duration.ofSeconds(40);
    private static final Map<String, Integer> STRENGTH = Map.of("strong", 3, "medium", 2, "weak", 1);

    /** Seat i scores its strength minus the other's; a rerun (same seed, "fixed game") scores reversed. */
    private static Optional<MatchResult> contest(MatchRequest r) {
        if (r.getSeatsCount() == 1) {
            return Optional.of(RunnerDouble.completed(r, "double", 1));
        }
        int a = STRENGTH.get(r.getSeats(0).getName());
        int b = STRENGTH.get(r.getSeats(1).getName());
        boolean rerun = r.getMatchId().startsWith("r-");
        return Optional.of(RunnerDouble.completed(r, "double", rerun ? b - a : a - b, rerun ? a - b : b - a));
    }

    private static JsonPath entries(String slug) {
        return organiser().get("/api/scheduler/competitions/" + slug + "/entries").then().statusCode(200).extract().jsonPath();
    }

    private static void submitThree(RunnerDouble runner, String slug) {
        for (String name : List.of("strong", "medium", "weak")) {
            runner.submit(RunnerDouble.entry(slug, name, 1));
        }
        await().atMost(WAIT).until(() -> entries(slug).getList("status").equals(List.of("ready", "ready", "ready")));
    }

    /** Starts a round and waits until every match of it has ended. */
    private static String completedRound(String slug, Map<String, Object> spec) {
        String round = organiser().body(spec).post("/api/competitions/" + slug + "/rounds")
                .then().statusCode(201).extract().path("id");
        await().atMost(WAIT).until(() -> "complete".equals(organiser().get("/api/rounds/" + round).path("state")));
        return round;
    }

    private static List<String> officialMatchesOf(String slug, String entry) {
        return given().get("/api/competitions/" + slug + "/matches?limit=100").then().extract().jsonPath()
                .getList("findAll { it.kind == 'official' && it.seats.any { s -> s.entry == '" + entry + "' } }.id");
    }

    /** Starts a rerun set and waits until all its matches have been played. */
    private static String playedRerunSet(String round, List<String> matchIds, String reason) {
        String set = organiser().body(Map.of("matchIds", matchIds, "reason", reason))
                .post("/api/rounds/" + round + "/reruns").then().statusCode(201).extract().path("id");
        await().atMost(WAIT).until(() -> "ready".equals(organiser().get("/api/reruns/" + set).path("state")));
        return set;
    }

    @Test
    void readyEntriesGetLadderMatchesAutomaticallyAndEvenly() throws Exception {
        String slug = RunnerDouble.slug("ladder");
        SchedulerApi.createCompetition(slug, Map.of("ladderConcurrency", 2));
        try (var runner = new RunnerDouble(slug, "double", LadderAndRoundsTest::contest)) {
            submitThree(runner, slug);

            await().atMost(WAIT).until(() -> entries(slug).getList("ladderMatches", Integer.class).stream().allMatch(n -> n >= 4));
            organiser().contentType("text/plain").body("official").put("/api/competitions/" + slug + "/phase").then().statusCode(200);
            List<Integer> played = entries(slug).getList("ladderMatches", Integer.class);
            assertThat(played.stream().mapToInt(Integer::intValue).max().orElseThrow()
                    - played.stream().mapToInt(Integer::intValue).min().orElseThrow())
                    .as("under-played entries are paired first").isLessThanOrEqualTo(2);
            List<Double> ratings = entries(slug).getList("rating", Double.class);
            // Entries are listed by entry id: medium, strong, weak.
            assertThat(ratings.get(1)).isGreaterThan(ratings.get(0));
            assertThat(ratings.get(0)).isGreaterThan(ratings.get(2));
            assertThat(given().get("/api/competitions/" + slug + "/matches").then().extract().jsonPath().getList("kind"))
                    .contains("ladder");
        }
    }

    /** An official-phase competition ranked by the sum of scores, with no ladder. */
    private static String officialCompetition(String prefix) {
        String slug = RunnerDouble.slug(prefix);
        SchedulerApi.createCompetition(slug, Map.of("phase", "official", "ladderConcurrency", 0, "rankingMethod", "sum"));
        return slug;
    }

    /** Three entries submitted and a round robin of them played to completion (not published). */
    private static String roundOfThree(RunnerDouble runner, String slug, String name, long seed) throws Exception {
        submitThree(runner, slug);
        return completedRound(slug, Map.of("name", name, "seed", seed, "repeats", 1));
    }

    @Test
    void anOfficialRoundRunsToCompletionAndIsPublishedOnlyOnTheOrganisersWord() throws Exception {
        String slug = officialCompetition("round");
        try (var runner = new RunnerDouble(slug, "double", LadderAndRoundsTest::contest)) {
            String round = roundOfThree(runner, slug, "Final", 7);
            JsonPath view = organiser().get("/api/rounds/" + round).then().extract().jsonPath();
            assertThat(view.getInt("matches")).as("3 pairs, both seat orders").isEqualTo(6);
            assertThat(view.getList("standings.entry")).containsExactly("strong", "medium", "weak");
            assertThat(view.getList("standings.wins", Integer.class)).containsExactly(4, 2, 0);
            assertThat(given().get("/api/competitions/" + slug + "/rounds").then().extract().jsonPath().getList("$"))
                    .as("not public before publication").isEmpty();

            organiser().post("/api/rounds/" + round + "/publication").then().statusCode(200);
            RoundPublished published = RoundPublished.parseFrom(KafkaTestBroker.shared().awaitRecord(Topics.ROUND_PUBLISHED,
                    r -> round.equals(r.key()), WAIT).orElseThrow().value());
            assertThat(published.getStandingsList()).extracting(StandingRow::getEntryName).containsExactly("strong", "medium", "weak");
            assertThat(published.getMatchIdsCount()).isEqualTo(6);
            assertThat(given().get("/api/competitions/" + slug + "/rounds").then().extract().jsonPath().getList("standings[0].entry"))
                    .containsExactly("strong", "medium", "weak");
        }
    }

    @Test
    void anOfficialRoundsSeatSeedsAreRevealedOnlyWhenItIsPublishedAndOpenEachMatchsCommitment() throws Exception {
        String slug = officialCompetition("reveal");
        try (var runner = new RunnerDouble(slug, "double", LadderAndRoundsTest::contest)) {
            String round = roundOfThree(runner, slug, "Sealed", 5);
            List<String> ids = runner.seen().stream().map(MatchRequest::getMatchId).filter(id -> id.startsWith("o-")).distinct().toList();
            assertThat(ids).as("3 pairs, both seat orders").hasSize(6);
            for (String id : ids) {
                JsonPath before = given().get("/api/scheduler/matches/" + id).then().statusCode(200).extract().jsonPath();
                assertThat(before.getString("seedCommitment")).matches("[0-9a-f]{64}");
                assertThat(before.getList("seatSeeds")).as("a played official match, its round not yet published").isNull();
            }

            organiser().post("/api/rounds/" + round + "/publication").then().statusCode(200);
            RoundPublished published = RoundPublished.parseFrom(KafkaTestBroker.shared().awaitRecord(Topics.ROUND_PUBLISHED,
                    r -> round.equals(r.key()), WAIT).orElseThrow().value());
            assertThat(published.getSeedOpeningsMap()).hasSize(6).containsOnlyKeys(ids);
            for (String id : ids) {
                JsonPath after = given().get("/api/scheduler/matches/" + id).then().statusCode(200).extract().jsonPath();
                assertThat(after.getList("seatSeeds")).hasSize(2);
                assertThat(after.getString("seedOpening")).isEqualTo(published.getSeedOpeningsMap().get(id));
                assertThat(SeedCommitment.opens(after.getString("seedOpening"), after.getString("seedCommitment"))).isTrue();
            }
        }
    }

    @Test
    void aRerunSetShowsItsDifferenceAndChangesTheStandingsOnlyWhenApplied() throws Exception {
        String slug = RunnerDouble.slug("rerun");
        SchedulerApi.createCompetition(slug, Map.of("phase", "official", "ladderConcurrency", 0));
        try (var runner = new RunnerDouble(slug, "double", LadderAndRoundsTest::contest)) {
            submitThree(runner, slug);
            String round = completedRound(slug, Map.of("seed", 11));
            List<String> strongMatches = officialMatchesOf(slug, "strong");

            String set = playedRerunSet(round, strongMatches, "game fix");
            JsonPath diff = organiser().get("/api/reruns/" + set).then().extract().jsonPath();
            assertThat(diff.getList("matches.changed")).containsOnly(true).hasSize(4);
            assertThat(diff.getList("standingsNow.entry")).containsExactly("strong", "medium", "weak");
            assertThat(diff.getString("standingsIfApplied[0].entry")).isNotEqualTo("strong");
            assertThat(organiser().get("/api/rounds/" + round).then().extract().jsonPath().getList("standings.entry"))
                    .as("nothing changes before the set is applied").containsExactly("strong", "medium", "weak");

            organiser().get("/organiser/reruns/" + set).then().statusCode(200)
                    .body(containsString("game fix")).body(containsString("Apply"));
            organiser().get("/organiser/matches/" + strongMatches.getFirst()).then().statusCode(200)
                    // "finished", not "leased": the lease and the result travel on different topics, and a lease
                    // that arrives after its match finished is rightly dropped, so the timeline may never show one.
                    .body(containsString("Timeline")).body(containsString("finished"));

            organiser().post("/api/reruns/" + set + "/apply").then().statusCode(200);
            organiser().get("/organiser/rounds/" + round).then().statusCode(200)
                    .body(containsString("Standings")).body(containsString("applied"));
            assertThat(organiser().get("/api/rounds/" + round).then().extract().jsonPath().getList("standings.entry"))
                    .isEqualTo(diff.getList("standingsIfApplied.entry"));
            organiser().post("/api/reruns/" + set + "/discard").then().statusCode(409);
        }
    }

    @Test
    void anOfficialRoundFreezesTheEntriesTheOrganiserChose() throws Exception {
        String slug = RunnerDouble.slug("chosen");
        SchedulerApi.createCompetition(slug, Map.of("phase", "official", "ladderConcurrency", 0));
        try (var runner = new RunnerDouble(slug, "double", LadderAndRoundsTest::contest)) {
            submitThree(runner, slug);
            int strong = entries(slug).getInt("find { it.name == 'strong' }.key");
            int weak = entries(slug).getInt("find { it.name == 'weak' }.key");

            String round = completedRound(slug, Map.of("seed", 9, "entries", List.of(weak, strong)));

            JsonPath view = organiser().get("/api/rounds/" + round).then().extract().jsonPath();
            assertThat(view.getInt("matches")).as("one pair, both seat orders").isEqualTo(2);
            assertThat(view.getList("standings.entry")).containsExactly("strong", "weak");
            List<List<String>> seated = given().get("/api/competitions/" + slug + "/matches?limit=100").then().extract()
                    .jsonPath().getList("findAll { it.kind == 'official' }.collect { it.seats.collect { s -> s.entry } }");
            assertThat(seated).hasSize(2).allSatisfy(seats -> assertThat(seats).containsExactlyInAnyOrder("strong", "weak"));
            organiser().body(Map.of("seed", 9, "entries", List.of(strong, 999_999_999))).post("/api/competitions/" + slug + "/rounds")
                    .then().statusCode(400);
        }
    }

    @Test
    void aDiscardedRerunSetNeverChangesTheRound() throws Exception {
        String slug = RunnerDouble.slug("discard");
        SchedulerApi.createCompetition(slug, Map.of("phase", "official", "ladderConcurrency", 0));
        try (var runner = new RunnerDouble(slug, "double", LadderAndRoundsTest::contest)) {
            submitThree(runner, slug);
            String round = completedRound(slug, Map.of("seed", 13));
            JsonPath before = organiser().get("/api/rounds/" + round).then().extract().jsonPath();
            List<String> strongMatches = officialMatchesOf(slug, "strong");

            String set = playedRerunSet(round, strongMatches, "suspected flaky node");
            assertThat(organiser().get("/api/reruns/" + set).then().extract().jsonPath().getString("standingsIfApplied[0].entry"))
                    .as("the reruns would change the winner").isNotEqualTo("strong");

            organiser().post("/api/reruns/" + set + "/discard").then().statusCode(200);
            assertThat(organiser().get("/api/reruns/" + set).path("state").toString()).isEqualTo("discarded");
            organiser().post("/api/reruns/" + set + "/apply").then().statusCode(409);

            JsonPath after = organiser().get("/api/rounds/" + round).then().extract().jsonPath();
            assertThat(after.getList("standings.entry")).containsExactly("strong", "medium", "weak");
            assertThat(after.getList("standings.scoreTotal")).isEqualTo(before.getList("standings.scoreTotal"));
            organiser().post("/api/rounds/" + round + "/publication").then().statusCode(200);
            RoundPublished published = RoundPublished.parseFrom(KafkaTestBroker.shared().awaitRecord(Topics.ROUND_PUBLISHED,
                    r -> round.equals(r.key()), WAIT).orElseThrow().value());
            assertThat(published.getMatchIdsList()).as("the originals, none of the discarded reruns")
                    .containsAll(strongMatches).noneMatch(id -> id.startsWith("r-"));
            assertThat(published.getStandingsList()).extracting(StandingRow::getEntryName).containsExactly("strong", "medium", "weak");
        }
    }

    @Test
    void aDisqualifiedEntryAndItsMatchesLeaveTheStandingsWithTheReasonShown() throws Exception {
        String slug = RunnerDouble.slug("dq");
        SchedulerApi.createCompetition(slug, Map.of("phase", "official", "ladderConcurrency", 0));
        try (var runner = new RunnerDouble(slug, "double", LadderAndRoundsTest::contest)) {
            submitThree(runner, slug);
            String round = completedRound(slug, Map.of("seed", 3));
            int strongKey = entries(slug).getInt("find { it.name == 'strong' }.key");

            organiser().body(Map.of("reason", "read the opponent's files")).post("/api/entries/" + strongKey + "/disqualification")
                    .then().statusCode(200).body("status", org.hamcrest.Matchers.equalTo("disqualified"));

            JsonPath view = organiser().get("/api/rounds/" + round).then().extract().jsonPath();
            assertThat(view.getList("standings.entry")).containsExactly("medium", "weak");
            assertThat(view.getList("standings.matches", Integer.class)).as("only medium v weak, both seats").containsExactly(2, 2);
            assertThat(entries(slug).getString("find { it.name == 'strong' }.disqualifiedReason")).isEqualTo("read the opponent's files");
            organiser().body(Map.of("reason", " ")).post("/api/entries/" + strongKey + "/disqualification").then().statusCode(400);
        }
    }

    @Test
    void aSinglePlayerGamePlaysEveryEntryThroughTheSameSeededInstances() throws Exception {
        String slug = RunnerDouble.slug("solo");
        SchedulerApi.createCompetition(slug, Map.of("game", "imitate", "instancesPerEntry", 3, "ladderConcurrency", 2));
        try (var runner = new RunnerDouble(slug, "double", LadderAndRoundsTest::contest)) {
            for (String name : List.of("strong", "weak")) {
                runner.submit(RunnerDouble.entry(slug, name, 1));
            }
            await().atMost(WAIT).until(() -> entries(slug).getList("ladderMatches", Integer.class).equals(List.of(3, 3)));

            Map<String, List<Long>> seedsByEntry = new java.util.HashMap<>();
            runner.seen().stream().filter(r -> r.getMatchId().startsWith("l-")).forEach(r -> seedsByEntry
                    .computeIfAbsent(r.getSeats(0).getName(), k -> new java.util.ArrayList<>()).add(r.getSeed()));
            assertThat(seedsByEntry.get("strong")).hasSize(3).doesNotHaveDuplicates()
                    .containsExactlyInAnyOrderElementsOf(seedsByEntry.get("weak"));
            Thread.sleep(1000);
            assertThat(runner.seen().stream().filter(r -> r.getMatchId().startsWith("l-"))).as("no more than the set").hasSize(6);
        }
    }

    @Test
    void aSwissRoundPairsRoundByRoundWithoutRematches() throws Exception {
        String slug = RunnerDouble.slug("swiss");
        SchedulerApi.createCompetition(slug, Map.of("phase", "official", "ladderConcurrency", 0, "rankingMethod", "wins"));
        try (var runner = new RunnerDouble(slug, "double", LadderAndRoundsTest::contest)) {
            submitThree(runner, slug);
            String round = completedRound(slug, Map.of("format", "swiss", "swissRounds", 2, "seed", 5));

            JsonPath view = organiser().get("/api/rounds/" + round).then().extract().jsonPath();
            assertThat(view.getInt("currentSwissRound")).isEqualTo(2);
            assertThat(view.getInt("matches")).as("one board per Swiss round, both seat orders; one entry sits out").isEqualTo(4);
            List<List<String>> boards = given().get("/api/competitions/" + slug + "/matches?limit=100").then().extract()
                    .jsonPath().getList("findAll { it.kind == 'official' }.collect { it.seats.collect { s -> s.entry }.sort() }");
            assertThat(boards.stream().distinct()).as("two different pairings").hasSize(2);
        }
    }
}
