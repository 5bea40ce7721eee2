package dev.arbiter.judge.protocol.lmc;

/**
 * What the game-to-player relay may ask of its session: pass a checked line on to a player, answer a player's
 * pending move with a stand-in, or void the match for the game's fault. The relay knows only this, not the
 * session that implements it.
 */
interface LmcPlayerSide {

    void sendToPlayer(LmcPlayer player, String line);

    void answerWithStandIn(LmcPlayer player);

    void gameError(String detail);
}
