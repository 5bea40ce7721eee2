package dev.arbiter.judge.protocol.rddl;

import dev.arbiter.judge.relay.TcpRelay;
import dev.arbiter.sandbox.ProcessSpec;

import java.util.List;
import java.util.Map;

/**
 * How an RDDL planner is started: behind {@link TcpRelay}, listening on localhost:port (2323) in the planner's
 * sandbox. The planner is started as {@code PLANNER [ARG…] INSTANCE} with {@code RDDL_HOST=localhost},
 * {@code RDDL_PORT}, {@code RDDL_INSTANCE} and {@code RDDL_CLIENT_NAME} set, the way the reference clients take
 * host, port and instance (docs/protocols/rddl.md). The planner speaks first, so the relay does not announce
 * the connection: the judge sees the socket's bytes and nothing else.
 */
public final class RddlRelay {

    private RddlRelay() {
    }

    /** {@code planner} as the sandbox must start it for {@code settings}; {@code clientName} is what it may call itself. */
    public static ProcessSpec wrap(ProcessSpec planner, RddlSettings settings, String clientName) {
        String port = Integer.toString(settings.port());
        return TcpRelay.wrap(planner, new TcpRelay.Relayed(settings.port(), false, List.of(settings.instance()),
                Map.of("RDDL_HOST", "localhost", "RDDL_PORT", port, "RDDL_INSTANCE", settings.instance(),
                        "RDDL_CLIENT_NAME", clientName), false));
    }
}
