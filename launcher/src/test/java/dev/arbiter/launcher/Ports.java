package dev.arbiter.launcher;

import java.io.IOException;
import java.net.ServerSocket;

/** Free loopback ports for tests (the launcher's own defaults may be in use on a developer's machine). */
final class Ports {

    private Ports() {
    }

    /** A port p such that p and p + 1 are free now. */
    static int freePair() throws IOException {
        for (int attempt = 0; attempt < 50; attempt++) {
            int port;
            try (var socket = new ServerSocket(0)) {
                port = socket.getLocalPort();
            }
            try (var next = new ServerSocket(port + 1)) {
                return port;
            } catch (IOException taken) {
                // try another
            }
        }
        throw new IOException("no free port pair");
    }
}
