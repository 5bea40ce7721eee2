package dev.arbiter.examples;

import dev.arbiter.rddl.IppcFiles;
import dev.arbiter.rddl.sim.Actions;
import dev.arbiter.rddl.sim.Episode;
import dev.arbiter.rddl.sim.Simulator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The Python rollout planner's own RDDL interpreter simulates the instances it claims as libs/rddl does: under
 * the same policy the mean round return of each agrees within four standard errors. Both sides are seeded, so
 * the outcome is the same on every run; the margin is there because the two draw different random numbers.
 */
class PythonRolloutModelAgreesWithLibsRddlTest {

    private static final int ROUNDS = 400;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            "sysadmin_inst_mdp__1; reboot; c3",
            "game_of_life_inst_mdp__1; set; x2,y2"})
    void theMeanReturnUnderAFixedPolicyAgrees(String instance, String action, String args) throws Exception {
        double[] python = pythonReturns(instance, action, args);
        double[] java = javaReturns(instance, action, List.of(args.split(",")));

        double standardError = Math.sqrt(python[1] * python[1] / ROUNDS + java[1] * java[1] / ROUNDS);
        assertThat(Math.abs(python[0] - java[0])).as("python %s vs libs/rddl %s", Arrays.toString(python), Arrays.toString(java))
                .isLessThan(4 * standardError);
    }

    /** Mean and standard deviation; the action on even turns, the no-op on odd ones. */
    private static double[] javaReturns(String instance, String action, List<String> args) {
        Simulator sim = Simulator.compile(IppcFiles.library().problem(instance));
        Actions acting = sim.noop().set(action, args, 1);
        double[] returns = new double[ROUNDS];
        for (int seed = 0; seed < ROUNDS; seed++) {
            Episode round = sim.newEpisode(seed);
            while (!round.isOver()) {
                round.step(round.turn() % 2 == 0 ? acting : sim.noop());
            }
            returns[seed] = round.discountedReward();
        }
        double mean = Arrays.stream(returns).average().orElseThrow();
        double variance = Arrays.stream(returns).map(r -> (r - mean) * (r - mean)).sum() / (ROUNDS - 1);
        return new double[] {mean, Math.sqrt(variance)};
    }

    private static double[] pythonReturns(String instance, String action, String args) throws Exception {
        Path script = Path.of(PythonRolloutModelAgreesWithLibsRddlTest.class.getResource("/rddl/model_returns.py").toURI());
        var process = new ProcessBuilder(SamplePlanner.python(), script.toString(),
                SamplePlanner.PYTHON_ROLLOUT.program.getParent().toString(), SamplePlanner.IPPC_2011.toString(), instance,
                Integer.toString(ROUNDS), action, args).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        String out = new String(process.getInputStream().readAllBytes()).trim();
        assertThat(process.waitFor(300, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(out).isZero();
        return Arrays.stream(out.split("\\s+")).mapToDouble(Double::parseDouble).toArray();
    }
}
