package dev.arbiter.judge.protocol.taboo;

import dev.arbiter.judge.JudgeLimits;
import dev.arbiter.judge.MatchResult;
import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.SeatResult;
import dev.arbiter.judge.Verdict;
import dev.arbiter.judge.io.Framing;
import dev.arbiter.judge.protocol.BuiltinGameCatalogue;
import dev.arbiter.judge.protocol.MatchContext;
import dev.arbiter.judge.protocol.Protocol;
import dev.arbiter.judge.protocol.ProtocolSession;
import dev.arbiter.proto.v1.ProtocolId;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The ESSENCE Taboo city challenge (taboo.md): the judge itself is the harness and the describer, so
 * a match has no game program, only one guesser entry on stdin/stdout. By default one match is one
 * game in a fresh agent process (§3); a competition plays a fixed, seeded list of games, one match
 * each, in the same order for every entry. The {@code session} process mode plays several games in
 * one process instead (§9).
 */
public final class TabooProtocol implements Protocol {

    private final Map<String, String> settings;
    private final TabooGameSource games;

    /**
     * @param settings {@code taboo.*} keys overriding the dialect table for every match (an organiser's
     *                 configuration); a match's game options override them in turn
     */
    public TabooProtocol(Map<String, String> settings, TabooGameSource games) {
        this.settings = Map.copyOf(settings);
        this.games = games;
        TabooConfig.from(this.settings); // refuse bad settings now, not in the middle of a competition
    }

    public TabooProtocol(TabooGameSource games) {
        this(Map.of(), games);
    }

    @Override
    public ProtocolId id() {
        return ProtocolId.PROTOCOL_ID_TABOO;
    }

    @Override
    public boolean needsGameProgram() {
        return false;
    }

    /**
     * UTF-8 lines (§3); undecodable bytes become U+FFFD and the guess is judged as text (§8). A guess is
     * received with its newline (§6): a last line the agent never finished is not a guess.
     */
    @Override
    public Framing framing(JudgeLimits limits) {
        return Framing.utf8TerminatedLines(limits.maxLineBytes());
    }

    @Override
    public ProtocolSession open(MatchContext context) {
        TabooConfig config = config(context.gameOptions());
        return new TabooSession(context, config, games.games(context.seed(), context.gameOptions(), config.gamesPerMatch()));
    }

    /** The configuration of a match with these game options ({@code taboo.guessRule=early} and the like). */
    public TabooConfig config(Map<String, String> gameOptions) {
        var merged = new HashMap<>(settings);
        merged.putAll(gameOptions);
        return TabooConfig.from(merged);
    }

    /**
     * The result of a game of a per-game set that is not played, for the {@code reason} a {@link SetCutoff} gave
     * (the guesser timed out without ever answering, or the set's budget ran out): unsolved, hints + penalty (§7),
     * and the seat's detail says why. {@code last} is the set's last played game, whose seat this copies.
     */
    public MatchResult unsolvedWithoutPlaying(MatchResult last, TabooCity city, long seed, Map<String, String> gameOptions,
                                              String reason) {
        TabooConfig config = config(gameOptions);
        SeatResult was = last.seats().getFirst();
        int score = city.hints().size() + config.unsolvedPenalty();
        var stats = new java.util.LinkedHashMap<String, Double>();
        stats.put(GuesserTally.GAMES, 1.0);
        stats.put(GuesserTally.SOLVED, 0.0);
        stats.put(GuesserTally.SOLVED_SCORE, 0.0);
        stats.put(GuesserTally.GUESSES, 0.0);
        stats.put(GuesserTally.MEAN_RESPONSE_MS, 0.0);
        String detail = "not played: " + reason + ", so this game is scored unsolved (hints + " + config.unsolvedPenalty() + ")";
        var seat = new SeatResult(1, was.id(), was.name(), was.path(), score, 0, Verdict.TIMEOUT, detail, List.of(), "", stats);
        return new MatchResult(BuiltinGameCatalogue.TABOO.name(), id(), seed, MatchStatus.COMPLETED, detail, 0, 0, List.of(seat),
                new dev.arbiter.judge.transcript.TranscriptSummary(null, 0, 0, false, 0));
    }

    public TabooGameSource games() {
        return games;
    }
}
