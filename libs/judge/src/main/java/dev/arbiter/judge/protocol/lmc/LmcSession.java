package dev.arbiter.judge.protocol.lmc;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.io.Printable;
import dev.arbiter.judge.io.StreamViolation;
import dev.arbiter.judge.protocol.MatchContext;
import dev.arbiter.judge.protocol.ProtocolSession;
import dev.arbiter.judge.protocol.Seat;
import dev.arbiter.sandbox.ExitInfo;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * One LMC session (lmc2.md §6.3): the judge starts the game and the players, collects every name,
 * tells the game who plays, then relays — game lines addressed {@code @player p …} go to player p
 * unwrapped, player lines go to the game wrapped — while it polices the game's stream (new and
 * alphabet before play, inputs inside the alphabet, scores clamped) and the players' clocks.
 *
 * <p>A player that fails for good (crash, three missed moves in a row, too slow on average,
 * forbidden bytes, no name) forfeits: it is killed, a seeded random stand-in answers its remaining
 * move requests so the game can finish, and every remaining score of its seat counts −1.0
 * (lmc1.md §9). A misbehaving game voids the match ({@link MatchStatus#GAME_ERROR}).
 *
 * <p>The session routes lines and keeps the phase; its parts do the rest: {@link LmcRollCall} names the
 * programs, {@link LmcGameRelay} checks what the game says to a player, {@link LmcAnswerRelay} settles each
 * move request, and {@link LmcClocks} watches the deadlines of play.
 */
final class LmcSession implements ProtocolSession, LmcSessionControl {

    private enum Phase { NAMING, RUNNING, ENDED }

    private final MatchContext ctx;
    private final LmcDialect d;
    private final Endpoint game;
    private final List<LmcPlayer> players = new ArrayList<>();
    private final LmcRollCall rollCall;
    private final LmcGameRelay relay;
    private final LmcAnswerRelay answers;
    private final LmcClocks clocks;
    private Phase phase = Phase.NAMING;

    /** @param cap how long the whole session may last ({@link LmcProtocol} works it out from the spec) */
    LmcSession(MatchContext ctx, LmcVariant variant, LmcDialect dialect, Duration cap) {
        this.ctx = ctx;
        this.d = dialect;
        this.game = ctx.game();
        for (int i = 0; i < ctx.players().size(); i++) {
            players.add(new LmcPlayer(ctx.seats().get(i), ctx.players().get(i), ctx.limits().averageWindow()));
        }
        this.rollCall = new LmcRollCall(this, ctx, dialect, players);
        this.answers = new LmcAnswerRelay(this, ctx, variant, dialect);
        this.relay = new LmcGameRelay(this, ctx, variant, dialect, players, answers);
        this.clocks = new LmcClocks(this, ctx, players, answers, cap);
    }

    @Override
    public void start() {
        if (players.isEmpty() || players.size() > 2) {
            endSession(MatchStatus.GAME_ERROR, "an LMC session needs one or two players, got " + players.size());
            return;
        }
        sendToGame(LmcLine.format(LmcDialect.INFO, d.infoPlayers() + " " + players.size()));
        clocks.startGameSilence(ctx.nanoTime());
        // A seat whose program could not even start is settled before anyone waits for its name.
        players.stream().filter(p -> p.seat.verdict() != Verdict.OK).forEach(p -> forfeit(p, p.seat.verdict(), p.seat.detail()));
    }

    // --- messages ----------------------------------------------------------------------------------

    @Override
    public void onMessage(Endpoint from, String line, long readNanos) {
        if (phase == Phase.ENDED) {
            return;
        }
        if (from == game) {
            onGameLine(line, readNanos);
        } else {
            onPlayerLine(player(from), line, readNanos);
        }
    }

    private void onGameLine(String line, long readNanos) {
        clocks.gameSpoke(readNanos);
        if (d.isComment(line)) {
            return; // any bytes; logged in the transcript with sender and time, never relayed (LMC2-C03)
        }
        LmcLine parsed = LmcLine.parse(line);
        if (parsed.is(d.chanRoute()) && d.isComment(parsed.arguments())) {
            return; // a comment addressed to a player is still a comment: logged, never relayed
        }
        if (!LmcLine.isPrintableAscii(line)) {
            gameError("the game sent a line with non-ASCII or control bytes: " + Printable.quote(line));
            return;
        }
        if (parsed.is(LmcDialect.INFO) && parsed.keyword().equals(d.infoName()) && !rollCall.gameNamed()) {
            rollCall.nameGame(parsed.arguments().strip());
            completeNamingIfReady();
            return;
        }
        if (phase == Phase.NAMING) {
            rollCall.hold(line);
            return;
        }
        relay.route(line, parsed);
    }

    /**
     * A player's line. Only answers reach the game, one per pending move request, parsed and checked by the
     * judge: an unknown channel, an extra {@code @info} or an unsolicited output is logged and dropped
     * (lmc1.md §9), so no line a player writes can make the game read a move it was not asked for.
     */
    private void onPlayerLine(LmcPlayer p, String line, long readNanos) {
        if (p.forfeited) {
            return;
        }
        if (d.isComment(line)) {
            return; // any bytes; in the transcript, ignored (LMC1-C11)
        }
        if (!LmcLine.isPrintableAscii(line)) {
            forfeit(p, Verdict.PROTOCOL, p.where() + "sent a line with non-ASCII or control bytes: " + Printable.quote(line));
            return;
        }
        LmcLine parsed = LmcLine.parse(line);
        if (parsed.is(LmcDialect.INFO) && parsed.keyword().equals(d.infoName()) && !p.named()) {
            if (rollCall.acceptName(p, parsed.arguments().strip())) {
                completeNamingIfReady();
            }
            return;
        }
        if (phase == Phase.NAMING) {
            ctx.note(p.id(), "ignored before every program was named: " + Printable.quote(line));
            return;
        }
        answers.take(p, line, parsed, readNanos);
    }

    /** Once every program is named, play begins: the game learns its players and gets back its held lines. */
    private void completeNamingIfReady() {
        if (phase != Phase.NAMING || !rollCall.complete()) {
            return;
        }
        phase = Phase.RUNNING;
        rollCall.introducePlayers();
        clocks.gameSpoke(ctx.nanoTime()); // the game could not go on before it knew its players
        for (String line : rollCall.releaseHeldLines()) {
            if (phase != Phase.RUNNING) {
                break;
            }
            relay.route(line, LmcLine.parse(line));
        }
    }

    // --- clocks --------------------------------------------------------------------------------------

    @Override
    public void onTick(long now) {
        if (phase == Phase.NAMING) {
            rollCall.checkNameDeadlines(now);
        }
        if (phase != Phase.RUNNING) {
            return;
        }
        boolean anyPending = clocks.checkPlayers(now);
        if (phase != Phase.RUNNING) {
            return;
        }
        clocks.checkSession(now, anyPending);
    }

    // --- process events --------------------------------------------------------------------------

    @Override
    public void onViolation(Endpoint from, StreamViolation violation) {
        if (from == game) {
            gameError("the game " + violation.detail());
            return;
        }
        LmcPlayer p = player(from);
        Verdict verdict = switch (violation.kind()) {
            case OUTPUT_LIMIT -> Verdict.OUTPUT_LIMIT;
            case LINE_TOO_LONG, NOT_READING -> Verdict.PROTOCOL;
        };
        forfeit(p, verdict, p.where() + violation.detail());
    }

    @Override
    public void onEndOfOutput(Endpoint from) {
        if (from == game) {
            clocks.gameOutputEnded(ctx.nanoTime());
        } else {
            player(from).endOfOutputAt = ctx.nanoTime();
        }
    }

    @Override
    public void onExit(Endpoint from, ExitInfo exit) {
        if (from == game) {
            if (exit.clean()) {
                endSession(MatchStatus.COMPLETED, "the game exited");
            } else {
                gameError("the game ended with " + exit.describe() + " before @command " + d.cmdGameEnd());
            }
            return;
        }
        LmcPlayer p = player(from);
        p.exited = true;
        if (p.forfeited) {
            return;
        }
        Verdict verdict = Seat.exitVerdict(exit);
        String when = p.named() ? p.where() : "before announcing its name: ";
        forfeit(p, verdict, when + "ended with " + exit.describe() + " before the session ended");
    }

    /**
     * A seat forfeited because its output closed while it seemed to run may in fact have been killed at a
     * limit whose exit status was still on its way (the docker backend learns it by inspecting the container).
     */
    @Override
    public void afterExit(Endpoint from, ExitInfo exit) {
        if (from == game) {
            return;
        }
        LmcPlayer p = player(from);
        Verdict cause = Seat.exitVerdict(exit);
        if (p.closedOutputAt != null && cause != Verdict.CRASH) {
            p.seat.correctCrash(cause, p.closedOutputAt + "ended with " + exit.describe() + " before the session ended");
        }
    }

    // --- failure and the end -----------------------------------------------------------------------

    @Override
    public void forfeit(LmcPlayer p, Verdict verdict, String detail) {
        if (p.forfeited) {
            return;
        }
        p.seat.fail(verdict, detail);
        p.forfeited = true;
        p.endpoint.kill();
        ctx.note(p.id(), "forfeits the rest of the game (" + verdict.wireName() + "): " + detail
                + "; a random stand-in plays on and every later score counts -1");
        while (phase == Phase.RUNNING && !p.pending.isEmpty()) {
            answers.answerWithStandIn(p);
        }
        completeNamingIfReady();
    }

    @Override
    public void gameError(String detail) {
        endSession(MatchStatus.GAME_ERROR, detail);
    }

    /** LMC2-C07: every process gets {@code @command exit}; the core then waits the exit grace. */
    @Override
    public void endSession(MatchStatus status, String detail) {
        if (phase == Phase.ENDED) {
            return;
        }
        phase = Phase.ENDED;
        for (LmcPlayer p : players) {
            if (!p.forfeited) {
                sendToPlayer(p, d.command(d.cmdExit()));
            }
        }
        sendToGame(d.command(d.cmdExit()));
        ctx.finish(status, detail);
    }

    // --- plumbing ----------------------------------------------------------------------------------

    @Override
    public void sendToGame(String line) {
        game.send(line);
        if (phase != Phase.ENDED && ctx.stoppedReading(game)) {
            gameError("the game stopped reading its input for " + ctx.limits().sendBlockLimit().toSeconds() + " s");
        }
    }

    @Override
    public void sendToPlayer(LmcPlayer p, String line) {
        if (!p.forfeited) {
            p.endpoint.send(line);
            if (ctx.stoppedReading(p.endpoint)) {
                forfeit(p, Verdict.PROTOCOL, p.where() + "stopped reading its input for "
                        + ctx.limits().sendBlockLimit().toSeconds() + " s");
            }
        }
    }

    private LmcPlayer player(Endpoint endpoint) {
        return players.stream().filter(p -> p.endpoint == endpoint).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("unknown endpoint " + endpoint.id()));
    }
}
