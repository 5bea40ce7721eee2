package dev.arbiter.examples;

import dev.arbiter.games.BuiltinGames;
import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Participant;
import dev.arbiter.judge.protocol.lmc.LmcProtocol;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.sandbox.ProcessSpec;
import dev.arbiter.sandbox.Sandbox;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A player that knows how seeds are derived tries to recover its opponent's seed from its own and play against the
 * seeded sample random player (examples/players/python/random_player.py) move for move. Seeds derived the old way
 * ({@code matchSeed * 0x9E3779B97F4A7C15 + seatId.hashCode()}) let it win all 1000 moves; the judge's keyed seeds
 * leave it winning a third of them, as noise does. Played through the judge with both programs in each isolating
 * backend's sandbox; local is skipped only where the kernel forbids what it needs, docker fails without the engine
 * unless ARBITER_SKIP_DOCKER_TESTS=1.
 */
class SeedInversionAttackTest {

    private static final int MOVES = 1000;
    private static final long MATCH_SEED = 20_261_129L;
    private static final Path ATTACKER = Path.of("src/test/resources/attack/seed_inversion_player.py").toAbsolutePath();
    private static final Path VICTIM = Path.of("players/python/random_player.py").toAbsolutePath();
    private static final IsolatingBackends BACKENDS = new IsolatingBackends();

    @ParameterizedTest(name = "in {0}")
    @ValueSource(strings = {"local", "docker"})
    void aPlayerThatInvertsItsOwnSeedPredictsTheRandomOpponentNoBetterThanChance(String backend) {
        Played played = play(BACKENDS.sandbox(backend), List.of());

        long wins = wins(played);
        // Binomial(1000, 1/3): mean 333.3, sd 14.9. Six sd either side; a predicted opponent gives 1000.
        assertThat(wins).as("moves the inverter won").isBetween(244L, 423L);
        assertThat(played.result().seats().getFirst().score()).as("wins minus losses, sd 25.8").isBetween(-155.0, 155.0);
    }

    @ParameterizedTest(name = "in {0}")
    @ValueSource(strings = {"local", "docker"})
    void theSameInverterWinsEveryMoveWhenSeatSeedsAreDerivedTheOldWay(String backend) {
        // The control: the attack is real, so the test above fails on the old derivation.
        Played played = play(BACKENDS.sandbox(backend), List.of(oldSeatSeed("p1"), oldSeatSeed("p2")));

        assertThat(wins(played)).isEqualTo(MOVES);
    }

    /** How the judge derived a program's seed before seeds were keyed. */
    private static long oldSeatSeed(String seatId) {
        return MATCH_SEED * 0x9E3779B97F4A7C15L + seatId.hashCode();
    }

    /** Moves the inverter (seat 1) won: the game's score lines to it that are positive. */
    private static long wins(Played played) {
        assertThat(played.result().status()).as(played.result().statusDetail()).isEqualTo(MatchStatus.COMPLETED);
        return played.sentTo("p1").stream().filter(line -> line.startsWith("@score "))
                .filter(line -> Double.parseDouble(line.substring("@score ".length()).strip().split("\\s+")[0]) > 0).count();
    }

    private static Played play(Sandbox sandbox, List<Long> playerSeeds) {
        var rps = BuiltinGames.find("rps").orElseThrow();
        var game = new Participant.InProcess(rps.program(), "builtin:rps");
        JudgeLimits limits = rps.limits().withMatchDeadline(Duration.ofMinutes(5)).withExitGrace(Duration.ofSeconds(1));
        return JudgeKit.play(sandbox, LmcProtocol.lmc1(), game, List.of(python("p1", ATTACKER), python("p2", VICTIM)), limits,
                Map.of("moves", Integer.toString(MOVES)), MATCH_SEED, playerSeeds);
    }

    private static Participant python(String id, Path script) {
        var spec = new ProcessSpec(id, List.of(JudgeKit.PYTHON, "-u", script.toString()), script.getParent(), Map.of(), null,
                List.of(script.getParent()));
        return new Participant.Program(spec, script.getFileName().toString());
    }

    @AfterAll
    static void closeBackends() throws Exception {
        BACKENDS.close();
    }
}
