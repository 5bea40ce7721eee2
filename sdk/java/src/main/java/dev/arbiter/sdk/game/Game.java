package dev.arbiter.sdk.game;

import dev.arbiter.sdk.Dialect;
import dev.arbiter.sdk.LineChannel;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * An LMC game (the trainer of lmc2.md, layers 0–2) written as rules, not lines: the judge tells it who plays,
 * it talks to each player with {@link #newGame}, {@link #input}, {@link #requestMove}, {@link #score},
 * {@link #hint}, hears their answers in {@link #onOutput}, and closes with {@link #end}. Call {@link #run}
 * from {@code main}.
 *
 * <p>The SDK keeps a game inside the game checklist (lmc2.md §11): the name goes out first and a player's
 * {@code new} and alphabet before anything else of its game (G01: anything earlier throws); a score may only
 * answer an unscored output, and {@link #end} throws while an output is unscored (G02); a hint may only
 * follow the score of the answer it is about (G03); the session ends with {@code @command end} (G04). A
 * broken rule throws {@link IllegalStateException}, which ends the program with status 1: the judge voids
 * the match instead of rating a game that broke the protocol. Alphabets, inputs and scores are checked as
 * the judge checks them, so the mistake shows where it was made.
 *
 * <p>Calls come one at a time, on the thread that called {@link #run}.
 */
public abstract class Game {

    private LineChannel channel;
    private Dialect dialect;
    private long seed;
    private Random random;
    private Map<String, String> options = Map.of();
    private int players;
    private String[] names = new String[0];
    private PlayerState[] state = new PlayerState[0];
    private boolean begun;
    private boolean ended;

    /** The name announced with {@code @info name}. */
    protected abstract String name();

    /** Every player is known (names from 1): open the games. */
    protected abstract void begin(List<String> playerNames);

    /**
     * Player {@code player}'s answer to a move request: its words, empty for no move (missed, or illegal: the
     * judge relays only answers inside the alphabet). Score it with {@link #score}.
     */
    protected abstract void onOutput(int player, List<String> words);

    /** The judge ends the session; the program exits after this returns. */
    protected void onExit() {
    }

    // --- what a game may do ---

    /** Starts a game for {@code player}: {@code new}, then the 2–80 legal symbols (1–31 printable ASCII each). */
    protected final void newGame(int player, List<String> alphabet) {
        PlayerState p = player(player);
        if (alphabet.size() < 2 || alphabet.size() > 80) {
            throw new IllegalArgumentException("an alphabet has 2 to 80 symbols, not " + alphabet.size());
        }
        for (String s : alphabet) {
            if (s == null || !s.matches("[!-~]{1,31}")) {
                throw new IllegalArgumentException("alphabet symbol '" + s + "' is not 1-31 printable ASCII characters");
            }
        }
        p.alphabet = List.copyOf(alphabet);
        p.unscored = 0;
        p.owed = 0;
        p.lastWasScore = false;
        toPlayer(player, "@command " + dialect.cmdNew());
        toPlayer(player, "@command " + dialect.cmdAlphabet() + " " + String.join(" ", alphabet));
    }

    /** An utterance {@code player} observes: symbols of its alphabet. */
    protected final void input(int player, List<String> words) {
        PlayerState p = playing(player, "input");
        if (words.isEmpty()) {
            throw new IllegalArgumentException("an input has at least one symbol");
        }
        for (String w : words) {
            if (!p.alphabet.contains(w)) {
                throw new IllegalArgumentException("input symbol '" + w + "' is outside player " + player + "'s alphabet");
            }
        }
        p.lastWasScore = false;
        toPlayer(player, "@input " + String.join(" ", words));
    }

    /** Asks {@code player} for one move; its answer arrives in {@link #onOutput}. */
    protected final void requestMove(int player) {
        PlayerState p = playing(player, "move request");
        p.owed++;
        p.lastWasScore = false;
        toPlayer(player, "@command " + dialect.cmdMove());
    }

    /** Scores {@code player}'s oldest unscored answer: a value in [−1, 1] (clamped), sent as a plain decimal. */
    protected final void score(int player, double value) {
        PlayerState p = playing(player, "score");
        if (Double.isNaN(value)) {
            throw new IllegalArgumentException("a score is a number, not NaN");
        }
        if (p.unscored == 0) {
            throw new IllegalStateException("player " + player + " has no unscored answer: one score per output (G02)");
        }
        p.unscored--;
        p.lastWasScore = true;
        toPlayer(player, "@score " + Scores.format(value));
    }

    /** The right answer to {@code player}'s last move (layer 2): only right after its score (G03). */
    protected final void hint(int player, List<String> words) {
        PlayerState p = playing(player, "hint");
        if (!p.lastWasScore) {
            throw new IllegalStateException("a hint follows the score of the answer it is about (G03)");
        }
        if (words.isEmpty() || words.stream().anyMatch(w -> !w.matches("[!-~]{1,31}"))) {
            throw new IllegalArgumentException("a hint is one or more symbols of printable ASCII: " + words);
        }
        p.lastWasScore = false;
        toPlayer(player, "@" + dialect.chanHint() + " " + String.join(" ", words));
    }

    /** A comment the judge keeps in the transcript (never relayed to players). */
    protected final void comment(String text) {
        channel.write("# " + text.replaceAll("[\\r\\n]+", " "));
    }

    /** Ends the session (G04); every answer must have had its score. */
    protected final void end() {
        for (int i = 1; i <= players; i++) {
            if (state[i].unscored > 0) {
                throw new IllegalStateException("player " + i + " has " + state[i].unscored + " unscored answer(s) (G02)");
            }
        }
        if (!ended) {
            ended = true;
            channel.write("@command " + dialect.cmdGameEnd());
        }
    }

    // --- what a game knows ---

    /** How many players the session has (1 or 2). */
    protected final int players() {
        return players;
    }

    /** The name player {@code player} announced. */
    protected final String playerName(int player) {
        player(player);
        return names[player];
    }

    /** The match seed ({@code ARBITER_SEED}): derive every random choice from it and a match replays. */
    protected final long seed() {
        return seed;
    }

    /** A generator seeded with {@link #seed()}. */
    protected final Random random() {
        return random;
    }

    /** Options given as {@code key=value} arguments (keys starting with {@code lmc} are dialect keys instead). */
    protected final Map<String, String> options() {
        return options;
    }

    /** An integer option, or {@code fallback} when it is not given. */
    protected final int intOption(String key, int fallback) {
        String v = options.get(key);
        return v == null ? fallback : Integer.parseInt(v.strip());
    }

    /** The alphabet of {@code player}'s current game; null before {@link #newGame}. */
    protected final List<String> alphabet(int player) {
        return player(player).alphabet;
    }

    /** Whether {@link #end} was called. */
    protected final boolean ended() {
        return ended;
    }

    // --- running ---

    /**
     * Plays on this process's standard input and output, then exits the process: {@code args} are
     * {@code key=value} options and dialect overrides, the seed is {@code ARBITER_SEED} (1 when unset).
     */
    public final void run(String... args) {
        var opts = new HashMap<String, String>();
        var dialectKeys = new HashMap<String, String>();
        for (String arg : args) {
            String[] kv = arg.split("=", 2);
            (kv[0].startsWith("lmc") ? dialectKeys : opts).put(kv[0], kv.length > 1 ? kv[1] : "");
        }
        String seedText = System.getenv("ARBITER_SEED");
        long s = seedText == null || seedText.isBlank() ? 1 : Long.parseLong(seedText.strip());
        int status;
        try {
            status = play(LineChannel.stdio(), Dialect.load().withOverrides(dialectKeys), s, opts);
        } catch (RuntimeException e) {
            e.printStackTrace();
            status = 1;
        }
        System.exit(status);
    }

    /** Plays one session on {@code lines}; returns the exit status (0). A broken rule throws. */
    public final int play(LineChannel lines, Dialect keywords, long matchSeed, Map<String, String> gameOptions) {
        this.channel = lines;
        this.dialect = keywords;
        this.seed = matchSeed;
        this.random = new Random(matchSeed);
        this.options = Collections.unmodifiableMap(new HashMap<>(gameOptions));
        channel.write("@info " + dialect.infoName() + " " + name());
        for (String line; (line = channel.read()) != null; ) {
            if (!onLine(line)) {
                break;
            }
        }
        onExit();
        return 0;
    }

    private boolean onLine(String line) {
        if (!line.startsWith("@")) {
            return true; // comments and anything else the judge never sends a game
        }
        List<String> w = LineChannel.words(line.substring(1));
        if (w.size() >= 3 && w.get(0).equals("info") && w.get(1).equals(dialect.infoPlayers())) {
            players = Integer.parseInt(w.get(2));
            names = new String[players + 1];
            state = new PlayerState[players + 1];
            for (int i = 1; i <= players; i++) {
                state[i] = new PlayerState();
            }
        } else if (w.size() >= 4 && w.get(0).equals("info") && w.get(1).equals(dialect.infoPlayer())) {
            int p = Integer.parseInt(w.get(2));
            names[p] = String.join(" ", w.subList(3, w.size()));
            if (!begun && Arrays.stream(names, 1, names.length).allMatch(n -> n != null)) {
                begun = true;
                begin(Collections.unmodifiableList(new ArrayList<>(Arrays.asList(names).subList(1, names.length))));
            }
        } else if (w.size() >= 3 && w.get(0).equals(dialect.chanRoute()) && w.get(2).equals("@output")) {
            answer(w);
        } else if (w.size() >= 2 && w.get(0).equals("command") && w.get(1).equals(dialect.cmdExit())) {
            return false;
        }
        return true;
    }

    /** {@code @player P @output[ words]}: the judge's one form of a relayed answer. */
    private void answer(List<String> w) {
        int p;
        try {
            p = Integer.parseInt(w.get(1));
        } catch (NumberFormatException e) {
            return;
        }
        if (p < 1 || p > players || state[p].owed == 0 || ended) {
            return; // an answer nobody asked for is never scored
        }
        state[p].owed--;
        state[p].unscored++;
        onOutput(p, List.copyOf(w.subList(3, w.size())));
    }

    private PlayerState player(int player) {
        if (player < 1 || player > players) {
            throw new IllegalArgumentException("no player " + player + " (players: " + players + ")");
        }
        return state[player];
    }

    private PlayerState playing(int player, String what) {
        PlayerState p = player(player);
        if (p.alphabet == null) {
            throw new IllegalStateException(what + " for player " + player + " before its new game and alphabet (G01)");
        }
        if (ended) {
            throw new IllegalStateException(what + " after the session ended");
        }
        return p;
    }

    private void toPlayer(int player, String line) {
        channel.write("@" + dialect.chanRoute() + " " + player + " " + line);
    }

    /** What the SDK tracks per player to keep the checklist. */
    private static final class PlayerState {
        List<String> alphabet;
        /** Move requests not yet answered. */
        int owed;
        /** Answers received and not yet scored. */
        int unscored;
        /** The last line to this player was a score: a hint may follow. */
        boolean lastWasScore;
    }
}
