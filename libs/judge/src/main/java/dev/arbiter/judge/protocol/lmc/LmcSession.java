package dev.arbiter.judge.protocol.lmc;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.io.Printable;
import dev.arbiter.judge.io.StreamViolation;
import dev.arbiter.judge.protocol.MatchContext;
import dev.arbiter.judge.protocol.ProtocolSession;
import dev.arbiter.sandbox.ExitInfo;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

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
 */
final class LmcSession implements ProtocolSession, LmcPlayerSide {

    private static final long END_OF_OUTPUT_GRACE_NANOS = 200_000_000L;
    private static final int MAX_HELD_GAME_LINES = 10_000;

    private enum Phase { NAMING, RUNNING, ENDED }

    private final MatchContext ctx;
    private final LmcVariant variant;
    private final LmcDialect d;
    private final Endpoint game;
    private final List<LmcPlayer> players = new ArrayList<>();
    private final List<String> heldGameLines = new ArrayList<>();
    private final Random standIn;
    private final LmcGameRelay relay;
    private final long sessionCap;
    private final String sessionCapText;
    private Phase phase = Phase.NAMING;
    private String gameName;
    /** When the game last wrote a line: its silence is its own, lines relayed to it do not count. */
    private long gameSpokeAt;
    private long gameEndOfOutputAt;

    /** @param cap how long the whole session may last ({@link LmcProtocol} works it out from the spec) */
    LmcSession(MatchContext ctx, LmcVariant variant, LmcDialect dialect, Duration cap) {
        this.ctx = ctx;
        this.variant = variant;
        this.d = dialect;
        this.game = ctx.game();
        for (int i = 0; i < ctx.players().size(); i++) {
            players.add(new LmcPlayer(ctx.seats().get(i), ctx.players().get(i), ctx.limits().averageWindow()));
        }
        this.standIn = new Random(ctx.seed() ^ 0x5DEECE66DL);
        this.relay = new LmcGameRelay(this, ctx, variant, dialect);
        this.sessionCap = ctx.startNanos() + cap.toNanos();
        this.sessionCapText = cap.toSeconds() + " s";
    }

    @Override
    public void start() {
        if (players.isEmpty() || players.size() > 2) {
            endSession(MatchStatus.GAME_ERROR, "an LMC session needs one or two players, got " + players.size());
            return;
        }
        sendToGame(LmcLine.format(LmcDialect.INFO, d.infoPlayers() + " " + players.size()));
        gameSpokeAt = ctx.nanoTime();
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
        gameSpokeAt = Math.max(gameSpokeAt, readNanos);
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
        if (parsed.is(LmcDialect.INFO) && parsed.keyword().equals(d.infoName()) && gameName == null) {
            gameName = parsed.arguments().strip();
            completeNamingIfReady();
            return;
        }
        if (phase == Phase.NAMING) {
            // Nothing reaches a player before every name is known (LMC2-C02); keep the game's lines until then.
            if (heldGameLines.size() >= MAX_HELD_GAME_LINES) {
                gameError("the game sent more than " + MAX_HELD_GAME_LINES + " lines before the players were named");
            } else {
                heldGameLines.add(line);
            }
            return;
        }
        routeGameLine(line, parsed);
    }

    private void routeGameLine(String line, LmcLine parsed) {
        if (parsed.is(LmcDialect.COMMAND) && parsed.keyword().equals(d.cmdGameEnd())) {
            endSession(MatchStatus.COMPLETED, "");
        } else if (parsed.is(LmcDialect.INFO)) {
            ctx.note("game", "game info ignored: " + Printable.quote(line));
        } else if (parsed.is(d.chanRoute())) {
            String target = parsed.keyword();
            int seat = target.equals("1") ? 1 : target.equals("2") ? 2 : 0;
            if (seat == 0 || seat > players.size()) {
                gameError("the game addressed a player that does not exist: " + Printable.quote(line));
            } else {
                relay.deliver(players.get(seat - 1), parsed.arguments());
            }
        } else if (players.size() == 1) {
            relay.deliver(players.getFirst(), line);
        } else {
            gameError("in a two-player session every game line must be addressed with @" + d.chanRoute()
                    + " <1|2>; got " + Printable.quote(line));
        }
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
            forfeit(p, Verdict.PROTOCOL, where(p) + "sent a line with non-ASCII or control bytes: " + Printable.quote(line));
            return;
        }
        LmcLine parsed = LmcLine.parse(line);
        if (parsed.is(LmcDialect.INFO) && parsed.keyword().equals(d.infoName()) && !p.named()) {
            acceptName(p, parsed.arguments().strip());
            return;
        }
        if (phase == Phase.NAMING) {
            ctx.note(p.id(), "ignored before every program was named: " + Printable.quote(line));
            return;
        }
        if (parsed.channel() == null || parsed.is(LmcDialect.OUTPUT)) {
            onAnswer(p, parsed.data(), readNanos);
        } else {
            ctx.note(p.id(), "ignored, not an answer (unknown channel or info key): " + Printable.quote(line));
        }
    }

    private void acceptName(LmcPlayer p, String name) {
        if (name.isEmpty()) {
            ctx.note(p.id(), "empty name ignored");
            return;
        }
        String unique = name;
        for (int n = 2; nameTaken(unique, p); n++) {
            if (d.duplicateNames().equals("reject")) {
                forfeit(p, Verdict.NO_NAME, "announced the name " + Printable.quote(name) + ", which another program already uses");
                return;
            }
            unique = name + " (" + n + ")";
        }
        p.seat.name(unique);
        completeNamingIfReady();
    }

    private boolean nameTaken(String name, LmcPlayer self) {
        return players.stream().anyMatch(o -> o != self && name.equals(o.seat.name())) || name.equals(gameName);
    }

    private void completeNamingIfReady() {
        if (phase != Phase.NAMING || gameName == null
                || players.stream().anyMatch(p -> !p.named() && !p.forfeited)) {
            return;
        }
        phase = Phase.RUNNING;
        for (LmcPlayer p : players) {
            if (p.seat.name() == null) {
                p.seat.name(p.id() + " (stand-in)");
            }
            sendToGame(LmcLine.format(LmcDialect.INFO, d.infoPlayer() + " " + p.seat.number() + " " + p.seat.name()));
        }
        gameSpokeAt = Math.max(gameSpokeAt, ctx.nanoTime()); // the game could not go on before it knew its players
        var held = new ArrayList<>(heldGameLines);
        heldGameLines.clear();
        for (String line : held) {
            if (phase != Phase.RUNNING) {
                break;
            }
            routeGameLine(line, LmcLine.parse(line));
        }
    }

    /**
     * An output line from a player, read at {@code readNanos}: the answer to its oldest pending move request.
     * Requests whose deadline had passed when the line was read are settled as timeouts first, whether or not
     * a tick got to them, so a verdict never depends on when the judge's threads ran.
     */
    private void onAnswer(LmcPlayer p, String data, long readNanos) {
        long deadline = ctx.limits().moveDeadline().toNanos();
        while (!p.forfeited && !p.pending.isEmpty() && readNanos - p.headStartNanos >= deadline) {
            moveTimedOut(p, p.headStartNanos + deadline);
        }
        if (p.forfeited) {
            return;
        }
        if (p.owedLate > 0) {
            // Answers come in request order: this one belongs to a request that already timed out.
            p.owedLate--;
            ctx.note(p.id(), "late answer discarded: " + Printable.quote(data));
            return;
        }
        if (p.pending.isEmpty()) {
            ctx.note(p.id(), "output without a move request ignored: " + Printable.quote(data));
            return;
        }
        long elapsed = Math.max(0, readNanos - p.headStartNanos);
        var request = p.settle(readNanos);
        long move = request.number();
        p.consecutiveTimeouts = 0;
        String relayed = data;
        String problem = MoveCheck.problem(variant, data, request.alphabet());
        if (problem != null) {
            p.seat.incident("move " + move + ": illegal move " + Printable.quote(data) + " (" + problem + ")");
            relayed = ""; // the game scores an empty move as illegal: the worst outcome of the turn
        }
        relayAnswer(p, relayed);
        long average = p.recordResponse(elapsed);
        long limit = ctx.limits().averageMoveLimit().toNanos();
        if (average > limit) {
            forfeit(p, Verdict.TIMEOUT, String.format("averaged %d ms per move over moves %d–%d (limit %d ms)",
                    average / 1_000_000, move - p.windowSize() + 1, move, limit / 1_000_000));
        }
    }

    /** The one form in which a move reaches the game: {@code @player N @output <legal move or nothing>}. */
    private void relayAnswer(LmcPlayer p, String move) {
        sendToGame(LmcLine.format(d.chanRoute(), p.seat.number() + " " + LmcLine.format(LmcDialect.OUTPUT, move)));
    }

    // --- clocks --------------------------------------------------------------------------------------

    @Override
    public void onTick(long now) {
        if (phase == Phase.NAMING) {
            checkNameDeadlines(now);
        }
        if (phase != Phase.RUNNING) {
            return;
        }
        long moveDeadline = ctx.limits().moveDeadline().toNanos();
        boolean anyPending = false;
        for (LmcPlayer p : players) {
            // An answer already read is judged on its own stamp when it is delivered, in a moment.
            while (!p.forfeited && !p.pending.isEmpty() && now - p.headStartNanos >= moveDeadline
                    && !ctx.hasUndeliveredLines(p.endpoint)) {
                moveTimedOut(p, p.headStartNanos + moveDeadline);
            }
            if (!p.forfeited && p.endOfOutputAt != 0 && !p.exited && now - p.endOfOutputAt > END_OF_OUTPUT_GRACE_NANOS) {
                p.closedOutputAt = where(p);
                forfeit(p, Verdict.CRASH, p.closedOutputAt + "closed its standard output while still running");
            }
            anyPending |= !p.forfeited && !p.pending.isEmpty();
        }
        if (phase != Phase.RUNNING) {
            return;
        }
        if (now >= sessionCap) {
            sessionCapReached();
        } else if (gameEndOfOutputAt != 0 && now - gameEndOfOutputAt > 5 * END_OF_OUTPUT_GRACE_NANOS) {
            gameError("the game closed its output but kept running");
        } else if (!anyPending && now - gameSpokeAt >= ctx.limits().gameSilenceLimit().toNanos()
                && !ctx.hasUndeliveredLines(game)) {
            gameError("the game was silent for " + ctx.limits().gameSilenceLimit().toMillis()
                    + " ms while the judge waited for its next line");
        }
    }

    /** Each program's name deadline runs from when that program was up, not from when the match began. */
    private void checkNameDeadlines(long now) {
        long limit = ctx.limits().nameDeadline().toNanos();
        String text = ctx.limits().nameDeadline().toMillis() + " ms";
        if (gameName == null && now - ctx.startedNanos(game) >= limit && !ctx.hasUndeliveredLines(game)) {
            gameError("the game sent no @info " + d.infoName() + " within " + text);
            return;
        }
        for (LmcPlayer p : players) {
            if (!p.named() && !p.forfeited && now - ctx.startedNanos(p.endpoint) >= limit
                    && !ctx.hasUndeliveredLines(p.endpoint)) {
                forfeit(p, Verdict.NO_NAME, "sent no @info " + d.infoName() + " within " + text + " of starting");
            }
        }
    }

    /** A request timed out at {@code at} (its deadline): the game gets the empty move, the seat an incident. */
    private void moveTimedOut(LmcPlayer p, long at) {
        long move = p.settle(at).number();
        p.owedLate++;
        if (p.consecutiveTimeouts++ == 0) {
            p.firstTimedOutMove = move;
        }
        long limit = ctx.limits().moveDeadline().toMillis();
        p.seat.incident("move " + move + ": no answer within " + limit + " ms");
        ctx.note(p.id(), "move " + move + ": no answer within " + limit + " ms; an empty move is relayed");
        relayAnswer(p, "");
        if (p.consecutiveTimeouts >= ctx.limits().maxConsecutiveTimeouts()) {
            forfeit(p, Verdict.TIMEOUT, "no answer within " + limit + " ms to " + p.consecutiveTimeouts
                    + " consecutive move requests (moves " + p.firstTimedOutMove + "–" + move + ")");
        }
    }

    /**
     * The session's time is up. A seat is to blame only when its own pending move has passed its own deadline,
     * judged on read stamps: no answer had been read by then (one read in time may still be on its way to the
     * session). A seat that kept its clocks used at most its share of the cap, so the rest of the time was the
     * game's: the match is void, never a player's timeout.
     */
    private void sessionCapReached() {
        long now = ctx.nanoTime();
        long moveDeadline = ctx.limits().moveDeadline().toNanos();
        boolean blamed = false;
        for (LmcPlayer p : players) {
            long dueBy = p.headStartNanos + moveDeadline;
            if (!p.forfeited && !p.pending.isEmpty() && now - dueBy >= 0
                    && !ctx.hasUndeliveredLineReadBefore(p.endpoint, dueBy)) {
                p.seat.fail(Verdict.TIMEOUT, "the session time limit of " + sessionCapText + " ran out while move "
                        + p.headMove() + " was overdue");
                blamed = true;
            }
        }
        if (blamed) {
            endSession(MatchStatus.COMPLETED, "the session time limit of " + sessionCapText + " ran out");
        } else {
            gameError("the game did not finish within the session time limit of " + sessionCapText);
        }
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
        forfeit(p, verdict, where(p) + violation.detail());
    }

    @Override
    public void onEndOfOutput(Endpoint from) {
        if (from == game) {
            gameEndOfOutputAt = ctx.nanoTime();
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
        Verdict verdict = exit.oomKilled() ? Verdict.MEMORY : exit.cpuLimitHit() ? Verdict.TIMEOUT : Verdict.CRASH;
        String when = p.named() ? where(p) : "before announcing its name: ";
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
        if (p.closedOutputAt != null && (exit.oomKilled() || exit.cpuLimitHit())) {
            p.seat.correctCrash(exit.oomKilled() ? Verdict.MEMORY : Verdict.TIMEOUT,
                    p.closedOutputAt + "ended with " + exit.describe() + " before the session ended");
        }
    }

    // --- failure and the end -----------------------------------------------------------------------

    /** The seat fails for good: verdict, kill, stand-in for the rest of the game. */
    private void forfeit(LmcPlayer p, Verdict verdict, String detail) {
        if (p.forfeited) {
            return;
        }
        p.seat.fail(verdict, detail);
        p.forfeited = true;
        p.endpoint.kill();
        ctx.note(p.id(), "forfeits the rest of the game (" + verdict.wireName() + "): " + detail
                + "; a random stand-in plays on and every later score counts -1");
        while (phase == Phase.RUNNING && !p.pending.isEmpty()) {
            answerWithStandIn(p);
        }
        completeNamingIfReady();
    }

    @Override
    public void answerWithStandIn(LmcPlayer p) {
        var request = p.settle(ctx.nanoTime());
        var alphabet = List.copyOf(request.alphabet());
        String move = alphabet.isEmpty() ? "" : alphabet.get(standIn.nextInt(alphabet.size()));
        relayAnswer(p, move);
    }

    @Override
    public void gameError(String detail) {
        endSession(MatchStatus.GAME_ERROR, detail);
    }

    /** LMC2-C07: every process gets {@code @command exit}; the core then waits the exit grace. */
    private void endSession(MatchStatus status, String detail) {
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

    private void sendToGame(String line) {
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
                forfeit(p, Verdict.PROTOCOL, where(p) + "stopped reading its input for "
                        + ctx.limits().sendBlockLimit().toSeconds() + " s");
            }
        }
    }

    private LmcPlayer player(Endpoint endpoint) {
        for (LmcPlayer p : players) {
            if (p.endpoint == endpoint) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown endpoint " + endpoint.id());
    }

    /** "move 12: " — the move the player owed or last answered, for verdict details. */
    private static String where(LmcPlayer p) {
        return p.requests == 0 ? "" : "move " + (p.pending.isEmpty() ? p.requests : p.headMove()) + ": ";
    }
}
