package dev.arbiter.launcher;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.Map;
import java.util.Optional;

/**
 * Before anything starts: every loopback port the platform will listen on is free. A taken port otherwise
 * shows up a minute later as a service that would not start, with the reason deep in its log.
 */
final class PortCheck {

    private PortCheck() {
    }

    /**
     * The first port that cannot be bound on 127.0.0.1, said in one line with what wanted it and what to do.
     *
     * @param wanted what will listen, by name, on which port, in start order
     */
    static Optional<String> firstTaken(Map<String, Integer> wanted) {
        for (var part : wanted.entrySet()) {
            if (!free(part.getValue())) {
                return Optional.of("port " + part.getValue() + " (" + part.getKey() + ") is taken by another program"
                        + " — stop it (another ./arbiter up, or the parts of one that was killed), or start this one on"
                        + " other ports (--port P --internal-ports-from Q)");
            }
        }
        return Optional.empty();
    }

    static boolean free(int port) {
        try (var socket = new ServerSocket()) {
            // As the services bind: a port left in TIME_WAIT by the last run is free to them, so it is here.
            socket.setReuseAddress(true);
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
