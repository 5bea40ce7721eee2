package dev.arbiter.rddl.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The random baseline of IPPC 2011 and 2014, by the rule of rddlsim's {@code RandomBoolPolicy} (the policy its
 * competition client ran as "random"); our own code, seeded for reproducibility where rddlsim's was not.
 *
 * <p>Each turn it lists the joint actions it could take in the current state and draws one uniformly: the no-op
 * (always on the list, legal or not), and every distinct set of 1 to max-nondef-actions ground boolean actions, each
 * set to true, that can be built one action at a time with every partial set passing the state-action constraints.
 * So a set counts once however many orders reach it, and a two-action set is on the list only when one of its
 * actions is legal alone. This differs from {@link RandomPolicy}, which first draws how many actions to set.
 *
 * <p>rddlsim's policy plays the no-op when it has no state, on a POMDP round's first turn: a caller with no
 * observation yet does the same ({@link Simulator#noop()}). The list grows with the number of action sets, as
 * rddlsim's did: fine for the IPPC instances (at most 4 non-default actions, tens of ground actions).
 */
public final class IppcRandomBoolPolicy {

    private final Rng rng;
    private final int[] boolActions;
    /** The largest set drawn: max-nondef-actions, or every boolean action when there are fewer. */
    private final int most;
    private final Actions actions;

    public IppcRandomBoolPolicy(Simulator sim, long seed) {
        this.rng = new Rng(seed);
        this.boolActions = sim.boolActionIndices();
        this.most = Math.min(sim.maxNondefActions(), boolActions.length);
        this.actions = sim.noop();
    }

    /** The joint action for the episode's current state (the returned object is reused by the next call). */
    public Actions choose(Episode episode) {
        List<int[]> choices = choices(episode);
        return apply(choices.get(rng.nextInt(choices.size())));
    }

    /**
     * What the policy draws from in the episode's current state: the no-op (an empty set) first, then the legal
     * sets of action indices ({@link Simulator#actionFluents()}), each sorted, by size and then in order.
     */
    public List<int[]> choices(Episode episode) {
        var all = new ArrayList<int[]>();
        all.add(new int[0]);
        List<int[]> previous = List.of(new int[0]);
        for (int size = 1; size <= most && !previous.isEmpty(); size++) {
            Set<List<Integer>> seen = new LinkedHashSet<>();
            var next = new ArrayList<int[]>();
            for (int[] smaller : previous) {
                for (int action : boolActions) {
                    if (Arrays.binarySearch(smaller, action) >= 0) {
                        continue;
                    }
                    int[] bigger = Arrays.copyOf(smaller, smaller.length + 1);
                    bigger[smaller.length] = action;
                    Arrays.sort(bigger);
                    if (seen.add(Arrays.stream(bigger).boxed().toList()) && episode.violation(apply(bigger)) == null) {
                        next.add(bigger);
                    }
                }
            }
            next.sort(Arrays::compare);
            all.addAll(next);
            previous = next;
        }
        actions.clear();
        return all;
    }

    private Actions apply(int[] chosen) {
        actions.clear();
        for (int i : chosen) {
            actions.set(i, 1);
        }
        return actions;
    }
}
