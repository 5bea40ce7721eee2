/*
 * c-sdk-taboo: a Taboo guesser written with arbiter_sdk.h.
 *
 * It knows a handful of telling hint words; any hint of the game that holds one names its city (by
 * coordinates for Venice, to show both kinds of guess). Otherwise it names big cities in a fixed order,
 * never the same one twice in a game.
 */
#define ARBITER_SDK_IMPLEMENTATION
#include "../arbiter_sdk.h"

#include <string.h>

static const struct {
    const char *word;
    const char *city; /* NULL: guess lat,lon */
    int lat, lon;
} TELLING[] = {
    {"bridges", NULL, 45, 12}, {"gondola", NULL, 45, 12}, {"canals", "Amsterdam", 0, 0},
    {"tower", "Paris", 0, 0}, {"samba", "Rio de Janeiro", 0, 0}, {"coral reefs", "Suva", 0, 0},
};
#define TELLING_COUNT ((int) (sizeof TELLING / sizeof TELLING[0]))

static const char *const BIG_CITIES[] = {"Tokyo", "New York", "London", "Paris", "Shanghai", "Mumbai", "Cairo"};
#define BIG_COUNT ((int) (sizeof BIG_CITIES / sizeof BIG_CITIES[0]))

struct guesser {
    int used_telling[TELLING_COUNT];
    int used_big[BIG_COUNT];
    int guesses;
};

static void on_game_start(void *self)
{
    memset(self, 0, sizeof(struct guesser));
}

static void guess(void *self, const char *const *hints, int count, arb_guess *out)
{
    struct guesser *g = self;
    g->guesses++;
    fprintf(stderr, "hint: %s\n", hints[count - 1]); /* what the SDK made of the line: no "no. " left */
    for (int h = count - 1; h >= 0; h--) {
        for (int t = 0; t < TELLING_COUNT; t++) {
            if (!g->used_telling[t] && strstr(hints[h], TELLING[t].word) != NULL) {
                g->used_telling[t] = 1;
                if (TELLING[t].city == NULL) {
                    arb_guess_coordinates(out, TELLING[t].lat, TELLING[t].lon);
                } else {
                    arb_guess_city(out, TELLING[t].city);
                }
                return;
            }
        }
    }
    for (int b = 0; b < BIG_COUNT; b++) {
        if (!g->used_big[b]) {
            g->used_big[b] = 1;
            arb_guess_city(out, BIG_CITIES[b]);
            return;
        }
    }
    arb_guess_city(out, BIG_CITIES[0]);
}

static void on_game_end(void *self, int solved)
{
    struct guesser *g = self;
    fprintf(stderr, "game over: %s after %d guesses\n", solved == 1 ? "solved" : solved == 0 ? "lost" : "ended",
            g->guesses);
}

int main(void)
{
    static struct guesser state;
    arb_taboo_guesser guesser = {0};
    guesser.self = &state;
    guesser.on_game_start = on_game_start;
    guesser.guess = guess;
    guesser.on_game_end = on_game_end;
    return arb_taboo_run(&guesser, NULL);
}
