package dev.arbiter.judge.protocol.lmc;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * The keywords lmc1.md §9 and lmc2.md §10 mark as reconstructed. None of them is hard-coded
 * elsewhere, so if the original LMC pages resurface the judge is corrected by configuration only.
 * Keys and defaults are those of the reference documents ({@code lmc-dialect.properties}).
 *
 * @param cmdExit         {@code lmc.cmd.exit}: judge tells a program to terminate
 * @param cmdNew          {@code lmc.cmd.new}: a new game begins; players reset
 * @param cmdAlphabet     {@code lmc.cmd.alphabet}: the game's legal symbols
 * @param cmdMove         {@code lmc.cmd.moveRequest}: a move is requested
 * @param cmdGameEnd      {@code lmc2.cmd.gameEnd}: the game ends the session (layer 0)
 * @param infoName        {@code lmc.info.name}: a program announces its name
 * @param infoPlayers     {@code lmc2.info.players}: judge tells the game how many players (layer 0)
 * @param infoPlayer      {@code lmc2.info.player}: judge tells the game a player's name (layer 0)
 * @param chanHint        {@code lmc2.chan.hint}: layer-2 hint channel
 * @param chanRoute       {@code lmc2.chan.route}: layer-0 routing envelope
 * @param comments        {@code lmc.comments}: whether {@code #} lines are comments
 * @param duplicateNames  {@code lmc.duplicateNames}: "suffix" makes a repeated name unique ("Rocky (2)"),
 *                        "reject" refuses the second program as lmc2.md §10 says
 */
public record LmcDialect(
        String cmdExit,
        String cmdNew,
        String cmdAlphabet,
        String cmdMove,
        String cmdGameEnd,
        String infoName,
        String infoPlayers,
        String infoPlayer,
        String chanHint,
        String chanRoute,
        boolean comments,
        String duplicateNames) {

    /** Channel names recovered from the original documents [DOC]; not part of the dialect. */
    public static final String INPUT = "input";
    public static final String OUTPUT = "output";
    public static final String SCORE = "score";
    public static final String COMMAND = "command";
    public static final String INFO = "info";

    public static LmcDialect defaults() {
        try (InputStream in = LmcDialect.class.getResourceAsStream("lmc-dialect.properties")) {
            var props = new Properties();
            props.load(in);
            return from(props);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads the dialect from properties, falling back to the defaults for missing keys. */
    public static LmcDialect from(Properties p) {
        return new LmcDialect(
                p.getProperty("lmc.cmd.exit", "exit"),
                p.getProperty("lmc.cmd.new", "new"),
                p.getProperty("lmc.cmd.alphabet", "alphabet"),
                p.getProperty("lmc.cmd.moveRequest", "move"),
                p.getProperty("lmc2.cmd.gameEnd", "end"),
                p.getProperty("lmc.info.name", "name"),
                p.getProperty("lmc2.info.players", "players"),
                p.getProperty("lmc2.info.player", "player"),
                p.getProperty("lmc2.chan.hint", "hint"),
                p.getProperty("lmc2.chan.route", "player"),
                Boolean.parseBoolean(p.getProperty("lmc.comments", "true")),
                p.getProperty("lmc.duplicateNames", "suffix"));
    }

    /** The defaults overridden by {@code overrides} (e.g. from a game's configuration). */
    public static LmcDialect withOverrides(Properties overrides) {
        var merged = new Properties();
        try (InputStream in = LmcDialect.class.getResourceAsStream("lmc-dialect.properties")) {
            merged.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        merged.putAll(overrides);
        return from(merged);
    }

    public boolean isComment(String line) {
        return comments && line.startsWith("#");
    }

    /** {@code @command <keyword>} */
    public String command(String keyword) {
        return "@" + COMMAND + " " + keyword;
    }
}
