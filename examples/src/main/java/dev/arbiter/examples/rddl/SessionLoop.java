package dev.arbiter.examples.rddl;

import dev.arbiter.rddl.sim.GroundFluent;
import dev.arbiter.rddl.sim.Simulator;
import org.w3c.dom.Element;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A whole RDDLSim session as the reference clients play it: session-request, then round-request / round-init /
 * turns answered with actions / round-end until the server sends session-end. The planner only picks actions.
 */
final class SessionLoop {

    private SessionLoop() {
    }

    /**
     * Half the session's time-allowed spread over its turns: what a planner may think per turn. Half, because a
     * sandbox's CPU-time limit can be below time-allowed (Arbiter's default: 10 min against 18).
     */
    static final double SHARE_OF_TIME_ALLOWED = 0.5;

    /** Makes the planner once the model and the time per turn (nanoseconds) are known. */
    interface PlannerFactory {
        RddlPlanner create(Optional<Simulator> model, long turnBudgetNanos);
    }

    /**
     * A planner program's main: options from {@code args} and the environment, one session, then exit with 0 when
     * the session ended normally, 1 when it did not, 2 on a usage error.
     */
    static void main(String[] args, String defaultName, Function<PlannerOptions, PlannerFactory> planners) throws IOException {
        PlannerOptions options;
        try {
            options = PlannerOptions.parse(args, System.getenv(), defaultName);
        } catch (IllegalArgumentException e) {
            System.err.println(defaultName + ": " + e.getMessage());
            System.exit(2);
            return;
        }
        System.exit(play(options, planners.apply(options)));
    }

    /** Plays one session; returns the process exit status (0 when the session ended normally). */
    static int play(PlannerOptions options, PlannerFactory plannerForModel) throws IOException {
        try (var server = new RddlConnection(options.host(), options.port())) {
            server.send("<session-request><problem-name>" + options.instance() + "</problem-name><client-name>"
                    + options.clientName() + "</client-name><input-language>rddl</input-language></session-request>");
            Element init = server.receive();
            if (init == null || !init.getTagName().equals("session-init")) {
                System.err.println("no session-init (unknown instance '" + options.instance() + "'?)");
                return 1;
            }
            Optional<Simulator> model = PlannerModel.load(RddlConnection.text(init, "task"), options.rddlDir(), options.instance());
            String rounds = RddlConnection.text(init, "num-rounds");
            RddlPlanner planner = plannerForModel.create(model, turnBudgetNanos(init, model.map(Simulator::horizon).orElse(40)));
            System.err.println("session " + RddlConnection.text(init, "session-id") + ": " + rounds + " rounds of "
                    + options.instance() + (model.isPresent() ? ", with a model" : ", without a model"));
            Element message;
            while (true) {
                server.send("<round-request/>");
                message = server.receive();
                while (message != null && message.getTagName().equals("resource-notification")) {
                    message = server.receive();
                }
                if (message == null || message.getTagName().equals("session-end")) {
                    break;
                }
                message = server.receive(); // the round's first turn follows round-init at once
                while (message != null && message.getTagName().equals("turn")) {
                    server.send(actions(planner.choose(Turn.read(message, model.orElse(null)))));
                    message = server.receive();
                }
                if (message == null) {
                    break;
                }
                System.err.println("round reward " + RddlConnection.text(message, "round-reward"));
                String timeLeft = RddlConnection.text(message, "time-left");
                String roundNum = RddlConnection.text(message, "round-num");
                boolean outOfTime = timeLeft != null && Double.parseDouble(timeLeft) <= 0; // session-end comes next
                boolean lastRound = roundNum != null && rounds != null && Integer.parseInt(roundNum) + 1 == Integer.parseInt(rounds);
                if (outOfTime || lastRound) {
                    message = server.receive();
                    break;
                }
            }
            if (message == null || !message.getTagName().equals("session-end")) {
                System.err.println("the server closed the session before session-end");
                return 1;
            }
            System.err.println("total reward " + RddlConnection.text(message, "total-reward"));
            return 0;
        }
    }

    private static long turnBudgetNanos(Element init, int horizon) {
        String allowed = RddlConnection.text(init, "time-allowed");
        String rounds = RddlConnection.text(init, "num-rounds");
        if (allowed == null || rounds == null) {
            return Long.MAX_VALUE;
        }
        double millis = Double.parseDouble(allowed) * SHARE_OF_TIME_ALLOWED / (Integer.parseInt(rounds) * (double) horizon);
        return (long) (millis * 1e6);
    }

    /** The {@code actions} message setting each of {@code chosen} to true; {@code <actions/>} is the no-op. */
    static String actions(List<GroundFluent> chosen) {
        if (chosen.isEmpty()) {
            return "<actions/>";
        }
        var xml = new StringBuilder("<actions>");
        for (GroundFluent action : chosen) {
            xml.append("<action><action-name>").append(action.name()).append("</action-name>");
            action.args().forEach(a -> xml.append("<action-arg>").append(a).append("</action-arg>"));
            xml.append("<action-value>true</action-value></action>");
        }
        return xml.append("</actions>").toString();
    }
}
