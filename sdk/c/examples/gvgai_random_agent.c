/*
 * gvgai_random_agent: a GVGAI learning-track agent on arbiter_sdk.h that plays a random action of the
 * avatar's every tick (seeded by ARBITER_SEED), trains once on each training level, then asks for
 * validation: random play has nothing to learn.
 */
#define ARBITER_SDK_IMPLEMENTATION
#include "../arbiter_sdk.h"

typedef struct agent {
    unsigned long long rng;
    int levels_played;
} agent;

static unsigned long long next_random(agent *a)
{
    a->rng = a->rng * 6364136223846793005ULL + 1442695040888963407ULL; /* Knuth's MMIX LCG */
    return a->rng >> 33;
}

static void on_start(void *self)
{
    agent *a = self;
    const char *seed = getenv("ARBITER_SEED");
    a->rng = seed != NULL ? strtoull(seed, NULL, 10) : 0;
    a->levels_played = 0;
}

static const char *act(void *self, const arb_gvgai_obs *obs, const arb_cpu_timer *timer)
{
    (void) timer;
    if (obs->action_count == 0) {
        return "ACTION_NIL";
    }
    return obs->action[next_random(self) % (unsigned long long) obs->action_count];
}

static int result(void *self, const arb_gvgai_obs *obs, const arb_cpu_timer *timer)
{
    agent *a = self;
    (void) obs;
    (void) timer;
    a->levels_played++;
    return a->levels_played >= 3 ? ARB_GVGAI_END_TRAINING : a->levels_played;
}

int main(void)
{
    static agent state;
    arb_gvgai_agent agent = {0};
    agent.self = &state;
    agent.on_start = on_start;
    agent.act = act;
    agent.result = result;
    return arb_gvgai_run(&agent);
}
