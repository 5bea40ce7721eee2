package dev.arbiter.scheduler.kit;

import dev.arbiter.judge.CompetitionSettings;
import dev.arbiter.judge.MatchLimits;
import dev.arbiter.proto.Vocabulary;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.RddlInstanceRef;

import java.util.List;
import java.util.TreeMap;

/**
 * A competition's settings as its kit carries them: the same columns {@code MatchRequests} puts into every match
 * request (game, protocol, options, dialect, limits), so the kit's {@code arbiter match --competition} sets a match up
 * as the runner sets up the server's.
 */
final class KitSettings {

    private KitSettings() {
    }

    /**
     * The settings; {@code gameProgram} is the kit's file of an uploaded game, or null. RDDL and GVGAI competitions
     * have no game of their own: what their matches cycle through (IPPC instances, shipped VGDL games) are the
     * instances, as each match request names one.
     */
    static CompetitionSettings of(Competition c, String gameProgram) {
        var limits = new MatchLimits(c.nameDeadlineMs, c.moveDeadlineMs, c.matchDeadlineMs, 0, 0, c.averageWindow,
                c.averageMoveLimitMs, c.maxConsecutiveTimeouts, c.gameSilenceMs, c.memoryBytes, c.cpuSeconds, 0);
        List<String> instances = c.gvgai() ? c.gvgaiGames : c.rddlInstances.stream().map(RddlInstanceRef::name).toList();
        return new CompetitionSettings(CompetitionSettings.FORMAT, c.slug, c.title, c.trackRules() ? null : c.game,
                gameProgram, Vocabulary.wireName(c.protocol), c.seats, new TreeMap<>(c.gameOptions), new TreeMap<>(c.dialect), limits,
                instances);
    }

    /** The kit's file for an uploaded game program, or null when the competition plays none (built-in, RDDL, GVGAI). */
    static String gameFile(Competition c) {
        if (c.trackRules() || c.game != null || c.gameArtifactSha256 == null) {
            return null;
        }
        return "game/game-" + c.gameArtifactSha256.substring(0, 12);
    }
}
