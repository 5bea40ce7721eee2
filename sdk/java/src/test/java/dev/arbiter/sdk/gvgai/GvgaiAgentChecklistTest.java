package dev.arbiter.sdk.gvgai;

import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.testkit.GvgaiClientRuns;
import dev.arbiter.judge.testkit.JudgeKit.Played;
import dev.arbiter.sandbox.ProcessSpec;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static dev.arbiter.judge.testkit.GvgaiClientRuns.idsToAnswer;
import static dev.arbiter.judge.testkit.GvgaiClientRuns.replies;
import static dev.arbiter.judge.testkit.GvgaiClientRuns.replyTo;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The client checklist of the GVGAI learning track (GVG-S01…S06, as the Python SDK's tests name them), one test
 * per item, for an agent written on the SDK: {@link GvgaiProbe} plays short aliens runs against the real referee
 * through its TCP relay, unsandboxed as the Python SDK's checklist runs. The referee's own budgets are far beyond
 * any reply here, so only the SDK's CPU-time accounting decides what is answered; the probe spends CPU time (not
 * wall time) when it is to be late, which a loaded machine cannot shorten.
 */
class GvgaiAgentChecklistTest {

    private static final Path CLASSES = Path.of("target/classes").toAbsolutePath();
    private static final Path TEST_CLASSES = Path.of("target/test-classes").toAbsolutePath();
    private static final Path JAVA_HOME = Path.of(System.getProperty("java.home"));

    private static Played run(Map<String, String> probeEnv) {
        var command = List.of(JAVA_HOME.resolve("bin/java").toString(), "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-cp", CLASSES + ":" + TEST_CLASSES, GvgaiProbe.class.getName());
        var client = new ProcessSpec("p1", command, TEST_CLASSES, probeEnv, null, List.of(CLASSES, TEST_CLASSES, JAVA_HOME));
        return GvgaiClientRuns.play(client, "GvgaiProbe");
    }

    @Test
    void GVG_S01_echoesTheReceivedIdInEveryReply() {
        var played = run(Map.of());
        var expected = idsToAnswer(played);
        assertThat(expected).hasSizeGreaterThan(20);
        assertThat(replies(played)).extracting(l -> l.substring(0, l.indexOf('#'))).isEqualTo(expected);
        assertThat(played.result().seats().get(0).incidents()).isEmpty();
        // The agent saw the typed view of the referee's JSON: aliens' three actions, a 30x11 grid of 10-pixel tiles.
        assertThat(played.stderr("p1")).anyMatch(l -> l.startsWith("init INIT actions [ACTION_USE, ACTION_LEFT, ACTION_RIGHT]")
                && l.contains("block 10 grid 30x11") && !l.contains("Vector[x=-1.0, y=-1.0]"));
    }

    @Test
    void GVG_S02_answersAnActThatSpentOverFiftyMillisecondsOfCpuWithEndOverspent() {
        var played = run(Map.of("PROBE_SPIN_AT", "2"));
        assertThat(replyTo(played, "{\"phase\":\"ACT\"", 1)).endsWith("#ACTION_NIL#JSON");
        assertThat(replyTo(played, "{\"phase\":\"ACT\"", 2)).endsWith("#END_OVERSPENT");
    }

    @Test
    void GVG_S03_endsTrainingByItselfOnceTheLearningTimeIsSpent() {
        // No learning time at all: spent before the first level ends, so the agent is never asked.
        var played = run(Map.of("PROBE_LEARNING", "0"));
        assertThat(replyTo(played, "{\"phase\":\"END\"", 1)).endsWith("#END_TRAINING");
        assertThat(played.stderr("p1")).noneMatch(l -> l.startsWith("result called"));
        var asked = run(Map.of());
        assertThat(asked.stderr("p1")).anyMatch(l -> l.startsWith("result called: END tick 6 winner"));
    }

    @Test
    void GVG_S04_appendsTheAgentsObservationTypeToEveryDoneActionAndLevelReply() {
        var played = run(Map.of("PROBE_IMAGE_AT", "3"));
        assertThat(replies(played).get(0)).endsWith("#START_DONE#JSON");
        assertThat(replyTo(played, "{\"phase\":\"ACT\"", 2)).endsWith("#ACTION_NIL#JSON");
        assertThat(replyTo(played, "{\"phase\":\"ACT\"", 3)).endsWith("#ACTION_NIL#BOTH");
        assertThat(replies(played)).filteredOn(l -> l.contains("#INIT_DONE") || l.contains("#ACTION_"))
                .allMatch(l -> l.endsWith("#JSON") || l.endsWith("#BOTH"));
    }

    @Test
    void GVG_S05_decodesTheSignedImageArrayBackIntoAPng() {
        var played = run(Map.of("PROBE_IMAGE_AT", "1"));
        // The PNG signature, 0x89 'P' 'N' 'G' CR LF 0x1a LF, as Java's signed bytes.
        assertThat(played.stderr("p1")).contains("screenshot starts [-119, 80, 78, 71, 13, 10, 26, 10]");
    }

    @Test
    void GVG_S06_exitsOnFinish() {
        var played = run(Map.of());
        assertThat(played.sentTo("p1")).last().asString().endsWith("#FINISH");
        assertThat(played.result().seats().get(0).verdict()).isEqualTo(Verdict.OK);
        assertThat(played.notes()).anyMatch(n -> n.contains("exit code 0")).noneMatch(n -> n.contains("killed"));
    }
}
