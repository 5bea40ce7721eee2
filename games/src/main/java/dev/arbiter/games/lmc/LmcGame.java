package dev.arbiter.games.lmc;

import dev.arbiter.judge.program.LineProgram;
import dev.arbiter.judge.program.LineProgramContext;
import dev.arbiter.judge.protocol.lmc.LmcDialect;

import java.util.List;
import java.util.Random;

/**
 * The game side of LMC layer 0 (lmc2.md §6.3), so a game is only its rules: it learns who plays,
 * then talks to each player with {@link #newGame}, {@link #input}, {@link #requestMove},
 * {@link #score}, {@link #hint} and ends with {@link #endSession}. Keywords come from the dialect
 * table, like the judge's.
 */
public abstract class LmcGame implements LineProgram {

    protected final LmcDialect dialect;
    protected LineProgramContext context;
    protected Random random;
    private int players;
    private String[] names = new String[0];
    private int namesKnown;
    /** Move requests each player has not answered yet: an answer nobody asked for is never scored. */
    private int[] owed = new int[0];
    private boolean begun;

    protected LmcGame() {
        this(LmcDialect.defaults());
    }

    protected LmcGame(LmcDialect dialect) {
        this.dialect = dialect;
    }

    /** The name the game announces. */
    protected abstract String name();

    /** Every player is known: open the games. */
    protected abstract void begin();

    /** A player's answer to a move request ("" when the judge relays a missed or illegal move). */
    protected abstract void onOutput(int player, String data);

    @Override
    public final void start(LineProgramContext ctx) {
        this.context = ctx;
        this.random = new Random(ctx.seed());
        ctx.send("@info " + dialect.infoName() + " " + name());
    }

    @Override
    public final void onLine(String line) {
        if (dialect.isComment(line) || !line.startsWith("@")) {
            return;
        }
        String[] parts = line.split(" ", 4);
        String channel = parts[0].substring(1);
        if (channel.equals(LmcDialect.INFO) && parts.length >= 3 && parts[1].equals(dialect.infoPlayers())) {
            players = Integer.parseInt(parts[2].strip());
            names = new String[players + 1];
            owed = new int[players + 1];
        } else if (channel.equals(LmcDialect.INFO) && parts.length == 4 && parts[1].equals(dialect.infoPlayer())) {
            int p = Integer.parseInt(parts[2]);
            if (names[p] == null) {
                namesKnown++;
            }
            names[p] = parts[3];
            if (namesKnown == players && !begun) {
                begun = true;
                begin();
            }
        } else if (channel.equals(dialect.chanRoute()) && parts.length >= 3) {
            String answer = answerIn(line);
            int p = answer == null ? 0 : Integer.parseInt(parts[1]);
            if (p >= 1 && p <= players && owed[p] > 0) {
                owed[p]--;
                onOutput(p, answer);
            }
        } else if (channel.equals(LmcDialect.COMMAND) && parts.length >= 2 && parts[1].equals(dialect.cmdExit())) {
            context.exit(0);
        }
    }

    /**
     * The move in {@code @player <p> @output[ <move>]}, the one form the judge relays answers in; null for any
     * other line. Strict on purpose: a channel that merely starts with "output" is not an answer.
     */
    private String answerIn(String line) {
        String prefix = "@" + dialect.chanRoute() + " ";
        if (!line.startsWith(prefix)) {
            return null;
        }
        int space = line.indexOf(' ', prefix.length());
        if (space < 0 || !line.substring(prefix.length(), space).matches("[1-9]")) {
            return null;
        }
        String rest = line.substring(space + 1);
        String output = "@" + LmcDialect.OUTPUT;
        if (rest.equals(output)) {
            return "";
        }
        return rest.startsWith(output + " ") ? rest.substring(output.length() + 1) : null;
    }

    protected int players() {
        return players;
    }

    protected String playerName(int p) {
        return names[p];
    }

    protected void newGame(int p, List<String> alphabet) {
        toPlayer(p, "@" + LmcDialect.COMMAND + " " + dialect.cmdNew());
        toPlayer(p, "@" + LmcDialect.COMMAND + " " + dialect.cmdAlphabet() + " " + String.join(" ", alphabet));
    }

    protected void input(int p, String data) {
        toPlayer(p, "@" + LmcDialect.INPUT + " " + data);
    }

    protected void requestMove(int p) {
        owed[p]++;
        toPlayer(p, "@" + LmcDialect.COMMAND + " " + dialect.cmdMove());
    }

    protected void score(int p, double value) {
        toPlayer(p, "@" + LmcDialect.SCORE + " " + formatScore(value));
    }

    protected void hint(int p, String data) {
        toPlayer(p, "@" + dialect.chanHint() + " " + data);
    }

    protected void comment(String text) {
        context.send("# " + text);
    }

    protected void endSession() {
        context.send("@" + LmcDialect.COMMAND + " " + dialect.cmdGameEnd());
    }

    private void toPlayer(int p, String line) {
        context.send("@" + dialect.chanRoute() + " " + p + " " + line);
    }

    /** Shortest exact text: "1", "-1", "0.5", "0.333". */
    static String formatScore(double value) {
        if (value == Math.rint(value)) {
            return Long.toString((long) value);
        }
        String s = String.format(java.util.Locale.ROOT, "%.4f", value);
        s = s.replaceAll("0+$", "");
        return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
    }
}
