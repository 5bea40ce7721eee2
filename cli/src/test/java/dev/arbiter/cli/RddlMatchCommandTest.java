package dev.arbiter.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code arbiter match --game rddl:<instance>}: the sample RDDLSim planner, unchanged, connects to localhost:2323
 * inside each isolating backend's sandbox (network unshared) and plays a whole session the judge serves. The
 * engine and images for docker come from scripts/test, as for {@link IsolatedMatchCommandTest}.
 */
class RddlMatchCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path PLANNER = Path.of("..", "examples", "players", "python", "rddl_random_planner.py")
            .toAbsolutePath().normalize();

    @ParameterizedTest
    @ValueSource(strings = {"local", "docker"})
    void theSamplePlannerPlaysAnIppcInstanceInTheSandbox(String backend) throws Exception {
        var run = CliRun.of("match", "--backend", backend, "--game", "rddl:sysadmin_mdp/sysadmin_inst_mdp__1",
                "--player", PLANNER.toString(), "--seed", "5", "-o", "rddl.rounds=5", "--json");
        assertThat(run.status()).as(run.err()).isZero();
        JsonNode result = JSON.readTree(run.out());
        assertThat(result.get("protocol").asText()).isEqualTo("rddl");
        assertThat(result.get("status").asText()).isEqualTo("completed");
        JsonNode seat = result.get("seats").get(0);
        assertThat(seat.get("verdict").asText()).as(seat.toString()).isEqualTo("ok");
        assertThat(seat.get("name").asText()).isEqualTo("rddl_random_planner");
        assertThat(seat.get("scoredMoves").asLong()).as("rounds played").isEqualTo(5);
        assertThat(seat.get("score").asDouble()).isFinite();
    }

    @Test
    void anUnknownInstanceIsAUsageErrorNamingSomeThatExist() {
        var run = CliRun.of("match", "--game", "rddl:no_such_inst", "--player", PLANNER.toString());
        assertThat(run.status()).isNotZero();
        assertThat(run.err()).contains("no shipped RDDL instance 'no_such_inst'").contains("sysadmin_inst_mdp__1");
    }
}
