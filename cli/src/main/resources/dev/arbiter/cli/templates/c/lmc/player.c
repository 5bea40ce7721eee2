/*
 * {{name}}: a player for {{game}}, written with Arbiter's C SDK (arbiter_sdk.h, beside this file).
 *
 * It plays a legal move from the start: what it last observed (in rps the opponent's last move; in imitate
 * and grammar the trainer's utterance). Make it learn: the callbacks below are every event of a game.
 */
#define ARBITER_SDK_IMPLEMENTATION
#include "arbiter_sdk.h"

struct state {
    arb_move last; /* the words it will play: the last it observed, or the alphabet's first symbol */
};

/* A game begins with these legal symbols: forget what the last game taught. */
static void on_new_game(void *self, const arb_words *alphabet)
{
    struct state *s = self;
    s->last = (arb_move) {0};
    arb_move_add(&s->last, alphabet->word[0]);
}

/* A move or utterance this player observed; the words point into the SDK's buffer, so keep a copy. */
static void on_input(void *self, const arb_words *words)
{
    struct state *s = self;
    s->last = (arb_move) {0};
    for (int i = 0; i < words->count; i++) {
        arb_move_add(&s->last, words->word[i]);
    }
}

/* This player's move: symbols of the alphabet, added with arb_move_add (none added answers "no move"). */
static void move(void *self, arb_move *out)
{
    struct state *s = self;
    *out = s->last;
}

/* The score of the last move, in [-1, 1], and the game's total so far. */
static void on_score(void *self, double increment, double game_total)
{
    (void) self;
    (void) increment;
    (void) game_total;
}

/* LMC2 games (imitate, grammar) send the answer they wanted after each score. */
static void on_hint(void *self, const arb_words *words)
{
    (void) self;
    (void) words;
}

int main(void)
{
    static struct state state;
    arb_lmc_player player = {0};
    player.name = "{{name}}"; /* announced to the judge first thing; unique in a match */
    player.self = &state;
    player.on_new_game = on_new_game;
    player.on_input = on_input;
    player.move = move;
    player.on_score = on_score;
    player.on_hint = on_hint;
    return arb_lmc_run(&player, NULL);
}
