package dev.arbiter.examples.players.gvgai;

/**
 * What a learning-track agent implements, as the original AbstractPlayer: {@link #init} at the start of every
 * level, {@link #act} every tick, {@link #result} at the end of every level (the next training level). The
 * client reads {@link #lastSsoType} after every call: "JSON", "IMAGE" or "BOTH" for the next observations.
 */
public abstract class Agent {

    public String lastSsoType = "JSON";
    private int nextLevel;

    public void init(Observation sso, CpuTimer timer) {
    }

    public abstract String act(Observation sso, CpuTimer timer);

    /** The training levels in turn, unless an agent knows better. */
    public int result(Observation sso, CpuTimer timer) {
        nextLevel = (nextLevel + 1) % 3;
        return nextLevel;
    }
}
