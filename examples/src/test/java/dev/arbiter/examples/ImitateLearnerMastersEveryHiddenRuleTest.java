package dev.arbiter.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.arbiter.examples.ImitateTrainer.Rule;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Plays the LMC2 imitate game, simulated here, against the real learner processes: for every
 * hidden rule and for the smallest and largest alphabet, the mean score must exceed 0.8 both over
 * the first 300 rounds and over a 500-round session. One process plays all sessions, separated by
 * {@code @command new} as in a tournament, so this also shows that a new session starts clean.
 */
class ImitateLearnerMastersEveryHiddenRuleTest {

    private static final int SHORT_SESSION = 300;
    private static final int SESSION = 500;
    private static final double REQUIRED_MEAN = 0.8;

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.arbiter.examples.ExamplePlayer#learners")
    void scoresAboveRequiredMeanForEveryRule(ExamplePlayer player) throws Exception {
        Random random = new Random(20020101L); // fixed: a failure can be replayed
        Map<String, Double> meanOverShortSession = new LinkedHashMap<>();
        Map<String, Double> meanOverSession = new LinkedHashMap<>();
        try (var process = player.start()) {
            process.nextLine();
            for (Rule rule : Rule.values()) {
                for (int size : List.of(5, 10)) {
                    var trainer = new ImitateTrainer(rule, size, random);
                    String session = rule + " over " + size + " symbols";
                    double[] scores = play(process, trainer);
                    meanOverShortSession.put(session, mean(scores, SHORT_SESSION));
                    meanOverSession.put(session, mean(scores, SESSION));
                }
            }
            process.send("@command exit");
            assertThat(process.awaitExitWithStatusZero()).isEmpty();
        }
        assertThat(meanOverShortSession).as("mean over %d rounds", SHORT_SESSION)
                .allSatisfy((session, mean) -> assertThat(mean).as(session).isGreaterThan(REQUIRED_MEAN));
        assertThat(meanOverSession).as("mean over %d rounds", SESSION)
                .allSatisfy((session, mean) -> assertThat(mean).as(session).isGreaterThan(REQUIRED_MEAN));
    }

    /** One session, as the game sends it: input, move request, score, hint. */
    private static double[] play(PlayerProcess process, ImitateTrainer trainer) throws Exception {
        process.send("@command new", "@command alphabet " + String.join(" ", trainer.alphabet));
        double[] scores = new double[SESSION];
        for (int round = 0; round < SESSION; round++) {
            List<String> input = trainer.nextInput();
            process.send("@input " + String.join(" ", input));
            List<String> answer = process.move();
            List<String> expected = trainer.expected(input);
            scores[round] = ImitateTrainer.score(expected, answer);
            process.send(String.format(Locale.ROOT, "@score %.6f", scores[round]), "@hint " + String.join(" ", expected));
        }
        return scores;
    }

    private static double mean(double[] scores, int rounds) {
        double sum = 0;
        for (int i = 0; i < rounds; i++) {
            sum += scores[i];
        }
        return sum / rounds;
    }
}
