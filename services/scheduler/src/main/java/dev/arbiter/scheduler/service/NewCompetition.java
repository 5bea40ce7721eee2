package dev.arbiter.scheduler.service;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.Map;

/** What an organiser gives to create a competition. Omitted fields take the defaults shown. */
@Schema(description = "A new competition")
public record NewCompetition(
        @Schema(description = "URL name: lower-case letters, digits and dashes", examples = "rps-2026", required = true) String slug,
        @Schema(description = "Title shown to people", examples = "RoShamBo 2026", required = true) String title,
        @Schema(description = "Built-in game (rps, imitate, grammar, taboo); omit for an uploaded game program or an RDDL competition", examples = "rps") String game,
        @Schema(description = "sha256 of an uploaded game program in the blob store, when game is omitted") String gameArtifactSha256,
        @Schema(description = "Protocol of an uploaded game (lmc1, lmc2); built-ins know their own") String protocol,
        @Schema(description = "Seats per match; built-ins know their own") Integer seats,
        @Schema(description = "Game options, e.g. moves", examples = "{\"moves\": \"200\"}") Map<String, String> gameOptions,
        @Schema(description = "Per-move deadline in ms; 0 = the game's default") Long moveDeadlineMs,
        @Schema(description = "Whole-match deadline in ms; 0 = the game's default") Long matchDeadlineMs,
        @Schema(description = "Memory per program in bytes; 0 = the sandbox default") Long memoryBytes,
        @Schema(description = "CPU seconds per program; 0 = the sandbox default") Long cpuSeconds,
        @Schema(description = "Ranking: sum, mean, lowest-total, mean-score-per-turn, normalised-mean-per-move or wins; omitted, the game's own (taboo: lowest-total, lmc1: mean-score-per-turn, lmc2: normalised-mean-per-move)", examples = "mean-score-per-turn") String rankingMethod,
        @Schema(description = "Phase: open (ladder runs), official, closed", examples = "open") String phase,
        @Schema(description = "Uploads per contestant per day", examples = "10") Integer uploadQuotaPerDay,
        @Schema(description = "Listed publicly", examples = "true") Boolean publicListing,
        @Schema(description = "Validation of new entries: alone (one seat), self (against itself) or reference") String validationMode,
        @Schema(description = "Validation mode reference: sha256 of the organiser's reference player in the blob store") String referenceArtifactSha256,
        @Schema(description = "Validation mode reference: how to run it (elf, script, pe32plus)", examples = "script") String referenceKind,
        @Schema(description = "Single-player games: seeded instances each entry plays on the ladder", examples = "5") Integer instancesPerEntry,
        @Schema(description = "Ladder matches in flight at once", examples = "4") Integer ladderConcurrency,
        @Schema(description = "Public seed of the ladder's instances and seeds: an input of the scheduler's keyed seeds, predicting none of them") Long seed,
        @Schema(description = "Time from a program's start to its @info name, in ms; 0 = the game's default") Long nameDeadlineMs,
        @Schema(description = "Moves in the judge's rolling average; 0 = the game's default", examples = "100") Integer averageWindow,
        @Schema(description = "Ceiling of that rolling average in ms; 0 = the game's default", examples = "100") Long averageMoveLimitMs,
        @Schema(description = "Missed moves in a row that forfeit the game; 0 = the game's default", examples = "3") Integer maxConsecutiveTimeouts,
        @Schema(description = "How long the game may stay silent while the judge waits, in ms; 0 = the game's default") Long gameSilenceMs,
        @Schema(description = "LMC dialect overrides (keys of the dialect table, e.g. lmc2.cmd.moveRequest); "
                + "the judge and a built-in game both speak it", examples = "{\"lmc2.cmd.moveRequest\": \"speak\"}") Map<String, String> dialect,
        @Schema(description = "RDDL competition: a built-in set of the shipped IPPC files (ippc2011-mdp, ippc2011-pomdp, "
                + "ippc2014-mdp, ippc2014-pomdp); omit game and protocol", examples = "ippc2011-mdp") String rddlSet,
        @Schema(description = "RDDL competition of uploaded files: the sha256 POST /api/scheduler/rddl-sets answered")
        String rddlFilesSha256,
        @Schema(description = "RDDL: the instances to play, in order; omitted, every instance of the set",
                examples = "[\"sysadmin_inst_mdp__1\", \"game_of_life_inst_mdp__1\"]") java.util.List<String> rddlInstances,
        @Schema(description = "RDDL: rounds per session (IPPC used 30)", examples = "30") Integer rddlRounds,
        @Schema(description = "RDDL: a session's time-allowed in ms (IPPC: 18 minutes)", examples = "1080000") Long rddlTimeAllowedMs,
        @Schema(description = "GVGAI learning-track competition: the shipped VGDL games each entry plays one learning run on, "
                + "in order; omit game and protocol. Levels and budgets are gvgai.* game options (docs/protocols/gvgai.md)",
                examples = "[\"aliens\", \"testgame1\"]") java.util.List<String> gvgaiGames,
        @Schema(description = "GVGAI: an uploaded game (the sha256 POST /api/scheduler/gvgai-games answered), played "
                + "after gvgaiGames (which may then be omitted); its validation levels stay private") String gvgaiFilesSha256) {

    /** A competition of everything but RDDL's fields. */
    public NewCompetition(String slug, String title, String game, String gameArtifactSha256, String protocol, Integer seats,
                          Map<String, String> gameOptions, Long moveDeadlineMs, Long matchDeadlineMs, Long memoryBytes,
                          Long cpuSeconds, String rankingMethod, String phase, Integer uploadQuotaPerDay, Boolean publicListing,
                          String validationMode, String referenceArtifactSha256, String referenceKind, Integer instancesPerEntry,
                          Integer ladderConcurrency, Long seed, Long nameDeadlineMs, Integer averageWindow,
                          Long averageMoveLimitMs, Integer maxConsecutiveTimeouts, Long gameSilenceMs, Map<String, String> dialect) {
        this(slug, title, game, gameArtifactSha256, protocol, seats, gameOptions, moveDeadlineMs, matchDeadlineMs, memoryBytes,
                cpuSeconds, rankingMethod, phase, uploadQuotaPerDay, publicListing, validationMode, referenceArtifactSha256,
                referenceKind, instancesPerEntry, ladderConcurrency, seed, nameDeadlineMs, averageWindow, averageMoveLimitMs,
                maxConsecutiveTimeouts, gameSilenceMs, dialect, null, null, null, null, null, null, null);
    }

    /** Whether this asks for a GVGAI learning-track competition. */
    public boolean gvgai() {
        return gvgaiGames != null && !gvgaiGames.isEmpty() || gvgaiFilesSha256 != null && !gvgaiFilesSha256.isBlank();
    }

    /** Whether this asks for an RDDL competition. */
    public boolean rddl() {
        return (rddlSet != null && !rddlSet.isBlank()) || (rddlFilesSha256 != null && !rddlFilesSha256.isBlank());
    }
}
