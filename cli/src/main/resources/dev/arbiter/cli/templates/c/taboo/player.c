/*
 * {{name}}: a Taboo guesser for {{game}}, written with Arbiter's C SDK (arbiter_sdk.h, beside this file).
 *
 * It answers every hint at once, with the next of the world's best-known cities, whatever the hint says.
 * Make it read the hints.
 */
#define ARBITER_SDK_IMPLEMENTATION
#include "arbiter_sdk.h"

static const char *const CITIES[] = {"Tokyo", "New York", "London", "Paris", "Shanghai", "Mumbai", "Cairo",
                                     "Mexico City", "Moscow", "Istanbul"};
#define CITY_COUNT ((int) (sizeof CITIES / sizeof CITIES[0]))

/* A new game: a new city to find. */
static void on_game_start(void *self)
{
    (void) self;
}

/* The hints so far, oldest first, without "no. "; a city (arb_guess_city) or whole degrees (arb_guess_coordinates). */
static void guess(void *self, const char *const *hints, int count, arb_guess *out)
{
    (void) self;
    (void) hints;
    arb_guess_city(out, CITIES[(count - 1) % CITY_COUNT]);
}

/* 1: found; 0: the hints ran out; -1: the hints-only dialect cannot tell. */
static void on_game_end(void *self, int solved)
{
    (void) self;
    (void) solved;
}

int main(void)
{
    arb_taboo_guesser guesser = {0};
    guesser.on_game_start = on_game_start;
    guesser.guess = guess;
    guesser.on_game_end = on_game_end;
    return arb_taboo_run(&guesser, NULL);
}
