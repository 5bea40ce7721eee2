package dev.arbiter.examples.players.gvgai;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.function.Supplier;

/**
 * The client side of the GVGAI learning track, as the original client communicator: connects to localhost:8080
 * (retrying every second), echoes each message's id, and times the agent's calls in CPU time: START and INIT
 * within 1 s, an action within 40 ms (ACTION_NIL for 40-50 ms, END_OVERSPENT beyond), 5 minutes of learning
 * per game after which training ends, then 1 s for {@code result}. The agent's {@code lastSsoType} is appended
 * to every answer that carries a type. {@code GVGAI_PORT} overrides the port, for runs outside a sandbox.
 */
public final class Client {

    static final long START_TIME = 1000;
    static final long INIT_TIME = 1000;
    static final long ACTION_TIME = 40;
    static final long ACTION_TIME_DISQ = 50;
    static final long TOTAL_LEARNING_TIME = 300_000;
    static final long EXTRA_LEARNING_TIME = 1000;

    private final Supplier<Agent> agents;
    private Agent agent;
    private CpuTimer learning;
    private OutputStream out;

    private Client(Supplier<Agent> agents) {
        this.agents = agents;
    }

    /** Plays one whole run with a new agent from {@code agents}. */
    public static void run(Supplier<Agent> agents) {
        int port = Integer.parseInt(System.getenv().getOrDefault("GVGAI_PORT", "8080"));
        try (Socket socket = connect(port)) {
            socket.setTcpNoDelay(true);
            var client = new Client(agents);
            client.out = socket.getOutputStream();
            var in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.US_ASCII));
            for (String line; (line = in.readLine()) != null; ) {
                int hash = line.indexOf('#');
                if (!client.answer(line.substring(0, hash), line.substring(hash + 1))) {
                    break;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Socket connect(int port) {
        while (true) {
            try {
                return new Socket("localhost", port);
            } catch (IOException e) {
                try {
                    Thread.sleep(1000);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    throw new IllegalStateException(interrupted);
                }
            }
        }
    }

    /** Answers one message; false on FINISH. */
    private boolean answer(String id, String payload) throws IOException {
        if (payload.equals("FINISH")) {
            return false;
        }
        if (payload.equals("START")) {
            learning = new CpuTimer(TOTAL_LEARNING_TIME);
            var timer = new CpuTimer(START_TIME);
            agent = agents.get();
            send(id, timer.exceeded() ? "START_FAILED" : typed("START_DONE"));
            return true;
        }
        var sso = new Observation(payload);
        switch (sso.phase()) {
            case "INIT" -> {
                var timer = new CpuTimer(INIT_TIME);
                agent.init(sso, timer);
                send(id, timer.exceeded() ? "INIT_FAILED" : typed("INIT_DONE"));
            }
            case "ACT" -> {
                var timer = new CpuTimer(ACTION_TIME);
                String action = agent.act(sso, timer);
                long took = timer.elapsedMillis();
                send(id, took > ACTION_TIME_DISQ ? "END_OVERSPENT"
                        : took > ACTION_TIME ? "ACTION_NIL" : typed(action == null ? "ACTION_NIL" : action));
            }
            default -> { // END or ABORT
                if (learning.exceeded()) {
                    send(id, sso.isValidation() ? "END_VALIDATION" : "END_TRAINING");
                } else {
                    var timer = new CpuTimer(Math.max(EXTRA_LEARNING_TIME, learning.remainingMillis()));
                    int level = agent.result(sso, timer);
                    send(id, timer.exceeded() ? "END_OVERSPENT" : typed(Integer.toString(level)));
                }
            }
        }
        return true;
    }

    private String typed(String answer) {
        return answer + "#" + agent.lastSsoType;
    }

    private void send(String id, String answer) throws IOException {
        out.write((id + "#" + answer + "\n").getBytes(StandardCharsets.US_ASCII));
        out.flush();
    }
}
