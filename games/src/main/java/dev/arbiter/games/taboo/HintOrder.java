package dev.arbiter.games.taboo;

import dev.arbiter.judge.protocol.taboo.TabooCity;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What "ordered from vague to specific" can be checked to mean, with the data set as its own corpus.
 * A word's <em>spread</em> is the number of cities whose hints use it: "capital" is used by about
 * half of them, "gondola" by one. A hint is as specific as its most specific word (lowest spread).
 *
 * <ul>
 *   <li>The first hint only says what kind of place it is: all its words come from {@link #OPENERS}.</li>
 *   <li>Per city, the last hint is at least as specific as the first.</li>
 *   <li>Over the data set, first hints are far more widespread than last hints (at least
 *       {@link #MIN_SPREAD_RATIO} times on average): the order is a trend, not an accident.</li>
 * </ul>
 * A stricter per-position test fails on good data (a telling "old harbour" may precede a generic
 * "fish soup"), so the middle of a list is left to the author's judgement.
 */
final class HintOrder {

    /** Words that name only the kind of place; a first hint uses nothing else. */
    static final Set<String> OPENERS = Set.of("capital", "city", "town", "large", "largest", "small", "huge", "tiny",
            "port", "coast", "island", "state", "megacity", "metropolis", "ancient", "old", "resort", "government", "seat");
    static final double MIN_SPREAD_RATIO = 4.0;

    private HintOrder() {
    }

    static List<String> problems(List<TabooCity> cities) {
        var problems = new ArrayList<String>();
        var spread = spread(cities);
        double firstSum = 0;
        double lastSum = 0;
        for (TabooCity c : cities) {
            if (c.hints().isEmpty()) {
                continue;
            }
            String first = c.hints().getFirst();
            String last = c.hints().getLast();
            for (String word : first.split(" ")) {
                if (!OPENERS.contains(word)) {
                    problems.add(c.id() + ": first hint '" + first + "' is not vague: '" + word + "' says more than the kind of place");
                }
            }
            if (specificity(last, spread) > specificity(first, spread)) {
                problems.add(c.id() + ": last hint '" + last + "' is more widespread than the first, '" + first + "'");
            }
            firstSum += widest(first, spread);
            lastSum += widest(last, spread);
        }
        if (lastSum > 0 && firstSum / lastSum < MIN_SPREAD_RATIO) {
            problems.add(String.format("first hints are only %.1f times as widespread as last hints; at least %.0f expected",
                    firstSum / lastSum, MIN_SPREAD_RATIO));
        }
        return problems;
    }

    /** The spread of the hint's most specific word: lower is more specific. */
    static int specificity(String hint, Map<String, Integer> spread) {
        int min = Integer.MAX_VALUE;
        for (String w : hint.split(" ")) {
            min = Math.min(min, spread.getOrDefault(w, 0));
        }
        return min;
    }

    private static int widest(String hint, Map<String, Integer> spread) {
        int max = 0;
        for (String w : hint.split(" ")) {
            max = Math.max(max, spread.getOrDefault(w, 0));
        }
        return max;
    }

    /** How many cities use each hint word: the data set as its own corpus. */
    static Map<String, Integer> spread(List<TabooCity> cities) {
        var spread = new HashMap<String, Integer>();
        for (TabooCity c : cities) {
            var seen = new HashSet<String>();
            c.hints().forEach(h -> seen.addAll(List.of(h.split(" "))));
            seen.forEach(w -> spread.merge(w, 1, Integer::sum));
        }
        return spread;
    }
}
