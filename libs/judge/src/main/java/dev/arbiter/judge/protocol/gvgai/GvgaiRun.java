package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.io.StreamViolation;
import dev.arbiter.judge.protocol.MatchContext;
import dev.arbiter.judge.protocol.ProtocolSession;
import dev.arbiter.judge.protocol.Seat;
import dev.arbiter.judge.protocol.gvgai.Conversation.Awaited;
import dev.arbiter.sandbox.ExitInfo;
import dev.arbiter.vgdl.engine.Action;
import dev.arbiter.vgdl.engine.Winner;
import dev.arbiter.vgdl.observation.Phase;

/**
 * One learning-track run of one game (docs/protocols/gvgai.md): START, training levels, validation levels, FINISH,
 * one message at a time, each answered (or not) within its budget on the referee's clock. This is the referee's
 * rulebook: what an answer, a line that answers nothing, or silence past the budget means at each point of the
 * run. The {@link Conversation} sorts the client's lines, the {@link PlaySequence} deals the levels, each
 * {@link LevelPlay} plays one, and the {@link Scorekeeper} counts what they come to.
 */
final class GvgaiRun implements ProtocolSession {

    private final MatchContext context;
    private final GvgaiSettings settings;
    private final LearningGame game;
    private Seat seat;
    private String clientId;
    private Exchange exchange;
    private Conversation conversation;
    private PlaySequence sequence;
    private Scorekeeper score;
    /** The level being played, or the last one played. */
    private LevelPlay play;
    private boolean over;

    GvgaiRun(MatchContext context, GvgaiSettings settings, LearningGame game) {
        this.context = context;
        this.settings = settings;
        this.game = game;
    }

    @Override
    public void start() {
        seat = context.seats().getFirst();
        Endpoint client = context.players().getFirst();
        clientId = client.id();
        exchange = Exchange.open(context, client, settings);
        conversation = new Conversation(exchange, seat, game.privateValidation());
        sequence = new PlaySequence(context, clientId, exchange, settings, game);
        score = new Scorekeeper(context, seat, clientId);
        context.note(clientId, "GVGAI learning run on " + settings.game() + ": training " + settings.trainingLevels()
                + ", validation " + settings.validationLevels() + " x" + settings.validationRepetitions()
                + ", budgets on the " + exchange.clock().keyword() + " clock");
        if (seat.verdict() != Verdict.OK) {
            stopRun("could not be started");
            return;
        }
        conversation.awaitConnection(settings.connectMillis());
    }

    // ---- messages from the client ------------------------------------------------------------

    @Override
    public void onMessage(Endpoint from, String line, long readNanos) {
        if (over) {
            return;
        }
        switch (conversation.hear(line, readNanos)) {
            case Conversation.Connected connected -> conversation.send("START", Awaited.START, settings.startMillis());
            case Conversation.Answer(ClientReply reply, Exchange.Spent spent) -> answered(reply, spent);
            case Conversation.NoAnswer(String why) -> noAnswer(why);
            case Conversation.Skipped skipped -> {
            }
        }
    }

    private void answered(ClientReply reply, Exchange.Spent spent) {
        String body = reply.body();
        switch (conversation.awaited()) {
            case START -> {
                if (!body.equals("START_DONE") || exchange.over(spent, settings.startMillis())) {
                    startFailed(body.equals("START_DONE") ? "answered START after " + Exchange.describe(spent) : "answered START with " + body);
                    return;
                }
                conversation.accept(reply);
                sequence.startTraining();
                nextLevel(-1);
            }
            case INIT -> {
                if (!body.equals("INIT_DONE") || exchange.over(spent, settings.initMillis())) {
                    failedLevel(body.equals("INIT_DONE") ? "answered INIT after " + Exchange.describe(spent) : "answered INIT with " + body);
                    return;
                }
                conversation.accept(reply);
                sendAct();
            }
            case ACT -> {
                if (body.equals("END_OVERSPENT") || exchange.over(spent, settings.actDisqualifyMillis())) {
                    disqualifyLevel(body.equals("END_OVERSPENT") ? "said END_OVERSPENT" : "answered after " + Exchange.describe(spent));
                    return;
                }
                conversation.accept(reply);
                Action action = play.action(body, seat);
                if (exchange.over(spent, settings.actMillis())) {
                    seat.incident("tick " + play.tick() + ": answered after " + Exchange.describe(spent) + ", ACTION_NIL applied");
                    action = Action.ACTION_NIL;
                }
                playTick(action);
            }
            case RESULT -> {
                if (body.equals("END_OVERSPENT")) {
                    overspentAtEnd("said END_OVERSPENT");
                    return;
                }
                conversation.accept(reply);
                if (body.equals("END_TRAINING") || body.equals("END_VALIDATION")) {
                    sequence.endTraining();
                }
                nextLevel(body.length() == 1 && Character.isDigit(body.charAt(0)) ? body.charAt(0) - '0' : -1);
            }
            default -> throw new IllegalStateException(conversation.awaited().name());
        }
    }

    /** A line that answers nothing, or an answer with a future id: what silence means at this point. */
    private void noAnswer(String why) {
        switch (conversation.awaited()) {
            case START -> startFailed(why);
            case INIT -> failedLevel(why);
            case ACT -> {
                seat.incident("tick " + play.tick() + ": " + why + ", ACTION_NIL applied");
                playTick(Action.ACTION_NIL);
            }
            case RESULT -> overspentAtEnd(why);
            default -> seat.incident(why);
        }
    }

    // ---- the run -------------------------------------------------------------------------------

    private void nextLevel(int requested) {
        LevelPlay next = sequence.next(requested);
        if (next == null) {
            conversation.send("FINISH", Awaited.NOTHING, -1);
            end(MatchStatus.COMPLETED, "");
            return;
        }
        play = next;
        conversation.sendObservation(play, play.initObservation(), Awaited.INIT, settings.initMillis());
    }

    private void playTick(Action action) {
        if (!play.step(action)) {
            sendAct();
            return;
        }
        score.played(play);
        sendResult(play.endPhase(), play.winner());
    }

    private void sendAct() {
        conversation.sendObservation(play, play.actObservation(conversation.observationType()), Awaited.ACT,
                settings.actDisqualifyMillis());
    }

    /** END and ABORT; during training the agent may go on learning in result(). */
    private void sendResult(Phase phase, Winner winner) {
        long budget = sequence.resultMillis(play);
        conversation.sendObservation(play, play.endObservation(phase, winner), Awaited.RESULT, budget);
    }

    /**
     * Too slow on an ACT, or END_OVERSPENT: the level is lost as disqualified, and aborted as the original server
     * aborted it, by playing the tick as ACTION_ESCAPE.
     */
    private void disqualifyLevel(String why) {
        play.abort();
        score.disqualified(play, why);
        sendResult(Phase.ABORT, Winner.PLAYER_DISQ);
    }

    /** INIT_FAILED or no INIT_DONE in time: disqualified on the level, with END_OVERSPENT's consequences. */
    private void failedLevel(String why) {
        score.notStarted(play);
        afterDisqualification("level " + play.level() + " not started: " + why);
    }

    /** END_OVERSPENT or no answer at END/ABORT (GVG-C16): the level just played counts as disqualified. */
    private void overspentAtEnd(String why) {
        score.overspentAfter(play, why);
        afterDisqualification("after level " + play.level() + ": " + why);
    }

    /** In training the run stops, no validation is played; in validation the repetition is cut short. */
    private void afterDisqualification(String why) {
        if (!play.isValidation()) {
            seat.fail(Verdict.TIMEOUT, "disqualified in training, " + why + "; the run stops (GVG-C16)");
            stopRun(why);
            return;
        }
        seat.keptIncident("disqualified in validation, " + why + "; the rest of this repetition is skipped");
        score.notPlayed(sequence.skipRestOfRepetition());
        nextLevel(-1);
    }

    private void startFailed(String why) {
        seat.fail(Verdict.TIMEOUT, why + " (GVG-C03): the run was not started");
        stopRun(why);
    }

    /** Every validation play not played counts as disqualified; no FINISH is sent. */
    private void stopRun(String why) {
        score.notPlayed(sequence.abandonValidation());
        context.note(clientId, "run stopped: " + why);
        end(MatchStatus.COMPLETED, "");
    }

    private void end(MatchStatus status, String detail) {
        if (over) {
            return;
        }
        over = true;
        conversation.stop();
        context.endTranscriptPhase();
        score.close(sequence.trainingPlays());
        context.finish(status, detail);
    }

    // ---- clocks and the client's end -----------------------------------------------------------

    @Override
    public void onTick(long nowNanos) {
        if (over || exchange == null || !exchange.overdue(nowNanos)) {
            return;
        }
        String limit = exchange.limit();
        switch (conversation.awaited()) {
            case CONNECTION -> {
                seat.fail(Verdict.TIMEOUT, "did not connect to localhost:" + settings.port() + " within "
                        + settings.connectMillis() + " ms");
                stopRun("never connected");
            }
            case START -> startFailed("no answer to START " + limit);
            case INIT -> failedLevel("no answer to INIT " + limit);
            case ACT -> disqualifyLevel("no action " + limit);
            case RESULT -> overspentAtEnd("no answer to END/ABORT " + limit);
            default -> {
            }
        }
    }

    @Override
    public void onViolation(Endpoint from, StreamViolation violation) {
        if (!over) {
            seat.fail(violation.kind() == StreamViolation.Kind.OUTPUT_LIMIT ? Verdict.OUTPUT_LIMIT : Verdict.PROTOCOL,
                    violation.detail());
            stopRun(violation.detail());
        }
    }

    @Override
    public void onEndOfOutput(Endpoint from) {
        gone("closed its connection");
    }

    @Override
    public void onExit(Endpoint from, ExitInfo exit) {
        gone("exited (" + exit + ")");
    }

    /** A client that went away answers nothing more: as in the reference, no reply disqualifies, so the run stops. */
    private void gone(String why) {
        if (!over) {
            seat.fail(Verdict.CRASH, why + " before FINISH");
            stopRun(why);
        }
    }

    @Override
    public void afterExit(Endpoint from, ExitInfo exit) {
        seat.correctCrashAtLimit(exit);
    }
}
