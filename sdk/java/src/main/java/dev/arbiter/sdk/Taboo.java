package dev.arbiter.sdk;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The guesser side of Taboo (taboo.md §4.3, §9): reads hints, writes one flushed guess per hint (TAB-S01),
 * strips the wrong-guess prefix (TAB-S02) and stops on the right-guess reply or end of input with status 0
 * (TAB-S03). Handles both dialects ({@code verbatim}, {@code hints-only}) and both process modes
 * ({@code per-game}, {@code session} with its START and END lines) without being told which is in use; the
 * words themselves come from the {@link Dialect}. Lines are UTF-8 (taboo.md §3): a guess may be "São Paulo".
 */
public final class Taboo {

    private final Guesser guesser;
    private final LineChannel channel;
    private final Dialect dialect;
    private final List<String> hints = new ArrayList<>();
    private boolean inGame;

    private Taboo(Guesser guesser, LineChannel channel, Dialect dialect) {
        this.guesser = guesser;
        this.channel = channel;
        this.dialect = dialect;
    }

    /** Plays on this process's standard input and output with {@link Dialect#load()}, then exits the process. */
    public static void run(Guesser guesser) {
        System.exit(play(guesser, LineChannel.stdio(java.nio.charset.StandardCharsets.UTF_8), Dialect.load()));
    }

    /** Plays until the input ends; returns the exit status (0). */
    public static int play(Guesser guesser, LineChannel channel, Dialect dialect) {
        return new Taboo(guesser, channel, dialect).loop();
    }

    /** A coordinate guess: integer degrees, latitude first ("45,12"), as the rules require. */
    public static String coordinates(double lat, double lon) {
        return Math.round(lat) + "," + Math.round(lon);
    }

    private int loop() {
        for (String line; (line = channel.read()) != null; ) {
            if (line.equals(dialect.tabooSessionStart())) {
                end(Guesser.Outcome.ENDED); // only if a hints-only game is still open: it ended without a word
                begin();
            } else if (line.equals(dialect.tabooRight())) {
                end(Guesser.Outcome.SOLVED);
            } else if (line.equals(dialect.tabooSessionEnd())) {
                end(Guesser.Outcome.LOST);
            } else {
                hint(line);
            }
        }
        // Verbatim: the input closing on an open game means the hints ran out; hints-only says nothing either way.
        end("verbatim".equals(dialect.get("taboo.dialect")) ? Guesser.Outcome.LOST : Guesser.Outcome.ENDED);
        return 0;
    }

    private void hint(String line) {
        if (!inGame) {
            begin(); // per-game mode: the first hint opens the game
        }
        String prefix = dialect.tabooWrongPrefix();
        String hint = !prefix.isEmpty() && line.startsWith(prefix) ? line.substring(prefix.length()) : line;
        hints.add(hint);
        String guess;
        try {
            guess = guesser.guess(Collections.unmodifiableList(new ArrayList<>(hints)));
        } catch (RuntimeException e) {
            System.err.println("arbiter-sdk: guess() threw; answered with an empty (wrong) guess");
            e.printStackTrace();
            guess = "";
        }
        // Exactly one line per hint, whatever the guesser returned.
        channel.write(guess == null ? "" : guess.replaceAll("[\\r\\n]+", " ").strip());
    }

    private void begin() {
        hints.clear();
        inGame = true;
        safely(guesser::onNewGame);
    }

    private void end(Guesser.Outcome outcome) {
        if (inGame) {
            inGame = false;
            safely(() -> guesser.onGameEnd(outcome));
        }
    }

    private static void safely(Runnable call) {
        try {
            call.run();
        } catch (RuntimeException e) {
            e.printStackTrace();
        }
    }
}
