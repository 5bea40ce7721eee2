package dev.arbiter.judge.protocol.lmc;

import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.io.Printable;
import dev.arbiter.judge.protocol.MatchContext;

import java.util.ArrayList;
import java.util.List;

/**
 * The naming phase of an LMC session (lmc2.md §6.3): every program announces itself with {@code @info name}
 * within its name deadline, a name another program already uses is made unique or refused as the dialect
 * says, and the game's lines are held until every name is known. Then the judge tells the game who plays
 * and hands back what it held.
 */
final class LmcRollCall {

    private static final int MAX_HELD_GAME_LINES = 10_000;

    private final LmcSessionControl session;
    private final MatchContext ctx;
    private final LmcDialect d;
    private final Endpoint game;
    private final List<LmcPlayer> players;
    private final List<String> heldGameLines = new ArrayList<>();
    private String gameName;

    LmcRollCall(LmcSessionControl session, MatchContext ctx, LmcDialect dialect, List<LmcPlayer> players) {
        this.session = session;
        this.ctx = ctx;
        this.d = dialect;
        this.game = ctx.game();
        this.players = players;
    }

    boolean gameNamed() {
        return gameName != null;
    }

    void nameGame(String name) {
        gameName = name;
    }

    /** Nothing reaches a player before every name is known (LMC2-C02); keep the game's lines until then. */
    void hold(String line) {
        if (heldGameLines.size() >= MAX_HELD_GAME_LINES) {
            session.gameError("the game sent more than " + MAX_HELD_GAME_LINES + " lines before the players were named");
        } else {
            heldGameLines.add(line);
        }
    }

    /**
     * A player announced {@code name}. Returns whether the seat took a name (this one or a unique variant):
     * an empty name is ignored, and a repeated one under the "reject" dialect forfeits the seat.
     */
    boolean acceptName(LmcPlayer p, String name) {
        if (name.isEmpty()) {
            ctx.note(p.id(), "empty name ignored");
            return false;
        }
        String unique = name;
        for (int n = 2; nameTaken(unique, p); n++) {
            if (d.duplicateNames().equals("reject")) {
                session.forfeit(p, Verdict.NO_NAME, "announced the name " + Printable.quote(name) + ", which another program already uses");
                return false;
            }
            unique = name + " (" + n + ")";
        }
        p.seat.name(unique);
        return true;
    }

    private boolean nameTaken(String name, LmcPlayer self) {
        return players.stream().anyMatch(o -> o != self && name.equals(o.seat.name())) || name.equals(gameName);
    }

    /** Whether the game is named and every seat is named or forfeited. */
    boolean complete() {
        return gameName != null && players.stream().noneMatch(p -> !p.named() && !p.forfeited);
    }

    /** Tells the game every player's seat and name; a seat forfeited before it was named plays as a stand-in. */
    void introducePlayers() {
        for (LmcPlayer p : players) {
            if (p.seat.name() == null) {
                p.seat.name(p.id() + " (stand-in)");
            }
            session.sendToGame(LmcLine.format(LmcDialect.INFO, d.infoPlayer() + " " + p.seat.number() + " " + p.seat.name()));
        }
    }

    /** The game's lines held while the programs were named, oldest first; the roll call keeps none of them. */
    List<String> releaseHeldLines() {
        var held = new ArrayList<>(heldGameLines);
        heldGameLines.clear();
        return held;
    }

    /** Each program's name deadline runs from when that program was up, not from when the match began. */
    void checkNameDeadlines(long now) {
        long limit = ctx.limits().nameDeadline().toNanos();
        String text = ctx.limits().nameDeadline().toMillis() + " ms";
        if (gameName == null && now - ctx.startedNanos(game) >= limit && !ctx.hasUndeliveredLines(game)) {
            session.gameError("the game sent no @info " + d.infoName() + " within " + text);
            return;
        }
        for (LmcPlayer p : players) {
            if (!p.named() && !p.forfeited && now - ctx.startedNanos(p.endpoint) >= limit
                    && !ctx.hasUndeliveredLines(p.endpoint)) {
                session.forfeit(p, Verdict.NO_NAME, "sent no @info " + d.infoName() + " within " + text + " of starting");
            }
        }
    }
}
