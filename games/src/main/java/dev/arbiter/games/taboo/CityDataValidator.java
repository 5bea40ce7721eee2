package dev.arbiter.games.taboo;

import dev.arbiter.judge.protocol.taboo.TabooCity;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks a Taboo city data set against the rules of its README and of issue 7: enough cities, each
 * with an English name, aliases, country, coordinates, a taboo list and six or more hints; every hint
 * a one-to-three-word phrase of lower-case words that is never a proper name and never says the
 * city's name or taboo words (TAB-C13); hints ordered vague to specific ({@link HintOrder}).
 * Returns every problem found, each naming the city and the offending value, so one run lists all.
 */
public final class CityDataValidator {

    public static final int MIN_CITIES = 150;
    public static final int MIN_HINTS = 6;
    public static final int MAX_HINTS = 9;

    private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");
    private static final Pattern ASCII_NAME = Pattern.compile("[A-Za-z][A-Za-z .'-]*");
    private static final Pattern HINT = Pattern.compile("[a-z]+( [a-z]+){0,2}");
    private static final Pattern TABOO_WORD = Pattern.compile("[a-z]+");
    private static final Pattern WORD_SEPARATOR = Pattern.compile("[ .'-]+");
    /** Words of multi-word names that say nothing about which place is meant. */
    static final Set<String> PARTICLES = Set.of("de", "la", "el", "al", "le", "of", "the", "and", "es", "au", "da", "do",
            "dos", "das", "du", "del", "d", "st");

    private final List<TabooCity> cities;
    private final List<String> problems = new ArrayList<>();
    /** Whole names (city, alias, country) of every city, lower-case: none may appear inside a hint. */
    private final Set<String> allNames = new HashSet<>();
    /** One-word names: none may be a hint word, wherever it appears ("nice" is Nice). */
    private final Set<String> oneWordNames = new HashSet<>();

    private CityDataValidator(List<TabooCity> cities) {
        this.cities = cities;
        for (TabooCity c : cities) {
            for (String name : namesOf(c)) {
                String lower = name.toLowerCase(Locale.ROOT);
                allNames.add(lower);
                if (!lower.contains(" ")) {
                    oneWordNames.add(lower);
                }
            }
        }
    }

    /** Every rule broken, or an empty list. */
    public static List<String> problems(List<TabooCity> cities) {
        var validator = new CityDataValidator(cities);
        validator.checkAll();
        return List.copyOf(validator.problems);
    }

    private void checkAll() {
        if (cities.size() < MIN_CITIES) {
            problems.add("only " + cities.size() + " cities; at least " + MIN_CITIES + " are required");
        }
        checkUniqueness();
        cities.forEach(this::checkCity);
        problems.addAll(HintOrder.problems(cities));
    }

    private void checkUniqueness() {
        var ids = new HashSet<String>();
        var owners = new HashMap<String, String>();
        for (TabooCity c : cities) {
            if (!ids.add(c.id())) {
                problems.add(c.id() + ": id used twice");
            }
            for (String name : cityNames(c)) {
                String other = owners.putIfAbsent(name.toLowerCase(Locale.ROOT), c.id());
                if (other != null && !other.equals(c.id())) {
                    problems.add(c.id() + ": name or alias '" + name + "' also names " + other);
                }
            }
        }
    }

    private void checkCity(TabooCity c) {
        String at = c.id() + ": ";
        if (!ID.matcher(c.id()).matches()) {
            problems.add(at + "id must be lower-case letters, digits and single hyphens");
        }
        if (c.name() == null || !ASCII_NAME.matcher(c.name()).matches()) {
            problems.add(at + "English name missing or not plain ASCII: '" + c.name() + "'");
        }
        c.aliases().stream().filter(a -> !ASCII_NAME.matcher(a).matches())
                .forEach(a -> problems.add(at + "alias not plain ASCII (no diacritics): '" + a + "'"));
        if (c.country() == null || c.country().isBlank()) {
            problems.add(at + "country missing");
        }
        checkCoordinate(at, "lat", c.lat(), 90);
        checkCoordinate(at, "lon", c.lon(), 180);
        checkTaboo(at, c);
        checkHints(at, c);
    }

    /** Two decimals, in range, and never exactly .50, so half-up and half-even rounding agree on the integer degree. */
    private void checkCoordinate(String at, String field, double value, int range) {
        var decimal = BigDecimal.valueOf(value);
        if (Math.abs(value) > range) {
            problems.add(at + field + " " + value + " outside ±" + range);
        }
        if (decimal.stripTrailingZeros().scale() > 2) {
            problems.add(at + field + " " + value + " has more than two decimals");
        }
        if (decimal.abs().remainder(BigDecimal.ONE).compareTo(new BigDecimal("0.5")) == 0) {
            problems.add(at + field + " " + value + " ends in .50: integer rounding would be ambiguous");
        }
    }

    private void checkTaboo(String at, TabooCity c) {
        if (c.taboo().size() < 3 || c.taboo().size() > 8) {
            problems.add(at + c.taboo().size() + " taboo words; 3 to 8 are required");
        }
        c.taboo().stream().filter(w -> !TABOO_WORD.matcher(w).matches())
                .forEach(w -> problems.add(at + "taboo word '" + w + "' is not one lower-case word"));
        for (String required : significantWords(List.of(c.name(), c.country()))) {
            if (!c.taboo().contains(required)) {
                problems.add(at + "taboo list lacks '" + required + "', a word of the city's name or country");
            }
        }
    }

    private void checkHints(String at, TabooCity c) {
        if (c.hints().size() < MIN_HINTS || c.hints().size() > MAX_HINTS) {
            problems.add(at + c.hints().size() + " hints; " + MIN_HINTS + " to " + MAX_HINTS + " are required");
        }
        if (new HashSet<>(c.hints()).size() != c.hints().size()) {
            problems.add(at + "a hint is given twice");
        }
        var ownWords = new HashSet<>(c.taboo());
        ownWords.addAll(significantWords(namesOf(c)));
        for (String hint : c.hints()) {
            String h = at + "hint '" + hint + "' ";
            if (!HINT.matcher(hint).matches()) {
                problems.add(h + "is not one to three lower-case words separated by single spaces");
                continue;
            }
            var words = List.of(hint.split(" "));
            words.stream().filter(ownWords::contains)
                    .forEach(w -> problems.add(h + "says '" + w + "', a word of the city's name, country or taboo list"));
            words.stream().filter(oneWordNames::contains)
                    .forEach(w -> problems.add(h + "contains the proper name '" + w + "'"));
            allNames.stream().filter(n -> n.contains(" ") && (" " + hint + " ").contains(" " + n + " "))
                    .forEach(n -> problems.add(h + "contains the proper name '" + n + "'"));
        }
    }

    /** The city's name, aliases and country. */
    private static List<String> namesOf(TabooCity c) {
        var names = new ArrayList<>(cityNames(c));
        names.add(c.country());
        return names;
    }

    private static List<String> cityNames(TabooCity c) {
        var names = new ArrayList<String>();
        names.add(c.name());
        names.addAll(c.aliases());
        return names;
    }

    /** Lower-case words of names, without particles ("Rio de Janeiro" → rio, janeiro). */
    static Set<String> significantWords(List<String> names) {
        var words = new HashSet<String>();
        for (String name : names) {
            for (String w : WORD_SEPARATOR.split(name.toLowerCase(Locale.ROOT))) {
                if (!w.isEmpty() && !PARTICLES.contains(w)) {
                    words.add(w);
                }
            }
        }
        return words;
    }
}
