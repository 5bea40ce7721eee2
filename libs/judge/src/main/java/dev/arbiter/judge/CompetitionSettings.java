package dev.arbiter.judge;

import java.util.List;
import java.util.Map;

/**
 * What a competition plays and under which rules, as a contestant kit carries it ({@code competition.json}) and
 * {@code arbiter match --competition} reads it: the scheduler writes it from the same columns it builds every match
 * request from, and the CLI sets the match up from it as the runner does from a request.
 *
 * @param format       version of this layout (1); a CLI refuses a newer one rather than judge differently
 * @param competition  the competition's slug
 * @param title        its title, for people
 * @param game         a built-in game's name, or null
 * @param gameProgram  the uploaded game program's file, relative to the settings file, or null
 * @param protocol     the protocol id (lmc1, lmc2, taboo, rddl, gvgai)
 * @param seats        players per match
 * @param options      game options, exactly as every match request carries them
 * @param dialect      dialect overrides the judge and a built-in game speak
 * @param limits       the competition's limits over the game's defaults
 * @param instances    what the schedule cycles through, one per match: RDDL instances or GVGAI games; else empty
 */
public record CompetitionSettings(int format, String competition, String title, String game, String gameProgram,
                                  String protocol, int seats, Map<String, String> options, Map<String, String> dialect,
                                  MatchLimits limits, List<String> instances) {

    public static final int FORMAT = 1;

    public CompetitionSettings {
        options = options == null ? Map.of() : Map.copyOf(options);
        dialect = dialect == null ? Map.of() : Map.copyOf(dialect);
        limits = limits == null ? MatchLimits.none() : limits;
        instances = instances == null ? List.of() : List.copyOf(instances);
    }
}
