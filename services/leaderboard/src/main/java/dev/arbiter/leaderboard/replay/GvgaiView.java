package dev.arbiter.leaderboard.replay;

import io.quarkus.qute.TemplateData;

import java.util.List;

/**
 * What a GVGAI run's match page shows of its validation: the scores per level, and each play with its replay.
 *
 * @param levels one row per validation level, in level order
 * @param plays  the validation plays in the order they were played
 */
@TemplateData
public record GvgaiView(String matchId, List<Level> levels, List<Play> plays) {

    /** A validation level's plays as the track counted them (a disqualified play counts −1000). */
    @TemplateData
    public record Level(int level, int plays, long victories, double meanScore, long disqualified) {
    }

    /**
     * One validation play.
     *
     * @param frames     how many frames its replay has (0 when it cannot be replayed here)
     * @param frameTicks the tick of each frame, space-separated, for the player's caption
     */
    @TemplateData
    public record Play(int play, int level, double countedScore, String outcome, int ticks, int frames, String frameTicks) {

        public int lastFrame() {
            return frames - 1;
        }
    }
}
