import dev.arbiter.sdk.Guesser;
import dev.arbiter.sdk.Taboo;

import java.util.List;

/**
 * {{name}}: a Taboo guesser for {{game}}, written with Arbiter's Java SDK. It answers every hint at once, with
 * the next of the world's best-known cities, whatever the hint says. Make it read the hints.
 */
public final class MyPlayer implements Guesser {

    private static final List<String> CITIES = List.of("Tokyo", "New York", "London", "Paris", "Shanghai", "Mumbai",
            "Cairo", "Mexico City", "Moscow", "Istanbul");

    private int guesses;

    /** A new game: a new city to find. */
    @Override
    public void onNewGame() {
        guesses = 0;
    }

    /** The hints so far, oldest first; a city name, or "lat,lon" in whole degrees (Taboo.coordinates). */
    @Override
    public String guess(List<String> hints) {
        return CITIES.get(guesses++ % CITIES.size());
    }

    public static void main(String[] args) {
        Taboo.run(new MyPlayer());
    }
}
