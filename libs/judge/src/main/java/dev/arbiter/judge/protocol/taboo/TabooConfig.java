package dev.arbiter.judge.protocol.taboo;

import dev.arbiter.judge.JudgeLimits;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * Every choice taboo.md marks [PROPOSED], as configuration: the dialect table of the Taboo protocol.
 * Nothing here is hard-coded elsewhere, so if the organisers' harness resurfaces the judge is
 * corrected by configuration only. Keys and defaults: {@code taboo-dialect.properties}.
 *
 * @param dialect           how describer replies reach the agent (§4.3)
 * @param process           one process per game, or one per session of games (§3, §9)
 * @param sessionGames      games per match in session mode
 * @param guessRule         how a guess with both a name and coordinates is judged (§4.2)
 * @param coordTolerance    integer degrees a coordinate guess may be off, per axis (§4.2)
 * @param guessDeadline     from a hint's delivery to the guess's newline (§6)
 * @param startupAllowance  added to the first guess deadline of a process (§6)
 * @param exitGrace         how long the agent may take to exit once its input is closed (§3)
 * @param setBudget         the wall time one entry's whole set of games may take; zero: no budget beyond
 *                          each match's own cap ({@link #matchBudget})
 * @param unsolvedPenalty   an unsolved game scores its hint count plus this (§7)
 * @param wrongPrefix       what precedes the next hint after a wrong guess ("no. ")
 * @param right             the reply to the right guess ("yes")
 * @param sessionStart      opens a game in session mode ("START")
 * @param sessionEnd        ends a lost game in session mode ("END")
 */
public record TabooConfig(
        Dialect dialect,
        ProcessMode process,
        int sessionGames,
        GuessRule guessRule,
        int coordTolerance,
        Duration guessDeadline,
        Duration startupAllowance,
        Duration exitGrace,
        Duration setBudget,
        int unsolvedPenalty,
        String wrongPrefix,
        String right,
        String sessionStart,
        String sessionEnd) {

    /** taboo.md §4.3: replies forwarded as they are, or hints alone. */
    public enum Dialect { VERBATIM, HINTS_ONLY }

    /** taboo.md §3 and §9. */
    public enum ProcessMode { PER_GAME, SESSION }

    /** taboo.md §4.2: the two handbook revisions. */
    public enum GuessRule { FINAL, EARLY }

    private static final String RESOURCE = "taboo-dialect.properties";

    /** The defaults of taboo.md. */
    public static TabooConfig defaults() {
        return from(Map.of());
    }

    /**
     * The defaults overridden by any {@code taboo.*} key in {@code overrides} (game options); other
     * keys are ignored. Throws {@link IllegalArgumentException} naming the key of a bad value.
     */
    public static TabooConfig from(Map<String, String> overrides) {
        var p = new Properties();
        try (InputStream in = TabooConfig.class.getResourceAsStream(RESOURCE)) {
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        overrides.forEach((k, v) -> {
            if (k.startsWith("taboo.")) {
                p.setProperty(k, v);
            }
        });
        return new TabooConfig(
                choice(p, "taboo.dialect", Dialect.class),
                choice(p, "taboo.process", ProcessMode.class),
                number(p, "taboo.games", 1),
                choice(p, "taboo.guessRule", GuessRule.class),
                number(p, "taboo.coordTolerance", 0),
                Duration.ofMillis(number(p, "taboo.guessDeadlineMs", 1)),
                Duration.ofMillis(number(p, "taboo.startupAllowanceMs", 0)),
                Duration.ofMillis(number(p, "taboo.exitGraceMs", 0)),
                Duration.ofMillis(number(p, "taboo.setBudgetMs", 0)),
                number(p, "taboo.unsolvedPenalty", 0),
                p.getProperty("taboo.reply.wrongPrefix"),
                p.getProperty("taboo.reply.right"),
                p.getProperty("taboo.session.start"),
                p.getProperty("taboo.session.end"));
    }

    /** Games one match plays: one per process in the per-game model (§3). */
    public int gamesPerMatch() {
        return process == ProcessMode.SESSION ? sessionGames : 1;
    }

    /**
     * The judge's limits for a Taboo match: the exit grace of §3, and the {@link #matchBudget} as its
     * deadline. Every place that plays a Taboo match (a competition round, the runner) takes them from
     * here, so the budget is the same wherever the match runs.
     */
    public JudgeLimits judgeLimits(JudgeLimits base, int maxHintsPerGame) {
        return base.withExitGrace(exitGrace).withMatchDeadline(matchBudget(maxHintsPerGame));
    }

    /**
     * The total time one match may take. Unbudgeted, no agent that answers every hint in time can reach it (the
     * start-up allowance plus every hint's guess deadline, per game, plus a margin), so the per-guess clock is
     * what times an agent out; a {@link #setBudget} set by the organiser caps it.
     */
    public Duration matchBudget(int maxHintsPerGame) {
        Duration perGame = guessDeadline.multipliedBy(maxHintsPerGame);
        Duration uncapped = startupAllowance.plus(perGame.multipliedBy(gamesPerMatch())).plusSeconds(10);
        return hasSetBudget() && setBudget.compareTo(uncapped) < 0 ? setBudget : uncapped;
    }

    /** Whether the organiser capped the time of a whole set of games ({@code taboo.setBudgetMs} above 0). */
    public boolean hasSetBudget() {
        return !setBudget.isZero();
    }

    private static <E extends Enum<E>> E choice(Properties p, String key, Class<E> type) {
        String value = p.getProperty(key, "").strip();
        try {
            return Enum.valueOf(type, value.toUpperCase(Locale.ROOT).replace('-', '_'));
        } catch (IllegalArgumentException e) {
            var allowed = new StringBuilder();
            for (E option : type.getEnumConstants()) {
                allowed.append(allowed.isEmpty() ? "" : " | ").append(option.name().toLowerCase(Locale.ROOT).replace('_', '-'));
            }
            throw new IllegalArgumentException(key + " must be " + allowed + ", not '" + value + "'");
        }
    }

    private static int number(Properties p, String key, int min) {
        String value = p.getProperty(key, "").strip();
        try {
            int n = Integer.parseInt(value);
            if (n >= min) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(key + " must be a whole number of at least " + min + ", not '" + value + "'");
    }
}
