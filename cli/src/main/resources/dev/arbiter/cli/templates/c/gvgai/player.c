/*
 * {{name}}: a GVGAI learning-track agent for {{game}}, written with Arbiter's C SDK (arbiter_sdk.h, beside
 * this file).
 *
 * It plays a random action of the avatar's every tick, trains once on each training level and then asks for
 * validation: random play has nothing to learn. Make it learn from what it observes.
 */
#define ARBITER_SDK_IMPLEMENTATION
#include "arbiter_sdk.h" /* first: it asks for the POSIX sockets and CPU clocks it uses */

typedef struct agent {
    unsigned long long rng;
    int levels_played;
} agent;

static unsigned long long next_random(agent *a)
{
    a->rng = a->rng * 6364136223846793005ULL + 1442695040888963407ULL;
    return a->rng >> 33;
}

/* A run begins (once per game). */
static void on_start(void *self)
{
    agent *a = self;
    const char *seed = getenv("ARBITER_SEED");
    a->rng = seed != NULL ? strtoull(seed, NULL, 10) : 0;
    a->levels_played = 0;
}

/* Every tick, within 40 ms of CPU time: over it NIL is played, over 50 ms the level is lost. obs has the score,
 * tick, available actions, the avatar's position and orientation and the grid's sprite types (obs->grid[x][y]). */
static const char *act(void *self, const arb_gvgai_obs *obs, const arb_cpu_timer *timer)
{
    (void) timer;
    if (obs->action_count == 0) {
        return "ACTION_NIL";
    }
    return obs->action[next_random(self) % (unsigned long long) obs->action_count];
}

/* A level ended: the next training level (0-2), ARB_GVGAI_NEXT_LEVEL, or ARB_GVGAI_END_TRAINING. */
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
