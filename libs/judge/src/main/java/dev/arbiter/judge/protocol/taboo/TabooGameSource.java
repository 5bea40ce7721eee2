package dev.arbiter.judge.protocol.taboo;

import java.util.List;
import java.util.Map;

/**
 * The describer's secret game list: which cities a match plays, in which order. The judge replays
 * whatever it is given; the data set and the seeded draw live with the built-in games.
 */
@FunctionalInterface
public interface TabooGameSource {

    /**
     * The games of one match, drawn deterministically from the seed and the game options (an explicit
     * {@code taboo.city} list wins over the seed).
     *
     * @param count how many games the match plays: 1 in the per-game process model
     */
    List<TabooCity> games(long seed, Map<String, String> gameOptions, int count);
}
