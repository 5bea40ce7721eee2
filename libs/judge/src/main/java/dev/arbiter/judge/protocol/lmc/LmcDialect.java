package dev.arbiter.judge.protocol.lmc;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The keywords lmc1.md §9 and lmc2.md §10 mark as reconstructed. None of them is hard-coded
 * elsewhere, so if the original LMC pages resurface the judge is corrected by configuration only.
 * Keys are those of lmc2.md §10's table ({@code lmc-dialect.properties} has every key and default);
 * lmc1.md §9's older {@code lmc.*} names are accepted as aliases. A key the table does not have, or a
 * value a keyword cannot be (empty, whitespace, non-ASCII), is refused with the key's name: a typo in a
 * competition's dialect must not silently fall back to a default.
 *
 * @param cmdExit         {@code lmc2.cmd.exit}: judge tells a program to terminate
 * @param cmdNew          {@code lmc2.cmd.new}: a new game begins; players reset
 * @param cmdAlphabet     {@code lmc2.cmd.alphabet}: the game's legal symbols
 * @param cmdMove         {@code lmc2.cmd.moveRequest}: a move is requested
 * @param cmdGameEnd      {@code lmc2.cmd.gameEnd}: the game ends the session (layer 0)
 * @param infoName        {@code lmc2.info.name}: a program announces its name
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

    /** Older names (lmc1.md §9) of keys that lmc2.md §10 renamed. */
    private static final Map<String, String> ALIASES = Map.of(
            "lmc.cmd.exit", "lmc2.cmd.exit",
            "lmc.cmd.new", "lmc2.cmd.new",
            "lmc.cmd.alphabet", "lmc2.cmd.alphabet",
            "lmc.cmd.moveRequest", "lmc2.cmd.moveRequest",
            "lmc.info.name", "lmc2.info.name");

    private static final Properties DEFAULTS = load();

    private static Properties load() {
        try (InputStream in = LmcDialect.class.getResourceAsStream("lmc-dialect.properties")) {
            var props = new Properties();
            props.load(in);
            return props;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static LmcDialect defaults() {
        return withOverrides(Map.of());
    }

    /** Every key the table has (its canonical names), for documentation and forms. */
    public static Set<String> keys() {
        return new TreeSet<>(DEFAULTS.stringPropertyNames());
    }

    /** The defaults overridden by {@code overrides} (a competition's dialect, a --dialect file). */
    public static LmcDialect withOverrides(Properties overrides) {
        var map = new HashMap<String, String>();
        overrides.stringPropertyNames().forEach(k -> map.put(k, overrides.getProperty(k)));
        return withOverrides(map);
    }

    /**
     * The defaults overridden by {@code overrides}.
     *
     * @throws IllegalArgumentException naming the key, for an unknown key, a bad value, or an alias and its
     *                                  canonical key given different values
     */
    public static LmcDialect withOverrides(Map<String, String> overrides) {
        var merged = new HashMap<String, String>();
        DEFAULTS.stringPropertyNames().forEach(k -> merged.put(k, DEFAULTS.getProperty(k)));
        var given = new HashMap<String, String>();
        for (var entry : new TreeMap<>(overrides).entrySet()) {
            String key = ALIASES.getOrDefault(entry.getKey(), entry.getKey());
            String value = entry.getValue() == null ? "" : entry.getValue().strip();
            if (!merged.containsKey(key)) {
                throw new IllegalArgumentException("unknown LMC dialect key '" + entry.getKey() + "' (known: "
                        + String.join(", ", keys()) + ")");
            }
            String earlier = given.put(key, value);
            if (earlier != null && !earlier.equals(value)) {
                throw new IllegalArgumentException("LMC dialect key '" + key + "' is given twice (once under an alias) "
                        + "with different values: '" + earlier + "' and '" + value + "'");
            }
            merged.put(key, value);
        }
        merged.forEach(LmcDialect::checkValue);
        return new LmcDialect(merged.get("lmc2.cmd.exit"), merged.get("lmc2.cmd.new"), merged.get("lmc2.cmd.alphabet"),
                merged.get("lmc2.cmd.moveRequest"), merged.get("lmc2.cmd.gameEnd"), merged.get("lmc2.info.name"),
                merged.get("lmc2.info.players"), merged.get("lmc2.info.player"), merged.get("lmc2.chan.hint"),
                merged.get("lmc2.chan.route"), Boolean.parseBoolean(merged.get("lmc.comments")), merged.get("lmc.duplicateNames"));
    }

    private static void checkValue(String key, String value) {
        switch (key) {
            case "lmc.comments" -> {
                if (!value.equals("true") && !value.equals("false")) {
                    throw new IllegalArgumentException("LMC dialect key '" + key + "' must be true or false, not '" + value + "'");
                }
            }
            case "lmc.duplicateNames" -> {
                if (!value.equals("suffix") && !value.equals("reject")) {
                    throw new IllegalArgumentException("LMC dialect key '" + key + "' must be suffix or reject, not '" + value + "'");
                }
            }
            default -> {
                if (!value.matches("[!-~&&[^@#]]{1,31}")) {
                    throw new IllegalArgumentException("LMC dialect key '" + key + "' must be one word of 1 to 31 printable "
                            + "ASCII characters (no '@' or '#'), not '" + value + "'");
                }
            }
        }
    }

    public boolean isComment(String line) {
        return comments && line.startsWith("#");
    }

    /** {@code @command <keyword>} */
    public String command(String keyword) {
        return "@" + COMMAND + " " + keyword;
    }
}
