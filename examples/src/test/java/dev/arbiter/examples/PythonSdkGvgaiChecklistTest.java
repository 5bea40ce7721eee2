package dev.arbiter.examples;

import dev.arbiter.judge.testkit.GvgaiClientChecklist;
import dev.arbiter.judge.testkit.JudgeKit;
import dev.arbiter.sandbox.ProcessSpec;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * gvgai.md's client SDK items GVG-S01…S06 ({@link GvgaiClientChecklist}) for sdk/python/arbiter_sdk.py's
 * GvgaiAgent: the probe is an agent written on the SDK ({@code sdk/gvgai_probe.py}).
 */
class PythonSdkGvgaiChecklistTest extends GvgaiClientChecklist {

    private static final Path SDK = Path.of("..", "sdk", "python").toAbsolutePath().normalize();

    @Override
    protected ProcessSpec probe(Map<String, String> probeEnv) {
        var env = new HashMap<>(probeEnv);
        env.put("SDK_DIR", SDK.toString());
        Path probe = probeScript();
        return new ProcessSpec("p1", List.of(JudgeKit.PYTHON, "-u", probe.toString()), null, env, null,
                List.of(probe.getParent(), SDK));
    }

    @Override
    protected String screenshotLine() {
        return "screenshot starts b'\\x89PNG\\r\\n\\x1a\\n'";
    }

    private static Path probeScript() {
        try {
            return Path.of(PythonSdkGvgaiChecklistTest.class.getResource("/sdk/gvgai_probe.py").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
