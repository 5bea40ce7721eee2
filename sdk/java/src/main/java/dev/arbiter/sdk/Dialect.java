package dev.arbiter.sdk;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The protocol keywords the LMC and Taboo references reconstruct rather than recover ([PROPOSED] in the
 * protocol files), with the defaults the judge ships: the jar carries the judge's own dialect tables
 * ({@code lmc-dialect.properties}, {@code taboo-dialect.properties}), so the SDK and the judge never disagree
 * on a default. A competition may run another dialect: {@link #load()} applies the file named by the
 * {@value #PROPERTY} system property or the {@value #ENV} environment variable, and {@link #withOverrides}
 * takes a map. An unknown key is refused by name, as the judge refuses it: a typo must not fall back to a default.
 */
public final class Dialect {

    /** System property naming a properties file of overrides. */
    public static final String PROPERTY = "arbiter.dialect";
    /** Environment variable naming a properties file of overrides (the property wins when both are set). */
    public static final String ENV = "ARBITER_DIALECT";

    private static final Map<String, String> DEFAULTS = defaultsFromTables();

    private final Map<String, String> values;

    private Dialect(Map<String, String> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    private static Map<String, String> defaultsFromTables() {
        var all = new HashMap<String, String>();
        for (String table : new String[] {"lmc-dialect.properties", "taboo-dialect.properties"}) {
            try (InputStream in = Dialect.class.getResourceAsStream(table)) {
                if (in == null) {
                    throw new IllegalStateException("the SDK jar lacks its dialect table " + table);
                }
                var p = new Properties();
                p.load(in);
                p.stringPropertyNames().forEach(k -> all.put(k, p.getProperty(k)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return all;
    }

    /** The keywords the judge uses by default. */
    public static Dialect defaults() {
        return new Dialect(new HashMap<>(DEFAULTS));
    }

    /** The defaults, overridden by the file named by {@value #PROPERTY} or {@value #ENV} when one is set. */
    public static Dialect load() {
        String file = System.getProperty(PROPERTY);
        if (file == null || file.isBlank()) {
            file = System.getenv(ENV);
        }
        if (file == null || file.isBlank()) {
            return defaults();
        }
        var p = new Properties();
        try (Reader in = Files.newBufferedReader(Path.of(file), StandardCharsets.ISO_8859_1)) {
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the dialect file " + file, e);
        }
        var map = new HashMap<String, String>();
        p.stringPropertyNames().forEach(k -> map.put(k, p.getProperty(k)));
        return defaults().withOverrides(map);
    }

    /**
     * These keywords with some replaced.
     *
     * @throws IllegalArgumentException naming the key, for a key neither table has
     */
    public Dialect withOverrides(Map<String, String> overrides) {
        var merged = new HashMap<>(values);
        for (var e : new TreeMap<>(overrides).entrySet()) {
            String key = canonical(e.getKey());
            if (!merged.containsKey(key)) {
                throw new IllegalArgumentException("unknown dialect key '" + e.getKey() + "' (known: "
                        + String.join(", ", keys()) + ")");
            }
            // Taboo's reply words may end in a space ("no. "); LMC keywords are single words.
            merged.put(key, key.startsWith("taboo.") ? e.getValue() : e.getValue().strip());
        }
        return new Dialect(merged);
    }

    /**
     * The table's name for {@code key}: LMC1's older names ({@code lmc.cmd.new}, lmc1.md §9) stand for the LMC2
     * keys the table has ({@code lmc2.cmd.new}), as the judge accepts them.
     */
    private static String canonical(String key) {
        if (!DEFAULTS.containsKey(key) && key.startsWith("lmc.") && DEFAULTS.containsKey("lmc2." + key.substring(4))) {
            return "lmc2." + key.substring(4);
        }
        return key;
    }

    /** Every key of both tables. */
    public static Set<String> keys() {
        return new TreeSet<>(DEFAULTS.keySet());
    }

    /** The value of {@code key} (an LMC1 alias is accepted). */
    public String get(String key) {
        String value = values.get(canonical(key));
        if (value == null) {
            throw new IllegalArgumentException("unknown dialect key '" + key + "'");
        }
        return value;
    }

    /** {@code @command exit}: the program ends. */
    public String cmdExit() {
        return get("lmc2.cmd.exit");
    }

    /** {@code @command new}: a new game begins. */
    public String cmdNew() {
        return get("lmc2.cmd.new");
    }

    /** {@code @command alphabet …}: the legal symbols of the game. */
    public String cmdAlphabet() {
        return get("lmc2.cmd.alphabet");
    }

    /** {@code @command move}: produce one move now. */
    public String cmdMove() {
        return get("lmc2.cmd.moveRequest");
    }

    /** {@code @command end}: a game ends its session (layer 0). */
    public String cmdGameEnd() {
        return get("lmc2.cmd.gameEnd");
    }

    /** {@code @info name …}: a program names itself. */
    public String infoName() {
        return get("lmc2.info.name");
    }

    /** {@code @info players N}: the judge tells a game how many players it has. */
    public String infoPlayers() {
        return get("lmc2.info.players");
    }

    /** {@code @info player P NAME}: the judge tells a game a player's name. */
    public String infoPlayer() {
        return get("lmc2.info.player");
    }

    /** The layer-2 hint channel. */
    public String chanHint() {
        return get("lmc2.chan.hint");
    }

    /** The layer-0 routing envelope between judge and game. */
    public String chanRoute() {
        return get("lmc2.chan.route");
    }

    /** Whether a line starting with {@code #} is a comment. */
    public boolean comments() {
        return Boolean.parseBoolean(get("lmc.comments"));
    }

    /** What precedes the next Taboo hint after a wrong guess ("no. "). */
    public String tabooWrongPrefix() {
        return get("taboo.reply.wrongPrefix");
    }

    /** The describer's reply to the right guess ("yes"). */
    public String tabooRight() {
        return get("taboo.reply.right");
    }

    /** Opens a Taboo game when one process plays several ("START"). */
    public String tabooSessionStart() {
        return get("taboo.session.start");
    }

    /** Ends a lost Taboo game when one process plays several ("END"). */
    public String tabooSessionEnd() {
        return get("taboo.session.end");
    }
}
