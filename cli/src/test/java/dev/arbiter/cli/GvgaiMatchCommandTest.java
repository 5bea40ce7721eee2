package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code arbiter match --game gvgai:<game>}: a sample learning agent, unchanged, connects to localhost:8080 inside
 * each isolating backend's sandbox (network unshared) and plays a whole run, training then validation, with
 * short budgets. The engine and images for docker come from scripts/test, as for {@link IsolatedMatchCommandTest}.
 */
class GvgaiMatchCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path AGENT = Path.of("..", "examples", "players", "python", "gvgai_random.py")
            .toAbsolutePath().normalize();
    private static final String[] SHORT = {"-o", "gvgai.max-ticks=20", "-o", "gvgai.training-ms=500",
            "-o", "gvgai.validation-repetitions=2", "-o", "gvgai.act-ms=2000", "-o", "gvgai.act-disqualify-ms=5000"};

    @ParameterizedTest
    @ValueSource(strings = {"local", "docker"})
    void theSampleAgentPlaysAWholeRunInTheSandbox(String backend) throws Exception {
        var run = CliRun.of(args("match", "--backend", backend, "--game", "gvgai:aliens", "--player", AGENT.toString(),
                "--seed", "5", "--json"));
        assertThat(run.status()).as(run.err()).isZero();
        JsonNode result = JSON.readTree(run.out());
        assertThat(result.get("protocol").asText()).isEqualTo("gvgai");
        assertThat(result.get("game").asText()).isEqualTo("gvgai:aliens");
        JsonNode seat = result.get("seats").get(0);
        assertThat(seat.get("verdict").asText()).as(seat.toString()).isEqualTo("ok");
        assertThat(seat.get("scoredMoves").asLong()).as("validation plays").isEqualTo(4);
        assertThat(seat.get("stats").get("level3.plays").asInt()).isEqualTo(2);
        assertThat(seat.get("stats").get("level4.plays").asInt()).isEqualTo(2);
    }

    @Test
    void theTablePrintsTheResultOfEachValidationLevel() {
        var run = CliRun.of(args("match", "--backend", "none", "--game", "gvgai:aliens", "--player", AGENT.toString(),
                "--seed", "5", "-o", "gvgai.port=" + freePort()));
        assertThat(run.status()).as(run.err()).isZero();
        assertThat(run.out()).contains("gvgai:aliens (gvgai)").contains("level 3: 2 plays").contains("level 4: 2 plays")
                .contains("training:");
    }

    @Test
    void aTournamentRanksEachPlayersRunByTheTracksPoints() throws Exception {
        Path learner = AGENT.resolveSibling("gvgai_learner.py");
        var run = CliRun.of(args("tournament", "--backend", "none", "--game", "gvgai:aliens", "--player", AGENT.toString(),
                "--player", learner.toString(), "--seed", "5", "-o", "gvgai.port=" + freePort(), "--json"));
        assertThat(run.status()).as(run.err()).isZero();
        JsonNode result = JSON.readTree(run.out());
        assertThat(result.get("ranking").asText()).isEqualTo("gvgai-formula-one-points");
        JsonNode standings = result.get("standings");
        assertThat(standings).hasSize(2);
        assertThat(standings.get(0).get("points").asInt() + standings.get(1).get("points").asInt())
                .as("25 and 18, or 25 each when tied").isIn(43, 50);
        assertThat(standings.get(0).get("plays").asInt()).isEqualTo(4);
        assertThat(result.get("matches")).hasSize(2);
    }

    @Test
    void anUnknownGameOrSettingIsAUsageError() {
        var game = CliRun.of("match", "--game", "gvgai:no_such_game", "--player", AGENT.toString());
        assertThat(game.status()).isNotZero();
        assertThat(game.err()).contains("no shipped GVGAI game 'no_such_game'");
        var setting = CliRun.of("match", "--game", "gvgai:aliens", "--player", AGENT.toString(), "-o", "gvgai.nonsense=1");
        assertThat(setting.status()).isNotZero();
        assertThat(setting.err()).contains("unknown GVGAI setting 'gvgai.nonsense'");
    }

    private static String[] args(String... first) {
        var all = new String[first.length + SHORT.length];
        System.arraycopy(first, 0, all, 0, first.length);
        System.arraycopy(SHORT, 0, all, first.length, SHORT.length);
        return all;
    }

    /** Without a sandbox the relay listens on the host itself: a free port, not 8080. */
    private static int freePort() {
        try (var socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
