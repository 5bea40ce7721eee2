/*
 * A planner built on sdk/c/arbiter_sdk.h (compiled with -I to it) that says on stderr what the SDK handed it:
 * the session, each round's first state, each round's end, in the words of rddl_probe.py. PROBE_ILLEGAL=1
 * makes every move two concurrent reboots, which sysadmin's max-nondef-actions = 1 refuses, so each round
 * ends after one turn.
 */
#define ARBITER_SDK_IMPLEMENTATION
#include "arbiter_sdk.h"

static int turn;

static void on_session(void *self, const arb_rddl_session *session)
{
    (void) self;
    fprintf(stderr, "session rounds=%d task=%s\n", session->rounds, session->task != NULL ? "True" : "False");
}

static void on_round(void *self, int number)
{
    (void) self;
    turn = 0;
    fprintf(stderr, "round %d\n", number);
}

static void act(void *self, const arb_rddl_state *state, arb_rddl_actions *out)
{
    (void) self;
    if (++turn == 1) {
        fprintf(stderr, "first state: %d fluents\n", state->count);
    }
    if (getenv("PROBE_ILLEGAL") != NULL) {
        arb_rddl_action(out, "reboot", "c1", "true");
        arb_rddl_action(out, "reboot", "c2", "true");
    }
}

static void on_round_end(void *self, double reward)
{
    (void) self;
    fprintf(stderr, "round end after %d turns: %.17g\n", turn, reward);
}

static void on_session_end(void *self, double total)
{
    (void) self;
    fprintf(stderr, "session end: %.17g\n", total);
}

int main(int argc, char **argv)
{
    arb_rddl_planner p = {0};
    p.name = "sdk-probe";
    p.on_session = on_session;
    p.on_round = on_round;
    p.act = act;
    p.on_round_end = on_round_end;
    p.on_session_end = on_session_end;
    return arb_rddl_run(&p, argc, argv);
}
