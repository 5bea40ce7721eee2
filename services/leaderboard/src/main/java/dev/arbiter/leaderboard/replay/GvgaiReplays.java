package dev.arbiter.leaderboard.replay;

import dev.arbiter.leaderboard.config.LeaderboardConfig;
import dev.arbiter.leaderboard.model.CompetitionView;
import dev.arbiter.leaderboard.model.Views.MatchDetail;
import dev.arbiter.leaderboard.model.Views.TranscriptLine;
import dev.arbiter.leaderboard.service.Competitions;
import dev.arbiter.leaderboard.service.GvgaiBoard;
import dev.arbiter.leaderboard.service.Matches;
import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.observation.Screenshot;
import dev.arbiter.vgdl.replay.PlayTape;
import dev.arbiter.vgdl.replay.ValidationPlayNote;
import jakarta.enterprise.context.ApplicationScoped;
import org.jboss.logging.Logger;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * GVGAI runs' validation plays on the match page (docs/protocols/gvgai.md, "Replays"): the referee notes each
 * play with the score it counted and a tape (level, seed, one action per tick); the engine is deterministic, so
 * playing the tape again here gives back every frame, rendered as the protocol's screenshots are. A long play
 * shows every k-th tick and always its last; the frames of recently watched plays stay in memory.
 */
@ApplicationScoped
public class GvgaiReplays {

    private static final Logger LOG = Logger.getLogger(GvgaiReplays.class);

    private final Competitions competitions;
    private final Matches matches;
    private final int maxFrames;
    private final ReplayRenderer renderer;

    public GvgaiReplays(Competitions competitions, Matches matches, LeaderboardConfig config) {
        this.competitions = competitions;
        this.matches = matches;
        this.maxFrames = Math.max(2, config.replayMaxFrames());
        this.renderer = new ReplayRenderer(config.replayCachedPlays(), config.replayRenderQueue(),
                new RenderBudget(config.replayRendersPerAddress(), config.replayRenderWindow(), java.time.Clock.systemUTC()));
    }

    @jakarta.annotation.PreDestroy
    void stop() {
        renderer.close();
    }

    /** The validation of a GVGAI run, or empty for other matches and runs that noted no validation play. */
    public Optional<GvgaiView> of(MatchDetail match) {
        List<ValidationPlayNote> notes = notes(match);
        if (notes.isEmpty()) {
            return Optional.empty();
        }
        var plays = notes.stream().map(n -> {
            List<Integer> ticks = replayable(n.tape()) ? frameTicks(n.tape().ticks()) : List.of();
            return new GvgaiView.Play(n.play(), n.level(), n.countedScore(), outcome(n), n.tape().ticks(), ticks.size(),
                    ticks.stream().map(String::valueOf).collect(Collectors.joining(" ")));
        }).toList();
        var byLevel = new TreeMap<Integer, List<ValidationPlayNote>>();
        notes.forEach(n -> byLevel.computeIfAbsent(n.level(), l -> new ArrayList<>()).add(n));
        var levels = byLevel.entrySet().stream().map(e -> new GvgaiView.Level(e.getKey(), e.getValue().size(),
                e.getValue().stream().filter(ValidationPlayNote::won).count(),
                e.getValue().stream().mapToDouble(ValidationPlayNote::countedScore).average().orElse(0),
                e.getValue().stream().filter(ValidationPlayNote::disqualified).count())).toList();
        return Optional.of(new GvgaiView(match.matchId(), levels, plays));
    }

    /**
     * Frame {@code index} of validation play {@code play} as a PNG, or empty when there is no such frame.
     *
     * @param address the client address asking, whose render budget a play not yet rendered spends
     * @throws ReplayRefused when the play would have to be rendered and {@code address} has rendered too
     *                                many lately, or too many renders are waiting
     */
    public Optional<byte[]> frame(MatchDetail match, int play, int index, String address) {
        Optional<PlayTape> tape = notes(match).stream().filter(n -> n.play() == play).findFirst()
                .map(ValidationPlayNote::tape).filter(GvgaiReplays::replayable);
        if (tape.isEmpty()) {
            return Optional.empty();
        }
        List<byte[]> rendered = renderer.frames(match.matchId() + "/" + play, address,
                () -> render(match.matchId(), play, tape.get()));
        return index >= 0 && index < rendered.size() ? Optional.of(rendered.get(index)) : Optional.empty();
    }

    private List<byte[]> render(String matchId, int play, PlayTape tape) {
        Set<Integer> shown = Set.copyOf(frameTicks(tape.ticks()));
        var images = new ArrayList<byte[]>();
        Game end = tape.replay(ShippedGames.rules(tape.game()), ShippedGames.level(tape.game(), tape.level()), game -> {
            if (shown.contains(game.tick())) {
                images.add(Screenshot.png(game));
            }
        });
        if (!tape.reproducedBy(end)) {
            // The engine changed since the run was played: the frames are what this engine makes of the actions.
            LOG.warnf("Replay of match %s play %d ended at tick %d, score %s, %s; the run ended at tick %d, score %s, %s",
                    matchId, play, end.tick(), end.score(), end.winner(), tape.ticks(), tape.score(), tape.winner());
        }
        return List.copyOf(images);
    }

    /** The ticks a replay of {@code ticks} ticks shows: every k-th from 0 so that at most the maximum are, and the last. */
    List<Integer> frameTicks(int ticks) {
        int step = Math.max(1, -Math.floorDiv(-(ticks + 1), maxFrames - 1));
        var shown = new ArrayList<Integer>();
        for (int t = 0; t < ticks; t += step) {
            shown.add(t);
        }
        shown.add(ticks);
        return shown;
    }

    /** Only the shipped games' levels are at hand here; a tape of any other game is listed without a replay. */
    private static boolean replayable(PlayTape tape) {
        return ShippedGames.names().contains(tape.game()) && tape.level() < ShippedGames.levelCount(tape.game());
    }

    private static String outcome(ValidationPlayNote note) {
        return note.won() ? "won" : note.disqualified() ? "disqualified" : "lost";
    }

    private List<ValidationPlayNote> notes(MatchDetail match) {
        if (match.transcript() == null || competitions.find(match.competition())
                .filter(CompetitionView::gvgai).isEmpty()) {
            return List.of();
        }
        return matches.notes(match).stream().map(TranscriptLine::text).map(ValidationPlayNote::parse)
                .flatMap(Optional::stream).toList();
    }
}
