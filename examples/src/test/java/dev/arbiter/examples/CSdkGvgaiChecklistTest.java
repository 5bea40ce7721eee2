package dev.arbiter.examples;

import dev.arbiter.judge.testkit.GvgaiClientChecklist;
import dev.arbiter.sandbox.ProcessSpec;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * gvgai.md's client SDK items GVG-S01…S06 ({@link GvgaiClientChecklist}) for sdk/c/arbiter_sdk.h's
 * arb_gvgai_run: the probe is an agent written on the SDK ({@code sdk/gvgai_probe.c}, built with -Werror).
 */
class CSdkGvgaiChecklistTest extends GvgaiClientChecklist {

    @Override
    protected ProcessSpec probe(Map<String, String> probeEnv) {
        Path probe = CProbes.build("gvgai_probe");
        return new ProcessSpec("p1", List.of(probe.toString()), null, probeEnv, null, CProbes.readable(probe));
    }

    @Override
    protected String screenshotLine() {
        return "screenshot starts 89 50 4e 47 0d 0a 1a 0a";
    }
}
