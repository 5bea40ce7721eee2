package dev.arbiter.examples.players.gvgai;

import dev.arbiter.sdk.gvgai.Action;
import dev.arbiter.sdk.gvgai.Agent;
import dev.arbiter.sdk.gvgai.CpuTimer;
import dev.arbiter.sdk.gvgai.Gvgai;
import dev.arbiter.sdk.gvgai.Observation;
import dev.arbiter.sdk.gvgai.Sprite;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * GVGAI learning track, on the Java SDK: learns during training which action pays in which situation and plays what it learned
 * in validation. The situation is a few features every VGDL game has (where the nearest NPC is across the
 * screen, whether a moving sprite is falling on the avatar, whether its own shot is in flight, whether it stands
 * at an edge); an action's worth there is the mean change of score over the {@value #HORIZON} ticks after it,
 * because in aliens a shot hits a few ticks after it is fired. Training explores, validation is greedy. The
 * same design as the Python sample. {@code ARBITER_SEED} seeds its exploration.
 */
public final class GvgaiLearner extends Agent {

    static final int HORIZON = 15;
    static final double EPSILON = 0.2;
    static final double LOSS_PENALTY = 10;

    private record Taken(int tick, String state, Action action, double score) {
    }

    private final Random random;
    /** state|action → {sum of returns, count}. */
    private final Map<String, double[]> worth = new HashMap<>();
    private final ArrayDeque<Taken> pending = new ArrayDeque<>();
    private boolean validation;

    GvgaiLearner() {
        String seed = System.getenv("ARBITER_SEED");
        random = seed == null ? new Random() : new Random(Long.parseLong(seed.trim()));
    }

    @Override
    public void init(Observation sso, CpuTimer timer) {
        pending.clear();
        validation = sso.isValidation();
    }

    @Override
    public Action act(Observation sso, CpuTimer timer) {
        var actions = new ArrayList<>(sso.availableActions());
        actions.add(Action.ACTION_NIL);
        String state = features(sso);
        settle(sso.tick(), sso.score(), false);
        Action action;
        if (!validation && random.nextDouble() < EPSILON) {
            action = actions.get(random.nextInt(actions.size()));
        } else {
            double best = Double.NEGATIVE_INFINITY;
            List<Action> bests = new ArrayList<>();
            for (Action a : actions) {
                double m = mean(state, a);
                if (m > best) {
                    best = m;
                    bests.clear();
                }
                if (m == best) {
                    bests.add(a);
                }
            }
            action = bests.get(random.nextInt(bests.size()));
        }
        pending.add(new Taken(sso.tick(), state, action, sso.score()));
        return action;
    }

    @Override
    public int result(Observation sso, CpuTimer timer) {
        boolean died = sso.winner() == Observation.Winner.PLAYER_LOSES && !sso.isAvatarAlive();
        settle(sso.tick(), sso.score() - (died ? LOSS_PENALTY : 0), true);
        return super.result(sso, timer);
    }

    private double mean(String state, Action action) {
        double[] w = worth.get(state + "|" + action);
        return w == null ? 0 : w[0] / w[1];
    }

    /** Credits every pending action whose horizon has passed, or all of them once the level is over. */
    private void settle(int tick, double score, boolean everything) {
        while (!pending.isEmpty() && (everything || tick - pending.peek().tick() >= HORIZON)) {
            Taken t = pending.poll();
            if (!validation) {
                double[] w = worth.computeIfAbsent(t.state() + "|" + t.action(), k -> new double[2]);
                w[0] += score - t.score();
                w[1]++;
            }
        }
    }

    static String features(Observation sso) {
        if (!sso.isAvatarAlive()) {
            return "dead";
        }
        var a = sso.avatarPosition();
        int block = Math.max(1, sso.blockSize());
        String side = "none";
        double nearest = Double.MAX_VALUE;
        for (Sprite n : sprites(sso, "NPCPositions")) {
            double d = Math.abs(n.x() - a.x());
            if (d < nearest) {
                nearest = d;
                side = n.x() < a.x() - block / 2.0 ? "left" : n.x() > a.x() + block / 2.0 ? "right" : "above";
            }
        }
        boolean falling = false;
        for (Sprite m : sprites(sso, "movablePositions")) {
            falling |= Math.abs(m.x() - a.x()) < block * 1.5 && a.y() - m.y() > 0 && a.y() - m.y() < block * 5;
        }
        boolean inFlight = !sprites(sso, "fromAvatarSpritesPositions").isEmpty();
        double width = sso.worldDimension().x();
        String edge = a.x() < block ? "left" : a.x() > width - 2 * block ? "right" : "inside";
        return side + "," + falling + "," + inFlight + "," + edge;
    }

    /** Every sprite of one of the position lists, whatever its type. */
    private static List<Sprite> sprites(Observation sso, String list) {
        return sso.positions(list).stream().flatMap(List::stream).toList();
    }

    public static void main(String[] args) {
        Gvgai.run(new GvgaiLearner());
    }
}
