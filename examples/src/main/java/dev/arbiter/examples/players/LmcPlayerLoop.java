package dev.arbiter.examples.players;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The player side of the LMC1/LMC2 line protocol, shared by the Java example players: reads judge
 * lines, hands the ones that matter to a {@link Player}, and writes its moves.
 *
 * <p>Comments, blank lines, unknown channels and unknown commands never reach the player. The
 * alphabet is kept across {@code @command new} (it is told, not learned); the game's score total is
 * summed here and reported on stderr when the game ends.
 */
public final class LmcPlayerLoop {

    /** What a player decides; everything else is the loop's business. */
    public interface Player {

        /** The name announced with {@code @info name}, unique in a tournament. */
        String name();

        /** {@code @command new}: forget everything learned. */
        default void reset() {
        }

        /** {@code @input w1 w2 ...} or a bare line: an observed utterance. */
        default void observe(List<String> utterance) {
        }

        /** {@code @command move}: the words of the one output line (may be empty before any alphabet). */
        List<String> move(List<String> alphabet);

        /** {@code @hint w1 w2 ...} (layer 2): the right response to the player's last output. */
        default void hint(List<String> expected) {
        }
    }

    private final Player player;
    private List<String> alphabet = List.of();
    private double score;
    private int scores;

    private LmcPlayerLoop(Player player) {
        this.player = player;
    }

    /** Plays on stdin/stdout until {@code @command exit} or end of input, then exits with status 0. */
    public static void play(Player player) {
        // ISO-8859-1 maps every byte to a char and back, so a stray non-ASCII byte cannot break a line.
        var in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.ISO_8859_1));
        var out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.ISO_8859_1));
        try {
            run(player, in, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        System.exit(0);
    }

    /** Plays one whole conversation; returns on {@code @command exit} or end of input. */
    public static void run(Player player, Reader in, Writer out) throws IOException {
        new LmcPlayerLoop(player).loop(in instanceof BufferedReader b ? b : new BufferedReader(in), out);
    }

    private void loop(BufferedReader in, Writer out) throws IOException {
        send(out, "@info name " + player.name());
        String line;
        while ((line = in.readLine()) != null) { // readLine accepts \n and \r\n
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String channel = "input"; // a bare line is an observed input
            String data = line;
            if (line.startsWith("@")) {
                int space = line.indexOf(' ');
                channel = space < 0 ? line.substring(1) : line.substring(1, space);
                data = space < 0 ? "" : line.substring(space + 1);
            }
            List<String> words = words(data);
            if (words.isEmpty()) {
                continue;
            }
            switch (channel) {
                case "input" -> player.observe(words);
                case "hint" -> player.hint(words);
                case "score" -> addScore(words.getFirst());
                case "command" -> {
                    switch (words.getFirst()) {
                        case "new" -> {
                            endGame();
                            player.reset();
                        }
                        case "alphabet" -> alphabet = List.copyOf(words.subList(1, words.size()));
                        case "move" -> send(out, outputLine(player.move(alphabet)));
                        case "exit" -> {
                            endGame();
                            return;
                        }
                        default -> { // unknown command: ignored
                        }
                    }
                }
                default -> { // unknown channel: ignored
                }
            }
        }
        endGame();
    }

    private void addScore(String increment) {
        try {
            score += Double.parseDouble(increment);
            scores++;
        } catch (NumberFormatException e) {
            System.err.println(player.name() + ": ignoring score " + increment);
        }
    }

    private void endGame() {
        if (scores > 0) {
            System.err.printf(Locale.ROOT, "%s: game total %.3f over %d scores%n", player.name(), score, scores);
        }
        score = 0;
        scores = 0;
    }

    private static void send(Writer out, String line) throws IOException {
        out.write(line);
        out.write('\n');
        out.flush(); // the judge waits for this line
    }

    private static List<String> words(String data) {
        String trimmed = data.strip();
        return trimmed.isEmpty() ? List.of() : Arrays.asList(trimmed.split("\\s+"));
    }

    private static String outputLine(List<String> move) {
        return move.isEmpty() ? "@output" : "@output " + String.join(" ", move);
    }

    /** ARBITER_SEED when it is a decimal long, otherwise a time-based seed (reported on stderr). */
    public static long seed(String playerName) {
        String env = System.getenv("ARBITER_SEED");
        if (env != null && !env.isBlank()) {
            try {
                return Long.parseLong(env.strip());
            } catch (NumberFormatException e) {
                System.err.println(playerName + ": ignoring ARBITER_SEED=" + env + " (not a decimal long)");
            }
        }
        long seed = System.nanoTime() ^ System.currentTimeMillis() << 20;
        System.err.println(playerName + ": seed " + seed); // so a game can be replayed
        return seed;
    }

    /** The first legal symbol as a one-word move, or no word before any alphabet was given. */
    public static List<String> firstSymbol(List<String> alphabet) {
        return alphabet.isEmpty() ? List.of() : List.of(alphabet.getFirst());
    }
}
