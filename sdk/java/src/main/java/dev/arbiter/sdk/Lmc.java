package dev.arbiter.sdk;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The player side of LMC1 and LMC2 (layers 1 and 2): reads the judge's lines and calls a player's {@link LmcCallbacks}.
 * What a player must do (lmc1.md §10 S01–S06, lmc2.md §11 S01–S03) is done here, so no player can get it wrong:
 * the name goes out before anything is read; a bare line is an input; {@code @command new} starts a game
 * afresh (with the alphabet that follows, or the last one if none does); scores are summed per game; every
 * move request gets exactly one {@code @output} line; {@code #} comments, blank lines, unknown channels and
 * unknown commands are skipped; {@code @command exit} and end of input end the program with status 0.
 */
final class Lmc {

    private final LmcCallbacks player;
    private final GameTally tally;
    private final LineChannel channel;
    private final Dialect dialect;
    private List<String> alphabet;
    /** {@code @command new} seen, the game not begun yet: the alphabet normally follows. */
    private boolean newPending;
    private boolean inGame;

    private Lmc(LmcCallbacks player, GameTally tally, LineChannel channel, Dialect dialect) {
        this.player = player;
        this.tally = tally;
        this.channel = channel;
        this.dialect = dialect;
    }

    /**
     * Plays one session on {@code channel}, keeping the current game in {@code tally} for the player to read; returns
     * the exit status (0). Only {@link Player#run()} starts a session: a player started any other way would not see
     * its own alphabet and scores.
     */
    static int play(LmcCallbacks player, GameTally tally, LineChannel channel, Dialect dialect) {
        return new Lmc(player, tally, channel, dialect).loop();
    }

    private int loop() {
        channel.write("@info " + dialect.infoName() + " " + player.name());
        for (String line; (line = channel.read()) != null; ) {
            if (!onLine(line)) {
                break;
            }
        }
        endGame();
        safely("onExit", player::onExit);
        return 0;
    }

    /** False once the session is over. */
    private boolean onLine(String line) {
        if (line.isBlank() || dialect.comments() && line.startsWith("#")) {
            return true;
        }
        if (!line.startsWith("@")) {
            input(line); // the input channel is the default one
            return true;
        }
        int space = line.indexOf(' ');
        String channelName = space < 0 ? line.substring(1) : line.substring(1, space);
        String data = space < 0 ? "" : line.substring(space + 1);
        if (channelName.equals("input")) {
            input(data);
        } else if (channelName.equals("score")) {
            score(data);
        } else if (channelName.equals(dialect.chanHint())) {
            beginPendingGame();
            List<String> words = LineChannel.words(data);
            safely("onHint", () -> player.onHint(words));
        } else if (channelName.equals("command")) {
            return command(LineChannel.words(data));
        }
        return true; // unknown channels are not the player's business
    }

    private boolean command(List<String> words) {
        if (words.isEmpty()) {
            return true;
        }
        String keyword = words.get(0);
        if (keyword.equals(dialect.cmdExit())) {
            return false;
        } else if (keyword.equals(dialect.cmdNew())) {
            endGame();
            newPending = true;
        } else if (keyword.equals(dialect.cmdAlphabet())) {
            endGame();
            alphabet = List.copyOf(words.subList(1, words.size()));
            newPending = true;
            beginPendingGame();
        } else if (keyword.equals(dialect.cmdMove())) {
            beginPendingGame();
            answer();
        }
        return true;
    }

    private void input(String data) {
        beginPendingGame();
        List<String> words = LineChannel.words(data);
        safely("onInput", () -> player.onInput(words));
    }

    private void score(String data) {
        double value;
        try {
            value = Double.parseDouble(data.strip());
        } catch (NumberFormatException e) {
            System.err.println("arbiter-sdk: ignored a score that is not a number: " + data);
            return;
        }
        beginPendingGame();
        tally.add(value);
        safely("onScore", () -> player.onScore(value));
    }

    /** A new game was announced: it begins before anything else of it reaches the player. */
    private void beginPendingGame() {
        if (!newPending || alphabet == null) {
            return;
        }
        newPending = false;
        inGame = true;
        tally.begin(alphabet);
        safely("onNewGame", () -> player.onNewGame(alphabet));
    }

    private void answer() {
        var words = new ArrayList<String>();
        if (alphabet != null) { // a conforming judge never asks before the alphabet: answer "no move"
            try {
                List<String> move = player.move();
                if (move != null) {
                    for (String w : move) {
                        if (w != null) {
                            words.addAll(LineChannel.words(w.replaceAll("\\s", " ")));
                        }
                    }
                }
            } catch (RuntimeException e) {
                System.err.println("arbiter-sdk: move() threw; answered with no move");
                e.printStackTrace();
            }
        }
        channel.write(words.isEmpty() ? "@output" : "@output " + String.join(" ", words));
    }

    private void endGame() {
        if (inGame) {
            inGame = false;
            System.err.printf(Locale.ROOT, "arbiter-sdk: game total %.3f over %d scores%n",
                    tally.total(), tally.scores());
        }
    }

    /** A callback that throws costs the player that event, not the match. */
    private static void safely(String callback, Runnable call) {
        try {
            call.run();
        } catch (RuntimeException e) {
            System.err.println("arbiter-sdk: " + callback + " threw; the event is skipped");
            e.printStackTrace();
        }
    }
}
