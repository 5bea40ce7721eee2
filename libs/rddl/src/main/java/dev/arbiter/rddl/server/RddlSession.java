package dev.arbiter.rddl.server;

import dev.arbiter.rddl.server.ClientMessage.MalformedMessageException;
import dev.arbiter.rddl.sim.Actions;
import dev.arbiter.rddl.sim.Episode;
import dev.arbiter.rddl.sim.Rng;
import dev.arbiter.rddl.sim.Simulator;
import dev.arbiter.rddl.sim.StepResult;
import java.io.IOException;
import java.net.SocketTimeoutException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;
import org.w3c.dom.Element;

/**
 * One client connection: session-request, then rounds of turns and actions, then session-end
 * in the reference server's order. Anything the reference server treats as fatal ends the session with no further
 * message; {@link SessionResult} says which.
 */
final class RddlSession {
    /** Thrown to end the session at once; its status and detail go to the result. */
    private static final class SessionOver extends Exception {
        final SessionResult.Status status;

        SessionOver(SessionResult.Status status, String detail) {
            super(detail);
            this.status = status;
        }
    }

    private final NulFraming wire;
    private final ServerOptions options;
    private final ProblemSource problems;
    private final IntConsumer readTimeout;
    private final long startMillis;
    private final ServerMessages messages;
    private int sessionId;
    private String instance = "";
    private String client = "";
    private boolean noHeader;
    private final List<Double> roundRewards = new ArrayList<>();

    /** Looks a problem up by instance name; the server owns the compiled simulators and session ids. */
    interface ProblemSource {
        /** Null for an unknown instance. */
        Simulator simulator(String instance);

        String task(String instance, String language);

        int nextSessionId();
    }

    RddlSession(NulFraming wire, ServerOptions options, ProblemSource problems, IntConsumer readTimeout,
                long startMillis) {
        this.wire = wire;
        this.options = options;
        this.problems = problems;
        this.readTimeout = readTimeout;
        this.startMillis = startMillis;
        this.messages = new ServerMessages(options.profile());
    }

    SessionResult run() {
        try {
            play();
            return result(SessionResult.Status.COMPLETED, "");
        } catch (SessionOver over) {
            return result(over.status, over.getMessage());
        } catch (SocketTimeoutException e) {
            return result(SessionResult.Status.TIMEOUT, "no message within time-allowed + grace");
        } catch (IOException e) {
            return result(SessionResult.Status.TERMINATED, "connection: " + e.getMessage());
        }
    }

    private SessionResult result(SessionResult.Status status, String detail) {
        double total = roundRewards.stream().mapToDouble(Double::doubleValue).sum();
        return new SessionResult(sessionId, instance, client, status, detail, List.copyOf(roundRewards), total);
    }

    private long elapsed() {
        return options.clockMillis().getAsLong() - startMillis;
    }

    private long timeLeft() {
        return options.timeAllowedMillis() - elapsed();
    }

    private boolean outOfTime() {
        return options.profile().enforcesTimeBudget && timeLeft() <= 0;
    }

    private void play() throws IOException, SessionOver {
        Element request = expect(read(), "session-request");
        instance = orEmpty(ClientMessage.text(request, "problem-name"));
        client = orEmpty(ClientMessage.text(request, "client-name"));
        Simulator sim = problems.simulator(instance);
        if (sim == null) throw new SessionOver(SessionResult.Status.UNKNOWN_INSTANCE, "unknown problem-name '" + instance + "'");
        noHeader = ClientMessage.has(request, "no-header");
        String language = orEmpty(ClientMessage.text(request, "input-language"));
        sessionId = problems.nextSessionId();
        String task = options.profile().sendsTask ? problems.task(instance, language.isEmpty() ? "rddl" : language) : null;
        send(messages.sessionInit(task, sessionId, options.numRounds(), (double) options.timeAllowedMillis()));

        Rng roundSeeds = new Rng(options.baseSeed() + sessionId);
        while (roundRewards.size() < options.numRounds() && !outOfTime()) {
            Element roundRequest = awaitRoundRequest();
            boolean counted = !(options.monitoring() && options.profile().ipc2018Extensions
                    && "no".equals(ClientMessage.text(roundRequest, "execute-policy")));
            double reward = playRound(sim, roundSeeds.nextLong());
            if (counted) roundRewards.add(reward);
        }
        long left = timeLeft();
        send(messages.sessionEnd(instance, roundRewards.stream().mapToDouble(Double::doubleValue).sum(),
                roundRewards.size(), elapsed(), client, sessionId, left));
    }

    private static String orEmpty(String s) {
        return s == null ? "" : s;
    }

    /** Plays one round; returns its discounted reward. */
    private double playRound(Simulator sim, long seed) throws IOException, SessionOver {
        int roundNum = roundRewards.size() + 1;
        long roundStart = elapsed();
        send(messages.roundInit(roundNum, options.numRounds() - roundNum, (double) timeLeft()));
        Episode episode = sim.newEpisode(seed);
        double immediate = 0;
        int turnsUsed = 0;
        boolean first = true;
        while (true) {
            List<String[]> fluents = first && sim.partiallyObserved() ? null : observed(sim, episode);
            send(messages.turn(turnsUsed + 1, (double) timeLeft(), immediate, fluents));
            first = false;
            Actions actions = readActions(sim);
            StepResult r = episode.step(actions);
            if (!r.legal()) break;
            immediate = r.reward();
            turnsUsed++;
            if (r.roundOver() || outOfTime()) break;
        }
        send(messages.roundEnd(instance, client, roundNum - 1, episode.discountedReward(), turnsUsed,
                elapsed() - roundStart, timeLeft(), immediate));
        return episode.discountedReward();
    }

    private static List<String[]> observed(Simulator sim, Episode episode) {
        var names = sim.observationFluents();
        List<String> values = episode.observationTexts();
        List<String[]> out = new ArrayList<>(names.size());
        for (int i = 0; i < names.size(); i++) {
            var g = names.get(i);
            String[] f = new String[g.args().size() + 2];
            f[0] = g.name();
            for (int a = 0; a < g.args().size(); a++) f[a + 1] = g.args().get(a);
            f[f.length - 1] = values.get(i);
            out.add(f);
        }
        return out;
    }

    /** round-request; resource-request (2018) is answered and waited past, as is malformed XML here. */
    private Element awaitRoundRequest() throws IOException, SessionOver {
        while (true) {
            String text = read();
            ClientMessage m;
            try {
                m = ClientMessage.parse(text);
            } catch (MalformedMessageException e) {
                if (!options.profile().ipc2018Extensions) throw new SessionOver(SessionResult.Status.TERMINATED, "malformed round-request");
                send(messages.resourceNotification((double) timeLeft()));
                continue;
            }
            if (options.profile().ipc2018Extensions && m.name().equals("resource-request")) {
                send(messages.resourceNotification((double) timeLeft()));
                continue;
            }
            if (!m.name().equals("round-request")) {
                throw new SessionOver(SessionResult.Status.TERMINATED, "expected round-request, got " + m.name());
            }
            return m.root;
        }
    }

    private Actions readActions(Simulator sim) throws IOException, SessionOver {
        while (true) {
            ClientMessage m = parse(read());
            if (options.profile().ipc2018Extensions && m.name().equals("resource-request")) {
                send(messages.resourceNotification((double) timeLeft()));
                continue;
            }
            if (!m.name().equals("actions")) throw new SessionOver(SessionResult.Status.TERMINATED, "expected actions, got " + m.name());
            Actions actions = sim.noop();
            try {
                for (Element a : ClientMessage.children(m.root, "action")) {
                    List<String> args = ClientMessage.children(a, "action-arg").stream()
                            .map(e -> e.getTextContent().trim()).toList();
                    actions.set(orEmpty(ClientMessage.text(a, "action-name")), args,
                            orEmpty(ClientMessage.text(a, "action-value")));
                }
            } catch (IllegalArgumentException e) {
                throw new SessionOver(SessionResult.Status.TERMINATED, "bad action: " + e.getMessage());
            }
            return actions;
        }
    }

    private Element expect(String text, String root) throws SessionOver {
        ClientMessage m = parse(text);
        if (!m.name().equals(root)) throw new SessionOver(SessionResult.Status.TERMINATED, "expected " + root + ", got " + m.name());
        return m.root;
    }

    private static ClientMessage parse(String text) throws SessionOver {
        try {
            return ClientMessage.parse(text);
        } catch (MalformedMessageException e) {
            throw new SessionOver(SessionResult.Status.TERMINATED, "malformed message: " + e.getMessage());
        }
    }

    /** The next client message; end of stream (or an empty message) ends the session. */
    private String read() throws IOException, SessionOver {
        long guard = options.timeAllowedMillis() + options.graceMillis() - elapsed();
        if (guard <= 0) throw new SocketTimeoutException("guard");
        readTimeout.accept((int) Math.min(Integer.MAX_VALUE, guard));
        String text = wire.read();
        if (text == null || text.isBlank()) throw new SessionOver(SessionResult.Status.TERMINATED, "EMPTY CLIENT MESSAGE");
        return text;
    }

    private void send(String body) throws IOException {
        String message = noHeader ? body : ServerMessages.DECLARATION + body;
        wire.write(message, !(noHeader && options.noHeaderDropsNul()));
    }
}
