package dev.arbiter.launcher;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;
import java.util.Map;

/**
 * The body an organiser posts to {@code POST /api/competitions} (the scheduler's {@code NewCompetition}), as far as
 * the demo uses it; fields left null are not sent, so the scheduler applies its own defaults.
 *
 * @param slug              the competition's address
 * @param title             what pages call it
 * @param game              a built-in game; null for RDDL and GVGAI competitions
 * @param rankingMethod     how standings rank; null for the protocol's own
 * @param rddlSet           RDDL: the built-in IPPC set
 * @param rddlInstances     RDDL: the instances every entry plays, in order
 * @param rddlRounds        RDDL: rounds a session
 * @param gvgaiGames        GVGAI: the shipped games every entry plays a learning run on, in order
 * @param ladderConcurrency matches in flight at once on the ladder
 * @param gameOptions       the protocol's settings ({@code gvgai.training-ms} …)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record CompetitionRequest(String slug, String title, String game, String rankingMethod, String rddlSet,
                          List<String> rddlInstances, Integer rddlRounds, List<String> gvgaiGames,
                          Integer ladderConcurrency, Map<String, String> gameOptions) {

    /** A competition of a built-in game. */
    static CompetitionRequest builtin(String slug, String title, String game, String rankingMethod) {
        return new CompetitionRequest(slug, title, game, rankingMethod, null, null, null, null, null, null);
    }

    /** An RDDL planning competition on instances of a built-in set. */
    static CompetitionRequest rddl(String slug, String title, String set, List<String> instances, int rounds,
                                   int ladderConcurrency) {
        return new CompetitionRequest(slug, title, null, null, set, instances, rounds, null, ladderConcurrency, null);
    }

    /** A GVGAI learning-track competition on shipped games. */
    static CompetitionRequest gvgai(String slug, String title, List<String> games, int ladderConcurrency,
                                    Map<String, String> gameOptions) {
        return new CompetitionRequest(slug, title, null, null, null, null, null, games, ladderConcurrency, gameOptions);
    }
}
