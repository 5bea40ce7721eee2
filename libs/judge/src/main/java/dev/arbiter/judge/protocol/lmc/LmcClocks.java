package dev.arbiter.judge.protocol.lmc;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.protocol.MatchContext;

import java.time.Duration;
import java.util.List;

/**
 * The clocks an LMC session checks at each tick once play has begun: every seat's move deadline and the grace
 * after it closes its output, the game's silence and its own closed output, and the session cap. (The name
 * deadlines of the naming phase are the roll call's.)
 */
final class LmcClocks {

    private static final long END_OF_OUTPUT_GRACE_NANOS = 200_000_000L;

    private final LmcSessionControl session;
    private final MatchContext ctx;
    private final Endpoint game;
    private final List<LmcPlayer> players;
    private final LmcAnswerRelay answers;
    private final long sessionCap;
    private final String sessionCapText;
    /** When the game last wrote a line: its silence is its own, lines relayed to it do not count. */
    private long gameSpokeAt;
    private long gameEndOfOutputAt;

    /** @param cap how long the whole session may last, from the match's start */
    LmcClocks(LmcSessionControl session, MatchContext ctx, List<LmcPlayer> players, LmcAnswerRelay answers, Duration cap) {
        this.session = session;
        this.ctx = ctx;
        this.game = ctx.game();
        this.players = players;
        this.answers = answers;
        this.sessionCap = ctx.startNanos() + cap.toNanos();
        this.sessionCapText = cap.toSeconds() + " s";
    }

    /** The game's silence counts from {@code now}: it has just been told how many players it has. */
    void startGameSilence(long now) {
        gameSpokeAt = now;
    }

    /** The game wrote (or could at last go on) at {@code at}; a stamp older than the last one changes nothing. */
    void gameSpoke(long at) {
        gameSpokeAt = Math.max(gameSpokeAt, at);
    }

    void gameOutputEnded(long at) {
        gameEndOfOutputAt = at;
    }

    /**
     * Each seat's overdue moves time out, and a seat that closed its output while still running forfeits.
     * Returns whether any seat still owes a move, which keeps the game's silence from counting against it.
     */
    boolean checkPlayers(long now) {
        boolean anyPending = false;
        for (LmcPlayer p : players) {
            answers.timeOutOverdueMoves(p, now);
            if (!p.forfeited && p.endOfOutputAt != 0 && !p.exited && now - p.endOfOutputAt > END_OF_OUTPUT_GRACE_NANOS) {
                p.closedOutputAt = p.where();
                session.forfeit(p, Verdict.CRASH, p.closedOutputAt + "closed its standard output while still running");
            }
            anyPending |= !p.forfeited && !p.pending.isEmpty();
        }
        return anyPending;
    }

    /** The session cap, the game's closed output and the game's silence while no seat owes a move. */
    void checkSession(long now, boolean anyPending) {
        if (now >= sessionCap) {
            sessionCapReached();
        } else if (gameEndOfOutputAt != 0 && now - gameEndOfOutputAt > 5 * END_OF_OUTPUT_GRACE_NANOS) {
            session.gameError("the game closed its output but kept running");
        } else if (!anyPending && now - gameSpokeAt >= ctx.limits().gameSilenceLimit().toNanos()
                && !ctx.hasUndeliveredLines(game)) {
            session.gameError("the game was silent for " + ctx.limits().gameSilenceLimit().toMillis()
                    + " ms while the judge waited for its next line");
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
            session.endSession(MatchStatus.COMPLETED, "the session time limit of " + sessionCapText + " ran out");
        } else {
            session.gameError("the game did not finish within the session time limit of " + sessionCapText);
        }
    }
}
