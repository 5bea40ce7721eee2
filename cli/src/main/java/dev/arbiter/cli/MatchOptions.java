package dev.arbiter.cli;

import dev.arbiter.judge.CompetitionSettings;
import dev.arbiter.judge.MatchLimits;
import picocli.CommandLine.Option;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/** Options shared by {@code match} and {@code tournament}: what game, how, under which clocks. */
final class MatchOptions {

    @Option(names = "--game", paramLabel = "GAME",
            description = "A built-in game (see 'arbiter games'), the path of a game program, rddl:<domain>/<instance> "
                    + "(rddl:sysadmin/sysadmin_inst_mdp__1, rddl:sysadmin_mdp/10, rddl:sysadmin_inst_mdp__1): "
                    + "an IPPC instance the judge serves to an RDDLSim planner (a wrong name lists the shipped ones), "
                    + "or gvgai:<game>: a GVGAI learning-track run on a shipped VGDL game (e.g. gvgai:aliens).")
    String game;

    @Option(names = "--competition", paramLabel = "FILE",
            description = "A contestant kit's competition.json: that competition's game, options, dialect and limits, "
                    + "set up as the platform's runners set up its matches. --game, -o, --dialect and the clock options "
                    + "given beside it override it.")
    Path competition;

    /** The --competition file's settings, read once. */
    private CompetitionSettings settings;

    @Option(names = "--protocol", paramLabel = "lmc1|lmc2",
            description = "Protocol of a game program given by path (default: lmc2). Built-ins know their own.")
    String protocol;

    @Option(names = "--seed", paramLabel = "N", description = "Seed for the game and the players (default: random).")
    Long seed;

    @Option(names = "--player-seed", paramLabel = "N",
            description = "A player's ARBITER_SEED, once per --player in the same order, as a finished match's page reveals "
                    + "them (default: each derived from --seed with HMAC-SHA-256 under --seed-key).")
    java.util.List<Long> playerSeeds = new java.util.ArrayList<>();

    @Option(names = "--seed-key", paramLabel = "KEY",
            description = "Key (hex, or text of 16 bytes or more) the players' seeds are derived under, so that none can compute "
                    + "another's (default: a random key each run; the transcript records the seeds each player got).")
    String seedKey;

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

    /** The --competition file's settings, or null without one. */
    CompetitionSettings settings() {
        if (settings == null && competition != null) {
            settings = CompetitionFile.read(competition);
        }
        return settings;
    }

    /** Fills what --competition implies and was not given: the game and its protocol. */
    void applyCompetition() {
        var s = settings();
        if (s != null) {
            if (game == null) {
                game = CompetitionFile.game(s, competition);
            }
            if (protocol == null && s.protocol() != null && !s.protocol().isEmpty()) {
                protocol = s.protocol();
            }
        }
        if (game == null) {
            throw new UsageException("name the game with --game, or a kit's settings with --competition");
        }
    }

    /** The competition's dialect overrides (before --dialect's), or none. */
    Map<String, String> competitionDialect() {
        return settings() == null ? Map.of() : settings().dialect();
    }

    /** The competition's limits over the game's defaults, or none. */
    MatchLimits competitionLimits() {
        return settings() == null ? MatchLimits.none() : settings().limits();
    }

    Map<String, String> gameOptions() {
        var all = new LinkedHashMap<String, String>();
        if (settings() != null) {
            all.putAll(settings().options()); // the competition's, as every match request carries them; -o overrides
        }
        all.putAll(options);
        if (moves != null) {
            all.put("moves", Integer.toString(moves));
        }
        return all;
    }
}
