package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code arbiter match|tournament --game taboo} with the sample guessers as real entries. */
class TabooCommandsTest {

    private static final String GOOD = Path.of("../examples/players/python/taboo_guesser.py").toAbsolutePath().normalize().toString();
    private static final String TRIVIAL = Path.of("../examples/players/python/taboo_trivial.py").toAbsolutePath().normalize().toString();

    /** Runs the CLI in-process; returns exit code and what it printed. */
    private record Run(int status, String out, String err) {
    }

    private static Run arbiter(String... args) {
        var out = new ByteArrayOutputStream();
        var err = new StringWriter();
        PrintStream saved = System.out;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            var cli = ArbiterCli.commandLine();
            cli.setErr(new PrintWriter(err, true));
            int status = cli.execute(args);
            return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString());
        } finally {
            System.setOut(saved);
        }
    }

    @Test
    void aTabooTournamentRanksTheLowestTotalFirstAndSaysSo() throws Exception {
        var run = arbiter("tournament", "--game", "taboo", "--player", TRIVIAL, "--player", GOOD, "--seed", "9", "--games", "6", "--json");
        assertThat(run.status()).isZero();
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.at("/scoring/better").asText()).isEqualTo("lower");
        assertThat(json.at("/standings/0/name").asText()).isEqualTo("taboo_guesser.py");
        assertThat(json.at("/standings/0/total").asDouble()).isLessThan(json.at("/standings/1/total").asDouble());
        assertThat(json.at("/entries/0/perGame")).hasSize(6);
    }

    @Test
    void aTabooMatchPrintsEachGameAndTheTotal() {
        var run = arbiter("match", "--game", "taboo", "--player", GOOD, "--seed", "4", "--games", "2");
        assertThat(run.status()).isZero();
        assertThat(run.out()).contains("lowest total wins").contains("total ").contains("over 2 games");
    }

    @Test
    void aTabooMatchWithJsonKeepsTheMatchContractAndTheTabooAccount() throws Exception {
        var run = arbiter("match", "--game", "taboo", "--player", GOOD, "--seed", "4", "--games", "3", "--json");
        assertThat(run.status()).as(run.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.get("game").asText()).isEqualTo("taboo");
        assertThat(json.get("seed").asLong()).isEqualTo(4);
        assertThat(json.get("status").asText()).isEqualTo("completed");
        assertThat(json.get("moves").asLong()).isGreaterThanOrEqualTo(3);
        assertThat(json.get("durationMs").asLong()).isPositive();
        assertThat(json.get("seats")).hasSize(1);
        JsonNode seat = json.get("seats").get(0);
        assertThat(seat.get("name").asText()).isEqualTo("taboo_guesser.py");
        assertThat(seat.get("path").asText()).isEqualTo(GOOD);
        assertThat(seat.get("score").asDouble()).isEqualTo(json.get("total").asDouble()).isPositive();
        assertThat(seat.get("verdict").asText()).isEqualTo("ok");
        assertThat(seat.get("detail").asText()).contains("of 3 solved, total ");
        assertThat(json.get("average").asDouble()).isEqualTo(json.get("total").asDouble() / 3);
        assertThat(json.get("perGame")).hasSize(3);
    }

    @Test
    void aTabooGuesserThatCrashesGetsTheVerdictOfItsFirstFailedGame(@TempDir Path dir) throws Exception {
        Path crasher = dir.resolve("crasher.sh");
        Files.writeString(crasher, "#!/bin/sh\nexit 3\n");
        Files.setPosixFilePermissions(crasher, PosixFilePermissions.fromString("rwxr-xr-x"));
        var run = arbiter("match", "--game", "taboo", "--player", crasher.toString(), "--seed", "4", "--games", "2", "--json");
        assertThat(run.status()).as(run.err()).isZero();
        JsonNode seat = new ObjectMapper().readTree(run.out()).get("seats").get(0);
        assertThat(seat.get("verdict").asText()).isEqualTo("crash");
        assertThat(seat.get("detail").asText()).startsWith("game 1 (").contains("hint 1: ended with exit code 3")
                .contains("; 2 of 2 games failed; 0 of 2 solved");
    }

    @Test
    void theSeatDetailNamesTheGameOfTheSetThatFailed(@TempDir Path dir) throws Exception {
        Path secondCrashes = dir.resolve("second-crashes.sh");
        Path played = dir.resolve("played-once");
        Files.writeString(secondCrashes, "#!/bin/sh\nif [ -e " + played + " ]; then exit 3; fi\ntouch " + played + "\nexec " + GOOD + "\n");
        Files.setPosixFilePermissions(secondCrashes, PosixFilePermissions.fromString("rwxr-xr-x"));
        var run = arbiter("match", "--game", "taboo", "--player", secondCrashes.toString(), "--seed", "4", "--games", "2", "--json");
        assertThat(run.status()).as(run.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.at("/perGame/0/verdict").asText()).isEqualTo("ok");
        assertThat(json.at("/seats/0/verdict").asText()).isEqualTo("crash");
        assertThat(json.at("/seats/0/detail").asText()).startsWith("game 2 (" + json.at("/perGame/1/cities/0").asText() + "), hint 1: ")
                .doesNotContain("games failed");
    }

    @Test
    void aBadTabooSettingIsAUsageErrorNamingTheKey() {
        var run = arbiter("match", "--game", "taboo", "--player", GOOD, "-o", "taboo.guessRule=latest");
        assertThat(run.status()).isEqualTo(2);
        assertThat(run.err()).contains("taboo.guessRule must be final | early, not 'latest'");
    }
}
