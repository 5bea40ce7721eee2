package dev.arbiter.vgdl.engine;

/** Outcome of a level for the player, with GVGAI's numeric win state. */
public enum Winner {
    PLAYER_DISQ(-100),
    NO_WINNER(-1),
    PLAYER_LOSES(0),
    PLAYER_WINS(1);

    private final int key;

    Winner(int key) {
        this.key = key;
    }

    public int key() {
        return key;
    }
}
