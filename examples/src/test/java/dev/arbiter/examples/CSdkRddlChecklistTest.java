package dev.arbiter.examples;

import java.util.List;

/**
 * rddl.md §10's client SDK items RDDL-S01…S05 ({@link SdkRddlChecklist}) for sdk/c/arbiter_sdk.h's
 * arb_rddl_run: the probe is a planner written on the SDK ({@code sdk/rddl_probe.c}, built with -Werror).
 */
class CSdkRddlChecklistTest extends SdkRddlChecklist {

    @Override
    List<String> probeCommand() {
        return List.of(CProbes.build("rddl_probe").toString());
    }
}
