package dev.arbiter.launcher;

import java.util.List;

/** The JVM flags of each child, in one place so their sizes can be read (and measured) side by side. */
final class JvmSizing {

    private JvmSizing() {
    }

    static final List<String> SERVICE = List.of("-Xmx384m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1");

    static final List<String> KAFKA = List.of("-Xmx512m", "-XX:+UseSerialGC");

    static final List<String> GATEWAY = List.of("-Xmx64m", "-XX:+UseSerialGC");
}
