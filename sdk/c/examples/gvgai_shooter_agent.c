/*
 * gvgai_shooter_agent: a GVGAI learning-track agent on arbiter_sdk.h for shooting games such as aliens. It
 * reads the observation grid: when some sprite other than its own kind is in its column it fires
 * (ACTION_USE), else it steps towards the nearest column that has one. It has nothing to learn, so it asks
 * for validation after the first training level.
 */
#define ARBITER_SDK_IMPLEMENTATION
#include "../arbiter_sdk.h"
#include <string.h>

static int has(const arb_gvgai_obs *obs, const char *action)
{
    for (int i = 0; i < obs->action_count; i++) {
        if (strcmp(obs->action[i], action) == 0) {
            return 1;
        }
    }
    return 0;
}

/* Whether tiles of column x above row `below` hold a sprite of another type than the avatar's tile. */
static int target_in(const arb_gvgai_obs *obs, int x, int below, int avatar_type)
{
    for (int y = 0; y < below && y < ARB_GVGAI_GRID_ROWS; y++) {
        const arb_gvgai_cell *cell = &obs->grid[x][y];
        if (cell->count > 0 && cell->itype[0] != avatar_type) {
            return 1;
        }
    }
    return 0;
}

static const char *act(void *self, const arb_gvgai_obs *obs, const arb_cpu_timer *timer)
{
    (void) self;
    (void) timer;
    if (obs->block_size <= 0 || obs->avatar_x < 0) {
        return "ACTION_NIL"; /* an IMAGE observation: no grid to read */
    }
    int ax = (int) (obs->avatar_x / obs->block_size), ay = (int) (obs->avatar_y / obs->block_size);
    int cols = obs->grid_cols < ARB_GVGAI_GRID_COLS ? obs->grid_cols : ARB_GVGAI_GRID_COLS;
    if (ax < 0 || ax >= cols || ay < 0 || ay >= ARB_GVGAI_GRID_ROWS) {
        return "ACTION_NIL";
    }
    int avatar_type = obs->grid[ax][ay].count > 0 ? obs->grid[ax][ay].itype[0] : -1;
    if (target_in(obs, ax, ay, avatar_type) && has(obs, "ACTION_USE")) {
        return "ACTION_USE";
    }
    for (int d = 1; d < cols; d++) {
        if (ax - d >= 0 && target_in(obs, ax - d, ay, avatar_type) && has(obs, "ACTION_LEFT")) {
            return "ACTION_LEFT";
        }
        if (ax + d < cols && target_in(obs, ax + d, ay, avatar_type) && has(obs, "ACTION_RIGHT")) {
            return "ACTION_RIGHT";
        }
    }
    return "ACTION_NIL";
}

static int result(void *self, const arb_gvgai_obs *obs, const arb_cpu_timer *timer)
{
    (void) self;
    (void) timer;
    fprintf(stderr, "level over: %s, score %g at tick %d\n", obs->winner, obs->score, obs->tick);
    return ARB_GVGAI_END_TRAINING;
}

int main(void)
{
    arb_gvgai_agent agent = {0};
    agent.act = act;
    agent.result = result;
    return arb_gvgai_run(&agent);
}
