package dev.arbiter.judge.protocol.lmc;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.io.Printable;
import dev.arbiter.judge.protocol.MatchContext;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The game-to-player direction of an LMC session: once play has begun, every game line is routed by its
 * layer-0 envelope, and every layer-1 line the game addresses to a player is checked against the rules the
 * judge owes its players (new and alphabet before play, LMC1-C04; inputs inside the alphabet, C05; scores
 * within [−1, 1], C03), accounted (score totals, move requests and their clocks) and passed on. A game that
 * breaks a rule voids the match: players are never shown a bad line.
 */
final class LmcGameRelay {

    private final LmcSessionControl session;
    private final MatchContext ctx;
    private final LmcVariant variant;
    private final LmcDialect d;
    private final List<LmcPlayer> players;
    private final LmcAnswerRelay answers;

    LmcGameRelay(LmcSessionControl session, MatchContext ctx, LmcVariant variant, LmcDialect dialect,
                 List<LmcPlayer> players, LmcAnswerRelay answers) {
        this.session = session;
        this.ctx = ctx;
        this.variant = variant;
        this.d = dialect;
        this.players = players;
        this.answers = answers;
    }

    /**
     * A game line once every program is named: {@code @command gameEnd} ends the session, an {@code @info} is
     * noted and dropped, a line addressed {@code @player <1|2> …} goes to that player unwrapped, and in a
     * one-player session an unaddressed line is that player's.
     */
    void route(String line, LmcLine parsed) {
        if (parsed.is(LmcDialect.COMMAND) && parsed.keyword().equals(d.cmdGameEnd())) {
            session.endSession(MatchStatus.COMPLETED, "");
        } else if (parsed.is(LmcDialect.INFO)) {
            ctx.note("game", "game info ignored: " + Printable.quote(line));
        } else if (parsed.is(d.chanRoute())) {
            String target = parsed.keyword();
            int seat = target.equals("1") ? 1 : target.equals("2") ? 2 : 0;
            if (seat == 0 || seat > players.size()) {
                session.gameError("the game addressed a player that does not exist: " + Printable.quote(line));
            } else {
                deliver(players.get(seat - 1), parsed.arguments());
            }
        } else if (players.size() == 1) {
            deliver(players.getFirst(), line);
        } else {
            session.gameError("in a two-player session every game line must be addressed with @" + d.chanRoute()
                    + " <1|2>; got " + Printable.quote(line));
        }
    }

    /** A layer-1 line from the game for one player: check it, account for it, pass it on. */
    private void deliver(LmcPlayer p, String line) {
        if (d.isComment(line)) {
            return;
        }
        LmcLine parsed = LmcLine.parse(line);
        String channel = parsed.channel() == null ? LmcDialect.INPUT : parsed.channel();
        String data = parsed.data();
        switch (channel) {
            case LmcDialect.INPUT -> {
                if (!requireGameStarted(p, "input")) {
                    return;
                }
                if (variant == LmcVariant.LMC1 && !p.alphabetSet.contains(data)) {
                    session.gameError("the game sent " + p.id() + " input outside the alphabet: " + Printable.quote(data));
                    return;
                }
                session.sendToPlayer(p, LmcLine.format(LmcDialect.INPUT, data));
            }
            case LmcDialect.SCORE -> relayScore(p, data);
            case LmcDialect.COMMAND -> relayCommand(p, parsed);
            default -> session.sendToPlayer(p, LmcLine.format(channel, data)); // hints, unknown channels: the player decides
        }
    }

    private void relayScore(LmcPlayer p, String data) {
        if (!requireGameStarted(p, "a score")) {
            return;
        }
        // lmc1.md §4: [sign] digits [. digits]. Java would also read "1e-1", "0x1p-1", "1d" or "NaN": a game that
        // writes those breaks the protocol its players parse, so the match is void, naming the line.
        if (!MoveCheck.isScore(data)) {
            session.gameError("the game sent " + p.id() + " a score that is not a decimal number: "
                    + Printable.quote(LmcLine.format(LmcDialect.SCORE, data)));
            return;
        }
        double value = Double.parseDouble(data);
        String text = data;
        if (value < -1.0 || value > 1.0) {
            double clamped = Math.max(-1.0, Math.min(1.0, value));
            ctx.note(p.id(), "score " + text + " clamped to " + clamped);
            value = clamped;
            text = clamped == 1.0 ? "1" : "-1";
        }
        if (p.forfeited) {
            p.seat.addScore(-1.0); // a forfeited seat's remaining scores all count −1 (lmc1.md §9)
        } else {
            p.seat.addScore(value);
            session.sendToPlayer(p, LmcLine.format(LmcDialect.SCORE, text));
        }
    }

    private void relayCommand(LmcPlayer p, LmcLine parsed) {
        String keyword = parsed.keyword();
        if (keyword.equals(d.cmdNew())) {
            p.newGame();
        } else if (keyword.equals(d.cmdAlphabet())) {
            if (!p.sawNew) {
                session.gameError("the game sent " + p.id() + " an alphabet before @command " + d.cmdNew());
                return;
            }
            String problem = alphabetProblem(parsed.arguments());
            if (problem != null) {
                session.gameError("the game sent " + p.id() + " a bad alphabet: " + problem);
                return;
            }
            p.alphabet(List.of(parsed.arguments().split(" ")));
        } else if (keyword.equals(d.cmdMove())) {
            if (!requireGameStarted(p, "a move request")) {
                return;
            }
            long move = p.request(ctx.nanoTime());
            ctx.countMove(move);
            if (p.forfeited) {
                answers.answerWithStandIn(p);
                return;
            }
        } else if (keyword.equals(d.cmdExit()) || keyword.equals(d.cmdGameEnd())) {
            session.gameError("the game sent @command " + keyword + " to " + p.id()
                    + "; a game ends the session with an unaddressed @command " + d.cmdGameEnd());
            return;
        }
        session.sendToPlayer(p, LmcLine.format(LmcDialect.COMMAND, parsed.data()));
    }

    private boolean requireGameStarted(LmcPlayer p, String what) {
        if (p.ready()) {
            return true;
        }
        session.gameError("the game sent " + p.id() + " " + what + " before @command " + d.cmdNew() + " and @command " + d.cmdAlphabet());
        return false;
    }

    /** lmc1.md §4: 2–80 symbols, none longer than 31 characters, separated by single spaces. */
    private static String alphabetProblem(String symbols) {
        String[] parts = symbols.split(" ", -1);
        if (parts.length < 2 || parts.length > 80) {
            return parts.length + " symbols (2 to 80 allowed)";
        }
        Set<String> seen = new HashSet<>();
        for (String s : parts) {
            if (!MoveCheck.isSymbol(s)) {
                return "symbol " + Printable.quote(s) + " is not 1 to 31 printable ASCII characters without whitespace";
            }
            if (!seen.add(s)) {
                return "symbol " + Printable.quote(s) + " appears twice";
            }
        }
        return null;
    }
}
