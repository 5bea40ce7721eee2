package dev.arbiter.sdk.examples;

import dev.arbiter.sdk.Guesser;
import dev.arbiter.sdk.Taboo;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An example Taboo guesser: a few hint words point to a city; otherwise it works down a list of the
 * best-known big cities, never naming a city twice in one game.
 */
public final class CityGuesser implements Guesser {

    private static final Map<String, String> CLUES = Map.of(
            "canals", "Venice", "gondola", "Venice", "bridges", "Venice", "tower", "Paris", "croissant", "Paris",
            "samba", "Rio de Janeiro", "opera", "Sydney", "pyramids", "Cairo");
    private static final List<String> BIG_CITIES = List.of("Tokyo", "New York", "London", "Paris", "Shanghai",
            "Mumbai", "Cairo", "Mexico City", "Moscow", "Istanbul", "Lagos", "Sao Paulo");

    private final Set<String> named = new LinkedHashSet<>();

    @Override
    public void onNewGame() {
        named.clear();
    }

    @Override
    public String guess(List<String> hints) {
        for (String word : hints.get(hints.size() - 1).split(" ")) {
            String city = CLUES.get(word);
            if (city != null && named.add(city)) {
                return city;
            }
        }
        for (String city : BIG_CITIES) {
            if (named.add(city)) {
                return city;
            }
        }
        return Taboo.coordinates(0, 0);
    }

    public static void main(String[] args) {
        Taboo.run(new CityGuesser());
    }
}
