package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.io.StreamViolation;
import dev.arbiter.judge.protocol.MatchContext;
import dev.arbiter.judge.protocol.ProtocolSession;
import dev.arbiter.judge.protocol.Seat;
import dev.arbiter.judge.relay.TcpRelay;
import dev.arbiter.sandbox.ExitInfo;
import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.engine.Action;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.GameRules;
import dev.arbiter.vgdl.engine.Winner;
import dev.arbiter.vgdl.observation.LevelObserver;
import dev.arbiter.vgdl.observation.Phase;
import dev.arbiter.vgdl.observation.SsoType;
import dev.arbiter.vgdl.parse.LevelText;
import dev.arbiter.vgdl.replay.PlayTape;

import java.util.Random;
import java.util.function.IntFunction;

/**
 * One learning-track run of one game (docs/protocols/gvgai.md): START, training levels, validation levels, FINISH,
 * one message at a time, each answered (or not) within its budget on the referee's clock. Ids count every
 * message sent from 0; an answer with an older id is skipped, one with a newer id counts as no answer.
 */
final class GvgaiRun implements ProtocolSession {

    /** What the referee is waiting for. */
    private enum Waiting { CONNECTION, START, INIT, ACT, RESULT, NOTHING }

    private final MatchContext context;
    private final GvgaiSettings settings;
    private final GameRules rules;
    private final LevelPlan plan;
    private final IntFunction<LevelText> levels;
    /** Whether the validation levels are private: their observations are withheld from the transcript. */
    private final boolean privateValidation;
    private final ValidationTally tally = new ValidationTally();
    private Seat seat;
    private Endpoint client;

    private Waiting waiting = Waiting.NOTHING;
    private Exchange exchange;
    private SsoType ssoType = SsoType.JSON;
    private Exchange.Mark trainingStart;
    private int plays;
    private int trainingPlays;

    private int level;
    private boolean validation;
    private LevelObserver observer;
    /** The actions of the level being played: each validation play keeps its tape, noted when the run ends. */
    private PlayTape.Recorder tape;
    private boolean over;

    GvgaiRun(MatchContext context, GvgaiSettings settings, GameRules rules, IntFunction<LevelText> levels,
             boolean privateValidation) {
        this.context = context;
        this.settings = settings;
        this.rules = rules;
        this.levels = levels;
        this.privateValidation = privateValidation;
        this.plan = new LevelPlan(settings, new Random(context.seed()));
    }

    @Override
    public void start() {
        seat = context.seats().getFirst();
        client = context.players().getFirst();
        exchange = Exchange.open(context, client, settings);
        context.note(client.id(), "GVGAI learning run on " + settings.game() + ": training " + settings.trainingLevels()
                + ", validation " + settings.validationLevels() + " x" + settings.validationRepetitions()
                + ", budgets on the " + exchange.clock().keyword() + " clock");
        if (seat.verdict() != Verdict.OK) {
            stopRun("could not be started");
            return;
        }
        waiting = Waiting.CONNECTION;
        exchange.awaitConnection(settings.connectMillis());
    }

    // ---- messages from the client ------------------------------------------------------------

    @Override
    public void onMessage(Endpoint from, String line, long readNanos) {
        if (over) {
            return;
        }
        if (waiting == Waiting.CONNECTION) {
            if (line.equals(TcpRelay.CONNECTED_LINE)) {
                send("START", Waiting.START, settings.startMillis());
            } else {
                seat.incident("a line before the connection: " + abbreviate(line));
            }
            return;
        }
        if (waiting == Waiting.NOTHING) {
            seat.incident("a line when none was expected: " + abbreviate(line));
            return;
        }
        ClientReply reply = ClientReply.parse(line);
        if (reply == null) {
            noAnswer("'" + abbreviate(line) + "' is no answer");
        } else {
            switch (exchange.match(reply.id())) {
                case STALE -> seat.incident("skipped an answer to message " + reply.id() + " while waiting for "
                        + exchange.awaitedId());
                case FUTURE -> noAnswer("answered message " + reply.id() + ", which was never sent (waiting for "
                        + exchange.awaitedId() + ")");
                case AWAITED -> answered(reply, exchange.spent(readNanos));
            }
        }
    }

    private void answered(ClientReply reply, Exchange.Spent spent) {
        String body = reply.body();
        switch (waiting) {
            case START -> {
                if (!body.equals("START_DONE") || exchange.over(spent, settings.startMillis())) {
                    startFailed(body.equals("START_DONE") ? "answered START after " + Exchange.describe(spent) : "answered START with " + body);
                    return;
                }
                setType(reply);
                trainingStart = exchange.now();
                nextLevel(-1);
            }
            case INIT -> {
                if (!body.equals("INIT_DONE") || exchange.over(spent, settings.initMillis())) {
                    failedLevel(body.equals("INIT_DONE") ? "answered INIT after " + Exchange.describe(spent) : "answered INIT with " + body);
                    return;
                }
                setType(reply);
                sendAct();
            }
            case ACT -> {
                if (body.equals("END_OVERSPENT") || exchange.over(spent, settings.actDisqualifyMillis())) {
                    disqualifyLevel(body.equals("END_OVERSPENT") ? "said END_OVERSPENT" : "answered after " + Exchange.describe(spent));
                    return;
                }
                setType(reply);
                Action action = action(body);
                if (exchange.over(spent, settings.actMillis())) {
                    seat.incident("tick " + observer.game().tick() + ": answered after " + Exchange.describe(spent) + ", ACTION_NIL applied");
                    action = Action.ACTION_NIL;
                }
                play(action);
            }
            case RESULT -> {
                if (body.equals("END_OVERSPENT")) {
                    overspentAtEnd("said END_OVERSPENT");
                    return;
                }
                setType(reply);
                if (body.equals("END_TRAINING") || body.equals("END_VALIDATION")) {
                    plan.endTraining();
                }
                nextLevel(body.length() == 1 && Character.isDigit(body.charAt(0)) ? body.charAt(0) - '0' : -1);
            }
            default -> throw new IllegalStateException(waiting.name());
        }
    }

    /** A line that answers nothing, or an answer with a future id: what silence means at this point. */
    private void noAnswer(String why) {
        switch (waiting) {
            case START -> startFailed(why);
            case INIT -> failedLevel(why);
            case ACT -> {
                seat.incident("tick " + observer.game().tick() + ": " + why + ", ACTION_NIL applied");
                play(Action.ACTION_NIL);
            }
            case RESULT -> overspentAtEnd(why);
            default -> seat.incident(why);
        }
    }

    /** Anything unrecognised is ACTION_NIL; the engine turns an action the avatar lacks into NIL as well. */
    private Action action(String body) {
        if (body.equals("ABORT")) {
            return Action.ACTION_ESCAPE;
        }
        Action action = Action.parse(body);
        if (action == null) {
            seat.incident("tick " + observer.game().tick() + ": '" + abbreviate(body) + "' is no action, ACTION_NIL applied");
            return Action.ACTION_NIL;
        }
        if (action != Action.ACTION_ESCAPE && action != Action.ACTION_NIL
                && !observer.game().availableActions().contains(action)) {
            seat.incident("tick " + observer.game().tick() + ": " + action + " is not available, ACTION_NIL applied");
            return Action.ACTION_NIL;
        }
        return action;
    }

    private void setType(ClientReply reply) {
        if (reply.type() != null) {
            ssoType = reply.type();
        }
    }

    // ---- the run -------------------------------------------------------------------------------

    private void nextLevel(int requested) {
        Exchange.Spent training = plan.inTraining() ? exchange.since(trainingStart, context.nanoTime()) : null;
        if (training != null && exchange.usedUp(training, settings.trainingMillis())) {
            context.note(client.id(), "training time of " + settings.trainingMillis() + " ms spent (" + Exchange.describe(training)
                    + "): validation follows");
            plan.endTraining();
        }
        boolean wasTraining = plan.inTraining();
        int next = plan.next(requested);
        if (next < 0) {
            send("FINISH", Waiting.NOTHING, -1);
            end(MatchStatus.COMPLETED, "");
            return;
        }
        level = next;
        validation = !plan.inTraining();
        if (wasTraining && validation) {
            context.note(client.id(), "validation begins");
        }
        long seed = context.seed() + 1_000_003L * plays++;
        Game game = new Game(rules, levels.apply(level), seed, ShippedGames.LEARNING_BLOCK_SIZE, settings.maxTicks());
        tape = new PlayTape.Recorder(settings.game(), level, seed, ShippedGames.LEARNING_BLOCK_SIZE, settings.maxTicks());
        observer = new LevelObserver(game);
        if (!validation) {
            trainingPlays++;
        }
        send(observer.json(Phase.INIT, validation, SsoType.JSON), Waiting.INIT, settings.initMillis());
    }

    private void play(Action action) {
        Game game = observer.game();
        tape.step(game, action);
        if (!game.isEnded()) {
            sendAct();
            return;
        }
        Phase phase = game.isAborted() ? Phase.ABORT : Phase.END;
        if (validation) {
            tally.add(PlayResult.played(level, game.winner(), game.score(), game.tick(), tape.finish(game)));
        }
        context.note(client.id(), (validation ? "validation" : "training") + " level " + level + ": " + game.winner()
                + ", score " + game.score() + ", " + game.tick() + " ticks" + (game.isAborted() ? " (aborted)" : ""));
        sendResult(phase, game.winner());
    }

    private void sendAct() {
        send(observer.json(Phase.ACT, validation, ssoType), Waiting.ACT, settings.actDisqualifyMillis());
    }

    /** END and ABORT are always the full state; during training the agent may go on learning in result(). */
    private void sendResult(Phase phase, Winner winner) {
        long budget = settings.resultMillis();
        if (!validation) {
            long left = settings.trainingMillis() - (long) exchange.chargedMillis(exchange.since(trainingStart, context.nanoTime()));
            budget = Math.max(budget, left);
        }
        send(observer.json(phase, validation, SsoType.JSON, winner), Waiting.RESULT, budget);
    }

    /**
     * Too slow on an ACT, or END_OVERSPENT: the level is lost as disqualified, and aborted as the original server
     * aborted it, by playing the tick as ACTION_ESCAPE.
     */
    private void disqualifyLevel(String why) {
        Game game = observer.game();
        if (!game.isEnded()) {
            tape.step(game, Action.ACTION_ESCAPE);
        }
        seat.incident((validation ? "validation" : "training") + " level " + level + ", tick " + game.tick() + ": " + why
                + ": disqualified on this level");
        if (validation) {
            tally.add(PlayResult.disqualified(level, game.tick(), tape.finish(game)));
        }
        context.note(client.id(), (validation ? "validation" : "training") + " level " + level + ": disqualified (" + why + ")");
        sendResult(Phase.ABORT, Winner.PLAYER_DISQ);
    }

    /** INIT_FAILED or no INIT_DONE in time: disqualified on the level, with END_OVERSPENT's consequences. */
    private void failedLevel(String why) {
        if (validation) {
            tally.add(PlayResult.notPlayed(level));
        }
        afterDisqualification("level " + level + " not started: " + why);
    }

    /** END_OVERSPENT or no answer at END/ABORT (GVG-C16): the level just played counts as disqualified. */
    private void overspentAtEnd(String why) {
        if (validation) {
            PlayResult replaced = tally.disqualifyLast();
            if (replaced != null) {
                seat.incident("validation level " + level + " counts as disqualified (" + why + "), not as " + replaced);
            }
        }
        afterDisqualification("after level " + level + ": " + why);
    }

    /** In training the run stops, no validation is played; in validation the repetition is cut short. */
    private void afterDisqualification(String why) {
        if (!validation) {
            seat.fail(Verdict.TIMEOUT, "disqualified in training, " + why + "; the run stops (GVG-C16)");
            stopRun(why);
            return;
        }
        seat.incident("disqualified in validation, " + why + "; the rest of this repetition is skipped");
        for (int skipped : plan.skipRestOfRepetition()) {
            tally.add(PlayResult.notPlayed(skipped));
        }
        nextLevel(-1);
    }

    private void startFailed(String why) {
        seat.fail(Verdict.TIMEOUT, why + " (GVG-C03): the run was not started");
        stopRun(why);
    }

    /** Every validation play not played counts as disqualified; no FINISH is sent. */
    private void stopRun(String why) {
        for (int left : plan.abandonValidation()) {
            tally.add(PlayResult.notPlayed(left));
        }
        context.note(client == null ? null : client.id(), "run stopped: " + why);
        end(MatchStatus.COMPLETED, "");
    }

    private void end(MatchStatus status, String detail) {
        if (over) {
            return;
        }
        over = true;
        waiting = Waiting.NOTHING;
        if (exchange != null) {
            exchange.stop();
        }
        if (client != null) {
            tally.replayNotes().forEach(note -> context.note(client.id(), note));
        }
        tally.writeTo(seat, trainingPlays);
        context.countMove(tally.plays().size());
        context.finish(status, detail);
    }

    private void send(String payload, Waiting next, long budgetMillis) {
        boolean withheld = privateValidation && validation && payload.startsWith("{");
        exchange.send(payload, withheld ? "(an observation of private validation level " + level + ", withheld)" : null,
                budgetMillis);
        waiting = next;
    }

    // ---- clocks and the client's end -----------------------------------------------------------

    @Override
    public void onTick(long nowNanos) {
        if (over || exchange == null) {
            return;
        }
        if (!exchange.overdue(nowNanos)) {
            return;
        }
        String limit = exchange.limit();
        switch (waiting) {
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
        if (exit.oomKilled()) {
            seat.correctCrash(Verdict.MEMORY, "killed for exceeding its memory limit");
        } else if (exit.cpuLimitHit()) {
            seat.correctCrash(Verdict.TIMEOUT, "killed for exceeding its CPU-time limit");
        }
    }

    private static String abbreviate(String line) {
        return line.length() <= 80 ? line : line.substring(0, 80) + "…";
    }
}
