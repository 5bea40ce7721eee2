package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.vgdl.engine.Winner;

/**
 * One validation play as the track scores it: win state 1 (won), 0 (lost) or −100 (disqualified), the game
 * score (−1000 when disqualified, GVG-C18) and the ticks played.
 */
record PlayResult(int level, int winState, double score, int ticks) {

    static final double DISQUALIFIED_SCORE = -1000;

    static PlayResult played(int level, Winner winner, double score, int ticks) {
        return new PlayResult(level, winner == Winner.PLAYER_WINS ? 1 : 0, score, ticks);
    }

    static PlayResult disqualified(int level, int ticks) {
        return new PlayResult(level, Winner.PLAYER_DISQ.key(), DISQUALIFIED_SCORE, ticks);
    }

    boolean won() {
        return winState == 1;
    }

    boolean isDisqualified() {
        return winState == Winner.PLAYER_DISQ.key();
    }
}
