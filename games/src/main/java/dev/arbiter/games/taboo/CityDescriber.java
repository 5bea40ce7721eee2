package dev.arbiter.games.taboo;

import dev.arbiter.judge.protocol.taboo.TabooCity;
import dev.arbiter.judge.protocol.taboo.TabooGameSource;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The describer's game list drawn from a city data set: which cities, in which order. A draw depends
 * only on the seed and the data set, so every entry of a competition meets the same secret games in
 * the same order (TAB-C11), and a match replays from its seed.
 */
public final class CityDescriber implements TabooGameSource {

    /** Game option naming the games outright: city ids separated by commas. Wins over the seed. */
    public static final String CITY_OPTION = "taboo.city";

    private final Map<String, TabooCity> cities = new LinkedHashMap<>();

    public CityDescriber(List<TabooCity> cities) {
        if (cities.isEmpty()) {
            throw new IllegalArgumentException("a describer needs at least one city");
        }
        cities.forEach(c -> this.cities.put(c.id(), c));
    }

    /** The describer of Arbiter's own data set. */
    public static CityDescriber builtin() {
        return new CityDescriber(CityDataSet.builtin());
    }

    @Override
    public List<TabooCity> games(long seed, Map<String, String> gameOptions, int count) {
        String named = gameOptions.get(CITY_OPTION);
        return named == null ? draw(seed, count) : named(named);
    }

    /**
     * {@code count} games from the seed: a seeded shuffle of the data set, no city twice until every
     * city has been used once.
     */
    public List<TabooCity> draw(long seed, int count) {
        var random = new Random(seed);
        var games = new ArrayList<TabooCity>(count);
        while (games.size() < count) {
            var round = new ArrayList<>(cities.values());
            Collections.shuffle(round, random);
            games.addAll(round.subList(0, Math.min(round.size(), count - games.size())));
        }
        return games;
    }

    /** The games of a comma-separated id list; an unknown id is refused with the id in the message. */
    public List<TabooCity> named(String ids) {
        var games = new ArrayList<TabooCity>();
        for (String id : ids.split(",")) {
            TabooCity city = cities.get(id.strip());
            if (city == null) {
                throw new IllegalArgumentException(CITY_OPTION + ": no city with id '" + id.strip() + "' in the data set");
            }
            games.add(city);
        }
        return games;
    }

    /** The longest hint list, for clocks that must outlast any game. */
    public int maxHints() {
        return cities.values().stream().mapToInt(c -> c.hints().size()).max().orElse(0);
    }

    public int size() {
        return cities.size();
    }
}
