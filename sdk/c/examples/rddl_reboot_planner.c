/*
 * rddl_reboot_planner: an RDDLSim planner on arbiter_sdk.h for the sysadmin domain. Each turn it reboots
 * the first computer it observes down (running(c) = false), if any, and otherwise plays the no-op; it
 * reports each round's reward and the session's total on stderr.
 *
 *     rddl_reboot_planner [--host H] [--port P] [--name CLIENT] sysadmin_inst_mdp__1
 */
#define ARBITER_SDK_IMPLEMENTATION
#include "../arbiter_sdk.h"
#include <string.h>

static void act(void *self, const arb_rddl_state *state, arb_rddl_actions *out)
{
    (void) self;
    for (int i = 0; i < state->count; i++) {
        const arb_rddl_fluent *f = &state->fluent[i];
        if (strcmp(f->name, "running") == 0 && f->argc == 1 && strcmp(f->value, "false") == 0) {
            arb_rddl_action(out, "reboot", f->arg[0], "true"); /* one: the domain allows one reboot a turn */
            return;
        }
    }
}

static void on_round_end(void *self, double reward)
{
    (void) self;
    fprintf(stderr, "round reward %g\n", reward);
}

static void on_session_end(void *self, double total_reward)
{
    (void) self;
    fprintf(stderr, "total reward %g\n", total_reward);
}

int main(int argc, char **argv)
{
    arb_rddl_planner planner = {0};
    planner.name = "c-reboot";
    planner.act = act;
    planner.on_round_end = on_round_end;
    planner.on_session_end = on_session_end;
    return arb_rddl_run(&planner, argc, argv);
}
