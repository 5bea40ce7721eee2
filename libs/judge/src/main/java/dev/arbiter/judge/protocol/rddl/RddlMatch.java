package dev.arbiter.judge.protocol.rddl;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.io.StreamViolation;
import dev.arbiter.judge.protocol.MatchContext;
import dev.arbiter.judge.protocol.ProtocolSession;
import dev.arbiter.judge.protocol.Seat;
import dev.arbiter.rddl.RddlLibrary;
import dev.arbiter.rddl.server.RddlServer;
import dev.arbiter.rddl.server.ServerOptions;
import dev.arbiter.rddl.server.SessionResult;
import dev.arbiter.sandbox.ExitInfo;

/**
 * One planner's session. The RDDLSim server logic blocks on its input as it does on a socket, so it runs on
 * a thread of its own, fed from the match executor; its result comes back to the executor and becomes the
 * seat's score (the session's total reward, one scored move per counted round) and verdict.
 */
final class RddlMatch implements ProtocolSession {

    /**
     * The server's own guard ends a silent planner at time-allowed + grace; this backstop, a little later,
     * ends the match even if the session is stuck elsewhere (a send the watchdog has not yet cut).
     */
    private static final long BACKSTOP_SLACK_MILLIS = 5_000;

    private final MatchContext context;
    private final RddlSettings settings;
    private final RddlLibrary library;
    private final PlannerInput input = new PlannerInput();
    private Seat seat;
    private long backstopNanos;
    private boolean over;

    RddlMatch(MatchContext context, RddlSettings settings, RddlLibrary library) {
        this.context = context;
        this.settings = settings;
        this.library = library;
    }

    @Override
    public void start() {
        seat = context.seats().getFirst();
        if (seat.verdict() != Verdict.OK) {
            end(); // could not even be started
            return;
        }
        Endpoint planner = context.players().getFirst();
        ServerOptions options = settings.serverOptions(context.seed());
        backstopNanos = context.nanoTime()
                + (settings.timeAllowedMillis() + settings.graceMillis() + BACKSTOP_SLACK_MILLIS) * 1_000_000;
        context.note(planner.id(), "RDDL session on " + settings.instance() + ": " + settings.rounds() + " rounds, time-allowed "
                + settings.timeAllowedMillis() + " ms, profile " + settings.profile());
        var server = new RddlServer(library, options, result -> { });
        long startMillis = options.clockMillis().getAsLong();
        var output = new PlannerOutput(planner);
        Thread.ofVirtual().name("rddl-session-" + planner.id()).start(() -> {
            SessionResult result = server.serve(input, output, input::timeout, startMillis);
            context.later(() -> conclude(result));
        });
    }

    private void conclude(SessionResult result) {
        if (over) {
            return;
        }
        if (!result.client().isBlank()) {
            seat.name(result.client());
        }
        for (double round : result.roundRewards()) {
            seat.addRound(round);
        }
        seat.stat("rounds", result.roundRewards().size());
        seat.stat("mean-reward", result.roundRewards().isEmpty() ? 0 : result.totalReward() / result.roundRewards().size());
        context.countMove(result.roundRewards().size());
        String detail = result.detail();
        switch (result.status()) {
            case COMPLETED -> {
            }
            case TIMEOUT -> seat.fail(Verdict.TIMEOUT, (result.sessionId() == 0
                    ? "sent no session-request (never connected to localhost:" + settings.port() + "?)"
                    : "fell silent") + " within time-allowed " + settings.timeAllowedMillis() + " ms + grace "
                    + settings.graceMillis() + " ms (RDDL-C27)");
            case UNKNOWN_INSTANCE -> seat.fail(Verdict.PROTOCOL, detail + "; this match plays '" + settings.instance() + "'");
            case TERMINATED -> seat.fail(left(detail) ? Verdict.CRASH : Verdict.PROTOCOL,
                    left(detail) ? "ended the session before session-end (" + detail + ")" : detail);
        }
        if (!result.status().equals(SessionResult.Status.UNKNOWN_INSTANCE) && !settings.instance().equals(result.instance())
                && !result.instance().isBlank()) {
            seat.incident("asked for '" + result.instance() + "' instead of '" + settings.instance() + "'");
        }
        context.note(context.players().getFirst().id(), "RDDL session " + result.status().name().toLowerCase() + ": "
                + result.roundRewards().size() + " rounds, total reward " + result.totalReward()
                + (detail.isEmpty() ? "" : " (" + detail + ")"));
        end();
    }

    /** The planner went away (closed its connection, never connected, or exited) rather than saying something wrong. */
    private static boolean left(String detail) {
        return detail.startsWith("EMPTY CLIENT MESSAGE") || detail.startsWith("connection:");
    }

    private void end() {
        over = true;
        input.end();
        context.finish(MatchStatus.COMPLETED, "");
    }

    @Override
    public void onMessage(Endpoint from, String message, long readNanos) {
        input.message(message);
    }

    @Override
    public void onViolation(Endpoint from, StreamViolation violation) {
        if (over) {
            return;
        }
        seat.fail(violation.kind() == StreamViolation.Kind.OUTPUT_LIMIT ? Verdict.OUTPUT_LIMIT : Verdict.PROTOCOL,
                violation.detail());
        end();
    }

    @Override
    public void onEndOfOutput(Endpoint from) {
        input.end();
    }

    @Override
    public void onExit(Endpoint from, ExitInfo exit) {
        input.end(); // its output has ended too by now; the session reports what it saw
    }

    @Override
    public void onTick(long nowNanos) {
        if (!over && backstopNanos != 0 && nowNanos > backstopNanos) {
            seat.fail(Verdict.TIMEOUT, "the session did not end within time-allowed + grace (RDDL-C27)");
            context.players().getFirst().kill();
            end();
        }
    }

    /** A planner the sandbox killed at a limit gets that verdict, not the crash its closed connection looked like. */
    @Override
    public void afterExit(Endpoint from, ExitInfo exit) {
        seat.correctCrashAtLimit(exit);
    }
}
