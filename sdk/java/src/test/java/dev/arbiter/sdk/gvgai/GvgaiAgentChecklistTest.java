package dev.arbiter.sdk.gvgai;

import dev.arbiter.judge.testkit.GvgaiClientChecklist;
import dev.arbiter.sandbox.ProcessSpec;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The GVGAI client checklist (GVG-S01…S06, {@link GvgaiClientChecklist}: one test per item, against the real
 * referee through its relay, as the Python SDK's) for an agent written on this SDK, {@link GvgaiProbe}; and what
 * the agent is handed of the referee's observations.
 */
class GvgaiAgentChecklistTest extends GvgaiClientChecklist {

    private static final Path CLASSES = Path.of("target/classes").toAbsolutePath();
    private static final Path TEST_CLASSES = Path.of("target/test-classes").toAbsolutePath();
    private static final Path JAVA_HOME = Path.of(System.getProperty("java.home"));

    @Override
    protected ProcessSpec probe(Map<String, String> env) {
        var command = List.of(JAVA_HOME.resolve("bin/java").toString(), "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1",
                "-cp", CLASSES + ":" + TEST_CLASSES, GvgaiProbe.class.getName());
        return new ProcessSpec("p1", command, TEST_CLASSES, env, null, List.of(CLASSES, TEST_CLASSES, JAVA_HOME));
    }

    @Override
    protected String screenshotLine() {
        // The PNG signature, 0x89 'P' 'N' 'G' CR LF 0x1a LF, as Java's signed bytes.
        return "screenshot starts [-119, 80, 78, 71, 13, 10, 26, 10]";
    }

    @Test
    void theAgentIsHandedTheTypedViewOfEachObservation() {
        var played = run(Map.of());
        // Aliens' three actions, the avatar on the board, a 30x11 grid of 10-pixel tiles; at each level's end
        // the tick limit of 6, lost.
        assertThat(played.stderr("p1")).anyMatch(l -> l.startsWith("init INIT actions [ACTION_USE, ACTION_LEFT, ACTION_RIGHT]")
                && l.contains("block 10 grid 30x11") && !l.contains("avatar Vector[x=-1.0, y=-1.0]"));
        assertThat(played.stderr("p1")).anyMatch(l -> l.startsWith("result called: END tick 6 winner PLAYER_LOSES over true"));
    }
}
