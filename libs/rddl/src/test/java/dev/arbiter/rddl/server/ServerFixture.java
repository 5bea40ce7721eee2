package dev.arbiter.rddl.server;

import dev.arbiter.rddl.IppcFiles;
import dev.arbiter.rddl.RddlLibrary;
import java.io.IOException;
import java.net.InetAddress;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/** A server on 127.0.0.1 with the shipped instances, two small test domains and a hand-driven clock. */
final class ServerFixture implements AutoCloseable {
    /**
     * lamps: toggling flips a lamp (deterministic), reward = lamps lit, discount 0.5, horizon 3, at
     * most 2 toggles, and toggling c needs a lit. countdown: ends when the count reaches 0 (termination).
     */
    static final String TEST_DOMAINS = """
            domain lamps {
              types { lamp : object; };
              pvariables {
                lit(lamp) : { state-fluent, bool, default = false };
                toggle(lamp) : { action-fluent, bool, default = false };
              };
              cpfs { lit'(?l) = KronDelta(lit(?l) ~= toggle(?l)); };
              reward = sum_{?l : lamp} lit(?l);
              action-preconditions { toggle($c) => lit($a); };
            }
            instance lamps_inst { domain = lamps; objects { lamp : {a, b, c}; }; init-state { ~lit(a); };
              max-nondef-actions = 2; horizon = 3; discount = 0.5; }
            domain countdown {
              pvariables {
                count : { state-fluent, int, default = 2 };
                wait : { action-fluent, bool, default = false };
              };
              cpfs { count' = count - 1; };
              reward = count;
              termination { count <= 0; };
            }
            instance countdown_inst { domain = countdown; init-state { count = 2; };
              max-nondef-actions = 1; horizon = 10; discount = 1.0; }
            """;
    private static final RddlLibrary LIBRARY = library();

    final AtomicLong clock = new AtomicLong(1_000_000);
    final BlockingQueue<SessionResult> results = new LinkedBlockingQueue<>();
    final RddlServer server;
    final int port;

    private static RddlLibrary library() {
        RddlLibrary library = IppcFiles.library();
        library.add("test-domains.rddl", TEST_DOMAINS);
        return library;
    }

    ServerFixture(ServerOptions.Builder options) throws IOException {
        server = new RddlServer(LIBRARY, options.port(0).clock(clock::get).build(), results::add);
        port = server.start(InetAddress.getLoopbackAddress());
    }

    ServerFixture(Profile profile, int rounds) throws IOException {
        this(ServerOptions.builder().profile(profile).rounds(rounds));
    }

    WireClient connect() throws IOException {
        return new WireClient(port);
    }

    SessionResult nextResult() throws InterruptedException {
        SessionResult r = results.poll(20, TimeUnit.SECONDS);
        if (r == null) throw new AssertionError("no session result");
        return r;
    }

    @Override
    public void close() throws IOException {
        server.close();
    }
}
