/*
 * A GVGAI agent built on sdk/c/arbiter_sdk.h for the SDK's checklist tests (the contract of gvgai_probe.py):
 * it asks for validation after every level, so a run is one training level and then validation, and on
 * request: PROBE_SPIN_AT=N spends 120 ms of CPU time in the N-th act; PROBE_LEARNING=S gives the whole
 * training S CPU seconds; PROBE_IMAGE_AT=N asks for BOTH from the N-th act on and reports the first
 * screenshot's first 8 bytes.
 */
#define ARBITER_SDK_IMPLEMENTATION
#include "arbiter_sdk.h"

static int acts, reported;

static int knob(const char *name)
{
    const char *value = getenv(name);
    return value != NULL && *value ? atoi(value) : -1;
}

static void on_start(void *self)
{
    (void) self;
    acts = 0;
    reported = 0;
}

static const char *act(void *self, const arb_gvgai_obs *obs, const arb_cpu_timer *timer)
{
    (void) self;
    acts++;
    if (acts == knob("PROBE_SPIN_AT")) {
        arb_cpu_timer spin = *timer;
        spin.budget_ms = arb_cpu_timer_spent_ms(timer) + 120;
        while (!arb_cpu_timer_exceeded(&spin)) {
        }
    }
    if (acts == knob("PROBE_IMAGE_AT")) {
        arb_gvgai_observe(ARB_GVGAI_BOTH);
    }
    if (obs->image_png != NULL && obs->image_length >= 8 && !reported) {
        reported = 1;
        fprintf(stderr, "screenshot starts");
        for (int i = 0; i < 8; i++) {
            fprintf(stderr, " %02x", obs->image_png[i]);
        }
        fprintf(stderr, "\n");
    }
    return "ACTION_NIL";
}

static int result(void *self, const arb_gvgai_obs *obs, const arb_cpu_timer *timer)
{
    (void) self;
    (void) obs;
    (void) timer;
    fprintf(stderr, "result called\n");
    return ARB_GVGAI_END_TRAINING;
}

int main(void)
{
    static arb_gvgai_budgets budgets;
    arb_gvgai_budgets_default(&budgets);
    const char *learning = getenv("PROBE_LEARNING");
    if (learning != NULL && *learning) {
        budgets.learning_ms = atof(learning) * 1000;
    }
    arb_gvgai_agent agent = {0};
    agent.budgets = &budgets;
    agent.on_start = on_start;
    agent.act = act;
    agent.result = result;
    return arb_gvgai_run(&agent);
}
