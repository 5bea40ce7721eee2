/*
 * rddl_noop_planner: an RDDLSim planner on arbiter_sdk.h that plays the no-op every turn (every action at
 * its default), the baseline IPPC scores are measured against, and reports the session on stderr.
 *
 *     rddl_noop_planner [--host H] [--port P] [--name CLIENT] INSTANCE
 */
#define ARBITER_SDK_IMPLEMENTATION
#include "../arbiter_sdk.h"

static void on_session(void *self, const arb_rddl_session *session)
{
    (void) self;
    fprintf(stderr, "session %s: %d rounds\n", session->session_id, session->rounds);
}

static void act(void *self, const arb_rddl_state *state, arb_rddl_actions *out)
{
    (void) self;
    (void) state;
    (void) out; /* nothing added: the no-op. e.g. arb_rddl_action(out, "reboot", "c2", "true") */
}

static void on_session_end(void *self, double total_reward)
{
    (void) self;
    fprintf(stderr, "total reward %g\n", total_reward);
}

int main(int argc, char **argv)
{
    arb_rddl_planner planner = {0};
    planner.name = "c-noop";
    planner.on_session = on_session;
    planner.act = act;
    planner.on_session_end = on_session_end;
    return arb_rddl_run(&planner, argc, argv);
}
