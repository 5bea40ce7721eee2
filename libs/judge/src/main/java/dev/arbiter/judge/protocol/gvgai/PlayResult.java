package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.vgdl.engine.Winner;
import dev.arbiter.vgdl.replay.PlayTape;

/**
 * One validation play as the track scores it: win state 1 (won), 0 (lost) or −100 (disqualified), the game
 * score (−1000 when disqualified, GVG-C18; at least 1 when won, see {@link #countedScore}), the ticks played, and the
 * tape that replays it (null for a level never started).
 */
record PlayResult(int level, int winState, double score, int ticks, PlayTape tape) {

    static final double DISQUALIFIED_SCORE = -1000;

    static PlayResult played(int level, Winner winner, double score, int ticks, PlayTape tape) {
        return new PlayResult(level, winner == Winner.PLAYER_WINS ? 1 : 0, countedScore(winner, score), ticks, tape);
    }

    /**
     * The score a level ended with counts as it is, except a win: when the framework settles a finished game's
     * result, an avatar that won with nothing or less on its score is given a score of 1 instead, so that a win
     * never counts for less than a point, and the learning track's statistics add that 1. The END observation the
     * client was sent still shows the engine's own score, as the framework's did (its observation was taken
     * before the result was settled), and so does the replay tape.
     */
    static double countedScore(Winner winner, double score) {
        return winner == Winner.PLAYER_WINS && score <= 0 ? 1 : score;
    }

    static PlayResult disqualified(int level, int ticks, PlayTape tape) {
        return new PlayResult(level, Winner.PLAYER_DISQ.key(), DISQUALIFIED_SCORE, ticks, tape);
    }

    /** A validation play skipped or never started: nothing to replay. */
    static PlayResult notPlayed(int level) {
        return disqualified(level, 0, null);
    }

    boolean won() {
        return winState == 1;
    }

    boolean isDisqualified() {
        return winState == Winner.PLAYER_DISQ.key();
    }
}
