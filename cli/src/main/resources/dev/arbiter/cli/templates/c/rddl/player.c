/*
 * {{name}}: an RDDLSim planner for {{game}}, written with Arbiter's C SDK (arbiter_sdk.h, beside this file).
 *
 * It plays the no-op (every action at its default) every turn: the baseline every IPPC score is measured
 * against. Make it read the fluents.
 */
#define ARBITER_SDK_IMPLEMENTATION
#include "arbiter_sdk.h" /* first: it asks for the POSIX sockets it connects with */

/* session-init: the task text (domain and instance), rounds, session id, time allowed (ms, the whole session). */
static void on_session(void *self, const arb_rddl_session *session)
{
    (void) self;
    fprintf(stderr, "session %s: %d rounds\n", session->session_id, session->rounds);
}

/* Each turn: state->fluent[0 .. state->count) are the observed fluents, name(arg...) = value, as the server
 * wrote them ("true", "3", "0.5"), or look one up with arb_rddl_value(state, "running", "c1"). Add actions with
 * arb_rddl_action(out, "reboot", "c2", "true"); none added is the no-op. */
static void act(void *self, const arb_rddl_state *state, arb_rddl_actions *out)
{
    (void) self;
    (void) state;
    (void) out;
}

/* The total reward: the score. */
static void on_session_end(void *self, double total_reward)
{
    (void) self;
    fprintf(stderr, "total reward %g\n", total_reward);
}

int main(int argc, char **argv)
{
    arb_rddl_planner planner = {0};
    planner.name = "{{name}}";
    planner.on_session = on_session;
    planner.act = act;
    planner.on_session_end = on_session_end;
    return arb_rddl_run(&planner, argc, argv); /* the judge appends the instance to the arguments */
}
