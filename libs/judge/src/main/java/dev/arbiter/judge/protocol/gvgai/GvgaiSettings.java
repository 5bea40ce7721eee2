package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.load.GameFiles;

import static dev.arbiter.judge.protocol.SettingValues.nonNegative;
import static dev.arbiter.judge.protocol.SettingValues.positive;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One GVGAI learning-track run's settings, from the competition's {@code gvgai.*} keys overridden by the
 * match's game options ({@code game} names the game). Every budget is measured by the referee on the clock
 * {@code clock} names: the CPU time of the entry's whole sandbox, its own wall clock, or both, from the moment a
 * message has been written to the client's pipe until its answer has been read. Wall time gets
 * {@code graceMillis} on top, for the relay's copy and the pipes that lie inside that interval.
 *
 * @param game                  the shipped game ({@code gvgai.game} or option {@code game}), e.g. aliens
 * @param port                  the port the client connects to inside its sandbox ({@code gvgai.port}, 8080)
 * @param trainingLevels        levels of training phase 1, in order ({@code gvgai.training-levels}, 0,1,2)
 * @param validationLevels      levels played per validation repetition ({@code gvgai.validation-levels}, 3,4)
 * @param validationRepetitions how often the validation levels are played ({@code gvgai.validation-repetitions}, 10)
 * @param connectMillis         from the start until the client connects ({@code gvgai.connect-ms}, 60 s)
 * @param startMillis           to answer START ({@code gvgai.start-ms}, 1 s)
 * @param initMillis            to answer INIT ({@code gvgai.init-ms}, 1 s)
 * @param actMillis             to answer ACT; later answers become ACTION_NIL ({@code gvgai.act-ms}, 40)
 * @param actDisqualifyMillis   later than this, the level is lost as disqualified ({@code gvgai.act-disqualify-ms}, 50)
 * @param resultMillis          to answer END/ABORT once training time is spent, and in validation ({@code gvgai.result-ms}, 1 s)
 * @param trainingMillis        training time per game ({@code gvgai.training-ms}, 5 min)
 * @param graceMillis           added to every budget above on the wall clock ({@code gvgai.grace-ms}, 10)
 * @param clock                 the clock the budgets are charged on ({@code gvgai.clock}: cpu, wall or both; both)
 * @param maxTicks              the tick limit of a level ({@code gvgai.max-ticks}, 2000), as the framework's
 *                              {@code MAX_TIMESTEPS}: the level ends when its tick counter (0 on the first cycle)
 *                              reaches it, after {@link #engineSteps()} cycles
 * @param allowLevel3Choice     the reference server's quirk: a training choice of 3 is honoured ({@code gvgai.allow-level-3}, false)
 * @param wholeObservationsInTranscript what the transcript keeps of an observation ({@code gvgai.transcript}):
 *                              {@code summary} (default) its scalar fields, its grids and image each replaced by
 *                              their size, since whole they fill the transcript's cap during training; {@code whole}
 *                              every byte, for debugging a client or checking conformance
 */
public record GvgaiSettings(String game, int port, List<Integer> trainingLevels, List<Integer> validationLevels,
                            int validationRepetitions, long connectMillis, long startMillis, long initMillis,
                            long actMillis, long actDisqualifyMillis, long resultMillis, long trainingMillis,
                            long graceMillis, GvgaiClock clock, int maxTicks, boolean allowLevel3Choice,
                            boolean wholeObservationsInTranscript) {

    public static final int DEFAULT_PORT = 8080;
    private static final String DEFAULT_GAME = "aliens";

    private static final List<String> KEYS = List.of("gvgai.game", "gvgai.port", "gvgai.training-levels",
            "gvgai.validation-levels", "gvgai.validation-repetitions", "gvgai.connect-ms", "gvgai.start-ms",
            "gvgai.init-ms", "gvgai.act-ms", "gvgai.act-disqualify-ms", "gvgai.result-ms", "gvgai.training-ms",
            "gvgai.grace-ms", "gvgai.clock", "gvgai.max-ticks", "gvgai.allow-level-3", "gvgai.transcript");

    /** The game these settings name (option {@code game} over {@code gvgai.game}), without checking it exists. */
    public static String gameName(Map<String, String> settings) {
        return settings.getOrDefault("game", settings.getOrDefault("gvgai.game", DEFAULT_GAME));
    }

    public static GvgaiSettings from(Map<String, String> settings) {
        return from(settings, null);
    }

    /** @param uploaded an organiser's game the settings may name besides the shipped ones, or null */
    public static GvgaiSettings from(Map<String, String> settings, GameFiles uploaded) {
        var s = new HashMap<>(settings);
        if (s.containsKey("game")) {
            s.put("gvgai.game", s.get("game"));
        }
        for (String key : s.keySet()) {
            if (key.startsWith("gvgai.") && !KEYS.contains(key)) {
                throw new IllegalArgumentException("unknown GVGAI setting '" + key + "' (known: " + String.join(", ", KEYS) + ")");
            }
        }
        String game = gameName(s);
        int levels = uploaded != null && uploaded.name().equals(game) ? uploaded.levels().size()
                : ShippedGames.names().contains(game) ? ShippedGames.levelCount(game) : 0;
        if (levels == 0) {
            throw new IllegalArgumentException("gvgai.game: no shipped GVGAI game '" + game + "'"
                    + (uploaded == null ? "" : " and the uploaded game is '" + uploaded.name() + "'"));
        }
        List<Integer> training = levels(s, "gvgai.training-levels", defaultTraining(levels), levels);
        List<Integer> validation = levels(s, "gvgai.validation-levels", defaultValidation(levels), levels);
        long act = positive(s, "gvgai.act-ms", 40);
        long disqualify = positive(s, "gvgai.act-disqualify-ms", 50);
        if (disqualify < act) {
            throw new IllegalArgumentException("gvgai.act-disqualify-ms must be at least gvgai.act-ms");
        }
        return new GvgaiSettings(game, (int) positive(s, "gvgai.port", DEFAULT_PORT), training, validation,
                (int) positive(s, "gvgai.validation-repetitions", 10), positive(s, "gvgai.connect-ms", 60_000),
                positive(s, "gvgai.start-ms", 1_000), positive(s, "gvgai.init-ms", 1_000), act, disqualify,
                positive(s, "gvgai.result-ms", 1_000), positive(s, "gvgai.training-ms", 300_000),
                nonNegative(s, "gvgai.grace-ms", 10), GvgaiClock.parse(s.getOrDefault("gvgai.clock", "both")),
                (int) positive(s, "gvgai.max-ticks", ShippedGames.LEARNING_MAX_TICKS),
                Boolean.parseBoolean(s.getOrDefault("gvgai.allow-level-3", "false")), wholeObservations(s));
    }

    private static boolean wholeObservations(Map<String, String> s) {
        String kept = s.getOrDefault("gvgai.transcript", "summary");
        if (!kept.equals("summary") && !kept.equals("whole")) {
            throw new IllegalArgumentException("gvgai.transcript must be summary or whole, not '" + kept + "'");
        }
        return kept.equals("whole");
    }

    /** Levels 0-2 when the game has its five; a game shipped with fewer trains on all but its last. */
    private static List<Integer> defaultTraining(int levels) {
        var list = new ArrayList<Integer>();
        for (int i = 0; i < Math.min(3, Math.max(1, levels - 1)); i++) {
            list.add(i);
        }
        return list;
    }

    /** Levels 3 and 4; a game shipped with fewer (testgame1-3 have two) is validated on its last one or two. */
    private static List<Integer> defaultValidation(int levels) {
        return levels >= 5 ? List.of(3, 4) : levels >= 2 ? List.of(levels - 1) : List.of(0);
    }

    /**
     * The cycles a level lasts at most: the framework counts its ticks from 0 and ends a level once the counter
     * has reached {@code maxTicks}, so it plays one cycle more than the limit (2001 under the default 2000).
     */
    public int engineSteps() {
        return maxTicks + 1;
    }

    /** The longest a whole run may take with these budgets: the judge's match deadline must not cut it short. */
    public long worstCaseMillis() {
        long perTick = turnWallLimitMillis(actDisqualifyMillis);
        long perLevel = turnWallLimitMillis(initMillis) + turnWallLimitMillis(resultMillis) + (long) engineSteps() * perTick;
        long validation = (long) validationRepetitions * validationLevels.size() * perLevel;
        return connectMillis + turnWallLimitMillis(startMillis) + wallLimitMillis(trainingMillis) + perLevel + validation;
    }

    private long wallLimitMillis(long budgetMillis) {
        return clock.wallLimitMillis(budgetMillis, graceMillis);
    }

    private long turnWallLimitMillis(long budgetMillis) {
        return clock.turnWallLimitMillis(budgetMillis, graceMillis);
    }

    private static List<Integer> levels(Map<String, String> s, String key, List<Integer> fallback, int levels) {
        String text = s.get(key);
        if (text == null) {
            return fallback;
        }
        var list = new ArrayList<Integer>();
        for (String part : text.split(",")) {
            try {
                int level = Integer.parseInt(part.trim());
                if (level >= 0 && level < levels) {
                    list.add(level);
                    continue;
                }
            } catch (NumberFormatException ignored) {
                // reported below
            }
            throw new IllegalArgumentException(key + " must list levels between 0 and " + (levels - 1) + ", not '" + text + "'");
        }
        return List.copyOf(list);
    }
}
