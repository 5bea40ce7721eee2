package dev.arbiter.rddl.server;

import dev.arbiter.rddl.RddlLibrary;
import dev.arbiter.rddl.model.Problem;
import dev.arbiter.rddl.sim.Simulator;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * The server side of the RDDLSim client/server protocol over TCP: one thread and one session per
 * connection, session ids unique and increasing from 1 for the life of the server. Self-contained:
 * it reads the instances from an {@link RddlLibrary} and reports each session to a callback.
 */
public final class RddlServer implements Closeable {
    private final RddlLibrary library;
    private final ServerOptions options;
    private final Consumer<SessionResult> results;
    private final Map<String, Simulator> simulators = new ConcurrentHashMap<>();
    private final AtomicInteger sessionIds = new AtomicInteger();
    private final RddlSession.ProblemSource problems = new RddlSession.ProblemSource() {
        @Override
        public Simulator simulator(String instance) {
            return RddlServer.this.simulator(instance);
        }

        @Override
        public String task(String instance, String language) {
            return RddlServer.this.task(instance);
        }

        @Override
        public int nextSessionId() {
            return sessionIds.incrementAndGet();
        }
    };
    private volatile ServerSocket socket;

    public RddlServer(RddlLibrary library, ServerOptions options, Consumer<SessionResult> results) {
        this.library = library;
        this.options = options;
        this.results = results;
    }

    /** Listens on {@code address} at the configured port (0 picks a free one); returns the port. */
    public int start(InetAddress address) throws IOException {
        ServerSocket s = new ServerSocket();
        s.setReuseAddress(true);
        s.bind(new InetSocketAddress(address, options.port()));
        socket = s;
        Thread.ofVirtual().name("rddl-accept").start(this::acceptLoop);
        return s.getLocalPort();
    }

    private void acceptLoop() {
        while (true) {
            Socket client;
            try {
                client = socket.accept();
            } catch (IOException e) {
                return; // closed
            }
            long accepted = options.clockMillis().getAsLong();
            Thread.ofVirtual().name("rddl-session").start(() -> {
                try (client) {
                    client.setTcpNoDelay(true);
                    SessionResult r = serve(client.getInputStream(), client.getOutputStream(), timeout -> {
                        try {
                            client.setSoTimeout(timeout);
                        } catch (SocketException ignored) {
                            // The next read reports the broken socket.
                        }
                    }, accepted);
                    results.accept(r);
                } catch (IOException ignored) {
                    // Closing a socket the client already dropped.
                }
            });
        }
    }

    /** Runs one session over any pair of streams (the clock starts at {@code startMillis}). */
    public SessionResult serve(InputStream in, OutputStream out, java.util.function.IntConsumer readTimeout,
                               long startMillis) {
        return new RddlSession(new NulFraming(in, out), options, problems, readTimeout, startMillis).run();
    }

    Simulator simulator(String instance) {
        if (!library.instanceNames().contains(instance)) return null;
        return simulators.computeIfAbsent(instance, n -> Simulator.compile(library.problem(n)));
    }

    /** RDDL-C05: domain file text, two line separators, instance file text, one line separator; Base64. */
    String task(String instance) {
        Problem p = library.problem(instance);
        String text = library.text(p.domain().source()) + "\n\n" + library.text(p.instance().source()) + "\n";
        return Base64.getEncoder().encodeToString(text.getBytes(StandardCharsets.UTF_8));
    }

    @Override
    public void close() throws IOException {
        if (socket != null) socket.close();
    }
}
