package dev.arbiter.launcher;

import java.util.List;

/**
 * The JVM flags of each child, in one place so their sizes can be read (and measured with
 * bench/platform_bench.py, which prints RSS per process) side by side. The platform held ~1.7 GiB idle on
 * default-ish sizing; the aim is ≤ 1 GiB idle and ≤ 1.5 GiB under load on one machine.
 *
 * <p>What each flag buys: a heap cap sized to what the process uses under the demo plus headroom (SerialGC:
 * one core's worth of work, no GC threads); a small initial heap that grows, and gives memory back after a
 * full collection (Min/MaxHeapFreeRatio); 512 KiB thread stacks (nothing recurses deeply); capped metaspace
 * and code cache (they otherwise reserve for the worst case); a process that runs out of heap exits, so the
 * supervisor restarts it instead of leaving it limping.
 */
final class JvmSizing {

    private JvmSizing() {
    }

    private static final List<String> COMMON = List.of("-XX:+UseSerialGC", "-Xss512k", "-XX:MinHeapFreeRatio=10",
            "-XX:MaxHeapFreeRatio=30", "-XX:-ShrinkHeapInSteps", "-XX:+ExitOnOutOfMemoryError");

    /**
     * A Quarkus service: C1 only, as before (startup and footprint matter more than peak speed here), on one
     * compiler thread (C1 alone needs no second one, and each holds an arena while it compiles).
     */
    static final List<String> SERVICE = with("-Xms24m", "-Xmx192m", "-XX:MaxMetaspaceSize=160m",
            "-XX:ReservedCodeCacheSize=48m", "-XX:TieredStopAtLevel=1", "-XX:CICompilerCount=1");

    /**
     * The broker: C1 only, like the services (C2's code and its compiler threads' arenas cost ~25 MiB resident,
     * and a one-machine broker's load is a few thousand small messages a minute); see also its server.properties.
     */
    static final List<String> KAFKA = with("-Xms32m", "-Xmx256m", "-XX:MaxMetaspaceSize=96m",
            "-XX:ReservedCodeCacheSize=32m", "-XX:TieredStopAtLevel=1", "-XX:CICompilerCount=1");

    /** A streaming proxy holds little but its event loops' buffers; C1 compiles its few hot paths well enough. */
    static final List<String> GATEWAY = with("-Xms8m", "-Xmx48m", "-XX:MaxMetaspaceSize=64m",
            "-XX:ReservedCodeCacheSize=16m", "-XX:TieredStopAtLevel=1", "-XX:CICompilerCount=1");

    private static List<String> with(String... options) {
        var all = new java.util.ArrayList<>(COMMON);
        all.addAll(List.of(options));
        return List.copyOf(all);
    }
}
