package dev.arbiter.examples.players.gvgai;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * GVGAI learning track: learns during training which action pays in which situation and plays what it learned
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

    private record Taken(int tick, String state, String action, double score) {
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
    public String act(Observation sso, CpuTimer timer) {
        var actions = new ArrayList<>(sso.availableActions());
        actions.add("ACTION_NIL");
        String state = features(sso);
        settle(sso.gameTick(), sso.gameScore(), false);
        String action;
        if (!validation && random.nextDouble() < EPSILON) {
            action = actions.get(random.nextInt(actions.size()));
        } else {
            double best = Double.NEGATIVE_INFINITY;
            List<String> bests = new ArrayList<>();
            for (String a : actions) {
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
        pending.add(new Taken(sso.gameTick(), state, action, sso.gameScore()));
        return action;
    }

    @Override
    public int result(Observation sso, CpuTimer timer) {
        boolean died = "PLAYER_LOSES".equals(sso.gameWinner()) && !sso.isAvatarAlive();
        settle(sso.gameTick(), sso.gameScore() - (died ? LOSS_PENALTY : 0), true);
        return super.result(sso, timer);
    }

    private double mean(String state, String action) {
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
        double[] a = sso.avatarPosition();
        int block = Math.max(1, sso.blockSize());
        String side = "none";
        double nearest = Double.MAX_VALUE;
        for (double[] n : sso.positions("NPCPositions")) {
            double d = Math.abs(n[0] - a[0]);
            if (d < nearest) {
                nearest = d;
                side = n[0] < a[0] - block / 2.0 ? "left" : n[0] > a[0] + block / 2.0 ? "right" : "above";
            }
        }
        boolean falling = false;
        for (double[] m : sso.positions("movablePositions")) {
            falling |= Math.abs(m[0] - a[0]) < block * 1.5 && a[1] - m[1] > 0 && a[1] - m[1] < block * 5;
        }
        boolean inFlight = !sso.positions("fromAvatarSpritesPositions").isEmpty();
        double width = sso.worldDimension()[0];
        String edge = a[0] < block ? "left" : a[0] > width - 2 * block ? "right" : "inside";
        return side + "," + falling + "," + inFlight + "," + edge;
    }

    public static void main(String[] args) {
        Client.run(GvgaiLearner::new);
    }
}
