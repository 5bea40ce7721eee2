package dev.arbiter.judge.protocol.taboo;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.io.Endpoint;
import dev.arbiter.judge.io.Printable;
import dev.arbiter.judge.io.StreamViolation;
import dev.arbiter.judge.protocol.MatchContext;
import dev.arbiter.judge.protocol.ProtocolSession;
import dev.arbiter.judge.protocol.Seat;
import dev.arbiter.sandbox.ExitInfo;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * One Taboo match (taboo.md §4.3): the judge is the harness and the describer. It gives the first
 * hint bare, judges each guess line, answers a wrong one with {@code no. <next hint>} and the right
 * one with {@code yes}, and closes the agent's input when the game is over, won or lost.
 *
 * <p>An agent that fails (crash, early exit, per-guess timeout, output flood) loses the game it is
 * in and every game still to come: each scores its hints + 10 (§7, §8). Lines read while no hint is
 * pending (after {@code yes}), or before the pending hint was sent (a start-up banner), are logged and
 * ignored: each line is judged by when it was read, not by when the judge got round to it. Pipes carry
 * no hint numbers, so a second line written for one hint but read after the next was sent is taken as
 * the guess for the next.
 */
final class TabooSession implements ProtocolSession {

    /** After stdout closes or the process exits, how long to wait for the other event (and its exit code). */
    private static final long DEPARTURE_GRACE_NANOS = 200_000_000L;
    /** Particles of multi-word names ("Rio de Janeiro") give nothing away; the data set's taboo lists omit them too. */
    private static final Pattern NAME_PARTICLES = Pattern.compile("de|la|el|al|le|of|the|and|es|au|da|do|dos|das|du|del");
    private static final Pattern NON_WORD = Pattern.compile("[^\\p{L}\\p{N}]+");

    private final MatchContext ctx;
    private final TabooConfig config;
    private final List<TabooCity> games;
    private final GuessJudge judge;
    private final long matchDeadline;
    private Seat seat;
    private Endpoint agent;
    private GuesserTally tally;
    private GameInPlay current;
    private boolean agentFailed;
    private boolean ended;
    private long outputClosedAt;
    private long exitedAt;
    private ExitInfo exit;

    TabooSession(MatchContext ctx, TabooConfig config, List<TabooCity> games) {
        this.ctx = ctx;
        this.config = config;
        this.games = List.copyOf(games);
        this.judge = new GuessJudge(config);
        this.matchDeadline = ctx.startNanos() + ctx.limits().matchDeadline().toNanos();
    }

    @Override
    public void start() {
        if (ctx.players().size() != 1) {
            end(MatchStatus.GAME_ERROR, "a Taboo match has exactly one guesser, got " + ctx.players().size());
            return;
        }
        seat = ctx.seats().getFirst();
        agent = ctx.players().getFirst();
        tally = new GuesserTally(seat);
        seat.name(nameOf(seat.path()));
        String problem = gameSetProblem();
        if (problem != null) {
            end(MatchStatus.GAME_ERROR, problem);
            return;
        }
        if (seat.verdict() != Verdict.OK) {
            loseTheRest(); // could not even be started
            return;
        }
        begin(0);
    }

    /** Taboo agents announce no name (§4.3): the program's file name stands for it. */
    private static String nameOf(String displayPath) {
        Path file = Path.of(displayPath.split(" ")[0]).getFileName();
        return file == null || file.toString().isEmpty() ? displayPath : file.toString();
    }

    /** TAB-C13: the describer never gives a hint that says the city's name or one of its taboo words. */
    private String gameSetProblem() {
        if (games.isEmpty()) {
            return "the game list is empty";
        }
        for (TabooCity city : games) {
            if (city.hints().isEmpty()) {
                return "game " + city.id() + " has no hints";
            }
            for (String hint : city.hints()) {
                String word = forbiddenWordIn(hint, city);
                if (word != null) {
                    return "game " + city.id() + ": hint " + Printable.quote(hint) + " contains the taboo word " + Printable.quote(word);
                }
            }
        }
        return null;
    }

    /** The first taboo word, or word of the city's name or aliases, that a hint contains as a whole word; else null. */
    static String forbiddenWordIn(String hint, TabooCity city) {
        var hintWords = List.of(NON_WORD.split(GuessJudge.normalise(hint)));
        var forbidden = new ArrayList<>(city.taboo());
        forbidden.add(city.name());
        forbidden.addAll(city.aliases());
        for (String phrase : forbidden) {
            for (String word : NON_WORD.split(GuessJudge.normalise(phrase))) {
                if (!word.isEmpty() && !NAME_PARTICLES.matcher(word).matches() && hintWords.contains(word)) {
                    return word;
                }
            }
        }
        return null;
    }

    private void begin(int index) {
        current = new GameInPlay(games.get(index), index + 1);
        if (config.process() == TabooConfig.ProcessMode.SESSION) {
            agent.send(config.sessionStart());
        }
        long allowance = index == 0 ? config.startupAllowance().toNanos() : 0;
        giveHint(current.nextHint(), allowance);
    }

    private void giveHint(String line, long extraAllowance) {
        long now = ctx.nanoTime();
        current.hintSentAt = now;
        current.guessDueBy = now + config.guessDeadline().toNanos() + extraAllowance;
        agent.send(line);
    }

    // --- guesses -------------------------------------------------------------------------------------

    @Override
    public void onMessage(Endpoint from, String line, long readNanos) {
        if (ended || agentFailed) {
            return;
        }
        if (current != null && current.awaitingGuess() && readNanos >= current.guessDueBy) {
            guessTimedOut(); // read after its deadline, whenever the judge got round to it
            return;
        }
        if (current == null || !current.awaitingGuess()) {
            // §8: lines before a hint or after "yes" count for nothing.
            ctx.note(agent.id(), "ignored, no hint pending: " + Printable.quote(line));
            seat.incident("line with no hint pending ignored: " + Printable.quote(line));
            return;
        }
        if (readNanos < current.hintSentAt) {
            // §8: read before the pending hint was sent (a start-up banner, a second line for the last hint), so it
            // cannot answer that hint, however late the judge got round to it.
            ctx.note(agent.id(), "ignored, read before " + current.where() + " was sent: " + Printable.quote(line));
            seat.incident("line written before its hint ignored: " + Printable.quote(line));
            return;
        }
        onGuess(line, null, readNanos);
    }

    /** A guess for the pending hint, read at {@code now}; {@code refused} names why a line could not even be read as one. */
    private void onGuess(String line, String refused, long now) {
        current.guessDueBy = 0;
        current.guesses++;
        tally.guess(now - current.hintSentAt);
        ctx.countMove(tally.guesses());
        var decision = refused != null ? new GuessJudge.Decision(false, refused) : judge.judge(line, current.city);
        ctx.note(agent.id(), current.where() + ", guess " + current.guesses + " " + Printable.quote(line) + ": "
                + (decision.correct() ? "right" : "wrong") + " (" + decision.reason() + ")");
        if (decision.correct()) {
            if (config.dialect() == TabooConfig.Dialect.VERBATIM) {
                agent.send(config.right());
            }
            tally.solved(current.guesses);
            next();
        } else if (current.hintsLeft()) {
            String hint = current.nextHint();
            giveHint(config.dialect() == TabooConfig.Dialect.VERBATIM ? config.wrongPrefix() + hint : hint, 0);
        } else {
            ctx.note(agent.id(), current.where() + ": the hints ran out; the game is lost");
            tally.unsolved(unsolvedScore(current.city));
            if (config.process() == TabooConfig.ProcessMode.SESSION) {
                agent.send(config.sessionEnd());
            }
            next();
        }
    }

    /** The next game of a session, or the end of the match (the core then closes stdin: TAB-C03, C04). */
    private void next() {
        if (current.number < games.size()) {
            begin(current.number);
        } else {
            current = null;
            end(MatchStatus.COMPLETED, "");
        }
    }

    private int unsolvedScore(TabooCity city) {
        return city.hints().size() + config.unsolvedPenalty();
    }

    // --- clocks and failures ----------------------------------------------------------------------------

    @Override
    public void onTick(long now) {
        if (ended || agentFailed) {
            return;
        }
        if (current != null && current.awaitingGuess() && now >= current.guessDueBy && !ctx.hasUndeliveredLines(agent)) {
            guessTimedOut();
        } else if (departed(now)) {
            fail(departureVerdict(), departureDetail());
        } else if (now >= matchDeadline) {
            fail(Verdict.TIMEOUT, "the match's time budget of " + ctx.limits().matchDeadline().toMillis() + " ms ran out");
        }
    }

    private void guessTimedOut() {
        long limit = (current.guessDueBy - current.hintSentAt) / 1_000_000;
        fail(Verdict.TIMEOUT, current.where() + ": no guess within " + limit + " ms");
    }

    @Override
    public void onViolation(Endpoint from, StreamViolation violation) {
        if (ended || agentFailed) {
            return;
        }
        if (violation.kind() == StreamViolation.Kind.LINE_TOO_LONG && current != null && current.awaitingGuess()) {
            seat.incident(current.where() + ": " + violation.detail());
            onGuess("", "the line was too long to be a guess", ctx.nanoTime()); // §7: unreadable guesses are wrong, not fatal
            return;
        }
        if (violation.kind() == StreamViolation.Kind.LINE_TOO_LONG) {
            ctx.note(agent.id(), "ignored, no hint pending: " + violation.detail());
            return;
        }
        Verdict verdict = violation.kind() == StreamViolation.Kind.OUTPUT_LIMIT ? Verdict.OUTPUT_LIMIT : Verdict.PROTOCOL;
        fail(verdict, where() + violation.detail());
    }

    @Override
    public void onEndOfOutput(Endpoint from) {
        outputClosedAt = ctx.nanoTime();
        checkDeparture();
    }

    @Override
    public void onExit(Endpoint from, ExitInfo info) {
        exit = info;
        exitedAt = ctx.nanoTime();
        checkDeparture();
    }

    /**
     * Both events in: decide now. The exit is reported by another thread than the output, so on the
     * exit alone the last guess may still be on its way; on the output alone the exit code is missing.
     */
    private void checkDeparture() {
        if (!ended && !agentFailed && outputClosedAt != 0 && exitedAt != 0) {
            fail(departureVerdict(), departureDetail());
        }
    }

    private boolean departed(long now) {
        long first = outputClosedAt == 0 ? exitedAt : exitedAt == 0 ? outputClosedAt : Math.min(outputClosedAt, exitedAt);
        return first != 0 && now - first >= DEPARTURE_GRACE_NANOS;
    }

    private Verdict departureVerdict() {
        return Seat.exitVerdict(exit);
    }

    private String departureDetail() {
        if (exit == null) {
            return where() + "closed its standard output before the game ended";
        }
        return where() + "ended with " + exit.describe() + " before the game ended";
    }

    private String where() {
        return current == null ? "" : current.where() + ": ";
    }

    /** The agent fails for good: killed, and the game in play and all later ones are lost (§7). */
    private void fail(Verdict verdict, String detail) {
        agentFailed = true;
        seat.fail(verdict, detail);
        agent.kill();
        ctx.note(agent.id(), verdict.wireName() + ": " + detail + "; this game and every later one score hints + "
                + config.unsolvedPenalty());
        loseTheRest();
    }

    private void loseTheRest() {
        int from = current == null ? 0 : current.number - 1;
        for (int i = from; i < games.size(); i++) {
            tally.unsolved(unsolvedScore(games.get(i)));
        }
        current = null;
        end(MatchStatus.COMPLETED, "");
    }

    private void end(MatchStatus status, String detail) {
        if (!ended) {
            ended = true;
            ctx.finish(status, detail);
        }
    }
}
