package dev.arbiter.launcher;

import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.LinkedHashMap;

import static org.assertj.core.api.Assertions.assertThat;

/** A port the platform needs that another program holds is named before anything starts. */
class PortCheckTest {

    @Test
    void aTakenPortIsNamedWithThePartThatWantedIt() throws Exception {
        try (var other = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            var wanted = new LinkedHashMap<String, Integer>();
            wanted.put("scheduler", other.getLocalPort());

            assertThat(PortCheck.firstTaken(wanted)).get().asString()
                    .startsWith("port " + other.getLocalPort() + " (scheduler) is taken by another program — stop it");
        }
    }

    @Test
    void freePortsPass() throws Exception {
        int port = Ports.freePair();
        var wanted = new LinkedHashMap<String, Integer>();
        wanted.put("Kafka broker", port);
        wanted.put("Kafka controller", port + 1);

        assertThat(PortCheck.firstTaken(wanted)).isEmpty();
    }
}
