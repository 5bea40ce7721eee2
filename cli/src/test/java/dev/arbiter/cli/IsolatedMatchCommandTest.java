package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code arbiter match --backend local|docker} plays whole matches with the sample players a
 * contestant would upload: a C binary, a Python script and a 64-bit Windows .exe (under Wine). The
 * engine and images for docker come from scripts/test (scripts/docker-engine.sh, docker-images.sh).
 */
class IsolatedMatchCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path PLAYERS = Path.of("..", "examples", "players").toAbsolutePath().normalize();

    private static JsonNode play(String backend, String first, String second) throws Exception {
        var run = CliRun.of("match", "--backend", backend, "--game", "rps", "--player", PLAYERS.resolve(first).toString(),
                "--player", PLAYERS.resolve(second).toString(), "--seed", "11", "--moves", "200", "--json");
        assertThat(run.status()).as(run.err()).isZero();
        JsonNode result = JSON.readTree(run.out());
        assertThat(result.get("status").asText()).isEqualTo("completed");
        assertThat(result.get("moves").asLong()).isEqualTo(200);
        for (JsonNode seat : result.get("seats")) {
            assertThat(seat.get("verdict").asText()).as(seat.toString()).isEqualTo("ok");
            assertThat(seat.get("scoredMoves").asLong()).isEqualTo(200);
        }
        return result;
    }

    @ParameterizedTest
    @ValueSource(strings = {"local", "docker"})
    void aCBinaryAndAPythonScriptPlayAFullMatch(String backend) throws Exception {
        var seats = play(backend, "c/bin/random", "python/imitate_last.py").get("seats");
        assertThat(seats.get(0).get("name").asText()).isEqualTo("c-random");
        assertThat(seats.get(1).get("name").asText()).isEqualTo("python-imitate-last");
        assertThat(seats.get(0).get("score").asDouble()).isEqualTo(-seats.get(1).get("score").asDouble());
    }

    @ParameterizedTest
    @ValueSource(strings = {"local", "docker"})
    void aWindowsExeUnderWinePlaysAFullMatchAndItsCrlfLinesAreAccepted(String backend) throws Exception {
        var seats = play(backend, "c/bin/imitate-last.exe", "python/random_player.py").get("seats");
        assertThat(seats.get(0).get("name").asText()).isEqualTo("c-imitate-last");
        // Wine's text-mode stdout ends lines with CRLF; its stderr shows it.
        assertThat(seats.get(0).get("stderr").asText()).endsWith("\r\n");
    }
}
