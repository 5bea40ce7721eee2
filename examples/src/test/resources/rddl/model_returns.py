"""Mean and standard deviation of the round return under a fixed policy, simulated by rddl_rollout_planner.py's
own model (rddl_subset.py): argv = planner directory, RDDL directory, instance, rounds, action name, action args (comma
separated). The policy takes the action on even turns and the no-op on odd ones."""
import random
import statistics
import sys

sys.path.insert(0, sys.argv[1])
import rddl_random_planner as planner  # noqa: E402
import rddl_subset as subset  # noqa: E402

rddl_dir, instance, rounds, action, args = sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5], sys.argv[6]
model = subset.Model(subset.relevant_blocks(planner.model_text(None, rddl_dir), instance), instance)
noop = [d for _, _, d in model.actions]
acting = list(noop)
acting[model.action_index[(action, tuple(args.split(",")))]] = 1.0
returns = []
for seed in range(rounds):
    rng, state, total = random.Random(seed), list(model.initial), 0.0
    for turn in range(model.horizon):
        state, reward = model.step(state, acting if turn % 2 == 0 else noop, rng)
        total += reward
    returns.append(total)
print(statistics.mean(returns), statistics.stdev(returns))
