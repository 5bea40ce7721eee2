package dev.arbiter.examples;

import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.testkit.GvgaiClientRuns;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.sandbox.ProcessSpec;
import org.junit.jupiter.api.Test;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static dev.arbiter.judge.testkit.GvgaiClientRuns.idsToAnswer;
import static dev.arbiter.judge.testkit.GvgaiClientRuns.replies;
import static dev.arbiter.judge.testkit.GvgaiClientRuns.replyTo;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * gvgai-learning.md §10, client SDK items GVG-S01…S06, for sdk/python/arbiter_sdk.py's GvgaiAgent: a probe agent
 * written on the SDK ({@code sdk/gvgai_probe.py}) plays short aliens runs through the real referee and its TCP
 * relay. The referee's own budgets are far beyond any reply, so only the SDK's CPU-time accounting decides what
 * it answers; the probe spends CPU time (not wall time) when it is to be late, which a loaded machine cannot shorten.
 */
class PythonSdkGvgaiChecklistTest {

    private static final Path SDK = Path.of("..", "sdk", "python").toAbsolutePath().normalize();

    private static Played run(Map<String, String> probeEnv) {
        var env = new HashMap<>(probeEnv);
        env.put("SDK_DIR", SDK.toString());
        Path probe = probe();
        var client = new ProcessSpec("p1", List.of(JudgeKit.PYTHON, "-u", probe.toString()), null, env, null,
                List.of(probe.getParent(), SDK));
        return GvgaiClientRuns.play(client, "gvgai_probe.py");
    }

    private static Path probe() {
        try {
            return Path.of(PythonSdkGvgaiChecklistTest.class.getResource("/sdk/gvgai_probe.py").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String stderr(Played played) {
        return played.result().seats().getFirst().stderrHead();
    }

    @Test
    void GVG_S01_echoesTheReceivedIdInEveryReply() {
        var played = run(Map.of());
        var expected = idsToAnswer(played);
        assertThat(replies(played)).extracting(l -> l.substring(0, l.indexOf('#'))).isEqualTo(expected);
        assertThat(played.result().seats().getFirst().incidents()).isEmpty();
    }

    @Test
    void GVG_S02_answersAnActThatSpentOverFiftyMillisecondsOfCpuWithEndOverspent() {
        var played = run(Map.of("PROBE_SPIN_AT", "2"));
        assertThat(replyTo(played, "{\"phase\":\"ACT\"", 1)).endsWith("#ACTION_NIL#JSON");
        assertThat(replyTo(played, "{\"phase\":\"ACT\"", 2)).endsWith("#END_OVERSPENT");
    }

    @Test
    void GVG_S03_endsTrainingByItselfOnceTheLearningTimeIsSpent() {
        // A learning budget of no CPU time at all: spent before the first level ends, so the agent is never asked.
        var played = run(Map.of("PROBE_LEARNING", "0"));
        assertThat(replyTo(played, "{\"phase\":\"END\"", 1)).endsWith("#END_TRAINING");
        assertThat(stderr(played)).doesNotContain("result called");
        var asked = run(Map.of());
        assertThat(stderr(asked)).contains("result called");
    }

    @Test
    void GVG_S04_appendsTheAgentsObservationTypeToEveryDoneActionAndLevelReply() {
        var played = run(Map.of("PROBE_IMAGE_AT", "3"));
        assertThat(replies(played)).first().asString().endsWith("#START_DONE#JSON");
        assertThat(replyTo(played, "{\"phase\":\"ACT\"", 2)).endsWith("#ACTION_NIL#JSON");
        assertThat(replyTo(played, "{\"phase\":\"ACT\"", 3)).endsWith("#ACTION_NIL#BOTH");
        assertThat(replies(played)).filteredOn(l -> l.contains("#INIT_DONE") || l.contains("#ACTION_"))
                .allMatch(l -> l.endsWith("#JSON") || l.endsWith("#BOTH"));
    }

    @Test
    void GVG_S05_decodesTheSignedImageArrayBackIntoAPng() {
        var played = run(Map.of("PROBE_IMAGE_AT", "1"));
        assertThat(stderr(played)).contains("screenshot starts b'\\x89PNG\\r\\n\\x1a\\n'");
    }

    @Test
    void GVG_S06_exitsOnFinish() {
        var played = run(Map.of());
        assertThat(played.sentTo("p1")).last().asString().endsWith("#FINISH");
        assertThat(played.result().seats().getFirst().verdict()).isEqualTo(Verdict.OK);
        assertThat(played.notes()).anyMatch(n -> n.contains("exit code 0")).noneMatch(n -> n.contains("killed"));
    }
}
