package dev.arbiter.judge.protocol.lmc;

import dev.arbiter.judge.MatchStatus;
import dev.arbiter.judge.Verdict;

/**
 * What the parts of an LMC session (its roll call, game and answer relays, clocks) may ask of the session that
 * owns them: write a line to the game or to a player, forfeit a seat, or end the session. They know only this,
 * not the session that creates them, so none of them depends back on it.
 */
interface LmcSessionControl {

    /** Writes a line to the game; a game that stopped reading voids the match. */
    void sendToGame(String line);

    /** Writes a line to a seat that has not forfeited; a player that stopped reading forfeits. */
    void sendToPlayer(LmcPlayer player, String line);

    /** The seat fails for good: verdict, kill, stand-in for the rest of the game. */
    void forfeit(LmcPlayer player, Verdict verdict, String detail);

    /** Voids the match for the game's fault ({@link MatchStatus#GAME_ERROR}). */
    void gameError(String detail);

    /** Ends the session with {@code status}; later calls are ignored. */
    void endSession(MatchStatus status, String detail);
}
