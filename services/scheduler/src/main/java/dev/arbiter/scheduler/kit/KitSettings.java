package dev.arbiter.scheduler.kit;

import dev.arbiter.judge.CompetitionSettings;
import dev.arbiter.judge.MatchLimits;
import dev.arbiter.scheduler.persistence.Competition;
import dev.arbiter.scheduler.persistence.RddlInstanceRef;

import java.util.TreeMap;

/**
 * A competition's settings as its kit carries them: the same columns {@code MatchRequests} puts into every match
 * request (game, protocol, options, dialect, limits), so the kit's {@code arbiter match --competition} sets a match up
 * as the runner sets up the server's.
 */
final class KitSettings {

    private KitSettings() {
    }

    /** The settings; {@code gameProgram} is the kit's file of an uploaded game, or null for a built-in or RDDL. */
    static CompetitionSettings of(Competition c, String gameProgram) {
        var limits = new MatchLimits(c.nameDeadlineMs, c.moveDeadlineMs, c.matchDeadlineMs, 0, 0, c.averageWindow,
                c.averageMoveLimitMs, c.maxConsecutiveTimeouts, c.gameSilenceMs, c.memoryBytes, c.cpuSeconds, 0);
        return new CompetitionSettings(CompetitionSettings.FORMAT, c.slug, c.title, c.rddl() ? null : c.game,
                gameProgram, c.protocol, c.seats, new TreeMap<>(c.gameOptions), new TreeMap<>(c.dialect), limits,
                c.rddlInstances.stream().map(RddlInstanceRef::name).toList());
    }

    /** The kit's file for an uploaded game program. */
    static String gameFile(Competition c) {
        return "game/game-" + c.gameArtifactSha256.substring(0, 12);
    }
}
