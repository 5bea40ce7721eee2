package dev.arbiter.judge.protocol.gvgai;

import dev.arbiter.judge.protocol.Seat;
import dev.arbiter.vgdl.ShippedGames;
import dev.arbiter.vgdl.engine.Action;
import dev.arbiter.vgdl.engine.Game;
import dev.arbiter.vgdl.engine.GameRules;
import dev.arbiter.vgdl.engine.Winner;
import dev.arbiter.vgdl.observation.LevelObserver;
import dev.arbiter.vgdl.observation.Phase;
import dev.arbiter.vgdl.observation.SsoType;
import dev.arbiter.vgdl.parse.LevelText;
import dev.arbiter.vgdl.replay.PlayTape;

/**
 * One play of one level in a run: the engine's game, the observations the client is sent of it, the actions it
 * is played with, the tape that replays it, and the {@link PlayResult} it comes to.
 */
final class LevelPlay {

    private final int level;
    private final boolean validation;
    private final Game game;
    /** The actions of the level: each validation play keeps its tape, noted when the run ends. */
    private final PlayTape.Recorder tape;
    private final LevelObserver observer;

    /** The level {@code text} (number {@code level}) set up to play with {@code seed}. */
    LevelPlay(GvgaiSettings settings, GameRules rules, LevelText text, int level, boolean validation, long seed) {
        this.level = level;
        this.validation = validation;
        this.game = new Game(rules, text, seed, ShippedGames.LEARNING_BLOCK_SIZE, settings.engineSteps());
        this.tape = new PlayTape.Recorder(settings.game(), level, seed, ShippedGames.LEARNING_BLOCK_SIZE, settings.engineSteps());
        this.observer = new LevelObserver(game);
    }

    int level() {
        return level;
    }

    boolean isValidation() {
        return validation;
    }

    int tick() {
        return game.tick();
    }

    /**
     * The framework's tick counter once the level is over: it counts cycles from 0, so a level that ended on its
     * n-th cycle reports n − 1 (what the END observation says and the play's ticks count).
     */
    int ticksReported() {
        return game.gameTick();
    }

    /** "training level 0" or "validation level 3": the play as notes and incidents name it. */
    String name() {
        return (validation ? "validation" : "training") + " level " + level;
    }

    /** The INIT observation, always the full state. */
    String initObservation() {
        return observer.json(Phase.INIT, validation, SsoType.JSON);
    }

    /** The ACT observation, of the kind the client last asked for. */
    String actObservation(SsoType type) {
        return observer.json(Phase.ACT, validation, type);
    }

    /** END and ABORT are always the full state; {@code winner} is PLAYER_DISQ on a level the agent lost so. */
    String endObservation(Phase phase, Winner winner) {
        return observer.json(phase, validation, SsoType.JSON, winner);
    }

    /**
     * The action an ACT answer's {@code body} names. Anything unrecognised is ACTION_NIL (an incident of
     * {@code seat}); the engine turns an action the avatar lacks into NIL as well.
     */
    Action action(String body, Seat seat) {
        if (body.equals("ABORT")) {
            return Action.ACTION_ESCAPE;
        }
        Action action = Action.parse(body);
        if (action == null) {
            seat.incident("tick " + game.tick() + ": '" + ClientReply.abbreviate(body) + "' is no action, ACTION_NIL applied");
            return Action.ACTION_NIL;
        }
        if (action != Action.ACTION_ESCAPE && action != Action.ACTION_NIL
                && !game.availableActions().contains(action)) {
            seat.incident("tick " + game.tick() + ": " + action + " is not available, ACTION_NIL applied");
            return Action.ACTION_NIL;
        }
        return action;
    }

    /** Plays one tick with {@code action}; whether the level has ended. */
    boolean step(Action action) {
        tape.step(game, action);
        return game.isEnded();
    }

    /** Disqualified: the level is aborted as the original server aborted it, by playing the tick as ACTION_ESCAPE. */
    void abort() {
        if (!game.isEnded()) {
            tape.step(game, Action.ACTION_ESCAPE);
        }
    }

    /** The phase of the observation that ends the level: ABORT when the agent escaped, else END. */
    Phase endPhase() {
        return game.isAborted() ? Phase.ABORT : Phase.END;
    }

    Winner winner() {
        return game.winner();
    }

    /** "PLAYER_WINS, score 4.0, 120 ticks": how the level ended, for the transcript. */
    String outcome() {
        return game.winner() + ", score " + game.score() + ", " + ticksReported() + " ticks" + (game.isAborted() ? " (aborted)" : "");
    }

    /** The level played to its end, scored as it ended. */
    PlayResult result() {
        return PlayResult.played(level, game.winner(), game.score(), ticksReported(), tape.finish(game));
    }

    /** The level lost as disqualified, with the tape of what was played of it. */
    PlayResult disqualifiedResult() {
        return PlayResult.disqualified(level, ticksReported(), tape.finish(game));
    }
}
