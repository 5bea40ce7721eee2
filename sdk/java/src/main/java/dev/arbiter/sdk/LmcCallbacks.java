package dev.arbiter.sdk;

import java.util.List;

/**
 * What {@link Lmc} calls as the judge's lines arrive: the events of an LMC session, one at a time. {@link Player} is
 * the class contestants extend and documents each call; this is the part of it the protocol loop needs, so the loop
 * does not depend on the class that starts it.
 */
interface LmcCallbacks {

    /** See {@link Player#name()}. */
    String name();

    /** See {@link Player#onNewGame(List)}. */
    void onNewGame(List<String> alphabet);

    /** See {@link Player#onInput(List)}. */
    void onInput(List<String> words);

    /** See {@link Player#move()}. */
    List<String> move();

    /** See {@link Player#onScore(double)}. */
    void onScore(double increment);

    /** See {@link Player#onHint(List)}. */
    void onHint(List<String> words);

    /** See {@link Player#onExit()}. */
    void onExit();
}
