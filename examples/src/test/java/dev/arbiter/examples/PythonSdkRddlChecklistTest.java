package dev.arbiter.examples;

import dev.arbiter.judge.testkit.JudgeKit;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * rddl.md §10's client SDK items RDDL-S01…S05 ({@link SdkRddlChecklist}) for sdk/python/arbiter_sdk.py's
 * RddlPlanner: the probe is a planner written on the SDK ({@code sdk/rddl_probe.py}).
 */
class PythonSdkRddlChecklistTest extends SdkRddlChecklist {

    private static final Path SDK = Path.of("..", "sdk", "python").toAbsolutePath().normalize();

    @Override
    List<String> probeCommand() throws Exception {
        var probe = Path.of(PythonSdkRddlChecklistTest.class.getResource("/sdk/rddl_probe.py").toURI());
        return List.of(JudgeKit.PYTHON, "-u", probe.toString());
    }

    @Override
    Map<String, String> probeEnv() {
        return Map.of("SDK_DIR", SDK.toString());
    }
}
