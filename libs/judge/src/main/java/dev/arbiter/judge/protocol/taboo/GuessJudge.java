package dev.arbiter.judge.protocol.taboo;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Decides whether a guess names the target (taboo.md §4.2): by English name or alias, compared after
 * trimming, collapsing whitespace, removing diacritics and ignoring case; or by integer coordinates
 * within a tolerance of the rounded target. The guess rule says what counts when a line has both.
 */
public final class GuessJudge {

    /** The decision and, for the transcript, why. */
    public record Decision(boolean correct, String reason) {
    }

    private static final Pattern MARKS = Pattern.compile("\\p{M}+");
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private final TabooConfig.GuessRule rule;
    private final int tolerance;

    public GuessJudge(TabooConfig config) {
        this.rule = config.guessRule();
        this.tolerance = config.coordTolerance();
    }

    public Decision judge(String line, TabooCity target) {
        Guess guess = Guess.parse(line);
        if (guess.name() == null && !guess.hasCoordinatePart()) {
            return new Decision(false, "empty guess");
        }
        boolean byCoordinates = guess.hasCoordinatePart();
        boolean byName = guess.name() != null && !(byCoordinates && rule == TabooConfig.GuessRule.FINAL);
        Decision coordinates = byCoordinates ? coordinates(guess, target) : null;
        Decision name = byName ? name(guess.name(), target) : null;
        if (coordinates != null && name != null) {
            boolean either = coordinates.correct() || name.correct();
            return new Decision(either, "early rule, either part: " + name.reason() + "; " + coordinates.reason());
        }
        if (coordinates != null && guess.name() != null) {
            return new Decision(coordinates.correct(), "final rule, name ignored: " + coordinates.reason());
        }
        return coordinates != null ? coordinates : name;
    }

    private static Decision name(String guessed, TabooCity target) {
        String wanted = normalise(guessed);
        if (wanted.equals(normalise(target.name()))) {
            return new Decision(true, "the English name");
        }
        for (String alias : target.aliases()) {
            if (wanted.equals(normalise(alias))) {
                return new Decision(true, "an accepted alias");
            }
        }
        return new Decision(false, "not the target's name or an alias");
    }

    private Decision coordinates(Guess guess, TabooCity target) {
        if (!guess.hasCoordinates()) {
            return new Decision(false, guess.coordinateProblem());
        }
        long lat = Math.round(target.lat());
        long lon = Math.round(target.lon());
        long dLat = Math.abs(guess.lat() - lat);
        long dLon = Math.abs(guess.lon() - lon) % 360;
        dLon = Math.min(dLon, 360 - dLon); // 180 and -180 are one meridian
        boolean close = dLat <= tolerance && dLon <= tolerance;
        return new Decision(close, "coordinates " + guess.lat() + "," + guess.lon() + (close ? " within " : " more than ")
                + tolerance + "° of the target");
    }

    /** Case, diacritics and spacing do not matter: "  são   PAULO " names Sao Paulo. */
    static String normalise(String name) {
        String decomposed = Normalizer.normalize(name, Normalizer.Form.NFD);
        String bare = MARKS.matcher(decomposed).replaceAll("");
        return SPACES.matcher(bare.strip()).replaceAll(" ").toLowerCase(Locale.ROOT);
    }
}
