package dev.arbiter.cli;

import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** Options shared by {@code match} and {@code tournament}: what game, how, under which clocks. */
final class MatchOptions {

    @Option(names = "--game", required = true, paramLabel = "GAME",
            description = "A built-in game (see 'arbiter games'), the path of a game program, rddl:<domain>/<instance> "
                    + "(rddl:sysadmin/sysadmin_inst_mdp__1, rddl:sysadmin_mdp/10, rddl:sysadmin_inst_mdp__1): "
                    + "an IPPC instance the judge serves to an RDDLSim planner (a wrong name lists the shipped ones), "
                    + "or gvgai:<game>: a GVGAI learning-track run on a shipped VGDL game (e.g. gvgai:aliens).")
    String game;

    @Option(names = "--protocol", paramLabel = "lmc1|lmc2",
            description = "Protocol of a game program given by path (default: lmc2). Built-ins know their own.")
    String protocol;

    @Option(names = "--seed", paramLabel = "N", description = "Seed for the game and the players (default: random).")
    Long seed;

    @Option(names = "--moves", paramLabel = "N", description = "Moves per game (sets the game option 'moves').")
    Integer moves;

    @Option(names = "--games", paramLabel = "N",
            description = "Taboo: games in the fixed, seeded game set (default 10); one agent process per game.")
    Integer games;

    @Option(names = {"-o", "--option"}, paramLabel = "KEY=VALUE", description = "A game option, e.g. rule=reverse, or taboo.guessRule=early (see taboo-dialect.properties).")
    Map<String, String> options = new LinkedHashMap<>();

    @Option(names = "--backend", defaultValue = "none", paramLabel = "none|local|docker",
            description = "Sandbox backend for the programs: local (bubblewrap + cgroups, as root), docker (a "
                    + "container each; ./arbiter starts an engine and builds the images on first use) or none (no "
                    + "isolation, debugging only). Default: ${DEFAULT-VALUE}.")
    String backend;

    @Option(names = "--game-process",
            description = "Run a built-in game as a separate program instead of inside the judge.")
    boolean gameProcess;

    @Option(names = "--dialect", paramLabel = "FILE",
            description = "A properties file overriding the LMC dialect table (reconstructed keywords).")
    Path dialect;

    @Option(names = "--move-deadline", paramLabel = "MS", description = "Per-move deadline in ms (default 1000).")
    Long moveDeadlineMs;

    @Option(names = "--name-deadline", paramLabel = "MS", description = "Deadline for @info name in ms (default 10000).")
    Long nameDeadlineMs;

    @Option(names = "--match-deadline", paramLabel = "S", description = "Total match time in seconds (default 1800).")
    Long matchDeadlineS;

    @Option(names = "--exit-grace", paramLabel = "MS", description = "Time to exit after @command exit in ms (default 5000).")
    Long exitGraceMs;

    Map<String, String> gameOptions() {
        var all = new LinkedHashMap<>(options);
        if (moves != null) {
            all.put("moves", Integer.toString(moves));
        }
        return all;
    }
}
