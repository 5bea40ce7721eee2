package dev.arbiter.judge.protocol.taboo;

import java.util.List;

/**
 * One Taboo game: the target city the describer knows, and the hints it replays, vague first
 * (taboo.md §2). The same record is a row of the city data set.
 *
 * @param id      stable key ("rio-de-janeiro")
 * @param name    the English exonym a guess must match ("Venice", not "Venezia")
 * @param aliases other accepted spellings; may be empty
 * @param country the country's English short name
 * @param lat     latitude in decimal degrees, north positive
 * @param lon     longitude in decimal degrees, east positive
 * @param taboo   lower-case words no hint may contain (name words, country, demonym, give-aways)
 * @param hints   the hints in the order they are given
 */
public record TabooCity(String id, String name, List<String> aliases, String country, double lat, double lon,
                        List<String> taboo, List<String> hints) {

    public TabooCity {
        aliases = List.copyOf(aliases);
        taboo = List.copyOf(taboo);
        hints = List.copyOf(hints);
    }
}
