package dev.arbiter.scheduler;

import dev.arbiter.messaging.Topics;
import dev.arbiter.proto.v1.MatchRequest;
import dev.arbiter.proto.v1.MatchResult;
import dev.arbiter.proto.v1.MatchStatus;
import dev.arbiter.proto.v1.RddlSession;
import dev.arbiter.proto.v1.RoundPublished;
import dev.arbiter.proto.v1.StandingRow;
import dev.arbiter.proto.v1.SeatResult;
import dev.arbiter.proto.v1.Verdict;
import dev.arbiter.rating.aggregate.ScoreRanking;
import dev.arbiter.rating.aggregate.ScoreStanding;
import dev.arbiter.rating.aggregate.SeatScore;
import dev.arbiter.judge.seed.SeedPrf;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.service.MatchSeeds;
import org.eclipse.microprofile.config.ConfigProvider;
import dev.arbiter.testing.KafkaTestBroker;
import dev.arbiter.testing.KafkaTestResource;
import dev.arbiter.testing.PostgresTestResource;
import io.quarkus.test.common.ResourceArg;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static dev.arbiter.scheduler.SchedulerApi.organiser;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.awaitility.Awaitility.await;
import static org.hamcrest.Matchers.containsString;

/**
 * An official round's standings are the spec ranking of its game, as libs/rating computes it (the IPPC normalised
 * score for RDDL): the runner double reports results whose spec ranking differs from their plain totals, so only the
 * spec rule passes.
 */
@QuarkusTest
@WithTestResource(KafkaTestResource.class)
@WithTestResource(value = PostgresTestResource.class, initArgs = @ResourceArg(name = PostgresTestResource.DATABASE, value = "scheduler"))
class RoundRankingTest {

    private static final Duration WAIT = Duration.ofSeconds(60);
    private static final long ROUND_SEED = 2017;
    private static final long COMPETITION_SEED = 11;

    /** LMC1 seats by entry: score and scored turns. Per turn 1, 0.75, 0.75, 0.5; totals the other way round. */
    private static final Map<String, double[]> TURNS = Map.of("sprinter", new double[]{2, 2}, "steady", new double[]{3, 4},
            "even", new double[]{1.5, 2}, "plodder", new double[]{5, 10});

    private static JsonPath get(String path) {
        return organiser().get(path).then().statusCode(200).extract().jsonPath();
    }

    private static String completedRound(String slug) {
        String round = organiser().body(Map.of("name", "Final", "seed", ROUND_SEED)).post("/api/competitions/" + slug + "/rounds")
                .then().statusCode(201).extract().path("id");
        await().atMost(WAIT).until(() -> "complete".equals(get("/api/rounds/" + round).getString("state")));
        return round;
    }

    private static void submit(RunnerDouble runner, String slug, List<String> names) {
        names.forEach(name -> runner.submit(RunnerDouble.entry(slug, name, 1)));
        await().atMost(WAIT).until(() -> get("/api/scheduler/competitions/" + slug + "/entries").getList("status")
                .stream().filter("ready"::equals).count() == names.size());
    }

    /**
     * Taboo: "gap" scores 3 a game but its third game fails on every attempt (a runner that loses its sandbox);
     * "full" scores 2, 2 and then 14 on that hard third game. Over the games both completed "full" is better
     * (4 against 6); by total or by mean over what each played, "gap" would win by missing the hard game.
     */
    /** The game seed of the third of the round's three Taboo instances: "gap" never gets to play it. */
    private static long lostInstance(String slug) {
        var c = new Competition();
        c.slug = slug;
        c.seed = COMPETITION_SEED;
        var prf = SeedPrf.fromText(ConfigProvider.getConfig().getValue("arbiter.scheduler.seed-key", String.class));
        return new MatchSeeds(prf).round(c, ROUND_SEED).seed(0, 2);
    }

    private static Optional<MatchResult> tabooGuesses(MatchRequest r) {
        String name = r.getSeats(0).getName();
        long lost = lostInstance(r.getCompetition());
        if (r.getSeed() == lost && "gap".equals(name)) {
            return Optional.of(MatchResult.newBuilder().setMatchId(r.getMatchId()).setAttempt(r.getAttempt())
                    .setStatus(MatchStatus.MATCH_STATUS_INFRASTRUCTURE_ERROR).setStatusDetail("sandbox lost")
                    .setRunnerId("taboo-runner").build());
        }
        double guesses = "gap".equals(name) ? 3 : r.getSeed() == lost ? 14 : 2;
        return Optional.of(RunnerDouble.completed(r, "taboo-runner", guesses));
    }

    @Test
    void aTabooRoundRanksOnTheGamesEveryEntryCompletedSoAGameLostToAnInfrastructureErrorIsNoAdvantage() throws Exception {
        String slug = RunnerDouble.slug("taboo-gap");
        organiser().body(Map.of("slug", slug, "title", "Cities", "game", "taboo", "phase", "official", "instancesPerEntry", 3,
                "ladderConcurrency", 0, "seed", COMPETITION_SEED)).post("/api/competitions").then().statusCode(201);
        try (var runner = new RunnerDouble(slug, "taboo-runner", RoundRankingTest::tabooGuesses)) {
            submit(runner, slug, List.of("gap", "full"));
            JsonPath view = get("/api/rounds/" + completedRound(slug));

            assertThat(view.getList("standings.entry")).containsExactly("full", "gap");
            assertThat(view.getList("standings.rank", Integer.class)).containsExactly(1, 2);
            assertThat(view.getList("standings.matches", Integer.class)).as("the lost game is not rated").containsExactly(3, 2);
        }
    }

    private static SeatResult.Builder lmcSeat(MatchRequest r, int i) {
        double[] turns = TURNS.get(r.getSeats(i).getName());
        return SeatResult.newBuilder().setSeat(i + 1).setEntryId(r.getSeats(i).getEntryId()).setName(r.getSeats(i).getName())
                .setScore(turns[0]).setScoredMoves((int) turns[1]).setVerdict(Verdict.VERDICT_OK);
    }

    private static Optional<MatchResult> lmcTurns(MatchRequest r) {
        var result = MatchResult.newBuilder().setMatchId(r.getMatchId()).setAttempt(r.getAttempt())
                .setStatus(MatchStatus.MATCH_STATUS_COMPLETED).setSeed(r.getSeed()).setRunnerId("lmc-runner").setMoves(10);
        for (int i = 0; i < r.getSeatsCount(); i++) {
            result.addSeats(lmcSeat(r, i));
        }
        return Optional.of(result.build());
    }

    /** What libs/rating makes of the round: every ordered pair of entries once, each seat as {@link #TURNS} says. */
    private static List<ScoreStanding> libsRatingOfTheRound() {
        var seats = new ArrayList<SeatScore>();
        for (String a : TURNS.keySet()) {
            for (String b : TURNS.keySet()) {
                if (!a.equals(b)) {
                    seats.add(new SeatScore("rps", a + b, a, b, TURNS.get(a)[0], (int) TURNS.get(a)[1]));
                    seats.add(new SeatScore("rps", a + b, b, a, TURNS.get(b)[0], (int) TURNS.get(b)[1]));
                }
            }
        }
        return ScoreRanking.MEAN_SCORE_PER_TURN.rank(seats);
    }

    @Test
    void anLmc1RoundIsRankedAsLibsRatingRanksItByMeanScorePerTurnWithTheHeadToHeadTieBreak() throws Exception {
        String slug = RunnerDouble.slug("lmc1-turns");
        SchedulerApi.createCompetition(slug, Map.of("phase", "official", "ladderConcurrency", 0));
        assertThat(get("/api/competitions/" + slug).getString("rankingMethod")).isEqualTo("mean-score-per-turn");
        try (var runner = new RunnerDouble(slug, "lmc-runner", RoundRankingTest::lmcTurns)) {
            submit(runner, slug, List.copyOf(TURNS.keySet()));
            JsonPath view = get("/api/rounds/" + completedRound(slug));

            List<ScoreStanding> expected = libsRatingOfTheRound();
            assertThat(view.getList("standings.entry")).containsExactlyElementsOf(expected.stream().map(ScoreStanding::entryId).toList())
                    .containsExactly("sprinter", "steady", "even", "plodder");
            assertThat(view.getList("standings.rank", Integer.class))
                    .as("steady and even tie per turn; steady scored more against even").containsExactly(1, 2, 3, 4);
            assertThat(view.getList("standings.scoreTotal", Double.class)).as("the totals would rank them otherwise")
                    .containsExactly(12.0, 18.0, 9.0, 30.0);
        }
    }

    /**
     * RDDL, each round's reward by planner and instance. Floors: sysadmin 100 (no-op), game of life 10 (random).
     * "big" is the best on sysadmin (1) and no better than the floor on game of life (0): IPPC 0.5. "steady" is the
     * best on game of life (1) and barely above the floor on sysadmin (0.1): IPPC 0.55. By sums "big" would win.
     */
    private static final Map<String, Map<String, Double>> REWARDS = Map.of(
            "no-op baseline", Map.of("sysadmin_inst_mdp__1", 100.0, "game_of_life_inst_mdp__1", 0.0),
            "random baseline", Map.of("sysadmin_inst_mdp__1", 50.0, "game_of_life_inst_mdp__1", 10.0),
            "big", Map.of("sysadmin_inst_mdp__1", 300.0, "game_of_life_inst_mdp__1", 10.0),
            "steady", Map.of("sysadmin_inst_mdp__1", 120.0, "game_of_life_inst_mdp__1", 20.0));

    private static Optional<MatchResult> rddlSessions(MatchRequest r) {
        String instance = r.getGame().getOptionsOrThrow("instance");
        double reward = REWARDS.get(r.getSeats(0).getName()).get(instance);
        int rounds = Integer.parseInt(r.getGame().getOptionsOrThrow("rddl.rounds"));
        var session = RddlSession.newBuilder().setInstance(instance).setRounds(rounds).setTotalReward(reward * rounds);
        for (int i = 0; i < rounds; i++) {
            session.addRoundRewards(reward);
        }
        MatchResult plain = RunnerDouble.completed(r, "rddl-runner", reward * rounds);
        return Optional.of(plain.toBuilder().setSeats(0, plain.getSeats(0).toBuilder().setRddl(session)).build());
    }

    @Test
    void anRddlRoundIsRankedByTheIppcScoreAgainstItsBaselinesNotBySumsAndPublishedWithIt() throws Exception {
        String slug = RunnerDouble.slug("rddl-round");
        organiser().body(Map.of("slug", slug, "title", "Planning final", "rddlSet", "ippc2011-mdp", "phase", "official",
                "rddlInstances", List.of("sysadmin_inst_mdp__1", "game_of_life_inst_mdp__1"), "rddlRounds", 2,
                "ladderConcurrency", 0)).post("/api/competitions").then().statusCode(201);
        try (var runner = new RunnerDouble(slug, "rddl-runner", RoundRankingTest::rddlSessions)) {
            List.of("big", "steady").forEach(name -> runner.submit(RunnerDouble.entry(slug, name, 1)));
            await().atMost(WAIT).until(() -> get("/api/scheduler/competitions/" + slug + "/entries").getList("status")
                    .stream().filter("ready"::equals).count() == 4);
            String round = completedRound(slug);
            JsonPath view = get("/api/rounds/" + round);

            assertThat(view.getBoolean("ippc")).isTrue();
            assertThat(view.getList("standings.entry")).containsExactly("steady", "big", "no-op baseline", "random baseline");
            assertThat(view.getList("standings.rank", Integer.class)).as("both baselines score 0").containsExactly(1, 2, 3, 3);
            List<Double> ippc = view.getList("standings.ippcScore", Double.class);
            assertThat(ippc.get(0)).isCloseTo(0.55, within(1e-9));
            assertThat(ippc.get(1)).isCloseTo(0.5, within(1e-9));
            assertThat(ippc.subList(2, 4)).containsExactly(0.0, 0.0);
            assertThat(view.getList("standings.scoreTotal", Double.class)).as("the sums would rank big first")
                    .containsExactly(280.0, 620.0, 200.0, 120.0);
            organiser().get("/organiser/rounds/" + round).then().statusCode(200)
                    .body(containsString("IPPC score")).body(containsString("<td class=\"ippc-score\">0.550</td>"));

            organiser().post("/api/rounds/" + round + "/publication").then().statusCode(200);
            RoundPublished published = RoundPublished.parseFrom(KafkaTestBroker.shared()
                    .awaitRecord(Topics.ROUND_PUBLISHED, r -> round.equals(r.key()), WAIT).orElseThrow().value());
            assertThat(published.getStandingsList()).extracting(StandingRow::getEntryName)
                    .containsExactly("steady", "big", "no-op baseline", "random baseline");
            assertThat(published.getStandings(0).hasIppcScore()).isTrue();
            assertThat(published.getStandings(0).getIppcScore()).isCloseTo(0.55, within(1e-9));
        }
    }
}
