package dev.arbiter.judge.protocol.lmc;

import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.io.Printable;
import dev.arbiter.judge.protocol.MatchContext;

import java.util.List;
import java.util.Random;

/**
 * The player-to-game direction of an LMC session: each of a player's move requests is settled exactly once,
 * in request order, and settling it is the only way a move reaches the game. An answer is checked against the
 * alphabet it was asked under (an illegal one reaches the game as the empty move) and timed against the move
 * deadline and the rolling average; a request left unanswered past its deadline gets the empty move, and a
 * forfeited seat's requests get a seeded random stand-in's move.
 */
final class LmcAnswerRelay {

    private final LmcSessionControl session;
    private final MatchContext ctx;
    private final LmcVariant variant;
    private final LmcDialect d;
    private final Random standIn;

    LmcAnswerRelay(LmcSessionControl session, MatchContext ctx, LmcVariant variant, LmcDialect dialect) {
        this.session = session;
        this.ctx = ctx;
        this.variant = variant;
        this.d = dialect;
        this.standIn = new Random(ctx.seed() ^ 0x5DEECE66DL);
    }

    /** A player's line once every program is named: only an output line, bare or {@code @output}, is an answer. */
    void take(LmcPlayer p, String line, LmcLine parsed, long readNanos) {
        if (parsed.channel() == null || parsed.is(LmcDialect.OUTPUT)) {
            answer(p, parsed.data(), readNanos);
        } else {
            ctx.note(p.id(), "ignored, not an answer (unknown channel or info key): " + Printable.quote(line));
        }
    }

    /**
     * An output line from a player, read at {@code readNanos}: the answer to its oldest pending move request.
     * Requests whose deadline had passed when the line was read are settled as timeouts first, whether or not
     * a tick got to them, so a verdict never depends on when the judge's threads ran.
     */
    private void answer(LmcPlayer p, String data, long readNanos) {
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
        relay(p, relayed);
        long average = p.recordResponse(elapsed);
        long limit = ctx.limits().averageMoveLimit().toNanos();
        if (average > limit) {
            session.forfeit(p, Verdict.TIMEOUT, String.format("averaged %d ms per move over moves %d–%d (limit %d ms)",
                    average / 1_000_000, move - p.windowSize() + 1, move, limit / 1_000_000));
        }
    }

    /** At a tick, {@code now}: settles as timeouts the requests of {@code p} whose deadline has passed. */
    void timeOutOverdueMoves(LmcPlayer p, long now) {
        long moveDeadline = ctx.limits().moveDeadline().toNanos();
        // An answer already read is judged on its own stamp when it is delivered, in a moment.
        while (!p.forfeited && !p.pending.isEmpty() && now - p.headStartNanos >= moveDeadline
                && !ctx.hasUndeliveredLines(p.endpoint)) {
            moveTimedOut(p, p.headStartNanos + moveDeadline);
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
        relay(p, "");
        if (p.consecutiveTimeouts >= ctx.limits().maxConsecutiveTimeouts()) {
            session.forfeit(p, Verdict.TIMEOUT, "no answer within " + limit + " ms to " + p.consecutiveTimeouts
                    + " consecutive move requests (moves " + p.firstTimedOutMove + "–" + move + ")");
        }
    }

    /** The oldest pending request of a forfeited seat gets a random symbol of its alphabet, so the game plays on. */
    void answerWithStandIn(LmcPlayer p) {
        var request = p.settle(ctx.nanoTime());
        var alphabet = List.copyOf(request.alphabet());
        String move = alphabet.isEmpty() ? "" : alphabet.get(standIn.nextInt(alphabet.size()));
        relay(p, move);
    }

    /** The one form in which a move reaches the game: {@code @player N @output <legal move or nothing>}. */
    private void relay(LmcPlayer p, String move) {
        session.sendToGame(LmcLine.format(d.chanRoute(), p.seat.number() + " " + LmcLine.format(LmcDialect.OUTPUT, move)));
    }
}
