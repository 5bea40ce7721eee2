package dev.arbiter.examples.rddl;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Where the Java planners connect: options first, then RDDL_* variables, then localhost:2323. */
class PlannerOptionsTest {

    @Test
    void withNothingButTheInstanceItConnectsToLocalhost2323() {
        var options = PlannerOptions.parse(new String[] {"sysadmin_inst_mdp__1"}, Map.of(), "java-rddl-random");

        assertThat(options).isEqualTo(new PlannerOptions("localhost", 2323, "sysadmin_inst_mdp__1", "java-rddl-random", null, 0));
    }

    @Test
    void theEnvironmentFillsWhatTheCommandLineLeavesOut() {
        var env = Map.of("RDDL_HOST", "judge", "RDDL_PORT", "2400", "RDDL_INSTANCE", "game_of_life_inst_mdp__1",
                "RDDL_CLIENT_NAME", "team-7", "RDDL_DIR", "/rddl", "ARBITER_SEED", "42");

        assertThat(PlannerOptions.parse(new String[0], env, "x"))
                .isEqualTo(new PlannerOptions("judge", 2400, "game_of_life_inst_mdp__1", "team-7", Path.of("/rddl"), 42));
    }

    @Test
    void optionsWinOverTheEnvironmentAndTheLastBareArgumentIsTheInstance() {
        var env = Map.of("RDDL_PORT", "2400", "RDDL_INSTANCE", "from_env");
        String[] args = {"--port", "2500", "--host", "h", "--name", "n", "--rddl", "d", "first", "sysadmin_inst_mdp__10"};

        assertThat(PlannerOptions.parse(args, env, "x"))
                .isEqualTo(new PlannerOptions("h", 2500, "sysadmin_inst_mdp__10", "n", Path.of("d"), 0));
    }

    @Test
    void noInstanceAnywhereIsAUsageError() {
        assertThatThrownBy(() -> PlannerOptions.parse(new String[] {"--port", "1"}, Map.of(), "x"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("usage:");
        assertThatThrownBy(() -> PlannerOptions.parse(new String[] {"--port", "many", "i"}, Map.of(), "x"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'many'");
    }
}
