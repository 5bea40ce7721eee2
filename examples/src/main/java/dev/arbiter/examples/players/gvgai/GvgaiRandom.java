package dev.arbiter.examples.players.gvgai;

import dev.arbiter.sdk.gvgai.Action;
import dev.arbiter.sdk.gvgai.Agent;
import dev.arbiter.sdk.gvgai.CpuTimer;
import dev.arbiter.sdk.gvgai.Gvgai;
import dev.arbiter.sdk.gvgai.Observation;

import java.util.Random;

/**
 * GVGAI learning track, on the Java SDK: a uniformly random available action every tick, a random training level
 * after each. {@code ARBITER_SEED} (a decimal long) seeds it.
 */
public final class GvgaiRandom extends Agent {

    private final Random random;

    GvgaiRandom() {
        String seed = System.getenv("ARBITER_SEED");
        random = seed == null ? new Random() : new Random(Long.parseLong(seed.trim()));
    }

    @Override
    public Action act(Observation sso, CpuTimer timer) {
        var actions = sso.availableActions();
        return actions.isEmpty() ? Action.ACTION_NIL : actions.get(random.nextInt(actions.size()));
    }

    @Override
    public int result(Observation sso, CpuTimer timer) {
        return random.nextInt(3);
    }

    public static void main(String[] args) {
        Gvgai.run(new GvgaiRandom());
    }
}
