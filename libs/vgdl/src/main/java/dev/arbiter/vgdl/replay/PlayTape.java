package dev.arbiter.vgdl.replay;

import dev.arbiter.vgdl.engine.Action;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.GameRules;
import dev.arbiter.vgdl.engine.Winner;
import dev.arbiter.vgdl.parse.LevelText;

import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Everything needed to play one level again exactly as it was played: the engine is deterministic (all chance
 * comes from one generator seeded when the {@link Game} is made), so the level, the seed, the engine's block
 * size and tick limit and the action applied at each tick give back every frame. The outcome is kept too, so
 * that whoever replays the tape can check it arrived where the original did.
 *
 * <p>One line of text ({@link #line()}, {@link #parse(String)}): {@code tape <game> level <n> seed <s> block <b>
 * max-ticks <m> score <x> winner <WINNER> ticks <t> actions <one letter per tick>}, the letters those of
 * {@link #LETTERS} (n nil, u up, l left, d down, r right, s use, x escape).
 */
public record PlayTape(String game, int level, long seed, int blockSize, int maxTicks, double score, Winner winner,
                       int ticks, String actions) {

    /** The letter of each action, in {@link Action} order. */
    static final String LETTERS = "nuldrsx";

    private static final Pattern LINE = Pattern.compile("tape (\\S+) level (\\d+) seed (-?\\d+) block (\\d+) "
            + "max-ticks (\\d+) score (\\S+) winner ([A-Z_]+) ticks (\\d+) actions ([" + LETTERS + "]*)");

    public PlayTape {
        if (!actions.chars().allMatch(c -> LETTERS.indexOf(c) >= 0)) {
            throw new IllegalArgumentException("actions must be letters of " + LETTERS + ": " + actions);
        }
    }

    public static char letter(Action action) {
        return LETTERS.charAt(action.ordinal());
    }

    public static Action action(char letter) {
        return Action.values()[LETTERS.indexOf(letter)];
    }

    public String line() {
        return String.format(Locale.ROOT, "tape %s level %d seed %d block %d max-ticks %d score %s winner %s ticks %d actions %s",
                game, level, seed, blockSize, maxTicks, Double.toString(score), winner.name(), ticks, actions);
    }

    /** The tape a line holds, or empty when the line is no tape. */
    public static Optional<PlayTape> parse(String line) {
        Matcher m = LINE.matcher(line);
        if (!m.matches()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new PlayTape(m.group(1), Integer.parseInt(m.group(2)), Long.parseLong(m.group(3)),
                    Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)), Double.parseDouble(m.group(6)),
                    Winner.valueOf(m.group(7)), Integer.parseInt(m.group(8)), m.group(9)));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /**
     * Plays the tape again on {@code levelText}, handing {@code frame} the game before the first tick and after
     * every tick; returns the game as the tape leaves it.
     */
    public Game replay(GameRules rules, LevelText levelText, Consumer<Game> frame) {
        Game game = new Game(rules, levelText, seed, blockSize, maxTicks);
        frame.accept(game);
        for (int i = 0; i < actions.length() && !game.isEnded(); i++) {
            game.step(action(actions.charAt(i)));
            frame.accept(game);
        }
        return game;
    }

    /** Whether a replayed game ended where the tape says the original did. */
    public boolean reproducedBy(Game game) {
        return game.tick() == ticks && game.score() == score && game.winner() == winner;
    }

    /** Records a tape while a level is played: the actions as the engine applied them, one per tick. */
    public static final class Recorder {

        private final String game;
        private final int level;
        private final long seed;
        private final int blockSize;
        private final int maxTicks;
        private final StringBuilder actions = new StringBuilder();

        public Recorder(String game, int level, long seed, int blockSize, int maxTicks) {
            this.game = game;
            this.level = level;
            this.seed = seed;
            this.blockSize = blockSize;
            this.maxTicks = maxTicks;
        }

        /** Steps {@code played} with {@code action} and notes the action. */
        public void step(Game played, Action action) {
            played.step(action);
            actions.append(letter(action));
        }

        public PlayTape finish(Game played) {
            return new PlayTape(game, level, seed, blockSize, maxTicks, played.score(), played.winner(), played.tick(),
                    actions.toString());
        }
    }
}
