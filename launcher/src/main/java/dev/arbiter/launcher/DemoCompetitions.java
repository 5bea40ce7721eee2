package dev.arbiter.launcher;

import java.util.ArrayList;
import java.util.List;

/**
 * The competitions {@code arbiter up --demo} creates: one per built-in game, an RDDL planning competition and a GVGAI
 * learning-track competition ({@link DemoGvgai}). Data only; {@link DemoSeeder} posts them.
 */
final class DemoCompetitions {

    /**
     * One competition per built-in game. The ranking method is spelled out although the scheduler defaults to the
     * game's own, so the demo shows organisers the choice (Taboo: fewest guesses wins).
     */
    static final List<CompetitionRequest> BUILTIN = List.of(
            CompetitionRequest.builtin("rps-ladder", "RoShamBo ladder (demo)", "rps", "mean-score-per-turn"),
            CompetitionRequest.builtin("imitate-ladder", "Imitate: learn the hidden rule (demo)", "imitate",
                    "normalised-mean-per-move"),
            CompetitionRequest.builtin("grammar-ladder", "Hidden grammar (demo)", "grammar", "normalised-mean-per-move"),
            CompetitionRequest.builtin("taboo-cities", "Taboo: guess the city (demo)", "taboo", "lowest-total"));

    /**
     * The RDDL planning competition: two IPPC 2011 instances of different domains and few rounds, so a session lasts
     * seconds; the competition adds its no-op and random baselines itself and ranks by the IPPC normalised score.
     */
    static final CompetitionRequest RDDL = CompetitionRequest.rddl("rddl-planning", "RDDL planning, IPPC 2011 (demo)",
            "ippc2011-mdp", List.of("sysadmin_inst_mdp__1", "game_of_life_inst_mdp__1"), 5, 2);

    private DemoCompetitions() {
    }

    /** Every demo competition, in the order they are created. */
    static List<CompetitionRequest> all() {
        var all = new ArrayList<>(BUILTIN);
        all.add(RDDL);
        all.add(DemoGvgai.COMPETITION);
        return List.copyOf(all);
    }
}
